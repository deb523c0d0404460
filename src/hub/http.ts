import type { Hono } from "hono";
import { getConnInfo } from "hono/deno";
import { HUB_PATH } from "../feeds/topics.ts";
import { readBody } from "../http/body.ts";
import { log } from "../log.ts";
import { type AllowList, type Resolver, screenCallback } from "./address.ts";
import type { HubConfig } from "./config.ts";
import { redactCallback, validateHubRequest } from "./policy.ts";
import { acceptIntent } from "./intents.ts";
import { retryBusy } from "./store.ts";
import type { HubWorker } from "./worker.ts";

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body + "\n", { status, headers: { "content-type": "text/plain; charset=utf-8", ...headers } });

/** Fixed-window counter per client address; in memory, so per instance (good enough against one noisy client). */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();
  constructor(readonly perMinute: number, readonly now: () => number = Date.now) {}

  /** Seconds to wait, or 0 when the request may go ahead. */
  take(client: string): number {
    const now = this.now();
    let window = this.#windows.get(client);
    if (!window || now - window.start >= 60_000) {
      if (this.#windows.size > 10_000) this.#windows.clear(); // bound memory under address spraying
      window = { start: now, count: 0 };
      this.#windows.set(client, window);
    }
    if (window.count >= this.perMinute) return Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000));
    window.count++;
    return 0;
  }
}

/** Hub requests are small forms: 64 KB is far more than any valid one needs. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A form that has not arrived in 10 s is a slow client holding a handler (and its memory): answered 408. */
export const HUB_BODY_TIMEOUT_MS = 10_000;

export interface HubHttpDeps {
  kv: Deno.Kv;
  config: HubConfig;
  baseUrl: () => string;
  worker: HubWorker;
  allow: AllowList;
  resolver?: Resolver;
  /** Default HUB_BODY_TIMEOUT_MS. */
  bodyTimeoutMs?: number;
}

/** The `POST /api/websub/hub` mount: validate, screen, cap, write the verification job, answer 202 at once. */
export function hubMount(deps: HubHttpDeps): (app: Hono) => void {
  const limiter = new RateLimiter(deps.config.rateLimitPerMinute);
  return (app) => {
    app.post(HUB_PATH, async (c) => {
      let client = "unknown";
      try {
        client = getConnInfo(c).remote.address ?? "unknown";
      } catch {
        // Not served by Deno.serve (app.request in tests): one shared bucket.
      }
      const wait = limiter.take(client);
      if (wait) return text(429, "too many hub requests; slow down", { "retry-after": String(wait) });
      const type = c.req.header("content-type") ?? "";
      if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
        return text(415, "hub requests must be application/x-www-form-urlencoded");
      }
      const body = await readBody(c.req.raw, {
        limit: MAX_BODY_BYTES,
        timeoutMs: deps.bodyTimeoutMs ?? HUB_BODY_TIMEOUT_MS,
      });
      if (!body.ok && body.reason === "too_slow") {
        return text(408, "the hub request body did not arrive in time", { connection: "close" });
      }
      if (!body.ok) return text(413, `hub requests are limited to ${MAX_BODY_BYTES / 1024} KB`);
      const validated = validateHubRequest(new URLSearchParams(body.text), deps.baseUrl(), deps.config);
      if (!validated.ok) return text(validated.status, validated.reason);
      const request = validated.request;
      const screened = await screenCallback(request.callback, deps.allow, deps.resolver);
      if (!screened.ok) return text(400, screened.reason);
      const accepted = await retryBusy(() =>
        acceptIntent(deps.kv, deps.config, request, (op, key) => deps.worker.wake(op, key))
      );
      if (!accepted.ok) return text(accepted.status, accepted.reason, accepted.headers);
      accepted.after();
      log("info", "hub request accepted", {
        mode: request.mode,
        topic: request.topic,
        callback: redactCallback(request.callback),
      });
      return text(202, "Accepted: the hub will verify the request with the callback.");
    });
    app.all(HUB_PATH, () => text(405, "use POST with a form-encoded body", { allow: "POST" }));
  };
}
