import type { LoaderRequest } from "./load_worker.ts";
import type { ParseResult } from "./parse.ts";
import { unpackVersion, type VersionMessage } from "./transfer.ts";
import type { DatasetVersion } from "./version.ts";

type Reply =
  | { kind: "ready" }
  | { kind: "released" }
  | { kind: "done"; ok: true; version: VersionMessage }
  | { kind: "done"; ok: false; problems: string[] };

/** Whether the worker module is there (a bundle has none; checking first keeps Deno from logging its absence). */
function exists(url: URL): boolean {
  try {
    return Deno.statSync(url).isFile;
  } catch {
    return false;
  }
}

/** The loader Worker (`load_worker.ts`), or null where none can start (a `deno bundle` file, a host without Workers). */
export function startLoaderWorker(): Worker | null {
  const url = new URL("./load_worker.ts", import.meta.url);
  if (url.protocol === "file:" && !exists(url)) return null;
  try {
    return new Worker(url, { type: "module", name: "dataset-loader" });
  } catch {
    return null;
  }
}

/**
 * Loads a data directory in a Worker (see `load_worker.ts`) and takes the version's transferred bytes here, so
 * the serving thread keeps answering with the current version throughout; the caller swaps when this resolves. Where
 * no Worker can start (a `deno bundle` file has no separate worker module; some hosts have no Workers), `inThread`
 * loads instead.
 */
export async function loadInBackground(
  dir: string,
  inThread: () => Promise<ParseResult<DatasetVersion>>,
  signal?: AbortSignal,
): Promise<ParseResult<DatasetVersion>> {
  if (signal?.aborted) return { ok: false, problems: ["shutting down"] };
  const worker = startLoaderWorker();
  if (!worker) return inThread();
  let started = false;
  const reply = await new Promise<Reply | { kind: "failed"; message: string }>((resolve) => {
    worker.onmessage = (event: MessageEvent<Reply>) => {
      if (event.data.kind === "ready") {
        started = true;
        worker.postMessage({ kind: "load", dir } satisfies LoaderRequest);
      } else if (event.data.kind === "released") {
        // After its answer the Worker collects its heap (the whole load's garbage), then it can end.
        worker.terminate();
      } else resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve({ kind: "failed", message: event.message });
    };
    // Shutdown must not wait for a load in progress (the Worker's own reads are time-limited too).
    signal?.addEventListener("abort", () => resolve({ kind: "done", ok: false, problems: ["shutting down"] }), {
      once: true,
    });
  });
  // A Worker that answered ends itself once released (above); one that failed or is abandoned at shutdown ends now.
  if (reply.kind !== "done" || signal?.aborted) worker.terminate();
  if (reply.kind === "failed") {
    // The module never started (no worker module here): load in this thread. A crash mid-load is a refusal.
    return started ? { ok: false, problems: [`the loader stopped: ${reply.message}`] } : inThread();
  }
  if (reply.kind !== "done") return { ok: false, problems: ["the loader answered nothing"] };
  if (!reply.ok) return { ok: false, problems: reply.problems };
  return { ok: true, value: unpackVersion(reply.version) };
}
