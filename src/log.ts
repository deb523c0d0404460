/** Log levels in increasing severity. */
export type LogLevel = "debug" | "info" | "warn" | "error";

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };
let threshold: LogLevel = "info";
const encoder = new TextEncoder();

/** Sets the lowest level that is written (LOG_LEVEL in the environment sets it at start-up). */
export function setLogLevel(level: LogLevel): void {
  threshold = level;
}

/**
 * Writes one JSON line to stderr. Always stderr: over the stdio MCP transport stdout carries the protocol.
 * Callers pass secrets never; URLs with their query strings stripped (see `redactUrl`).
 */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (RANK[level] < RANK[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  try {
    Deno.stderr.writeSync(encoder.encode(line + "\n"));
  } catch {
    // stderr closed (a parent went away): nothing useful left to do with a log line.
  }
}
