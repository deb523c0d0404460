import { isNotModified } from "./conditional.ts";
import { type Coding, negotiateEncoding } from "./encoding.ts";
import type { Representation } from "./representation.ts";
import { READ_HEADERS } from "./views.ts";

const codings = new Map<string | null, Coding>();

/** Clients send a handful of distinct Accept-Encoding values; each is parsed once. */
function codingFor(acceptEncoding: string | null): Coding {
  let coding = codings.get(acceptEncoding);
  if (coding === undefined) {
    coding = negotiateEncoding(acceptEncoding);
    if (codings.size > 256) codings.clear();
    codings.set(acceptEncoding, coding);
  }
  return coding;
}

/**
 * Answers a GET or HEAD with a precomputed representation: negotiated coding, then conditional request rules.
 * Nothing here serialises or hashes; the work happened when the representation was built.
 */
export function respondWith(request: Request, representation: Representation): Response {
  const encoded = representation.encoded(codingFor(request.headers.get("accept-encoding")));
  const { body, headers } = encoded;
  if (isNotModified(request.headers, { etag: headers.etag, lastModified: representation.lastModified })) {
    return new Response(null, { status: 304, headers: encoded.notModifiedHeaders });
  }
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

/** A JSON error body with the read headers (CORS included, so browsers can read the reason). */
export function jsonError(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...READ_HEADERS, "cache-control": "no-store", "content-type": "application/json", ...headers },
  });
}
