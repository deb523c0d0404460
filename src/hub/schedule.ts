import { log } from "../log.ts";
import { setCronSweep } from "./cron.ts";
import { sweepIntents } from "./intents.ts";
import { type Job, keys, removeSubscription, type Subscription } from "./store.ts";
import type { HubWorker } from "./worker.ts";

/**
 * One sweep: runs every job that is due and unclaimed (stranded by a crash, delayed retries without queues) and
 * removes expired subscriptions. With queues off this is all the scheduling there is.
 */
export async function sweep(kv: Deno.Kv, worker: HubWorker): Promise<{ jobs: number; expired: number }> {
  const now = Date.now();
  const due: Deno.KvKey[] = [];
  const verifying = new Set<string>();
  for await (const entry of kv.list<Job>({ prefix: keys.jobs })) {
    if (entry.value.dueAt <= now && entry.value.claimedUntil <= now) due.push(entry.key);
    const job = entry.value;
    if (job.kind === "verify") verifying.add(JSON.stringify(keys.intent(job.topic, job.callback)));
  }
  // Fan-outs first, so their deliveries are written before the slots fill up.
  due.sort((a, b) => (a[2] === "fanout" ? -1 : 0) - (b[2] === "fanout" ? -1 : 0));
  const runs = due.map((key) => worker.run(key));
  let expired = 0;
  for await (const entry of kv.list<Subscription>({ prefix: keys.subs() })) {
    if (entry.value.expiresAt > now) continue;
    const commit = await removeSubscription(kv.atomic().check(entry), entry.value).commit();
    if (commit.ok) {
      expired++;
      log("info", "hub lease expired", { topic: entry.value.topic });
    }
  }
  await sweepIntents(kv, verifying, now);
  await Promise.all(runs);
  return { jobs: due.length, expired };
}

export interface ScheduleOptions {
  kv: Deno.Kv;
  worker: HubWorker;
  queues: boolean;
  /** Run from the process-wide per-minute cron (see cron.ts); off for in-process tests that start several hubs. */
  cron: boolean;
  /** Extra sweep period in ms (0 = none). */
  sweepIntervalMs: number;
  signal: AbortSignal;
}

/** Starts the queue listener, the per-minute cron sweep and the optional interval sweep. */
export function startSchedule(options: ScheduleOptions): { stop: () => Promise<void> } {
  const { kv, worker } = options;
  const sweeping = { running: null as Promise<unknown> | null };
  const runSweep = () => {
    if (sweeping.running || worker.stopped) return sweeping.running ?? Promise.resolve();
    sweeping.running = sweep(kv, worker).catch((error) => log("error", "hub sweep failed", { error: String(error) }))
      .finally(() => (sweeping.running = null));
    return sweeping.running;
  };
  if (options.cron) setCronSweep(runSweep);
  let timer: ReturnType<typeof setInterval> | undefined;
  if (options.sweepIntervalMs > 0) timer = setInterval(runSweep, options.sweepIntervalMs);
  if (options.queues) {
    // Resolves when the KV handle closes. Handlers return quickly when the worker has stopped.
    kv.listenQueue(async (message: unknown) => {
      if (message && typeof message === "object" && Array.isArray((message as { hubJob?: unknown }).hubJob)) {
        await worker.run((message as { hubJob: Deno.KvKey }).hubJob);
      }
    }).catch((error) => log("error", "hub queue listener stopped", { error: String(error) }));
  }
  return {
    stop: async () => {
      clearInterval(timer);
      if (options.cron) setCronSweep(null);
      await sweeping.running;
    },
  };
}
