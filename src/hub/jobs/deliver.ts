import { log } from "../../log.ts";
import type { Content } from "../content.ts";
import { topicContent } from "../content.ts";
import { redactCallback } from "../policy.ts";
import { afterDelivery, decideDelivery, type DeliveryOutcome } from "../retry.ts";
import { hubSignature } from "../signature.ts";
import { type DeliverJob, keys, removeSubscription, retryBusy, type Subscription } from "../store.ts";
import type { Claim, JobContext } from "../worker.ts";
import { denyJobAfterFailures } from "./deny.ts";

/** One delivery attempt, waiting to be recorded against the subscription entry it was made for. */
export interface Attempt {
  entry: Deno.KvEntry<Subscription>;
  outcome: DeliveryOutcome;
  status: string;
}

/** What to do once the commit carrying an outcome succeeded. */
export interface Recorded {
  action: "delivered" | "gone" | "retry" | "remove";
  after: () => void;
  log: () => void;
}

/** Whether a subscription gets nothing for this content: lease over, or it already has it. */
export function skipDelivery(sub: Subscription, content: Content, jobHash?: string): boolean {
  return sub.expiresAt <= Date.now() || sub.lastDeliveredHash === jobHash || sub.lastDeliveredHash === content.hash;
}

/** POSTs the content to one subscription (signed when it has a secret); never throws, whatever the record holds. */
export async function send(ctx: JobContext, entry: Deno.KvEntry<Subscription>, content: Content): Promise<Attempt> {
  try {
    const sub = entry.value;
    const headers = { ...content.headers };
    if (sub.secret) headers["x-hub-signature"] = hubSignature(sub.secret, content.body);
    const result = await ctx.outbound(sub.callback, { method: "POST", headers, body: content.body });
    const status = result.status === null ? (result as { error: string }).error : String(result.status);
    return { entry, outcome: result.status, status };
  } catch (error) {
    // A record this code cannot use fails like a delivery: retried, then removed, never blocking the others.
    return { entry, outcome: null, status: `error: ${(error as Error)?.message ?? error}` };
  }
}

/**
 * Adds to `op` what one delivery outcome does to a subscription (whose entry the caller checks): the new state, or
 * its removal; a retry job (superseding any pending one) or a denial job. Returns what to do after the commit.
 */
export function recordOutcome(
  ctx: JobContext,
  op: Deno.AtomicOperation,
  sub: Subscription,
  attempt: Attempt,
  hash: string,
  now: number,
): Recorded {
  const config = ctx.config;
  const decision = decideDelivery(attempt.outcome, sub.failures, config.retryDelaysMs, config.maxFailures);
  const after = afterDelivery(sub, decision, attempt.status, hash, now);
  const fields = { topic: sub.topic, callback: redactCallback(sub.callback), outcome: attempt.status };
  const deliverKey = keys.deliver(sub.topic, sub.callback);
  if (after) op.set(keys.sub(sub.topic, sub.callback), after);
  else removeSubscription(op, sub);
  switch (decision.action) {
    case "delivered":
      // A pending retry exists only after a failure; this delivery of the current content supersedes it.
      if (sub.failures > 0) op.delete(deliverKey);
      return { action: "delivered", after: () => {}, log: () => log("debug", "hub delivered", fields) };
    case "gone":
      return {
        action: "gone",
        after: () => {},
        log: () => log("info", "hub subscription ended by 410 Gone", fields),
      };
    case "retry": {
      const job: DeliverJob = {
        kind: "deliver",
        topic: sub.topic,
        callback: sub.callback,
        hash,
        dueAt: now + decision.delayMs,
        claimedUntil: 0,
      };
      op.set(deliverKey, job);
      return {
        action: "retry",
        after: ctx.wake(op, deliverKey, decision.delayMs),
        log: () => log("info", "hub delivery failed; will retry", { ...fields, failures: decision.failures }),
      };
    }
    case "remove": {
      const deny = denyJobAfterFailures(sub, decision.failures, now);
      op.set(keys.deny(deny.id), deny);
      return {
        action: "remove",
        after: ctx.wake(op, keys.deny(deny.id)),
        log: () =>
          log("warn", "hub subscription removed after failed deliveries", { ...fields, failures: decision.failures }),
      };
    }
  }
}

/**
 * Records one outcome on its own against the subscription as it is now (a retry job, or after a failed batch).
 * A failure here is logged and stays with this one subscription.
 */
export async function recordAlone(ctx: JobContext, attempt: Attempt, hash: string, now: number): Promise<void> {
  const { topic, callback } = attempt.entry.value;
  try {
    for (let i = 0; i < 10; i++) {
      // Two handles on one local KV file can find it locked: an outcome not recorded would be delivered again.
      const recorded = await retryBusy(async () => {
        const entry = await ctx.kv.get<Subscription>(keys.sub(topic, callback));
        if (!entry.value) return true; // unsubscribed or removed meanwhile: nothing to record
        const op = ctx.kv.atomic().check(entry);
        const done = recordOutcome(ctx, op, entry.value, attempt, hash, now);
        if (!(await op.commit()).ok) return false;
        done.after();
        done.log();
        return true;
      });
      if (recorded) return;
    }
  } catch (error) {
    log("error", "hub delivery outcome not recorded", {
      topic,
      callback: redactCallback(String(callback)),
      error: String((error as Error)?.message ?? error),
    });
  }
}

/** A retry of one failed delivery: always the current content, since a newer version supersedes the job's. */
export async function deliver(ctx: JobContext, job: DeliverJob, mine: Claim): Promise<void> {
  const entry = await ctx.kv.get<Subscription>(keys.sub(job.topic, job.callback));
  const content = topicContent(ctx.views(), ctx.baseUrl(), job.topic);
  const dropJob = () => ctx.kv.atomic().check(mine).delete(mine.key).commit();
  if (!entry.value || skipDelivery(entry.value, content, job.hash)) {
    await dropJob();
    return;
  }
  const attempt = await send(ctx, entry, content);
  await recordAlone(ctx, attempt, content.hash, Date.now());
  // A retry rewrote the job record (so the claim check fails and it stays); any other outcome ends the job.
  await dropJob();
}
