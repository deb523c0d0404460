import { log } from "../../log.ts";
import { topicContent } from "../content.ts";
import { type FanoutJob, keys, type Subscription } from "../store.ts";
import type { Claim, JobContext } from "../worker.ts";
import { type Attempt, recordAlone, recordOutcome, send, skipDelivery } from "./deliver.ts";

/** Per-commit budget, under local KV's limits (100 checks, 1,000 mutations, 80 KiB of keys, 800 KB in all). */
const COMMIT_BUDGET = { checks: 90, mutations: 900, keyBytes: 60_000, bytes: 600_000 };

/** Rough encoded size of a key, for the commit budget. */
function keyBytes(key: Deno.KvKey): number {
  let n = 0;
  for (const part of key) n += String(part).length * 3 + 4; // worst-case UTF-8 plus framing
  return n;
}

/** Splits a page's outcomes into commits that fit the limits (the last one also carries the cursor). */
function chunkAttempts(attempts: Attempt[], jobKey: Deno.KvKey): Attempt[][] {
  const chunks: Attempt[][] = [[]];
  const fresh = () => ({ checks: 1, mutations: 2, keyBytes: keyBytes(jobKey) * 2, bytes: 1_000 });
  let used = fresh();
  for (const attempt of attempts) {
    const subKey = keyBytes(keys.sub(attempt.entry.value.topic, attempt.entry.value.callback));
    const cost = {
      checks: 1,
      mutations: 5,
      keyBytes: subKey * 4 + 100,
      bytes: subKey * 4 + JSON.stringify(attempt.entry.value).length * 3 + 1_000,
    };
    const fits = (Object.keys(cost) as Array<keyof typeof cost>).every((k) => used[k] + cost[k] <= COMMIT_BUDGET[k]);
    if (!fits) {
      chunks.push([]);
      used = fresh();
    }
    chunks.at(-1)!.push(attempt);
    for (const k of Object.keys(cost) as Array<keyof typeof cost>) used[k] += cost[k];
  }
  return chunks;
}

/**
 * Delivers one new content version to every subscription of a topic, a page at a time: read a page (the cursor is
 * in the job), deliver it with bounded concurrency, then record the outcomes in a few batched commits, each checked
 * against the subscriptions as read. The last commit of a page also advances the cursor under the job's claim, so
 * a crash re-delivers at most that page, and subscriptions that already have the hash are skipped (idempotent).
 * Failures become individual retry jobs; no queue message is written per delivery.
 */
export async function fanout(ctx: JobContext, job: FanoutJob, mine: Claim): Promise<void> {
  const pageSize = ctx.pageSize;
  let versionstamp = mine.versionstamp;
  let cursor = job.cursor;
  let total = 0;
  while (!ctx.stopped) {
    const iter = ctx.kv.list<Subscription>({ prefix: keys.subs(job.topic) }, {
      limit: pageSize,
      batchSize: pageSize,
      cursor: cursor ?? undefined,
    });
    const page: Deno.KvEntry<Subscription>[] = [];
    for await (const entry of iter) page.push(entry);
    const done = page.length < pageSize;
    cursor = iter.cursor || cursor;
    const content = topicContent(ctx.views(), ctx.baseUrl(), job.topic);
    const skip = (entry: Deno.KvEntry<Subscription>) => skipDelivery(entry.value, content, job.hash);
    const sent = await Promise.all(
      page.map((entry) =>
        skip(entry)
          ? null
          : ctx.slots.use(() => ctx.stopped || skip(entry) ? Promise.resolve(null) : send(ctx, entry, content))
      ),
    );
    const attempts = sent.filter((a): a is Attempt => a !== null);
    if (ctx.stopped) return; // not recorded: the claim runs out and the page is delivered again (at least once)
    total += attempts.length;
    const now = Date.now();
    const chunks = chunkAttempts(attempts, mine.key);
    for (const [index, chunk] of chunks.entries()) {
      const last = index === chunks.length - 1;
      const op = ctx.kv.atomic();
      const outcomes = chunk.map((attempt) => {
        op.check(attempt.entry);
        return recordOutcome(ctx, op, attempt.entry.value, attempt, content.hash, now);
      });
      const advance = (op: Deno.AtomicOperation) => {
        op.check({ key: mine.key, versionstamp });
        if (done) op.delete(mine.key);
        else op.set(mine.key, { ...job, cursor, claimedUntil: now + ctx.fanoutClaimMs } satisfies FanoutJob);
      };
      if (last) advance(op);
      // A commit that throws (a record KV refuses) falls back to one commit per outcome like a conflict does.
      const commit = await op.commit().catch((error) => {
        log("warn", "hub fan-out batch refused; recording one by one", { error: String(error?.message ?? error) });
        return { ok: false } as const;
      });
      if (commit.ok) {
        if (last) versionstamp = commit.versionstamp;
        for (const outcome of outcomes) {
          outcome.after();
          outcome.log();
        }
        continue;
      }
      // A subscription changed meanwhile (renewal, unsubscribe, a retry job) or the job was superseded or taken
      // over: record each outcome on its own against the current state, then try to advance alone.
      for (const attempt of chunk) await recordAlone(ctx, attempt, content.hash, now);
      if (!last) continue;
      const alone = ctx.kv.atomic();
      advance(alone);
      const advanced = await alone.commit();
      if (!advanced.ok) return; // superseded by a newer hash (that fan-out covers everyone) or claimed elsewhere
      versionstamp = advanced.versionstamp;
    }
    if (done) break;
  }
  log("info", "hub fan-out done", { topic: job.topic, hash: job.hash.slice(0, 12), deliveries: total });
}
