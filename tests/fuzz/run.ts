/**
 * Runs the hostile request stream against the real server (`main.ts serve` on 127.0.0.1, a free port, a temporary
 * data dir and KV) and reports statuses, failures and the server's memory. A failure is any 5xx, any request
 * without an answer within the per-request timeout (a hang), or the server exiting (a crash).
 */
import { copyFixtureToTemp } from "../helpers/fixture.ts";
import { MCP_ACCEPT, rawInitialize } from "../helpers/mcp.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";
import { type Hostile, HostileRequests } from "./hostile.ts";

export interface FuzzOptions {
  requests: number;
  seed: string;
  /** Requests in flight at once. */
  concurrency: number;
  /** A request unanswered after this long is a hang. */
  perRequestTimeoutMs: number;
  /** The whole run stops (as a failure) after this long. */
  totalTimeoutMs: number;
}

export interface FuzzReport {
  sent: number;
  byStatus: Record<string, number>;
  /** Statuses per kind of request ("hub POST", "mcp GET", "read GET", "raw"...). */
  byKind: Record<string, Record<string, number>>;
  failures: string[];
  rssBeforeKb: number;
  rssAfterKb: number;
  elapsedMs: number;
}

/** Resident memory of a process in KiB (Linux /proc), 0 where unavailable. */
async function rssKb(pid: number): Promise<number> {
  try {
    const status = await Deno.readTextFile(`/proc/${pid}/status`);
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Sends raw bytes and returns the status of the answer, "closed" when the server hung up without one. */
async function sendRaw(port: number, bytes: Uint8Array, signal: AbortSignal): Promise<string> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  const onAbort = () => conn.close();
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    await conn.write(bytes).catch(() => 0);
    const buffer = new Uint8Array(64);
    const n = await conn.read(buffer).catch(() => null);
    if (signal.aborted) throw new DOMException("raw request timed out", "TimeoutError");
    if (n === null) return "closed";
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(new TextDecoder().decode(buffer.subarray(0, n)));
    return match ? match[1] : "garbled";
  } finally {
    signal.removeEventListener("abort", onAbort);
    if (!signal.aborted) conn.close();
  }
}

/** The HTTP/1.1 bytes of a fetch-shaped request. */
function rawBytes(request: Extract<Hostile, { kind: "fetch" }>): Uint8Array {
  const body = new TextEncoder().encode(request.body ?? "");
  const head = [`${request.method.toUpperCase()} ${request.path} HTTP/1.1`, "Host: localhost", "Connection: close"];
  for (const [name, value] of Object.entries(request.headers)) head.push(`${name}: ${value}`);
  if (request.body !== undefined) head.push(`Content-Length: ${body.length}`);
  const bytes = new TextEncoder().encode(`${head.join("\r\n")}\r\n\r\n`);
  const all = new Uint8Array(bytes.length + body.length);
  all.set(bytes);
  all.set(body, bytes.length);
  return all;
}

