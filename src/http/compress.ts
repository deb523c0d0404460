import { Buffer } from "node:buffer";
import { detachBuffer } from "../buffer_release.ts";
import { WORKER_SOURCE } from "./compress_worker_source.ts";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";

/** A content coding that compresses. */
export type CompressedCoding = "br" | "gzip";

/**
 * Bodies up to this size are compressed on the serving thread when first asked for: at the levels below that costs
 * under a millisecond (a search page of 100 reviews is about 100 KiB). Larger bodies go to the background.
 */
export const INLINE_MAX_BYTES = 128 * 1024;

/**
 * Latency-chosen levels for inline work: gzip 1 is 0.3 ms for 64 KB of review JSON against 0.8 for gzip 6, for 40%
 * more bytes (a search page still shrinks to a third); brotli 1, for clients that take brotli only, 0.5 ms.
 */
const INLINE_LEVEL: Record<CompressedCoding, number> = { br: 1, gzip: 1 };
/** Background work has time, but a 70 MB body at brotli 9 takes minutes: 5 keeps it to seconds. */
const BACKGROUND_LEVEL: Record<CompressedCoding, number> = { br: 5, gzip: 6 };

/** Most body bytes waiting for the background compressor; beyond that a request is answered uncompressed. */
export const MAX_QUEUED_BYTES = 64 * 1024 * 1024;

/**
 * A kept-warm worker is stopped anyway after a body this large: its heap then holds the body's copy (structured
 * clone) and the compressor's buffers, which an idle isolate may keep for good (at 100,000 reviews, `/reviews.json`
 * is 62 MiB and its two codings left the process about 200 MiB larger). Such bodies come once per version and coding,
 * so restarting the worker for them costs little; smaller bodies keep it warm.
 */
export const RELEASE_AFTER_BYTES = 8 * 1024 * 1024;

/** Largest body compressed on the serving thread where no Worker can start (the bundled data's topics fit). */
export const FALLBACK_MAX_BYTES = 2 * 1024 * 1024;

/** Compresses `bytes` now, on this thread. */
export function compressSync(bytes: Uint8Array, coding: CompressedCoding, level: number): Uint8Array<ArrayBuffer> {
  const out = coding === "br"
    ? brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    })
    : gzipSync(bytes, { level });
  // node:zlib hands back a view of its output chunk: a search page's few kilobytes of gzip sat in a 16 KiB buffer,
  // which a cache counting `byteLength` kept unseen. A copy of the exact size costs microseconds.
  if (out.buffer.byteLength === out.byteLength) return new Uint8Array(out.buffer as ArrayBuffer);
  const exact = Uint8Array.prototype.slice.call(out) as Uint8Array<ArrayBuffer>;
  freeOutputChunk(out);
  return exact;
}

/**
 * Frees the output chunk node:zlib made for one call, now: left to the collector, a 16 KiB chunk per uncached
 * answer piled up as native memory until V8's next full collection (it starts one after tens of megabytes of such
 * buffers), 30 MB over 2,000 searches. Only a buffer larger than node's `Buffer` pool and starting at the view can
 * be a chunk of this call alone (a small result may be a view into the shared pool, which must never be detached).
 */
function freeOutputChunk(out: Uint8Array): void {
  if (out.byteOffset === 0 && out.buffer.byteLength > Buffer.poolSize) detachBuffer(out);
}

/** The bytes a gzip body holds. */
export function gunzip(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = gunzipSync(bytes);
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
}

/** Inline compression at the latency-chosen level. */
export function compressInline(bytes: Uint8Array, coding: CompressedCoding): Uint8Array<ArrayBuffer> {
  return compressSync(bytes, coding, INLINE_LEVEL[coding]);
}

/** Bytes of a body sent to the worker per message. */
const CHUNK_BYTES = 1024 * 1024;

interface Job {
  resolve: (out: Uint8Array<ArrayBuffer> | null) => void;
  bytes: number;
  body: Uint8Array;
  coding: CompressedCoding;
  /** How much of the body has been sent. */
  sent: number;
}

