import { parseArgs } from "node:util";
import { listSubscriptions } from "../hub/store.ts";
import { redactCallback } from "../hub/policy.ts";
import { defaultKvPath } from "../config.ts";

async function isFile(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}

const iso = (ms: number | null) => (ms === null ? "-" : new Date(ms).toISOString());

const USAGE = "Usage: main.ts hub list [--kv PATH | --data DIR]   (KV_PATH, DATA_DIR when absent; as for serve)";

/**
 * `main.ts hub list [--kv PATH | --data DIR]`: one line per subscription; secrets and callback query strings are
 * never shown. It finds the KV `serve` would use, and refuses a path that does not exist rather than create an empty
 * database there and report no subscriptions.
 */
export async function hubCommand(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { kv: { type: "string" }, data: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    console.error(`hub: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [sub, ...extra] = parsed.positionals;
  if (sub !== "list" || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const env = (name: string) => Deno.env.get(name) || undefined;
  const path = parsed.values.kv ?? env("KV_PATH") ??
    defaultKvPath(parsed.values.data ?? env("DATA_DIR") ?? null, env);
  if (path !== null && !await isFile(path)) {
    console.error(`hub: no KV database at ${path} (serve creates it; check --kv, KV_PATH, --data or DATA_DIR)`);
    return 2;
  }
  const kv = await Deno.openKv(path ?? undefined);
  try {
    const subs = await listSubscriptions(kv);
    const now = Date.now();
    const rows = subs.map((s) => [
      s.topic,
      redactCallback(s.callback),
      s.expiresAt <= now ? "expired" : "active",
      iso(s.expiresAt),
      String(s.failures),
      s.lastDeliveryAt === null ? "-" : `${iso(s.lastDeliveryAt)} ${s.lastDeliveryStatus}`,
    ]);
    const header = ["TOPIC", "CALLBACK", "STATE", "LEASE EXPIRES", "FAILURES", "LAST DELIVERY"];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join("  ").trimEnd();
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log(`${subs.length} subscription(s)`);
    return 0;
  } finally {
    kv.close();
  }
}
