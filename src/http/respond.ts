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
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

/** A JSON error body with the read headers (CORS included, so browsers can read the reason). */
export function jsonError(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...READ_HEADERS, "cache-control": "no-store", "content-type": "application/json", ...headers },
  });
}