/**
 * Compresses large bodies off the serving thread, in one Worker started on first use (where Workers exist, as in
 * `deno run` and the compiled binary). A miss on a big answer then never stalls other requests; meanwhile the
 * caller answers uncompressed. Queued bytes are bounded, so a flood of distinct big answers cannot grow memory.
 */
export class BackgroundCompressor {
  #worker: Worker | null = null;
  #unavailable = false;
  readonly #jobs = new Map<number, Job>();
  #nextId = 1;
  #queuedBytes = 0;
  #warm = false;
  /** Whether the worker has compressed a body of at least `releaseAfterBytes` since it started. */
  #heavy = false;
  readonly #releaseAfterBytes: number;
  /** What a worker waits for before it starts, until `#stopped` aborts (see {@link startAfter}). */
  #beforeStart: (() => Promise<unknown>) | null = null;
  #stopped: AbortSignal | null = null;
  /** The wait work queued before the start shares. */
  #pause: Promise<void> | null = null;

  /**
   * `workers: false` behaves as a host without Workers would; `releaseAfterBytes` (default
   * {@link RELEASE_AFTER_BYTES}) is the body size after which even a warm worker is stopped once idle.
   */
  constructor(
    readonly maxQueuedBytes = MAX_QUEUED_BYTES,
    options: { workers?: boolean; releaseAfterBytes?: number } = {},
  ) {
    this.#unavailable = options.workers === false;
    this.#releaseAfterBytes = options.releaseAfterBytes ?? RELEASE_AFTER_BYTES;
  }

