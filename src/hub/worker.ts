import { topicLinkHeader, type TopicPath } from "../feeds/topics.ts";
import type { DatasetViews } from "../http/views.ts";
import { log } from "../log.ts";
import type { HubConfig } from "./config.ts";
import type { Outbound } from "./outbound.ts";
import { redactCallback } from "./policy.ts";
import { afterDelivery, decideDelivery, type DeliveryOutcome } from "./retry.ts";
import { hubSignature } from "./signature.ts";
import {
  type DeliverJob,
  type DenyJob,
  type FanoutJob,
  hostOf,
  isBusy,
  type Job,
  keys,
  removeSubscription,
  retryBusy,
  type Subscription,
  type VerifyJob,
} from "./store.ts";

/**
 * Subscriptions a fan-out reads and delivers per step (at most this many, fewer with little concurrency so a page's
 * claim stays short). The cursor advances once per page, so a crash re-delivers at most one page.
 */
const FANOUT_PAGE = 500;
/** Per-commit budget, under local KV's limits (100 checks, 1,000 mutations, 80 KiB of keys, 800 KB in all). */
const COMMIT_BUDGET = { checks: 90, mutations: 900, keyBytes: 60_000, bytes: 600_000 };

/** Rough encoded size of a key, for the commit budget. */
function keyBytes(key: Deno.KvKey): number {
  let n = 0;
  for (const part of key) n += String(part).length * 3 + 4; // worst-case UTF-8 plus framing
  return n;
}

/** The content of one topic as delivered: fixed for one fan-out page. */
interface Content {
  hash: string;
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** One delivery attempt of a fan-out page, waiting to be recorded. */
interface Attempt {
  entry: Deno.KvEntry<Subscription>;
  outcome: DeliveryOutcome;
  status: string;
}

/** What the worker needs from the service. */
export interface WorkerDeps {
  kv: Deno.Kv;
  config: HubConfig;
  views: () => DatasetViews;
  baseUrl: () => string;
  outbound: Outbound;
}

/** Content hash of a topic body: the representation's entity tag (a SHA-256 prefix of the exact bytes). */
export function contentHash(views: DatasetViews, topic: TopicPath): string {
  return views.topic(topic).etag.replaceAll('"', "");
}

/** A counting semaphore: KV queues have no concurrency cap, so the worker bounds its outbound requests itself. */
class Semaphore {
  #free: number;
  readonly #waiting: Array<() => void> = [];
  constructor(size: number) {
    this.#free = size;
  }
  async use<T>(fn: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free++;
    }
  }
}

/**
 * Runs durable jobs. Every job is a KV record; a worker claims it with a versionstamp check (so two instances or a
 * queue message plus a sweep never run it twice at once), performs it, and commits the outcome. A claim that is
 * never committed (crash) runs out and the sweep picks the job up again: at least once, idempotent per hash.
 */
