import { publish } from "../../../src/dataset/publish.ts";
import { DatasetStore } from "../../../src/dataset/store.ts";
import type { DatasetVersion } from "../../../src/dataset/version.ts";
import { createApp } from "../../../src/http/app.ts";
import { DatasetViews } from "../../../src/http/views.ts";
import { createHub, type Hub, HUB_DEFAULTS, type HubConfig } from "../../../src/hub/mod.ts";
import type { Insights, ReviewsFile } from "../../../src/model/mod.ts";
import { smallFixture } from "../fixture.ts";
import type { TestTls } from "./mod.ts";

/** A version from a reviews file; hub tests need no insights, so none are derived. */
export function versionOf(file: ReviewsFile): DatasetVersion {
  return { published: publish(file), insights: {} as Insights, insightsOrigin: "stored" };
}

/** The small fixture with review 0's text changed: a new content version of every topic. */
export function changedFixture(n: number): ReviewsFile {
  const file = structuredClone(smallFixture());
  file.reviews[0] = { ...file.reviews[0], text: `${file.reviews[0].text} (edit ${n})` };
  return file;
}

/** Small delays so a test of retries and timeouts takes seconds. */
export const TEST_HUB_CONFIG: HubConfig = {
  ...HUB_DEFAULTS,
  retryDelaysMs: [100, 200],
  timeoutMs: 1_000,
  allowCallbackHosts: ["127.0.0.1", "localhost"],
  rateLimitPerMinute: 10_000,
};

/** A hub and the HTTP app around it, in this process, over a KV file. */
export interface HubHarness {
  kv: Deno.Kv;
  kvPath: string;
  hub: Hub;
  store: DatasetStore;
  baseUrl: string;
  views: () => DatasetViews;
  /** POSTs a hub form; returns status and text. */
  post(params: Record<string, string>): Promise<{ status: number; text: string; headers: Headers }>;
  /** POSTs a raw form-typed body (a string or a stream without Content-Length). */
  postRaw(body: string | ReadableStream<Uint8Array>): Promise<{ status: number; text: string }>;
  /** Swaps in a changed dataset and runs change detection. */
  change(n: number): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  config?: Partial<HubConfig>;
  /** Share a KV file with another harness (two instances). */
  kvPath?: string;
  /** Start the hub's schedule (queue listener / interval sweep). Default true. */
  start?: boolean;
  /** The dataset the instance starts with (default: the small fixture). */
  initial?: ReviewsFile;
}

/** Starts an in-process hub on 127.0.0.1 (plain HTTP for the hub endpoint; callbacks are HTTPS). */
export async function startHarness(tls: TestTls, options: HarnessOptions = {}): Promise<HubHarness> {
  const kvPath = options.kvPath ?? `${await Deno.makeTempDir({ prefix: "hub-kv-" })}/hub.sqlite`;
  const kv = await Deno.openKv(kvPath);
  const store = new DatasetStore(versionOf(options.initial ?? smallFixture()));
  let baseUrl = "http://localhost";
  let views: DatasetViews | null = null;
  const currentViews = () => {
    if (views?.version !== store.current || views.baseUrl !== baseUrl) views = new DatasetViews(store.current, baseUrl);
    return views;
  };
  const config = { ...TEST_HUB_CONFIG, ...options.config };
  const hub = createHub({ kv, config, views: currentViews, baseUrl: () => baseUrl, cron: false, caCerts: [tls.ca] });
  const app = createApp({ views: currentViews, mounts: [hub.mount] });
  const shutdown = new AbortController();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, signal: shutdown.signal, onListen: () => {} }, app.fetch);
  // A fixed base URL shared by instances on one KV, as a real deployment has.
  baseUrl = "https://reviews.example.com";
  if (options.start ?? true) hub.start(shutdown.signal);
  await hub.detectChanges();
  const unsubscribe = store.onChange(() => hub.detectChanges());
  const url = `http://127.0.0.1:${server.addr.port}`;
  return {
    kv,
    kvPath,
    hub,
    store,
    baseUrl,
    views: currentViews,
    async post(params) {
      const response = await fetch(`${url}/api/websub/hub`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(params),
      });
      return { status: response.status, text: await response.text(), headers: response.headers };
    },
    async postRaw(body) {
      const response = await fetch(`${url}/api/websub/hub`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      return { status: response.status, text: await response.text() };
    },
    async change(n) {
      store.replace(versionOf(changedFixture(n)));
      await hub.detectChanges();
    },
    async close() {
      unsubscribe();
      await hub.stop();
      shutdown.abort();
      await server.finished;
      kv.close();
    },
  };
}
