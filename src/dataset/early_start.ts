/**
 * The start's first steps, begun before the service's modules load: reading `reviews.json` and making the loader
 * Worker both run on other threads, so they overlap the 100 to 200 ms in which the main module's graph is loaded and
 * evaluated instead of following it. `main.ts` begins them for a `serve` command line that names its data directory
 * with `--data`; the start takes them (`takeEarlyRead`, `takeEarlyWorker`) if that is the directory it loads, and
 * `endEarlyStart` ends whatever it did not take. This module imports only the file read, so it loads at once.
 */
import { join } from "node:path";
import { type BytesResult, DATA_FILE_LIMITS, readRegularFileBytes } from "./read_regular_file.ts";

interface EarlyStart {
  path: string;
  read: Promise<BytesResult> | null;
  worker: Worker | null;
  workerUrl: URL;
  /** The Worker could not be made or failed to load. */
  failed: boolean;
  /** The start has asked for the Worker. */
  taken: boolean;
}

let early: EarlyStart | null = null;

/**
 * The data directory a command line names for `serve` (the command, or none and options), or null when it names
 * none, names it twice or is another command. Only `--data DIR` and `--data=DIR` count: anything this misreads
 * only loses the head start, as the start compares the path it loads.
 */
export function serveDataDirOf(args: string[]): string | null {
  const options = args[0] === "serve" ? args.slice(1) : args;
  if (options.length && !options[0].startsWith("-")) return null;
  const dirs: string[] = [];
  options.forEach((arg, i) => {
    if (arg === "--data" && i + 1 < options.length) dirs.push(options[i + 1]);
    else if (arg.startsWith("--data=")) dirs.push(arg.slice("--data=".length));
  });
  return dirs.length === 1 && dirs[0] !== "" ? dirs[0] : null;
}

const granted = (descriptor: Deno.PermissionDescriptor) => {
  try {
    return Deno.permissions.querySync(descriptor).state === "granted";
  } catch {
    return false;
  }
};

/**
 * Begins reading `dir`'s `reviews.json` (as the start would, with the same limits) and, once its bytes are being
 * read, making the loader Worker at `workerUrl`. Does nothing without read permission: a start never prompts early.
 */
export function beginEarlyStart(dir: string, workerUrl: URL): void {
  const path = join(dir, "reviews.json");
  if (early || !granted({ name: "read", path })) return;
  const state: EarlyStart = { path, read: null, worker: null, workerUrl, failed: false, taken: false };
  state.read = readRegularFileBytes(path, { ...DATA_FILE_LIMITS, onReading: () => makeWorker(state) });
  early = state;
}

/** Makes the Worker once (when the read reaches its long part, or when the start asks for it first). */
function makeWorker(state: EarlyStart): void {
  if (state.worker || state.taken || state.failed) return;
  try {
    // A bundle has no worker module beside it (background_load.ts checks the same before making one).
    if (state.workerUrl.protocol === "file:" && !Deno.statSync(state.workerUrl).isFile) throw new Error("no worker");
    const worker = new Worker(state.workerUrl, { type: "module", name: "dataset-loader" });
    // Until the start takes it: a Worker that fails to load is not taken (the start makes its own or none).
    worker.onerror = (event) => {
      event.preventDefault();
      state.failed = true;
    };
    state.worker = worker;
  } catch {
    state.failed = true;
  }
}

/** The early read of `path` (as `join(dir, "reviews.json")` names it), once, or null when none was begun for it. */
export function takeEarlyRead(path: string): Promise<BytesResult> | null {
  if (!early?.read || early.path !== path) return null;
  const { read } = early;
  early.read = null;
  return read;
}

/** The loader Worker made early (made now if the read has not yet asked for it), once; null where it failed. */
export function takeEarlyWorker(): Worker | null {
  if (!early || early.taken) return null;
  makeWorker(early);
  early.taken = true;
  if (early.failed) early.worker?.terminate();
  const worker = early.failed ? null : early.worker;
  early.worker = null;
  return worker;
}

/** Ends what the start did not take: the Worker is terminated, an untaken read is left to finish and be collected. */
export function endEarlyStart(): void {
  early?.worker?.terminate();
  early = null;
}
