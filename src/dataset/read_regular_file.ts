/** How much, and how long, a data file read may take. */
export interface ReadLimits {
  /** Larger files are refused before they are read. */
  maxBytes: number;
  /** A read still unfinished after this long is abandoned (a stalled mount, a file swapped for a FIFO). */
  timeoutMs: number;
  /** Aborts the read early, e.g. at shutdown. */
  signal?: AbortSignal;
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
  return await readBytesWithin(path, limits.maxBytes, limits.timeoutMs, limits.signal);
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

async function readBytesWithin(
  path: string,
  maxBytes: number,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<BytesResult> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await Deno.readFile(path, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
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
