/**
 * Subscription intents, the rules of items 6 and 7 of issue 11 in one place:
 * - every accepted intent gets a sequence number per (topic, callback); a verified intent is applied only if it is
 *   newer than the last one applied, checked in the same atomic commit that applies it, so the last intent wins
 *   whatever order verifications finish in;
 * - caps count subscriptions plus pending subscribe intents that reserved a place; counters change in the same
 *   atomic commit as what they count, and accepting checks them, so concurrent requests cannot overshoot a cap.
 */
import type { HubConfig } from "./config.ts";
import type { HubRequest } from "./policy.ts";
import {
  countOf,
  countSlot,
  hostOf,
  type Intent,
  keys,
  removeSubscription,
  type Subscription,
  type VerifyJob,
} from "./store.ts";

/** Commit attempts under contention before giving up (the caller answers 503, or the sweep retries the job). */
const ATTEMPTS = 60;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 2 + attempt * 3)));

export type Accepted =
  | { ok: true; job: VerifyJob; after: () => void }
  | { ok: false; status: number; reason: string; headers?: Record<string, string> };

/** Records an intent and its verification job, reserving a place under the caps for a new subscription. */
export async function acceptIntent(
  kv: Deno.Kv,
  config: Pick<HubConfig, "maxSubscriptionsPerHost" | "maxSubscriptions">,
  request: HubRequest,
  wake: (op: Deno.AtomicOperation, key: Deno.KvKey) => () => void,
): Promise<Accepted> {
  const host = hostOf(request.callback);
  const intentKey = keys.intent(request.topic, request.callback);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [intentEntry, subEntry, hostEntry, totalEntry] = await kv.getMany<
      [Intent, Subscription, Deno.KvU64, Deno.KvU64]
    >([intentKey, keys.sub(request.topic, request.callback), keys.hostCount(host), keys.totalCount]);
    // A renewal (or an unsubscribe) needs no new place; a new subscription does, from acceptance on.
    const reserve = request.mode === "subscribe" && subEntry.value === null;
    if (reserve && countOf(hostEntry) >= config.maxSubscriptionsPerHost) {
      return { ok: false, status: 429, reason: `too many subscriptions for callback host ${host}` };
    }
    if (reserve && countOf(totalEntry) >= config.maxSubscriptions) {
      return {
        ok: false,
        status: 503,
        reason: "the hub has reached its subscription limit",
        headers: { "retry-after": "3600" },
      };
    }
    const intent = intentEntry.value ?? { seq: 0, applied: 0, updatedAt: 0 };
    const now = Date.now();
    const job: VerifyJob = {
      kind: "verify",
      id: crypto.randomUUID(),
      ...request,
      // Never below the clock: a record swept away after a quiet day restarts above every older job's number.
      seq: Math.max(intent.seq + 1, now),
      reserved: reserve,
      dueAt: now,
      claimedUntil: 0,
    };
    const op = kv.atomic().check(intentEntry, subEntry)
      .set(intentKey, { ...intent, seq: job.seq, updatedAt: now } satisfies Intent)
      .set(keys.verify(job.id), job);
    if (reserve) countSlot(op.check(hostEntry, totalEntry), host, 1);
    const after = wake(op, keys.verify(job.id));
    if ((await op.commit()).ok) return { ok: true, job, after };
    await pause(attempt);
  }
  return { ok: false, status: 503, reason: "the hub is busy; try again shortly", headers: { "retry-after": "1" } };
}

/** Intents untouched this long, with no subscription and no pending verification, are swept away. */
export const INTENT_IDLE_MS = 24 * 3600_000;

/**
 * Removes intent records nobody needs any more (idle for a day, no subscription, no pending verification), so
 * requests for callbacks that never subscribed do not accumulate. `pending` holds the intent keys of verification
 * jobs listed before this runs; a newer job rewrites its intent, which fails the check.
 */
export async function sweepIntents(kv: Deno.Kv, pending: Set<string>, now = Date.now()): Promise<number> {
  let removed = 0;
  for await (const entry of kv.list<Intent>({ prefix: keys.intents })) {
    if (entry.value.updatedAt > now - INTENT_IDLE_MS || pending.has(JSON.stringify(entry.key))) continue;
    const subKey = ["hub", "sub", ...entry.key.slice(2)];
    const sub = await kv.get(subKey);
    if (sub.value) continue;
    if ((await kv.atomic().check(entry, sub).delete(entry.key).commit()).ok) removed++;
  }
  return removed;
}

/** How a verification ended: applied, refused by the callback, superseded by a newer applied intent, or not at all. */
export type Settled = "applied" | "failed" | "stale" | "lost" | "contended";

/**
 * Ends a verification job under its claim: applies the intent if it was confirmed and is newer than the last
 * applied one, releases its reservation, and deletes the job, all in one commit checked against the intent, the
 * subscription and the claim. Returns "lost" when the claim has passed to another worker, "contended" when no
 * commit got through (the job stays; the sweep runs it again once the claim runs out).
 */
export async function settleVerification(
  kv: Deno.Kv,
  job: VerifyJob,
  claim: { key: Deno.KvKey; versionstamp: string },
  confirmed: boolean,
  subscription: (existing: Subscription | null) => Subscription,
): Promise<Settled> {
  const host = hostOf(job.callback);
  const intentKey = keys.intent(job.topic, job.callback);
  const subKey = keys.sub(job.topic, job.callback);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [intentEntry, subEntry, jobEntry] = await kv.getMany<[Intent, Subscription, VerifyJob]>([
      intentKey,
      subKey,
      claim.key,
    ]);
    if (jobEntry.versionstamp !== claim.versionstamp) return "lost";
    // A job written before intents had numbers (seq 0) is older than any numbered one, and applies if none did.
    const seq = job.seq ?? 0;
    const intent = intentEntry.value ?? { seq, applied: 0, updatedAt: 0 };
    const outcome = !confirmed ? "failed" : seq <= intent.applied && intent.applied > 0 ? "stale" : "applied";
    const op = kv.atomic().check(intentEntry, subEntry, claim).delete(claim.key);
    if (job.reserved) countSlot(op, host, -1);
    if (outcome === "applied") {
      const now = Date.now();
      op.set(intentKey, { ...intent, applied: seq, updatedAt: now } satisfies Intent);
      if (job.mode === "unsubscribe") {
        if (subEntry.value) removeSubscription(op, subEntry.value);
      } else {
        op.set(subKey, subscription(subEntry.value)).set(keys.byHost(host, job.topic, job.callback), true);
        if (!subEntry.value) countSlot(op, host, 1);
      }
    }
    if ((await op.commit()).ok) return outcome;
    await pause(attempt);
  }
  return "contended";
}
