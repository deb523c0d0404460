import { parseArgs } from "node:util";
import { listSubscriptions } from "../hub/store.ts";
import { redactCallback } from "../hub/policy.ts";

const iso = (ms: number | null) => (ms === null ? "-" : new Date(ms).toISOString());

/** `main.ts hub list [--kv PATH]`: one line per subscription; secrets and callback query strings are never shown. */
export async function hubCommand(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { kv: { type: "string" } }, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`hub: ${(error as Error).message}`);
    return 2;
  }
  const [sub] = parsed.positionals;
  if (sub !== "list") {
    console.error("Usage: main.ts hub list [--kv PATH]   (KV_PATH is used when --kv is absent)");
    return 2;
  }
  const kv = await Deno.openKv(parsed.values.kv ?? Deno.env.get("KV_PATH") ?? undefined);
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
