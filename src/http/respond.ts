import { isNotModified } from "./conditional.ts";
import { type Coding, negotiateEncoding } from "./encoding.ts";
import type { Representation } from "./representation.ts";
import { READ_HEADERS } from "./views.ts";

interface Negotiated {
  coding: Coding;
  acceptsGzip: boolean;
}
const codings = new Map<string | null, Negotiated>();

/** Clients send a handful of distinct Accept-Encoding values; each is parsed once. */
function codingFor(acceptEncoding: string | null): Negotiated {
  let negotiated = codings.get(acceptEncoding);
  if (negotiated === undefined) {
    const coding = negotiateEncoding(acceptEncoding);
    const acceptsGzip = coding === "gzip" ||
      (coding === "br" && negotiateEncoding(`${acceptEncoding}, br;q=0`) === "gzip");
    negotiated = { coding, acceptsGzip };
    if (codings.size > 256) codings.clear();
    codings.set(acceptEncoding, negotiated);
  }
  return negotiated;
}

/**
 * Answers a GET or HEAD with a precomputed representation: negotiated coding, then conditional request rules.
 * Nothing here serialises or hashes; the work happened when the representation was built.
 */
export function respondWith(request: Request, representation: Representation): Response {
  const { coding, acceptsGzip } = codingFor(request.headers.get("accept-encoding"));
  const encoded = representation.encoded(coding, acceptsGzip);
  const { body, headers } = encoded;
  if (isNotModified(request.headers, { etag: headers.etag, lastModified: representation.lastModified })) {
    return new Response(null, { status: 304, headers: encoded.notModifiedHeaders });
  }
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  if (body.length < STREAM_MIN_BYTES) return new Response(body, { status: 200, headers });
  return new Response(viewsOf(body), { status: 200, headers: { ...headers, "content-length": String(body.length) } });
}

/**
 * Bodies at least this large are sent as a stream of views of their bytes: `Deno.serve` copies a byte body whole
 * before sending it (the 62 MiB `/reviews.json` at 100,000 reviews, held until the client has read it, which a cold
 * start's first answer paid in RSS), but sends a stream's chunks as they are. Cached answers are smaller (at most 4
 * MiB), so a body sent this way is never released by a cache while it is being sent.
 */
export const STREAM_MIN_BYTES = 8 * 1024 * 1024;
/** The views' size: each is written as it comes, and the serving thread is asked for the next one only then. */
const STREAM_CHUNK_BYTES = 4 * 1024 * 1024;

/** A stream of consecutive views of `bytes`, made as the reader asks. */
function viewsOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const end = Math.min(bytes.length, at + STREAM_CHUNK_BYTES);
      controller.enqueue(bytes.subarray(at, end));
      at = end;
    },
  });
}

/** A JSON error body with the read headers (CORS included, so browsers can read the reason). */
export function jsonError(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...READ_HEADERS, "cache-control": "no-store", "content-type": "application/json", ...headers },
  });
}
