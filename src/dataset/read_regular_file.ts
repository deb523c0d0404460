/** How much, and how long, a data file read may take. */
export interface ReadLimits {
  /** Larger files are refused before they are read. */
  maxBytes: number;
  /** A read still unfinished after this long is abandoned (a stalled mount, a file swapped for a FIFO). */
  timeoutMs: number;
  /** Aborts the read early, e.g. at shutdown. */
  signal?: AbortSignal;
  /** Called once the file's bytes are being read (the one long read is under way on another thread). */
  onReading?: () => void;
}

/** The text of a file, or why it was not read; `missing` tells "no such file" from every other refusal. */
export type ReadResult = { ok: true; text: string } | { ok: false; problem: string; missing: boolean };
/** The bytes of a file, or why it was not read (see {@link ReadResult}). */
export type BytesResult = { ok: true; bytes: Uint8Array<ArrayBuffer> } | {
  ok: false;
  problem: string;
  missing: boolean;
};

/** Defaults for the data directory: far above 100,000 reviews, far below what would exhaust memory. */
export const DATA_FILE_LIMITS: Omit<ReadLimits, "signal"> = { maxBytes: 256 * 1024 * 1024, timeoutMs: 10_000 };

function kindOf(info: Deno.FileInfo): string {
  if (info.isDirectory) return "a directory";
  if (info.isFifo) return "a FIFO";
  if (info.isSocket) return "a socket";
  if (info.isCharDevice) return "a character device";
  if (info.isBlockDevice) return "a block device";
  return "not a file";
}

/**
 * Reads a data file only if it is a regular file of bounded size, within a time limit. Opening a FIFO blocks until
 * a writer appears and a device may never end, so anything but a regular file is refused before it is opened;
 * the timeout covers what a check cannot (the path replaced between the check and the read). Never throws.
 */
export async function readRegularFile(path: string, limits: ReadLimits): Promise<ReadResult> {
  return decoded(await readRegularFileBytes(path, limits));
}

/** {@link readRegularFile} without decoding: the bytes as read. */
export async function readRegularFileBytes(path: string, limits: ReadLimits): Promise<BytesResult> {
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(path);
  } catch (error) {
    return refused(path, (error as Error).message, error instanceof Deno.errors.NotFound);
  }
  if (!info.isFile) return refused(path, `not a regular file (${kindOf(info)})`);
  if (info.size > limits.maxBytes) {
    return refused(path, `${info.size} bytes is over the limit of ${limits.maxBytes} bytes`);
  }
  return await readBytesWithin(path, limits.maxBytes, limits.timeoutMs, limits.signal, info.size, limits.onReading);
}

const decoded = (read: BytesResult): ReadResult =>
  read.ok ? { ok: true, text: new TextDecoder().decode(read.bytes) } : read;

/** Reads `path` unless it takes over `timeoutMs`, grows past `maxBytes` or `signal` aborts first. */
export async function readWithin(
  path: string,
  maxBytes: number,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<ReadResult> {
  return decoded(await readBytesWithin(path, maxBytes, timeoutMs, signal));
}

/**
 * Reads `path` unless it takes over `timeoutMs`, grows past `maxBytes` or `signal` aborts first; `size`, the size a
 * check just found, reads a regular file into one buffer of that size (see {@link readSized}).
 */
async function readBytesWithin(
  path: string,
  maxBytes: number,
  timeoutMs: number,
  signal?: AbortSignal,
  size?: number,
  onReading?: () => void,
): Promise<BytesResult> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const abort = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = size === undefined
      ? await Deno.readFile(path, { signal: abort })
      : await untilAborted(readSized(path, size, maxBytes, abort, onReading), abort);
  } catch (error) {
    if (timeout.aborted) return refused(path, `read timed out after ${timeoutMs} ms`);
    if (signal?.aborted) return refused(path, "read aborted");
    return refused(path, (error as Error).message, error instanceof Deno.errors.NotFound);
  }
  if (bytes.length > maxBytes) return refused(path, `${bytes.length} bytes is over the limit of ${maxBytes} bytes`);
  return { ok: true, bytes };
}

function refused(path: string, why: string, missing = false): { ok: false; problem: string; missing: boolean } {
  return { ok: false, problem: `cannot read ${path}: ${why}`, missing };
}

/**
 * A file read into one buffer of the size a check found, then to its end (it may have grown since). Half the time of
 * `Deno.readFile` on a 72 MB file (43-77 against 87-187 ms), which grows its buffer as it reads and copies it.
 */
async function readSized(
  path: string,
  size: number,
  maxBytes: number,
  abort: AbortSignal,
  onReading?: () => void,
): Promise<Uint8Array<ArrayBuffer>> {
  using file = await Deno.open(path);
  let bytes = new Uint8Array(size);
  let length = 0;
  for (;;) {
    abort.throwIfAborted();
    if (length < bytes.length) {
      const reading = file.read(bytes.subarray(length));
      if (length === 0) onReading?.();
      const read = await reading;
      if (read === null) return bytes.slice(0, length); // shrunk since the check
      length += read;
      continue;
    }
    // Full: the end of the file, or it grew since the check. Read on into a larger buffer, up to past the limit.
    const probe = new Uint8Array(64 * 1024);
    const read = await file.read(probe);
    if (read === null) return bytes;
    const larger = new Uint8Array(Math.max(2 * length, length + read));
    larger.set(bytes);
    larger.set(probe.subarray(0, read), length);
    bytes = larger;
    length += read;
    if (length > maxBytes) return bytes.subarray(0, length);
  }
}

/** `work`, or the abort's reason once `abort` fires first (an open of a path swapped for a FIFO never returns). */
function untilAborted<T>(work: Promise<T>, abort: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (abort.aborted) reject(abort.reason);
    const onAbort = () => reject(abort.reason);
    abort.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => abort.removeEventListener("abort", onAbort));
  });
}
