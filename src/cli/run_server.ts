/**
 * The server of `main.ts serve` once its first version is loaded: HTTP (the app, the hub, MCP, docs), reloads,
 * signals and shutdown. Imported by `serve.ts` while the data is read, so its modules are evaluated while that
 * thread would otherwise wait on the disk.
 */
import { dirname } from "node:path";
import type { ServeConfig } from "../config.ts";
import { analyserPolicy } from "../dataset/analyser_on_demand.ts";
import { loadInBackground } from "../dataset/background_load.ts";
import { loadDataDir } from "../dataset/load.ts";
import { DatasetHealth } from "../dataset/health.ts";
import { DatasetStore } from "../dataset/store.ts";
import type { DatasetVersion } from "../dataset/version.ts";
import { watchDataDir } from "../dataset/watch.ts";
import { createApp } from "../http/app.ts";
import { backgroundCompressor } from "../http/compress.ts";
import { docsMount } from "../http/docs_mount.ts";
import { answersFromReviews } from "../http/early.ts";
import { createHealthMount } from "../http/health.ts";
import { RequestActivity, waitForPause } from "../http/request_activity.ts";
import { preloadPages } from "../http/page_routes.ts";
import { DatasetViews } from "../http/views.ts";
import { releaseHeapGarbage } from "../heap_release.ts";
import { log } from "../log.ts";
import { createLazyMcpMount } from "../mcp/lazy_mount.ts";
import { createHub, hubConfigFromEnv } from "../hub/mod.ts";
import { finishWithin, SHUTDOWN_GRACE_MS } from "./shutdown.ts";

function describe(version: DatasetVersion, origin: string) {
  return {
    origin,
    reviews: version.published.reviews.length,
    sha256: version.published.sha256.slice(0, 12),
    insights: version.insightsOrigin,
  };
}

function listenSignals(signals: Deno.Signal[], handler: () => void): () => void {
  const added: Deno.Signal[] = [];
  for (const signal of signals) {
    try {
      Deno.addSignalListener(signal, handler);
      added.push(signal);
    } catch {
      // Not every platform has every signal (Windows has no SIGHUP); the others still work.
    }
  }
  return () => added.forEach((signal) => Deno.removeSignalListener(signal, handler));
}

/** Opens KV, creating the directory of a file path first; null (after logging why) when that is impossible. */
async function openKvAt(path: string | null): Promise<Deno.Kv | null> {
  try {
    if (path) await Deno.mkdir(dirname(path), { recursive: true });
    return await Deno.openKv(path ?? undefined);
  } catch (error) {
    log("error", "cannot open the KV database; pass --kv PATH to put it elsewhere", {
      path,
      reason: (error as Error).message,
    });
    return null;
  }
}

/**
 * Serves `initial` (and the versions reloads make of `config.dataDir`) until SIGINT or SIGTERM; the exit code.
 * `watchedSince` is the data directory's state taken before `initial` was read (see `dataDirSignature`).
 */
