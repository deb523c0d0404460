import type { DatasetViews } from "../http/views.ts";
import { log } from "../log.ts";
import type { HubConfig } from "./config.ts";
import { deliver } from "./jobs/deliver.ts";
import { deny } from "./jobs/deny.ts";
import { fanout } from "./jobs/fanout.ts";
import { verify } from "./jobs/verify.ts";
import type { Outbound } from "./outbound.ts";
import { isBusy, type Job, retryBusy } from "./store.ts";

/**
 * Subscriptions a fan-out reads and delivers per step (at most this many, fewer with little concurrency so a page's
 * claim stays short). The cursor advances once per page, so a crash re-delivers at most one page.
 */
const FANOUT_PAGE = 500;

/** What the worker needs from the service. */
export interface WorkerDeps {
  kv: Deno.Kv;
  config: HubConfig;
  views: () => DatasetViews;
  baseUrl: () => string;
  outbound: Outbound;
}

/** A job this worker has claimed: its key and the versionstamp of the claim (checked by the job's final commit). */
export interface Claim {
  key: Deno.KvKey;
  versionstamp: string;
}

/** What a job handler (jobs/*.ts) gets from the worker. */
export interface JobContext extends WorkerDeps {
  /** Adds a wake-up for `key` to an atomic operation; returns what to call after the commit. */
  wake(op: Deno.AtomicOperation, key: Deno.KvKey, delayMs?: number): () => void;
  /** Bounds concurrent outbound requests of this instance. */
  slots: Semaphore;
  /** True once the worker stops taking work. */
  readonly stopped: boolean;
  /** Subscriptions per fan-out page. */
  readonly pageSize: number;
  /** How long a fan-out claim lasts (renewed per page). */
  readonly fanoutClaimMs: number;
}

/** A counting semaphore: KV queues have no concurrency cap, so the worker bounds its outbound requests itself. */
export class Semaphore {
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
 * queue message plus a sweep never run it twice at once), hands it to its kind's handler (jobs/*.ts), which performs
 * it and commits the outcome under the claim. A claim that is never committed (crash) runs out and the sweep picks
 * the job up again: at least once, idempotent per hash.
 */
export class HubWorker implements JobContext {
  readonly kv: Deno.Kv;
  readonly config: HubConfig;
  readonly views: () => DatasetViews;
  readonly baseUrl: () => string;
  readonly outbound: Outbound;
  readonly slots: Semaphore;
  readonly #inflight = new Set<Promise<unknown>>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #stopped = false;

  constructor(deps: WorkerDeps) {
    this.kv = deps.kv;
    this.config = deps.config;
    this.views = deps.views;
    this.baseUrl = deps.baseUrl;
    this.outbound = deps.outbound;
    this.slots = new Semaphore(deps.config.deliveryConcurrency);
  }

  /** How long a claim lasts: longer than any one job can take. */
  get #claimMs() {
    return this.config.timeoutMs * 2 + 5_000;
  }

  /** Subscriptions per fan-out page: a few rounds of the concurrency, at most FANOUT_PAGE. */
  get pageSize(): number {
    return Math.min(FANOUT_PAGE, Math.max(10, this.config.deliveryConcurrency * 8));
  }

  /** A fan-out claim covers one page: its rounds of bounded deliveries, each at most one timeout, plus the commits. */
  get fanoutClaimMs(): number {
    const rounds = Math.ceil(this.pageSize / this.config.deliveryConcurrency) + 1;
    return rounds * this.config.timeoutMs + 5_000;
  }

  /** Adds a wake-up for `key` to an atomic operation (queue mode); returns a function to call after commit. */
  wake(op: Deno.AtomicOperation, key: Deno.KvKey, delayMs = 0): () => void {
    if (this.config.queues) {
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
    const clearTimers = () => {
      for (const timer of this.#timers) clearTimeout(timer);
      this.#timers.clear();
    };
    clearTimers();
    while (this.#inflight.size) await Promise.allSettled([...this.#inflight]);
    clearTimers(); // a job that ended meanwhile may have set one
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
          const entry = await this.kv.get<Job>(key);
          if (entry.versionstamp !== versionstamp || !entry.value) return;
          await this.kv.atomic().check(entry).set(key, { ...entry.value, claimedUntil: 0 }).commit();
        }).catch(() => {});
      }
      if (this.#stopped) return; // stopped while giving the claim back: no timer may outlive stop()
      const timer = setTimeout(() => {
        this.#timers.delete(timer);
        this.run(key, attempt + 1);
      }, 20 + Math.random() * 100);
      this.#timers.add(timer);
    });
    this.#track(promise);
    return promise;
  }

  /** Claims the job (a versionstamp-checked write of `claimedUntil`) and dispatches it to its kind's handler. */
  async #run(key: Deno.KvKey, claims: Map<string, string>): Promise<void> {
    if (this.#stopped) return;
    const entry = await this.kv.get<Job>(key);
    const now = Date.now();
    if (!entry.value || entry.value.dueAt > now || entry.value.claimedUntil > now) return;
    const claimMs = entry.value.kind === "fanout" ? this.fanoutClaimMs : this.#claimMs;
    const claimed = { ...entry.value, claimedUntil: now + claimMs };
    const commit = await this.kv.atomic().check(entry).set(key, claimed).commit();
    if (!commit.ok) return; // someone else has it
    claims.set("mine", commit.versionstamp);
    const mine: Claim = { key, versionstamp: commit.versionstamp };
    switch (claimed.kind) {
      case "fanout":
        return await fanout(this, claimed, mine);
      case "verify":
        return await this.slots.use(() => verify(this, claimed, mine));
      case "deliver":
        return await this.slots.use(() => deliver(this, claimed, mine));
      case "deny":
        return await this.slots.use(() => deny(this, claimed, mine));
    }
  }
}
