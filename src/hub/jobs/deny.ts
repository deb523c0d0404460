import { appendQuery } from "../policy.ts";
import type { DenyJob } from "../store.ts";
import type { Claim, JobContext } from "../worker.ts";

/** The best-effort `hub.mode=denied` notice owed to a callback removed after consecutive failed deliveries. */
export function denyJobAfterFailures(sub: Pick<DenyJob, "topic" | "callback">, failures: number, now: number): DenyJob {
  return {
    kind: "deny",
    id: crypto.randomUUID(),
    topic: sub.topic,
    callback: sub.callback,
    reason: `${failures} consecutive failed deliveries`,
    dueAt: now,
    claimedUntil: 0,
  };
}

/** Sends the denial notice: one attempt, whatever the answer, then the job is done. */
export async function deny(ctx: JobContext, job: DenyJob, mine: Claim): Promise<void> {
  const params = new URLSearchParams({
    "hub.mode": "denied",
    "hub.topic": ctx.baseUrl() + job.topic,
    "hub.reason": job.reason,
  });
  await ctx.outbound(appendQuery(job.callback, params), { method: "GET" });
  await ctx.kv.atomic().check(mine).delete(mine.key).commit();
}
