import { join } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";

/** How `serve` runs: flags win over environment variables, which win over defaults. */
export interface ServeConfig {
  port: number;
  host: string;
  /** Base URL of every absolute link (feeds, topics, hub); null = `http://localhost:<bound port>`. */
  baseUrl: string | null;
  /** A directory holding `reviews.json` (and optionally `insights.json`); null = the bundled dataset. */
  dataDir: string | null;
  /**
   * Deno KV location: `--kv`, else the data directory's own (see {@link defaultKvPath}), else null =
   * `Deno.openKv()`'s default (the bundled data, and what Deno Deploy wants).
   */
  kvPath: string | null;
}

/**
 * Where KV lives when `--kv` is absent: beside the data it serves, so two businesses served one after the other never
 * share hub subscriptions or MCP sessions. Null (Deno's default) for the bundled data and on Deno Deploy.
 */
export function defaultKvPath(dataDir: string | null, env: (name: string) => string | undefined): string | null {
  if (!dataDir || env("DENO_DEPLOYMENT_ID") || env("DENO_DEPLOY")) return null;
  return join(dataDir, ".public-reviews", "kv.sqlite");
}

export type ConfigResult = { ok: true; config: ServeConfig } | { ok: false; message: string };

const Port = z.coerce.number().int().min(0).max(65535);
const BaseUrl = z.url({ protocol: /^https?$/ }).refine((value) => {
  const url = new URL(value);
  return !url.search && !url.hash && !url.username && !url.password;
}, "must be an http(s) URL without query, fragment or credentials");

/** The serve options, as `--help` lists them. */
export const SERVE_OPTIONS = {
  port: { type: "string", env: "PORT", help: "TCP port to listen on (0 = any free port)", default: "8000" },
  host: { type: "string", env: "LISTEN_HOST", help: "Interface to listen on", default: "0.0.0.0" },
  "base-url": { type: "string", env: "BASE_URL", help: "Public base URL for absolute links", default: "" },
  data: { type: "string", env: "DATA_DIR", help: "Directory with reviews.json to serve and watch", default: "" },
  kv: {
    type: "string",
    env: "KV_PATH",
    help: "Deno KV database path (default with --data: DIR/.public-reviews/kv.sqlite)",
    default: "",
  },
} as const;

/** Parses `serve` arguments with environment fallbacks; every problem is reported as one message. */
export function parseServeConfig(args: string[], env: (name: string) => string | undefined): ConfigResult {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args,
      options: Object.fromEntries(Object.entries(SERVE_OPTIONS).map(([name]) => [name, { type: "string" }])),
      strict: true,
      allowPositionals: false,
    }).values as Record<string, string | undefined>;
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  const pick = (name: keyof typeof SERVE_OPTIONS) => {
    const value = values[name] ?? env(SERVE_OPTIONS[name].env) ?? SERVE_OPTIONS[name].default;
    return value === "" ? undefined : value;
  };
  const problems: string[] = [];
  const port = Port.safeParse(pick("port"));
  if (!port.success) problems.push(`--port/PORT must be a whole number from 0 to 65535, not "${pick("port")}"`);
  const baseUrlText = pick("base-url");
  const baseUrl = baseUrlText === undefined ? undefined : BaseUrl.safeParse(baseUrlText);
  if (baseUrl && !baseUrl.success) {
    problems.push(
      `--base-url/BASE_URL must be an http(s) URL without query, fragment or credentials, not "${baseUrlText}"`,
    );
  }
  if (problems.length) return { ok: false, message: problems.join("\n") };
  return {
    ok: true,
    config: {
      port: port.data!,
      host: pick("host")!,
      baseUrl: baseUrl?.data ? baseUrl.data.replace(/\/+$/, "") : null,
      dataDir: pick("data") ?? null,
      kvPath: pick("kv") ?? defaultKvPath(pick("data") ?? null, env),
    },
  };
}

/** The options block of `--help`. */
export function serveOptionsHelp(): string {
  return Object.entries(SERVE_OPTIONS).map(([name, option]) =>
    `  --${name.padEnd(10)} ${option.env.padEnd(12)} ${option.help}${
      option.default ? ` (default ${option.default})` : ""
    }`
  ).join("\n");
}