export async function runServer(
  config: ServeConfig,
  initial: DatasetVersion,
  watchedSince?: string,
): Promise<number> {
  // A start from a data directory can serve the reviews before their insights are settled (see answersFromReviews).
  let insightsSettled = !initial.ready;
  const settling = (initial.ready ?? Promise.resolve()).then(() => {
    insightsSettled = true;
    if (initial.insightsOrigin === "derived") log("info", "derived insights at load", { reason: "missing or stale" });
    log("info", "dataset loaded", describe(initial, config.dataDir ?? "bundled"));
  });
  const store = new DatasetStore(initial);
  const health = new DatasetHealth(config.dataDir ? "data_dir" : "bundled");
  health.loaded(initial);

  const shutdown = new AbortController();
  // Before listening: a SIGTERM that arrives as soon as the port is open must still shut down cleanly.
  const stopShutdownSignals = listenSignals(["SIGINT", "SIGTERM"], () => {
    log("info", "shutting down");
    shutdown.abort();
  });
  let baseUrl = config.baseUrl;
  let views: DatasetViews | null = null;
  // Requests are noted only while a warm-up runs, which waits for a pause in them.
  const activity = new RequestActivity();
  let warmUps = 0;
  const currentViews = () => {
    if (views?.version !== store.current) {
      views = new DatasetViews(store.current, baseUrl ?? "http://localhost");
      // The first search after a start or reload should find its index built. The load's garbage (parsing,
      // publishing, the index build, the texts, a replaced version) goes back to the system in a pause or two on the
      // way rather than staying in the process (see heap_release.ts).
      warmUps++;
      void views.warmUp(shutdown.signal, () => shutdown.signal.aborted || releaseHeapGarbage(), activity)
        .finally(() => {
          warmUps--;
          // The page renderers are imported after the first warm-up (which waits for pauses in requests), so neither
          // the first answer nor the first search waits for them; a page requested before imports them itself.
          // An import that fails shows as the 500 of the page request that needed it.
          if (!shutdown.signal.aborted) void preloadPages().catch(() => {});
        });
    }
    return views;
  };

  const kv = await openKvAt(config.kvPath);
  if (!kv) return 2;
  const hub = createHub({
    kv,
    config: hubConfigFromEnv((name) => Deno.env.get(name)),
    views: currentViews,
    baseUrl: () => baseUrl ?? "http://localhost",
  });
  const mcp = createLazyMcpMount({
    views: currentViews,
    kv,
    baseUrl: () => baseUrl ?? "http://localhost",
    signal: shutdown.signal,
  });
  const app = createApp({
    views: currentViews,
    mounts: [hub.mount, mcp, createHealthMount(() => health.report()), docsMount(currentViews)],
  });

  const server = Deno.serve(
    {
      port: config.port,
      hostname: config.host,
      signal: shutdown.signal,
      onListen: (address) => {
        baseUrl ??= `http://localhost:${address.port}`;
        views = null;
        currentViews();
        log("info", "listening", {
          address: `${address.hostname}:${address.port}`,
          port: address.port,
          base_url: baseUrl,
        });
      },
    },
    (request, info) => {
      if (warmUps > 0) activity.touch();
      return insightsSettled || answersFromReviews(new URL(request.url))
        ? app.fetch(request, info)
        : settling.then(() => app.fetch(request, info));
    },
  );

  // The hub starts once the base URL is known (after listening): topics and their hashes depend on it.
  hub.start(shutdown.signal);
  hub.detectChanges();
  backgroundCompressor.keepWarm(shutdown.signal);
  // Large bodies are first compressed after the start's first answers: a pause in requests (only noted while a
  // warm-up runs, so otherwise at once), at most a second later.
  backgroundCompressor.startAfter(() => waitForPause(activity, 250, 1000, shutdown.signal), shutdown.signal);
  store.onChange(() => {
    currentViews();
    hub.detectChanges();
  });

  let reloading = Promise.resolve();
  const reload = () => {
    const dir = config.dataDir!;
    reloading = reloading.then(async () => {
      // Prepared in a Worker; this thread keeps serving the current version until the swap below.
      const loaded = await loadInBackground(
        dir,
        async () => loadDataDir(dir, await analyserPolicy(), shutdown.signal),
        shutdown.signal,
      );
      if (!loaded.ok) {
        log("error", "reload refused; still serving the last good data", { dir, problems: loaded.problems });
        health.refused(loaded.problems);
        return;
      }
      if (loaded.value.insightsOrigin === "derived") log("info", "derived insights at load", { dir });
      store.replace(loaded.value);
      health.loaded(loaded.value);
      log("info", "dataset reloaded", describe(loaded.value, dir));
    });
  };
  if (config.dataDir) watchDataDir(config.dataDir, reload, shutdown.signal, { since: watchedSince });
  const stopReloadSignal = config.dataDir ? listenSignals(["SIGHUP"], reload) : () => {};

  const finished = await finishWithin(
    (async () => {
      await server.finished;
      await reloading;
      await hub.stop();
    })(),
    shutdown.signal,
  );
  if (!finished) log("warn", "shutdown grace period over; exiting anyway", { grace_ms: SHUTDOWN_GRACE_MS });
  stopReloadSignal();
  stopShutdownSignals();
  kv.close();
  log("info", "stopped");
  return 0;
}
