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
 *
 * A coding's 304, and its 200 from the second GET on, are clones of a response made once
 * (`Representation.prepared`): `new Response(bytes, { headers })` copies the bytes (the Fetch standard's "copy of the
 * bytes held") and checks every header on each request, while `clone()` shares the body's bytes and copies the checked
 * header list. In a bare `Deno.serve` of a 14 KB search page under `wrk` (Deno 2.9.6): user CPU per request 8.5-9.4 µs
 * made anew against 4.0-4.3 cloned; a 304 12.6-13.8 against 10.3-10.7 µs in all. The copies cost the service more
 * than a bare server: each is new `ArrayBuffer` memory, which counts against V8's global allocation limit, and once
 * the young generation had grown (under a load of large bodies) that limit started a concurrent mark-compact every
 * 100-150 ms on the cached search, 4 µs of the GC threads' CPU per request (`perf stat --per-thread`).
 */
export function respondWith(request: Request, representation: Representation): Response {
  const { coding, acceptsGzip } = codingFor(request.headers.get("accept-encoding"));
  const encoded = representation.encoded(coding, acceptsGzip);
  const { body, headers } = encoded;
  if (isNotModified(request.headers, encoded.validators)) {
    return (encoded.notModified ??= new Response(null, { status: 304, headers: encoded.notModifiedHeaders })).clone();
  }
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  const prepared = representation.prepared(encoded);
  if (prepared) return prepared.clone();
  if (body.length < STREAM_MIN_BYTES) return new Response(body, { status: 200, headers });
  return new Response(viewsOf(body), { status: 200, headers: encoded.sizedHeaders });
}

/**
 * Bodies at least this large are sent as a stream of views of their bytes, with their `Content-Length` (so not
 * chunked): `new Response(bytes)` copies the bytes (the Fetch standard's "copy of the bytes held"), a stream's chunks
 * are handed to `Deno.serve` as they are. The copy is a fresh buffer per request, which also pushes V8 into full
 * collections every few dozen megabytes of them, and those cost more the more the process holds. CPU per request in
 * the service, as bytes against a stream of one view (medians of 7 alternating `wrk` runs, bundled data): 28 KB
 * search page 37.9 against 30.3 µs, `since` (44 KB) 52.6 against 36.6, `/feed.xml` (47 KB) 40.4 against 34.8; a
 * 14 KB search page about the same either way (28.5 against 29.0, 33.0 against 30.6), so smaller bodies stay bytes.
 * `/reviews.json` (1 MiB) cost the service 0.80 to 0.95 times the bare server's CPU per request as a stream, 0.85 to
 * 1.30 as bytes.
 *
 * A cached answer (at most 4 MiB, one view) is released only after 2 MiB more were evicted after it, many requests
 * later; its view is handed to `Deno.serve` within the task that made the response (the stream's first pull and
 * Deno's read of it are microtasks), and what `Deno.serve` holds keeps the bytes alive even if the buffer is detached
 * afterwards.
 */
export const STREAM_MIN_BYTES = 16 * 1024;
/**
 * The views' size: each is written as it comes, and the serving thread is asked for the next one only then (the 62
 * MiB `/reviews.json` at 100,000 reviews goes in several).
 */
export const STREAM_CHUNK_BYTES = 4 * 1024 * 1024;

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
