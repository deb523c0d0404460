/**
 * The WebSub hub: subscriptions, verification, change detection and delivery, all durable in Deno KV.
 * `createHub` wires the pieces; `serve` mounts it and starts it.
 */
import type { Hono } from "hono";
import type { DatasetViews } from "../http/views.ts";
import { log } from "../log.ts";
import { AllowList, type Resolver } from "./address.ts";
import { detectChanges } from "./changes.ts";
import type { HubConfig } from "./config.ts";
import { hubMount } from "./http.ts";
import { migrateLegacyKeys } from "./migrate.ts";
import { createOutbound } from "./outbound.ts";
import { startSchedule, sweep } from "./schedule.ts";
import { HubWorker } from "./worker.ts";

export { HUB_DEFAULTS, type HubConfig, hubConfigFromEnv } from "./config.ts";

export interface HubOptions {
  kv: Deno.Kv;
  config: HubConfig;
  views: () => DatasetViews;
  /** A getter: the base URL may be known only after listening. */
  baseUrl: () => string;
  /** Register the per-minute `Deno.cron` sweep (default true; one name per process, so tests turn it off). */
  cron?: boolean;
  resolver?: Resolver;
  /** Extra CA certificates (PEM) to trust: a test CA in in-process tests (`DENO_CERT` is read anyway). */
  caCerts?: string[];
  /** Deadline for a hub request's body (default 10 s; tests shorten it). */
  bodyTimeoutMs?: number;
}

/** A running hub. */
export interface Hub {
  /** The Hono mount for `POST /api/websub/hub`. */
  mount: (app: Hono) => void;
  /** Starts queue listener and sweeps; call once after listening. */
  start(signal: AbortSignal): void;
  /** Checks topics for new content hashes and fans out; call at start-up and on every dataset reload. */
  detectChanges(): Promise<number>;
  /** Runs one sweep now. */
  sweep(): Promise<{ jobs: number; expired: number }>;
  /** Stops work and waits for running jobs (before closing KV). */
  stop(): Promise<void>;
  readonly worker: HubWorker;
}

/** Builds a hub over a KV handle. */
export function createHub(options: HubOptions): Hub {
  const allow = new AllowList(options.config.allowCallbackHosts);
  const outbound = createOutbound({
    allow,
    timeoutMs: options.config.timeoutMs,
    resolver: options.resolver,
    caCerts: options.caCerts,
  });
  const worker = new HubWorker({ ...options, outbound });
  let schedule: { stop: () => Promise<void> } | null = null;
  let stopped = false;
  // Records from before digest keys move first; change detection and the schedule wait for it.
  let ready: Promise<void> = Promise.resolve();
  let detecting = Promise.resolve(0);
  return {
    worker,
    mount: hubMount({ ...options, worker, allow }),
    start(signal) {
      ready = migrateLegacyKeys(options.kv).then(
        () => {},
        (error) => log("error", "hub key migration failed", { error: String(error) }),
      );
      detecting = ready.then(() => 0);
      ready = ready.then(() => {
        if (stopped) return;
        schedule = startSchedule({
          kv: options.kv,
          worker,
          queues: options.config.queues,
          cron: options.cron ?? true,
          sweepIntervalMs: options.config.sweepIntervalMs,
          signal,
        });
      });
    },
    detectChanges() {
      // Serialised: a burst of reloads is compared one after another against KV.
      detecting = detecting.then(() => detectChanges(options.kv, options.views(), worker)).catch(() => 0);
      return detecting;
    },
    sweep: () => sweep(options.kv, worker),
    async stop() {
      stopped = true;
      await ready;
      await schedule?.stop();
      await detecting;
      await worker.stop();
      outbound.close();
    },
  };
}