async function send(server: RunningServer, request: Hostile, timeoutMs: number): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  if (request.kind === "raw") return await sendRaw(server.port, request.bytes, signal);
  let response: Response;
  try {
    response = await fetch(`${server.url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    // fetch refuses some URLs (very long ones): send the same request as raw bytes, so the server still gets it.
    if (/Invalid URL/.test((error as Error).message)) return await sendRaw(server.port, rawBytes(request), signal);
    // The server refused the request outright (oversized head, connection closed): an answer, not a failure.
    return "closed";
  }
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) await response.body?.cancel();
  else await response.arrayBuffer();
  return String(response.status);
}

/** Starts a server, sends `options.requests` hostile requests, stops it and reports. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const dir = await copyFixtureToTemp();
  const server = await startServer({
    args: ["--data", dir, "--kv", `${dir}/kv.sqlite`],
    // Fuzzing comes from one address: lift the hub's per-client limit so requests reach validation. Callbacks on
    // 127.0.0.1 pass screening, so subscriptions reach KV and verification, which goes to 127.0.0.1:1 (refused).
    env: { LOG_LEVEL: "error", HUB_RATE_LIMIT_PER_MINUTE: "100000000", HUB_ALLOW_CALLBACK_HOSTS: "127.0.0.1" },
  });
  const started = performance.now();
  const byStatus: Record<string, number> = {};
  const byKind: Record<string, Record<string, number>> = {};
  const count = (kind: string, status: string) => {
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    byKind[kind] ??= {};
    byKind[kind][status] = (byKind[kind][status] ?? 0) + 1;
  };
  const failures: string[] = [];
  let crashed = false;
  server.process.status.then(() => crashed = true);
  try {
    const rssBeforeKb = await rssKb(server.process.pid);
    const sessions: string[] = [];
    for (let i = 0; i < 3; i++) sessions.push((await rawInitialize(server.url, "2025-06-18", `fuzz${i}`)).sessionId!);
    const listed = await fetch(`${server.url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: MCP_ACCEPT, "mcp-session-id": sessions[0] },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    const tools = ((await listed.json()).result?.tools ?? []).map((tool: { name: string }) => tool.name);
    const baseUrl = `http://localhost:${server.port}`;
    const requests = new HostileRequests(options.seed, { sessions, tools, baseUrl });
    const deadline = started + options.totalTimeoutMs;

    let next = 0;
    const worker = async () => {
      while (next < options.requests && !crashed && failures.length < 20) {
        if (performance.now() > deadline) {
          failures.push(`run exceeded ${options.totalTimeoutMs} ms after ${next} requests`);
          return;
        }
        const index = next++;
        const request = requests.next();
        const what = request.kind === "raw"
          ? `#${index} raw ${JSON.stringify(new TextDecoder().decode(request.bytes.subarray(0, 120)))}`
          : `#${index} ${request.method} ${request.path.slice(0, 120)} (${request.path.length} chars) body=` +
            `${JSON.stringify(request.body?.slice(0, 160))} (${request.body?.length ?? 0} chars)`;
        try {
          const status = await send(server, request, options.perRequestTimeoutMs);
          count(request.label, status);
          if (status.startsWith("5")) failures.push(`${status} for ${what}`);
        } catch (error) {
          count(request.label, "hang");
          failures.push(`no answer within ${options.perRequestTimeoutMs} ms (${(error as Error).name}) for ${what}`);
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    if (crashed) failures.push(`the server exited: ${JSON.stringify(server.logs.slice(-5))}`);
    else {
      const health = await fetch(`${server.url}/health`);
      await health.body?.cancel();
      if (health.status !== 200) failures.push(`/health answered ${health.status} after the run`);
    }
    const rssAfterKb = await rssKb(server.process.pid);
    return { sent: next, byStatus, byKind, failures, rssBeforeKb, rssAfterKb, elapsedMs: performance.now() - started };
  } finally {
    const status = await server.stop();
    if (status.code !== 0) failures.push(`the server exited with ${status.code} at SIGTERM`);
    await Deno.remove(dir, { recursive: true });
  }
}

/** A report as lines for people. */
export function formatReport(report: FuzzReport): string {
  const statuses = Object.entries(report.byStatus).sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`).join(", ");
  return [
    `sent ${report.sent} hostile requests in ${(report.elapsedMs / 1000).toFixed(1)} s`,
    `by status: ${statuses}`,
    ...Object.entries(report.byKind).sort(([a], [b]) => a.localeCompare(b)).map(([kind, statuses]) =>
      `  ${kind}: ${Object.entries(statuses).map(([status, n]) => `${status}: ${n}`).join(", ")}`
    ),
    `server RSS before: ${(report.rssBeforeKb / 1024).toFixed(1)} MiB, after: ${
      (report.rssAfterKb / 1024).toFixed(1)
    } MiB`,
    report.failures.length ? `FAILURES (${report.failures.length}):\n  ${report.failures.join("\n  ")}` : "no failures",
  ].join("\n");
}
