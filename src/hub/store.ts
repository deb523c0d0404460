import type { TopicPath } from "../feeds/topics.ts";

/** A subscription, keyed by (topic, callback). The secret is stored because signing needs it; it is never shown. */
export interface Subscription {
  topic: TopicPath;
  callback: string;
  /** Host of the callback, for the per-host cap. */
  host: string;
  secret: string | null;
  leaseSeconds: number;
  /** Epoch ms; a subscription past it gets nothing and the sweep removes it. */
  expiresAt: number;
  /** Consecutive failed deliveries; a success resets it. */
  failures: number;
  lastDeliveryAt: number | null;
  /** "200", "503", "timeout"... of the last delivery attempt. */
  lastDeliveryStatus: string | null;
  /** Content hash last delivered with a 2xx: deliveries are idempotent per (subscription, hash). */
  lastDeliveredHash: string | null;
  createdAt: number;
  updatedAt: number;
}

interface JobBase {
  /** Epoch ms when it may run. */
  dueAt: number;
  /** Epoch ms until which a worker owns it; a crashed worker's claim simply runs out and the sweep retries. */
  claimedUntil: number;
}

/** A pending verification: the requested state, applied only if the callback confirms. */
export interface VerifyJob extends JobBase {
  kind: "verify";
  id: string;
  mode: "subscribe" | "unsubscribe";
  topic: TopicPath;
  callback: string;
  secret: string | null;
  leaseSeconds: number | null;
}

/** One pending delivery per subscription: a newer content hash overwrites (supersedes) a pending retry. */
export interface DeliverJob extends JobBase {
  kind: "deliver";
  topic: TopicPath;
  callback: string;
  hash: string;
}

/** Best-effort `hub.mode=denied` notice after automatic removal. */
export interface DenyJob extends JobBase {
  kind: "deny";
  id: string;
  topic: TopicPath;
  callback: string;
  reason: string;
}

/** Turns one new content hash into one delivery job per subscription, in batches; `cursor` survives restarts. */
export interface FanoutJob extends JobBase {
  kind: "fanout";
  topic: TopicPath;
  hash: string;
  cursor: string | null;
}

export type Job = VerifyJob | DeliverJob | DenyJob | FanoutJob;

/** KV key layout, all under ["hub"]. */
export const keys = {
  sub: (topic: string, callback: string): Deno.KvKey => ["hub", "sub", topic, callback],
  subs: (topic?: string): Deno.KvKey => (topic ? ["hub", "sub", topic] : ["hub", "sub"]),
  byHost: (host: string, topic: string, callback: string): Deno.KvKey => ["hub", "host", host, topic, callback],
  hostPrefix: (host: string): Deno.KvKey => ["hub", "host", host],
  jobs: ["hub", "job"] as Deno.KvKey,
  verify: (id: string): Deno.KvKey => ["hub", "job", "verify", id],
  deliver: (topic: string, callback: string): Deno.KvKey => ["hub", "job", "deliver", topic, callback],
  deny: (id: string): Deno.KvKey => ["hub", "job", "deny", id],
  fanout: (topic: string): Deno.KvKey => ["hub", "job", "fanout", topic],
  hash: (topic: string): Deno.KvKey => ["hub", "hash", topic],
};

/** The queue message that wakes a worker for one job. */
export interface WakeMessage {
  hubJob: Deno.KvKey;
}

/** Whether a queue message is ours (other adapters may share the KV queue). */
export function isWakeMessage(value: unknown): value is WakeMessage {
  return typeof value === "object" && value !== null && Array.isArray((value as WakeMessage).hubJob);
}

/** Adds the mutations that remove a subscription (record and host index) and its pending delivery. */
export function removeSubscription(op: Deno.AtomicOperation, sub: Pick<Subscription, "topic" | "callback" | "host">) {
  return op.delete(keys.sub(sub.topic, sub.callback))
    .delete(keys.byHost(sub.host, sub.topic, sub.callback))
    .delete(keys.deliver(sub.topic, sub.callback));
}

/** Host of a callback URL, lower-case. */
export function hostOf(callback: string): string {
  return new URL(callback).hostname.toLowerCase();
}

/** Counts entries under a prefix, stopping at `limit`. */
export async function countUpTo(kv: Deno.Kv, prefix: Deno.KvKey, limit: number): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix }, { limit, batchSize: Math.min(limit, 500) })) n++;
  return n;
}

/** All subscriptions, for `hub list`. */
export async function listSubscriptions(kv: Deno.Kv): Promise<Subscription[]> {
  const out: Subscription[] = [];
  for await (const entry of kv.list<Subscription>({ prefix: keys.subs() })) out.push(entry.value);
  return out;
}

/** Whether an error is SQLite contention from several handles on one local KV file (never on Deploy). */
export function isBusy(error: unknown): boolean {
  return /database is locked|busy/i.test(String((error as Error)?.message ?? error));
}

/** Runs a KV step again after a short random pause while the local database is busy. */
export async function retryBusy<T>(fn: () => Promise<T>, attempts = 8): Promise<T> {
  for (let i = 0;; i++) {
    try {
      return await fn();
    } catch (error) {
      if (!isBusy(error) || i >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * (i + 1)));
    }
  }
}
