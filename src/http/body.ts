/**
 * Request bodies read with a bound on size and, optionally, on time: a large or endless upload costs at most `limit`
 * bytes of memory, and a body that trickles in is given up at its deadline instead of holding its handler.
 */

export interface BodyLimits {
  /** Largest accepted body in bytes. */
  limit: number;
  /** Milliseconds the whole body may take to arrive; none when absent. */
  timeoutMs?: number;
}

/** The body as text, or why it was refused. */
export type BodyRead = { ok: true; text: string } | { ok: false; reason: "too_large" | "too_slow" };

const TOO_LARGE: BodyRead = { ok: false, reason: "too_large" };
const TOO_SLOW: BodyRead = { ok: false, reason: "too_slow" };
/** Non-fatal and used without `stream`, so one instance serves every request (invalid bytes become U+FFFD). */
const decoder = new TextDecoder();

/**
 * Reads the body of `request`. A declared Content-Length over the limit is refused before reading; a declared one
 * within it is read in one piece (Deno collects it natively, and HTTP framing stops at the declared length); a body
 * without one (chunked, or until close) is counted as it arrives and abandoned at the limit. Within `timeoutMs` or
 * "too_slow".
 */
export function readBody(request: Request, limits: BodyLimits): Promise<BodyRead> {
  const header = request.headers.get("content-length");
  const declared = header === null ? NaN : Number(header);
  if (declared > limits.limit) return Promise.resolve(TOO_LARGE);
  // Not `request.body`: touching it makes Deno build a JS stream, and bytes() then reads through it (slower).
  if (Number.isInteger(declared) && declared >= 0) return readDeclared(request, limits);
  if (!request.body) return Promise.resolve({ ok: true, text: "" });
  return readCounted(request.body, limits);
}

/** A body of declared length: one native read, settled early at the deadline. */
function readDeclared(request: Request, limits: BodyLimits): Promise<BodyRead> {
  return new Promise<BodyRead>((resolve, reject) => {
    // On expiry the stream stays locked by bytes(): its read ends with the connection, holding at most the limit.
    const timer = deadline(limits.timeoutMs, () => resolve(TOO_SLOW));
    request.bytes().then((bytes) => {
      // A Request built in-process may carry a header that its body does not keep to.
      resolve(bytes.length > limits.limit ? TOO_LARGE : { ok: true, text: decoder.decode(bytes) });
    }, reject).finally(() => clearTimeout(timer));
  });
}

/** The stream read chunk by chunk and counted; cancelled at the limit or the deadline. */
async function readCounted(body: ReadableStream<Uint8Array>, limits: BodyLimits): Promise<BodyRead> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  let late = false;
  // Cancelling makes the pending read report done.
  const timer = deadline(limits.timeoutMs, () => {
    late = true;
    reader.cancel().catch(() => {});
  });
  try {
    for (;;) {
      const read = await reader.read();
      if (late) return TOO_SLOW;
      if (read.done) break;
      size += read.value.length;
      if (size > limits.limit) {
        reader.cancel().catch(() => {});
        return TOO_LARGE;
      }
      chunks.push(read.value);
    }
  } finally {
    clearTimeout(timer);
  }
  if (chunks.length === 1) return { ok: true, text: decoder.decode(chunks[0]) };
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { ok: true, text: decoder.decode(bytes) };
}

/**
 * One timer per read, not a race per chunk. (A shared interval over all pending reads measured slower: under load
 * it was started and stopped about once per request, and one left running would outlive the request.)
 */
function deadline(timeoutMs: number | undefined, expire: () => void): ReturnType<typeof setTimeout> | undefined {
  return timeoutMs === undefined ? undefined : setTimeout(expire, timeoutMs);
}