/** The best-effort `hub.mode=denied` notice owed to a callback removed after consecutive failed deliveries. */
function denyJobAfterFailures(sub: Pick<DenyJob, "topic" | "callback">, failures: number, now: number): DenyJob {
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

export class HubWorker {
  readonly #deps: WorkerDeps;
  readonly #slots: Semaphore;
  readonly #inflight = new Set<Promise<unknown>>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #stopped = false;

  constructor(deps: WorkerDeps) {
    this.#deps = deps;
    this.#slots = new Semaphore(deps.config.deliveryConcurrency);
  }

  get #kv() {
    return this.#deps.kv;
  }

  /** How long a claim lasts: longer than any one job can take. */
  get #claimMs() {
    return this.#deps.config.timeoutMs * 2 + 5_000;
  }

  /** Subscriptions per fan-out page: a few rounds of the concurrency, at most FANOUT_PAGE. */
  get #pageSize() {
    return Math.min(FANOUT_PAGE, Math.max(10, this.#deps.config.deliveryConcurrency * 8));
  }

  /** A fan-out claim covers one page: its rounds of bounded deliveries, each at most one timeout, plus the commits. */
  get #fanoutClaimMs() {
    const rounds = Math.ceil(this.#pageSize / this.#deps.config.deliveryConcurrency) + 1;
    return rounds * this.#deps.config.timeoutMs + 5_000;
  }

  /** Adds a wake-up for `key` to an atomic operation (queue mode); returns a function to call after commit. */
  wake(op: Deno.AtomicOperation, key: Deno.KvKey, delayMs = 0): () => void {
    if (this.#deps.config.queues) {
      op.enqueue({ hubJob: key }, delayMs > 0 ? { delay: delayMs } : undefined);
      return () => {};
    }
    // Queue-less: this instance runs it itself; the sweep covers a crash in between.
    return () => this.kick(key, delayMs);
  }

  /** Runs a job here after `delayMs` (in-process; not durable, the record is). */
  kick(key: Deno.KvKey, delayMs = 0): void {
    if (this.#stopped) return;
    if (delayMs <= 0) {
      this.#track(this.run(key));
      return;
    }
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      this.#track(this.run(key));
    }, delayMs);
    this.#timers.add(timer);
  }

  #track(promise: Promise<unknown>) {
    this.#inflight.add(promise);
    promise.finally(() => this.#inflight.delete(promise));
  }

  /** Stops taking work and waits for what is running. */
  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    while (this.#inflight.size) await Promise.allSettled([...this.#inflight]);
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  /** Runs the job at `key` if it is due and unclaimed; never throws. */
  run(key: Deno.KvKey, attempt = 0): Promise<void> {
    const claims = new Map<string, string>();
    const promise = this.#run(key, claims).catch(async (error) => {
      const level = isBusy(error) ? "warn" : "error";
      log(level, "hub job failed", { kind: String(key[2]), error: String((error as Error)?.message ?? error) });
      if (!isBusy(error) || attempt >= 5 || this.#stopped) return; // the sweep picks it up once the claim runs out
      // Local KV contention (several handles on one file): give the claim back and try again shortly.
      const versionstamp = claims.get("mine");
      if (versionstamp) {
        await retryBusy(async () => {
          const entry = await this.#kv.get<Job>(key);
          if (entry.versionstamp !== versionstamp || !entry.value) return;
          await this.#kv.atomic().check(entry).set(key, { ...entry.value, claimedUntil: 0 }).commit();
        }).catch(() => {});
      }
      const timer = setTimeout(() => {
        this.#timers.delete(timer);
        this.run(key, attempt + 1);
      }, 20 + Math.random() * 100);
      this.#timers.add(timer);
    });
    this.#track(promise);
    return promise;
  }

  async #run(key: Deno.KvKey, claims: Map<string, string>): Promise<void> {
    if (this.#stopped) return;
    const entry = await this.#kv.get<Job>(key);
    const now = Date.now();
    if (!entry.value || entry.value.dueAt > now || entry.value.claimedUntil > now) return;
    const claimMs = entry.value.kind === "fanout" ? this.#fanoutClaimMs : this.#claimMs;
    const claimed = { ...entry.value, claimedUntil: now + claimMs };
    const commit = await this.#kv.atomic().check(entry).set(key, claimed).commit();
    if (!commit.ok) return; // someone else has it
    claims.set("mine", commit.versionstamp);
    const mine = { key, versionstamp: commit.versionstamp };
    switch (claimed.kind) {
      case "fanout":
        return await this.#fanout(claimed, mine);
      case "verify":
        return await this.#slots.use(() => this.#verify(claimed, mine));
      case "deliver":
        return await this.#slots.use(() => this.#deliver(claimed, mine));
      case "deny":
        return await this.#slots.use(() => this.#deny(claimed, mine));
    }
  }

  /** Reads, changes and writes a subscription under a versionstamp check, retrying on contention. */
  async #updateSub(
    topic: TopicPath,
    callback: string,
    change: (sub: Subscription | null) => Subscription | null | undefined,
    extra: (op: Deno.AtomicOperation) => void = () => {},
  ): Promise<{ before: Subscription | null; after: Subscription | null | undefined; ok: boolean }> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const entry = await this.#kv.get<Subscription>(keys.sub(topic, callback));
      const after = change(entry.value);
      const op = this.#kv.atomic().check(entry);
      if (after === null && entry.value) removeSubscription(op, entry.value);
      else if (after) op.set(keys.sub(topic, callback), after).set(keys.byHost(after.host, topic, callback), true);
      extra(op);
      if ((await op.commit()).ok) return { before: entry.value, after, ok: true };
    }
    return { before: null, after: undefined, ok: false };
  }

  async #verify(job: VerifyJob, mine: { key: Deno.KvKey; versionstamp: string }): Promise<void> {
    const challenge = crypto.randomUUID() + crypto.randomUUID().replaceAll("-", "");
    const params = new URLSearchParams({
      "hub.mode": job.mode,
      "hub.topic": this.#deps.baseUrl() + job.topic,
      "hub.challenge": challenge,
    });
    if (job.mode === "subscribe") params.set("hub.lease_seconds", String(job.leaseSeconds));
    const result = await this.#deps.outbound(appendQuery(job.callback, params), { method: "GET", readBody: true });
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
      // The old state stays as it was: nothing but the job record is touched.
      await this.#kv.delete(mine.key);
      log("info", "hub verification failed", fields);
      return;
    }
    const now = Date.now();
    if (job.mode === "unsubscribe") {
      await this.#updateSub(job.topic, job.callback, () => null, dropJob);
      log("info", "hub unsubscribed", fields);
      return;
    }
    await this.#updateSub(job.topic, job.callback, (existing) => ({
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
      lastDeliveredHash: existing?.lastDeliveredHash ?? contentHash(this.#deps.views(), job.topic),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    }), dropJob);
    log("info", "hub subscription verified", { ...fields, lease_seconds: job.leaseSeconds });
  }

  async #deliver(job: DeliverJob, mine: { key: Deno.KvKey; versionstamp: string }): Promise<void> {
    const subEntry = await this.#kv.get<Subscription>(keys.sub(job.topic, job.callback));
    const sub = subEntry.value;
    const dropJob = () => this.#kv.atomic().check(mine).delete(mine.key).commit();
    if (!sub || sub.expiresAt <= Date.now() || sub.lastDeliveredHash === job.hash) {
      await dropJob();
      return;
    }
    // Always the current content: a newer version than the job names supersedes it.
    const views = this.#deps.views();
    const representation = views.topic(job.topic);
    const hash = contentHash(views, job.topic);
    const body = representation.body;
    const headers: Record<string, string> = {
      "content-type": representation.encoded("identity").headers["content-type"],
      link: topicLinkHeader(this.#deps.baseUrl(), job.topic),
    };
    if (sub.secret) headers["x-hub-signature"] = hubSignature(sub.secret, body);
    const result = await this.#deps.outbound(job.callback, { method: "POST", headers, body });
    const status = result.status === null ? (result as { error: string }).error : String(result.status);
    const decision = decideDelivery(
      result.status,
      sub.failures,
      this.#deps.config.retryDelaysMs,
      this.#deps.config.maxFailures,
    );
    const now = Date.now();
    const fields = { topic: job.topic, callback: redactCallback(job.callback), outcome: status };
    const stats = (s: Subscription, more: Partial<Subscription>): Subscription => ({
      ...s,
      lastDeliveryAt: now,
      lastDeliveryStatus: status,
      updatedAt: now,
      ...more,
    });
    switch (decision.action) {
      case "delivered":
        await this.#updateSub(job.topic, job.callback, (s) => s && stats(s, { failures: 0, lastDeliveredHash: hash }));
        await dropJob();
        log("debug", "hub delivered", fields);
        return;
      case "gone":
        await this.#updateSub(job.topic, job.callback, () => null);
        log("info", "hub subscription ended by 410 Gone", fields);
        return;
      case "remove": {
        const deny = denyJobAfterFailures(job, decision.failures, now);
        let after = () => {};
        await this.#updateSub(job.topic, job.callback, () => null, (op) => {
          op.set(keys.deny(deny.id), deny);
          after = this.wake(op, keys.deny(deny.id));
        });
        after();
        log("warn", "hub subscription removed after failed deliveries", { ...fields, failures: decision.failures });
        return;
      }
      case "retry": {
        await this.#updateSub(job.topic, job.callback, (s) => s && stats(s, { failures: decision.failures }));
        const op = this.#kv.atomic().check(mine).set(
          mine.key,
          {
            ...job,
            dueAt: now + decision.delayMs,
            claimedUntil: 0,
          } satisfies DeliverJob,
        );
        const after = this.wake(op, mine.key, decision.delayMs);
        if ((await op.commit()).ok) after();
        log("info", "hub delivery failed; will retry", { ...fields, failures: decision.failures });
        return;
      }
    }
  }

  async #deny(job: DenyJob, mine: { key: Deno.KvKey; versionstamp: string }): Promise<void> {
    const params = new URLSearchParams({
      "hub.mode": "denied",
      "hub.topic": this.#deps.baseUrl() + job.topic,
      "hub.reason": job.reason,
    });
    // Best effort: one attempt, whatever the answer.
    await this.#deps.outbound(appendQuery(job.callback, params), { method: "GET" });
    await this.#kv.atomic().check(mine).delete(mine.key).commit();
  }

  /** The current content of a topic with its delivery headers (a newer version than a job names supersedes it). */
  #content(topic: TopicPath): Content {
    const views = this.#deps.views();
    const representation = views.topic(topic);
    return {
      hash: contentHash(views, topic),
      body: representation.body,
      headers: {
        "content-type": representation.encoded("identity").headers["content-type"],
        link: topicLinkHeader(this.#deps.baseUrl(), topic),
      },
    };
  }

  /**
   * Adds to `op` what one delivery outcome does to a subscription (whose entry the caller checks): the new state, or
   * its removal; a retry job (superseding any pending one) or a denial job. Returns what to do after the commit.
   */
  #recordOutcome(op: Deno.AtomicOperation, sub: Subscription, attempt: Attempt, hash: string, now: number) {
    const config = this.#deps.config;
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
        return { after: () => {}, log: () => {} };
      case "gone":
        return { after: () => {}, log: () => log("info", "hub subscription ended by 410 Gone", fields) };
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
          after: this.wake(op, deliverKey, decision.delayMs),
          log: () => log("info", "hub delivery failed; will retry", { ...fields, failures: decision.failures }),
        };
      }
      case "remove": {
        const deny = denyJobAfterFailures(sub, decision.failures, now);
        op.set(keys.deny(deny.id), deny);
        return {
          after: this.wake(op, keys.deny(deny.id)),
          log: () =>
            log("warn", "hub subscription removed after failed deliveries", { ...fields, failures: decision.failures }),
        };
      }
    }
  }

  /** Records one outcome on its own against the subscription as it is now (the rare path after a failed batch). */
  async #recordAlone(attempt: Attempt, hash: string, now: number): Promise<void> {
    const { topic, callback } = attempt.entry.value;
    for (let i = 0; i < 10; i++) {
      const entry = await this.#kv.get<Subscription>(keys.sub(topic, callback));
      if (!entry.value) return; // unsubscribed or removed meanwhile: nothing to record
      const op = this.#kv.atomic().check(entry);
      const done = this.#recordOutcome(op, entry.value, attempt, hash, now);
      if ((await op.commit()).ok) {
        done.after();
        done.log();
        return;
      }
    }
  }

  /**
   * Delivers one new content version to every subscription of a topic, a page at a time: read a page (the cursor is
   * in the job), deliver it with bounded concurrency, then record the outcomes in a few batched commits, each checked
   * against the subscriptions as read. The last commit of a page also advances the cursor under the job's claim, so
   * a crash re-delivers at most that page, and subscriptions that already have the hash are skipped (idempotent).
   * Failures become individual retry jobs; no queue message is written per delivery.
   */
  async #fanout(job: FanoutJob, mine: { key: Deno.KvKey; versionstamp: string }): Promise<void> {
    const pageSize = this.#pageSize;
    let versionstamp = mine.versionstamp;
    let cursor = job.cursor;
    let total = 0;
    while (!this.#stopped) {
      const iter = this.#kv.list<Subscription>({ prefix: keys.subs(job.topic) }, {
        limit: pageSize,
        batchSize: pageSize,
        cursor: cursor ?? undefined,
      });
      const page: Deno.KvEntry<Subscription>[] = [];
      for await (const entry of iter) page.push(entry);
      const done = page.length < pageSize;
      cursor = iter.cursor || cursor;
      const content = this.#content(job.topic);
      const skip = (sub: Subscription) =>
        sub.expiresAt <= Date.now() || sub.lastDeliveredHash === job.hash || sub.lastDeliveredHash === content.hash;
      const send = async (entry: Deno.KvEntry<Subscription>): Promise<Attempt | null> => {
        if (this.#stopped || skip(entry.value)) return null; // leases are checked again right before sending
        const sub = entry.value;
        const headers = { ...content.headers };
        if (sub.secret) headers["x-hub-signature"] = hubSignature(sub.secret, content.body);
        const result = await this.#deps.outbound(sub.callback, { method: "POST", headers, body: content.body });
        const status = result.status === null ? (result as { error: string }).error : String(result.status);
        return { entry, outcome: result.status, status };
      };
      const sent = await Promise.all(
        page.map((entry) => skip(entry.value) ? null : this.#slots.use(() => send(entry))),
      );
      const attempts = sent.filter((a): a is Attempt => a !== null);
      if (this.#stopped) return; // not recorded: the claim runs out and the page is delivered again (at least once)
      total += attempts.length;
      const now = Date.now();
      // Split the outcomes into commits that fit the limits; the last one carries the cursor.
      const chunks: Attempt[][] = [[]];
      let used = { checks: 1, mutations: 2, keyBytes: keyBytes(mine.key) * 2, bytes: 1_000 };
      for (const attempt of attempts) {
        const subKey = keyBytes(keys.sub(job.topic, attempt.entry.value.callback));
        const cost = {
          checks: 1,
          mutations: 5,
          keyBytes: subKey * 4 + 100,
          bytes: subKey * 4 + JSON.stringify(attempt.entry.value).length * 3 + 1_000,
        };
        const fits = (Object.keys(cost) as Array<keyof typeof cost>).every((k) =>
          used[k] + cost[k] <= COMMIT_BUDGET[k]
        );
        if (!fits) {
          chunks.push([]);
          used = { checks: 1, mutations: 2, keyBytes: keyBytes(mine.key) * 2, bytes: 1_000 };
        }
        chunks.at(-1)!.push(attempt);
        for (const k of Object.keys(cost) as Array<keyof typeof cost>) used[k] += cost[k];
      }
      for (const [index, chunk] of chunks.entries()) {
        const last = index === chunks.length - 1;
        const op = this.#kv.atomic();
        const outcomes = chunk.map((attempt) => {
          op.check(attempt.entry);
          return this.#recordOutcome(op, attempt.entry.value, attempt, content.hash, now);
        });
        const advance = (op: Deno.AtomicOperation) => {
          op.check({ key: mine.key, versionstamp });
          if (done) op.delete(mine.key);
          else op.set(mine.key, { ...job, cursor, claimedUntil: now + this.#fanoutClaimMs } satisfies FanoutJob);
        };
        if (last) advance(op);
        const commit = await op.commit();
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
        for (const attempt of chunk) await this.#recordAlone(attempt, content.hash, now);
        if (!last) continue;
        const alone = this.#kv.atomic();
        advance(alone);
        const advanced = await alone.commit();
        if (!advanced.ok) return; // superseded by a newer hash (that fan-out covers everyone) or claimed elsewhere
        versionstamp = advanced.versionstamp;
      }
      if (done) break;
    }
    log("info", "hub fan-out done", { topic: job.topic, hash: job.hash.slice(0, 12), deliveries: total });
  }
}

/** Appends parameters to a URL's own query string, leaving what is there byte for byte. */
export function appendQuery(url: string, params: URLSearchParams): string {
  const separator = !url.includes("?") ? "?" : url.endsWith("?") || url.endsWith("&") ? "" : "&";
  return url + separator + params.toString();
}
