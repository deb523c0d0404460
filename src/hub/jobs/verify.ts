import { log } from "../../log.ts";
import { contentHash } from "../content.ts";
import { settleVerification } from "../intents.ts";
import { appendQuery, redactCallback } from "../policy.ts";
import { hostOf, type Subscription, type VerifyJob } from "../store.ts";
import type { Claim, JobContext } from "../worker.ts";

const MESSAGES = {
  applied: { subscribe: "hub subscription verified", unsubscribe: "hub unsubscribed" },
  failed: "hub verification failed",
  stale: "hub verification superseded by a newer intent; not applied",
  lost: "hub verification taken over by another worker; not applied here",
  contended: "hub verification not applied (contended); will retry",
} as const;

/**
 * Verifies an intent with its callback (WebSub §5.3): a GET carrying a single-use challenge that a 2xx must echo.
 * Only a confirmed intent newer than the last applied one changes the subscription (intents.ts); the log says what
 * actually happened.
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
  const now = Date.now();
  const subscription = (existing: Subscription | null): Subscription => ({
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
  });
  const settled = await settleVerification(ctx.kv, job, mine, confirmed, subscription);
  const fields = {
    mode: job.mode,
    topic: job.topic,
    callback: redactCallback(job.callback),
    outcome: result.status ?? (result as { error: string }).error,
  };
  if (settled === "applied") {
    const leased = job.mode === "subscribe" ? { lease_seconds: job.leaseSeconds } : {};
    log("info", MESSAGES.applied[job.mode], { ...fields, ...leased });
  } else log(settled === "contended" ? "warn" : "info", MESSAGES[settled], fields);
}
