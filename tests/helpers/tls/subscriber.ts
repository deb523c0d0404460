import type { TestTls } from "./mod.ts";

/** What a test subscriber saw. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: Uint8Array;
}

/** How the subscriber answers on one callback path. */
export interface Behaviour {
  /** Verification answer: echo the challenge (default), a wrong body, a status, a redirect, or hang past timeout. */
  verify?: "echo" | "wrong" | "redirect" | "hang" | number;
  /** Delay before answering a subscribe verification (ms), to order concurrent verifications. */
  subscribeDelayMs?: number;
  /** Status codes for successive deliveries; the last one repeats. Default 200. */
  deliveries?: number[];
}

/**
 * An HTTPS WebSub subscriber on 127.0.0.1 with the test certificate: records every request and answers per path.
 */
export class TestSubscriber {
  readonly received: Received[] = [];
  readonly behaviours = new Map<string, Behaviour>();
  readonly #server: Deno.HttpServer<Deno.NetAddr>;
  readonly #hang = new AbortController();
  readonly #waiters = new Set<() => void>();
  #deliveryCount = new Map<string, number>();

  constructor(tls: TestTls) {
    this.#server = Deno.serve({
      hostname: "127.0.0.1",
      port: 0,
      cert: tls.cert,
      key: tls.key,
      onListen: () => {},
    }, (request) => this.#handle(request));
  }

  get origin(): string {
    return `https://127.0.0.1:${this.#server.addr.port}`;
  }

  /** A callback URL for `path` with `behaviour`. */
  callback(path: string, behaviour: Behaviour = {}): string {
    this.behaviours.set(path, behaviour);
    return `${this.origin}${path}`;
  }

  async #handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const body = new Uint8Array(await request.arrayBuffer());
    this.received.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      // A copy: the live request's headers are unreadable once its response is sent ("Request closed").
      headers: new Headers(request.headers),
      body,
    });
    for (const wake of this.#waiters) wake();
    const behaviour = this.behaviours.get(url.pathname) ?? {};
    if (request.method === "GET") {
      if (url.searchParams.get("hub.mode") === "denied") return new Response("ok");
      if (behaviour.subscribeDelayMs && url.searchParams.get("hub.mode") === "subscribe") {
        await new Promise((resolve) => setTimeout(resolve, behaviour.subscribeDelayMs));
      }
      const v = behaviour.verify ?? "echo";
      if (v === "echo") return new Response(url.searchParams.get("hub.challenge") ?? "");
      if (v === "wrong") return new Response("not-the-challenge");
      if (v === "redirect") {
        return new Response(null, { status: 302, headers: { location: `${this.origin}/elsewhere` } });
      }
      if (v === "hang") {
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, 5_000);
          this.#hang.signal.addEventListener("abort", () => (clearTimeout(timer), resolve(null)), { once: true });
        });
        return new Response(url.searchParams.get("hub.challenge") ?? "");
      }
      return new Response(url.searchParams.get("hub.challenge") ?? "", { status: v });
    }
    const n = this.#deliveryCount.get(url.pathname) ?? 0;
    this.#deliveryCount.set(url.pathname, n + 1);
    const statuses = behaviour.deliveries ?? [200];
    return new Response(null, { status: statuses[Math.min(n, statuses.length - 1)] });
  }

  /** Requests to `path` so far, optionally of one method / hub.mode. */
  requests(path: string, method?: string): Received[] {
    return this.received.filter((r) => r.path === path && (!method || r.method === method));
  }

  /** Waits until `predicate` holds over what was received. */
  waitFor(predicate: () => boolean, timeoutMs = 10_000, what = "subscriber condition"): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (predicate()) {
          done();
          resolve();
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for ${what}; received ${this.received.length} requests`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(check);
      };
      this.#waiters.add(check);
      check();
    });
  }

  async close(): Promise<void> {
    this.#hang.abort();
    await this.#server.shutdown();
  }
}

/** Sleeps. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
