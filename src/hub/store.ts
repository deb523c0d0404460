import { createHash } from "node:crypto";
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
  /** Order of the intent among those for its (topic, callback): an older one never overrides a newer applied one. */
  seq: number;
  /** Whether accepting it reserved a place under the caps (no subscription existed then); released when it ends. */
  reserved: boolean;
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

/**
 * Per (topic, callback): the last intent sequence number handed out and the last one applied. It outlives an
 * unsubscribe, so a stale intent verified later cannot bring the subscription back.
 */
export interface Intent {
  seq: number;
  applied: number;
  updatedAt: number;
}

/**
 * A fixed-size digest for keys: callbacks and hosts go into keys only as this, so any accepted callback fits every
 * key it will ever need (KV keys are at most 2 KB).
 */
export function digest(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

/** KV key layout, all under ["hub"]. Records carry the callback itself; keys carry its digest. */
export const keys = {
  sub: (topic: string, callback: string): Deno.KvKey => ["hub", "sub", topic, digest(callback)],
  subs: (topic?: string): Deno.KvKey => (topic ? ["hub", "sub", topic] : ["hub", "sub"]),
  byHost: (host: string, topic: string, callback: string): Deno.KvKey => [
    "hub",
    "host",
    digest(host),
    topic,
    digest(callback),
  ],
  hostPrefix: (host: string): Deno.KvKey => ["hub", "host", digest(host)],
  intent: (topic: string, callback: string): Deno.KvKey => ["hub", "intent", topic, digest(callback)],
  intents: ["hub", "intent"] as Deno.KvKey,
  /** Subscriptions plus reserved pending intents, per callback host and in total (the caps). */
  hostCount: (host: string): Deno.KvKey => ["hub", "count", "host", digest(host)],
  totalCount: ["hub", "count", "total"] as Deno.KvKey,
  jobs: ["hub", "job"] as Deno.KvKey,
  verify: (id: string): Deno.KvKey => ["hub", "job", "verify", id],
  deliver: (topic: string, callback: string): Deno.KvKey => ["hub", "job", "deliver", topic, digest(callback)],
  deny: (id: string): Deno.KvKey => ["hub", "job", "deny", id],
  fanout: (topic: string): Deno.KvKey => ["hub", "job", "fanout", topic],
  hash: (topic: string): Deno.KvKey => ["hub", "hash", topic],
};

const ONE = new Deno.KvU64(1n);
/** Adding 2^64 - 1 to a KvU64 wraps around: a decrement without a read. */
const MINUS_ONE = new Deno.KvU64((1n << 64n) - 1n);

/** Adds +1 or -1 to the cap counters of a host, in the same atomic operation as the change they count. */
export function countSlot(op: Deno.AtomicOperation, host: string, delta: 1 | -1): Deno.AtomicOperation {
  const by = delta === 1 ? ONE : MINUS_ONE;
  return op.sum(keys.hostCount(host), by.value).sum(keys.totalCount, by.value);
}

/** A counter's value (0 when absent; a wrapped-around "negative" count, which a lost record could cause, is 0). */
export function countOf(entry: Deno.KvEntryMaybe<Deno.KvU64>): number {
  const n = entry.value?.value ?? 0n;
  return n >= 1n << 63n ? 0 : Number(n);
}

/** The queue message that wakes a worker for one job. */
export interface WakeMessage {
  hubJob: Deno.KvKey;
}

/** Whether a queue message is ours (other adapters may share the KV queue). */
export function isWakeMessage(value: unknown): value is WakeMessage {
  return typeof value === "object" && value !== null && Array.isArray((value as WakeMessage).hubJob);
}

/**
 * Adds the mutations that remove a subscription (record and host index), its pending delivery and its place under
 * the caps. The caller checks the subscription entry, so the count changes exactly when the record goes.
 */
export function removeSubscription(op: Deno.AtomicOperation, sub: Pick<Subscription, "topic" | "callback" | "host">) {
  op.delete(keys.sub(sub.topic, sub.callback))
    .delete(keys.byHost(sub.host, sub.topic, sub.callback))
    .delete(keys.deliver(sub.topic, sub.callback));
  return countSlot(op, sub.host, -1);
}

/** Host of a callback URL, lower-case. */
export function hostOf(callback: string): string {
  return new URL(callback).hostname.toLowerCase();
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
