import type { TopicPath } from "../../feeds/topics.ts";
import { log } from "../../log.ts";
import { contentHash } from "../content.ts";
import { appendQuery, redactCallback } from "../policy.ts";
import { hostOf, keys, removeSubscription, type Subscription, type VerifyJob } from "../store.ts";
import type { Claim, JobContext } from "../worker.ts";

/** Reads, changes and writes a subscription under a versionstamp check, retrying on contention. */
async function updateSub(
  kv: Deno.Kv,
  topic: TopicPath,
  callback: string,
  change: (sub: Subscription | null) => Subscription | null | undefined,
  extra: (op: Deno.AtomicOperation) => void = () => {},
): Promise<{ before: Subscription | null; after: Subscription | null | undefined; ok: boolean }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await kv.get<Subscription>(keys.sub(topic, callback));
    const after = change(entry.value);
    const op = kv.atomic().check(entry);
    if (after === null && entry.value) removeSubscription(op, entry.value);
    else if (after) op.set(keys.sub(topic, callback), after).set(keys.byHost(after.host, topic, callback), true);
    extra(op);
    if ((await op.commit()).ok) return { before: entry.value, after, ok: true };
  }
  return { before: null, after: undefined, ok: false };
}

/**
 * Verifies an intent with its callback (WebSub §5.3): a GET carrying a single-use challenge that a 2xx must echo.
 * Only a confirmed intent changes the subscription; a failed one touches nothing but its own job record.
 */
export async function verify(ctx: JobContext, job: VerifyJob, mine: Claim): Promise<void> {
  const challenge = crypto.randomUUID() + crypto.randomUUID().replaceAll("-", "");
  const params = new URLSearchParams({
    "hub.mode": job.mode,
    "hub.topic": ctx.baseUrl() + job.topic,
    "hub.challenge": challenge,
  });
  if (job.mode === "subscribe") params.set("hub.lease_seconds", String(job.leaseSeconds));
  const result = await ctx.outbound(appendQuery(job.callback, params), { method: "GET", readBody: true });
  const confirmed = result.status !== null && result.status >= 200 && result.status < 300 &&
    result.body === challenge;
  const fields = {
    mode: job.mode,
    topic: job.topic,
    callback: redactCallback(job.callback),
    outcome: result.status ?? (result as { error: string }).error,
  };
  const dropJob = (op: Deno.AtomicOperation) => op.delete(mine.key);
  if (!confirmed) {
    await ctx.kv.delete(mine.key);
    log("info", "hub verification failed", fields);
    return;
  }
  const now = Date.now();
  if (job.mode === "unsubscribe") {
    await updateSub(ctx.kv, job.topic, job.callback, () => null, dropJob);
    log("info", "hub unsubscribed", fields);
    return;
  }
  await updateSub(ctx.kv, job.topic, job.callback, (existing) => ({
    topic: job.topic,
    callback: job.callback,
    host: hostOf(job.callback),
    secret: job.secret,
    leaseSeconds: job.leaseSeconds!,
    expiresAt: now + job.leaseSeconds! * 1000,
    failures: existing?.failures ?? 0,
    lastDeliveryAt: existing?.lastDeliveryAt ?? null,
    lastDeliveryStatus: existing?.lastDeliveryStatus ?? null,
    // A fresh subscription has seen nothing; a renewal keeps what it has seen, so it gets no duplicate.
    lastDeliveredHash: existing?.lastDeliveredHash ?? contentHash(ctx.views(), job.topic),
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  }), dropJob);
  log("info", "hub subscription verified", { ...fields, lease_seconds: job.leaseSeconds });
}
