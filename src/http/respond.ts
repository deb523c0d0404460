import { isNotModified } from "./conditional.ts";
import { negotiateEncoding } from "./encoding.ts";
import type { Representation } from "./representation.ts";
import { READ_HEADERS } from "./views.ts";

/** Headers a 304 repeats from the 200 it stands for (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = ["etag", "last-modified", "cache-control", "vary", "link", "content-location"];

/**
 * Answers a GET or HEAD with a precomputed representation: negotiated coding, then conditional request rules.
 * Nothing here serialises or hashes; the work happened when the representation was built.
 */
export function respondWith(request: Request, representation: Representation): Response {
  const { body, headers } = representation.encoded(negotiateEncoding(request.headers.get("accept-encoding")));
  if (isNotModified(request.headers, { etag: headers.etag, lastModified: representation.lastModified })) {
    const kept: Record<string, string> = { ...READ_HEADERS };
    for (const name of NOT_MODIFIED_HEADERS) if (headers[name]) kept[name] = headers[name];
    return new Response(null, { status: 304, headers: kept });
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
