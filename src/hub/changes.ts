import { TOPIC_PATHS } from "../feeds/topics.ts";
import type { DatasetViews } from "../http/views.ts";
import { log } from "../log.ts";
import { type FanoutJob, keys, retryBusy } from "./store.ts";
import { contentHash } from "./content.ts";
import type { HubWorker } from "./worker.ts";

/**
 * Compares each topic's current content hash with the last distributed one in KV. A new hash is recorded and its
 * fan-out job written in one atomic commit checked against the old record, so when several instances see the same
 * change, exactly one commit wins and exactly one fan-out happens per hash.
 */
export async function detectChanges(kv: Deno.Kv, views: DatasetViews, worker: HubWorker): Promise<number> {
  let fanouts = 0;
  for (const topic of TOPIC_PATHS) {
    const hash = contentHash(views, topic);
    const entry = await retryBusy(() => kv.get<string>(keys.hash(topic)));
    if (entry.value === hash) continue;
    const job: FanoutJob = { kind: "fanout", topic, hash, cursor: null, dueAt: Date.now(), claimedUntil: 0 };
    const op = kv.atomic().check(entry).set(keys.hash(topic), hash).set(keys.fanout(topic), job);
    const after = worker.wake(op, keys.fanout(topic));
    // A retried commit is safe: the check fails if the first attempt had in fact gone through.
    if (!(await retryBusy(() => op.commit())).ok) continue; // another instance recorded this change first
    after();
    fanouts++;
    log("info", "hub topic changed", { topic, hash: hash.slice(0, 12), previous: entry.value?.slice(0, 12) ?? null });
  }
  return fanouts;
}