  /**
   * Keeps the worker between jobs until `signal` aborts. Otherwise it stops whenever its queue empties (so it never
   * keeps a process or a test alive), and a server that sends big bodies now and then would start a new one each
   * time: tens of milliseconds of CPU, taken from the requests of that moment.
   */
  keepWarm(signal: AbortSignal): void {
    if (signal.aborted) return;
    this.#warm = true;
    signal.addEventListener("abort", () => {
      this.#warm = false;
      if (this.#jobs.size === 0) this.close();
    }, { once: true });
  }

  /** Whether the worker is running. */
  get running(): boolean {
    return this.#worker !== null;
  }

  /** Bytes of bodies waiting for or under compression. */
  get queuedBytes(): number {
    return this.#queuedBytes;
  }

  /**
   * Compressed bytes, or null when the work was refused (queue full, no Worker) or failed. Never throws. The body is
   * copied to the worker a chunk at a time, so the caller may keep using it (and must not change it meanwhile).
   */
  compress(bytes: Uint8Array, coding: CompressedCoding): Promise<Uint8Array<ArrayBuffer> | null> {
    if (this.#queuedBytes + bytes.length > this.maxQueuedBytes) return Promise.resolve(null);
    if (!this.#worker && !this.#unavailable && this.#beforeStart) return this.#afterPause(bytes, coding);
    const worker = this.#ensureWorker();
    return worker ? this.#send(worker, bytes, coding) : this.#compressLater(bytes, coding);
  }

  #send(worker: Worker, bytes: Uint8Array, coding: CompressedCoding): Promise<Uint8Array<ArrayBuffer> | null> {
    const id = this.#nextId++;
    this.#queuedBytes += bytes.length;
    if (bytes.length >= this.#releaseAfterBytes) this.#heavy = true;
    return new Promise((resolve) => {
      this.#jobs.set(id, { resolve, bytes: bytes.length, body: bytes, coding, sent: 0 });
      this.#sendNext(worker, id);
    });
  }

  /**
   * Makes a worker wait for `wait` before it starts (a server passes a pause in its requests, see `serve.ts`):
   * `new Worker` holds the calling thread for tens of milliseconds, and the worker's isolate and compressor (15 to 20
   * MiB at 100,000 reviews) then overlap the start's own peak; the first `/reviews.json` after a start is answered
   * uncompressed anyway until its codings are made. Until `signal` aborts: work still waiting then is refused.
   */
  startAfter(wait: () => Promise<unknown>, signal: AbortSignal): void {
    if (signal.aborted) return;
    this.#beforeStart = wait;
    this.#stopped = signal;
    signal.addEventListener("abort", () => {
      if (this.#stopped !== signal) return;
      this.#beforeStart = this.#stopped = null;
    }, { once: true });
  }

  #afterPause(bytes: Uint8Array, coding: CompressedCoding): Promise<Uint8Array<ArrayBuffer> | null> {
    this.#queuedBytes += bytes.length; // counted while waiting, so the bound holds
    const stopped = this.#stopped;
    const pause = this.#pause ??= this.#beforeStart!().then(() => {}, () => {});
    return pause.then(() => {
      this.#pause = null;
      this.#queuedBytes -= bytes.length;
      if (stopped?.aborted) return null;
      const worker = this.#ensureWorker();
      return worker ? this.#send(worker, bytes, coding) : this.#compressLater(bytes, coding);
    });
  }

  /** Sends the next chunk of a job's body (a copy, transferred: cloning a view would clone its whole buffer). */
  #sendNext(worker: Worker, id: number): void {
    const job = this.#jobs.get(id);
    if (!job) return;
    // A body detached meanwhile (its owner released it) is given up, never sent short.
    if (job.body.length !== job.bytes) return this.#settle(id, null);
    const chunk = job.body.slice(job.sent, job.sent + CHUNK_BYTES);
    job.sent += chunk.length;
    const last = job.sent >= job.body.length;
    const level = BACKGROUND_LEVEL[job.coding];
    worker.postMessage({ id, chunk, coding: job.coding, level, size: job.body.length, last }, [chunk.buffer]);
  }

  /**
   * Without Workers (some hosts), bodies up to {@link FALLBACK_MAX_BYTES} are compressed on this thread after the
   * current request has been answered; larger ones stay uncompressed.
   */
  #compressLater(bytes: Uint8Array, coding: CompressedCoding): Promise<Uint8Array<ArrayBuffer> | null> {
    // Tens of milliseconds at most; anything bigger would stall everyone, so it is sent uncompressed.
    if (bytes.length > FALLBACK_MAX_BYTES) return Promise.resolve(null);
    this.#queuedBytes += bytes.length;
    return new Promise((resolve) =>
      setTimeout(() => {
        this.#queuedBytes -= bytes.length;
        try {
          resolve(compressSync(bytes, coding, BACKGROUND_LEVEL[coding]));
        } catch {
          resolve(null);
        }
      }, 0)
    );
  }

  /** Stops the worker; pending work resolves to null. */
  close(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#heavy = false;
    for (const [id] of this.#jobs) this.#settle(id, null);
  }

  #ensureWorker(): Worker | null {
    if (this.#worker || this.#unavailable) return this.#worker;
    try {
      const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "application/javascript" }));
      const worker = new Worker(url, { type: "module" });
      worker.onmessage = (event: MessageEvent<{ id: number; ack?: true; out?: Uint8Array<ArrayBuffer> }>) => {
        if (event.data.ack) return this.#sendNext(worker, event.data.id);
        this.#settle(event.data.id, event.data.out ?? null);
        // An idle worker must not keep the process (or a test) alive, unless kept warm; nor keep a big body's heap.
        if (this.#jobs.size === 0 && (!this.#warm || this.#heavy)) this.close();
      };
      worker.onerror = (event) => {
        event.preventDefault();
        this.close();
      };
      this.#worker = worker;
    } catch {
      // No Workers here (some edge runtimes): see #compressLater.
      this.#unavailable = true;
    }
    return this.#worker;
  }

  #settle(id: number, out: Uint8Array<ArrayBuffer> | null): void {
    const job = this.#jobs.get(id);
    if (!job) return;
    this.#jobs.delete(id);
    this.#queuedBytes -= job.bytes;
    job.resolve(out);
  }
}

/** The process-wide background compressor. */
export const backgroundCompressor = new BackgroundCompressor();
