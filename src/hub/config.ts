/** Hub tunables, read from the environment once at start-up; every one has a default. */
export interface HubConfig {
  /** Delay before retry n (1-based) of a failed delivery; its length bounds nothing: 3 failures always remove. */
  retryDelaysMs: number[];
  /** Timeout of every outbound request (verification, delivery, denial). */
  timeoutMs: number;
  leaseDefaultS: number;
  leaseMinS: number;
  leaseMaxS: number;
  maxSubscriptionsPerHost: number;
  maxSubscriptions: number;
  /** Concurrent outbound requests per instance. */
  deliveryConcurrency: number;
  /** KV queues wake workers at once; off on Deno Deploy (no queues there), where the cron sweep does everything. */
  queues: boolean;
  /** Hub requests per client address per minute. */
  rateLimitPerMinute: number;
  /** Extra in-process sweep period in ms (0 = only the per-minute `Deno.cron`); for tests and queue-less latency. */
  sweepIntervalMs: number;
  /** Host names or CIDRs whose callbacks skip the public-address rule (tests, private deployments). */
  allowCallbackHosts: string[];
  /** Consecutive failed deliveries that remove a subscription (decisions.md §4: 3). */
  maxFailures: number;
}

/** Defaults, as the README lists them. */
export const HUB_DEFAULTS: HubConfig = {
  retryDelaysMs: [30_000, 120_000, 600_000],
  timeoutMs: 10_000,
  leaseDefaultS: 864_000,
  leaseMinS: 3_600,
  leaseMaxS: 2_592_000,
  maxSubscriptionsPerHost: 1_000,
  maxSubscriptions: 20_000,
  deliveryConcurrency: 64,
  queues: true,
  rateLimitPerMinute: 60,
  sweepIntervalMs: 0,
  allowCallbackHosts: [],
  maxFailures: 3,
};

function int(value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : fallback;
}

/** Reads `HUB_*` variables (and `DENO_DEPLOY`, which turns queues off). Invalid values fall back to defaults. */
export function hubConfigFromEnv(env: (name: string) => string | undefined): HubConfig {
  const d = HUB_DEFAULTS;
  const delays = (env("HUB_RETRY_DELAYS_MS") ?? "").split(",").map((s) => s.trim()).filter(Boolean).map(Number);
  const queuesText = (env("HUB_QUEUES") ?? "").toLowerCase();
  return {
    retryDelaysMs: delays.length && delays.every((n) => Number.isInteger(n) && n >= 0) ? delays : d.retryDelaysMs,
    timeoutMs: int(env("HUB_TIMEOUT_MS"), d.timeoutMs, 1),
    leaseDefaultS: int(env("HUB_LEASE_DEFAULT_S"), d.leaseDefaultS, 1),
    leaseMinS: int(env("HUB_LEASE_MIN_S"), d.leaseMinS, 1),
    leaseMaxS: int(env("HUB_LEASE_MAX_S"), d.leaseMaxS, 1),
    maxSubscriptionsPerHost: int(env("HUB_MAX_SUBSCRIPTIONS_PER_HOST"), d.maxSubscriptionsPerHost, 1),
    maxSubscriptions: int(env("HUB_MAX_SUBSCRIPTIONS"), d.maxSubscriptions, 1),
    deliveryConcurrency: int(env("HUB_DELIVERY_CONCURRENCY"), d.deliveryConcurrency, 1),
    queues: env("DENO_DEPLOY") ? false : !["off", "false", "0", "no"].includes(queuesText),
    rateLimitPerMinute: int(env("HUB_RATE_LIMIT_PER_MINUTE"), d.rateLimitPerMinute, 1),
    sweepIntervalMs: int(env("HUB_SWEEP_INTERVAL_MS"), d.sweepIntervalMs, 0),
    allowCallbackHosts: (env("HUB_ALLOW_CALLBACK_HOSTS") ?? "").split(",").map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    maxFailures: d.maxFailures,
  };
}
