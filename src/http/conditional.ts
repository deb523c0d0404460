/** The validators of a representation. */
export interface Validators {
  /** A strong entity tag, quoted, e.g. `"abc"`. */
  etag: string;
  /** HTTP-date, or null when the data has no date. */
  lastModified: string | null;
}

/** The opaque part of an entity tag without `W/`, quotes or our per-encoding suffix. */
function opaque(tag: string): string {
  const bare = tag.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
  return bare.replace(/-(?:gzip|br)$/, "");
}

/**
 * Whether a GET or HEAD may answer 304 (RFC 9110 §13.2.2): `If-None-Match` decides when present (weak comparison,
 * `*` matches), otherwise `If-Modified-Since` against `Last-Modified`. An unparsable date is ignored.
 */
export function isNotModified(headers: Headers, validators: Validators): boolean {
  const ifNoneMatch = headers.get("if-none-match");
  if (ifNoneMatch !== null) {
    if (ifNoneMatch === validators.etag || ifNoneMatch.trim() === "*") return true;
    const current = opaque(validators.etag);
    return ifNoneMatch.split(",").some((tag) => opaque(tag) === current);
  }
  const ifModifiedSince = headers.get("if-modified-since");
  if (ifModifiedSince !== null && validators.lastModified !== null) {
    const since = Date.parse(ifModifiedSince);
    if (Number.isNaN(since)) return false;
    return Date.parse(validators.lastModified) <= since;
  }
  return false;
}
