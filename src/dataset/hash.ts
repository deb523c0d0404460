import { createHash, type Hash } from "node:crypto";
import type { Review } from "../model/mod.ts";

/** Hex SHA-256 of a string or bytes. Synchronous, so pure code can version what it derives. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/** An incremental SHA-256: updated with each part as it becomes final, then digested once. */
export function sha256Stream(): Hash {
  return createHash("sha256");
}

/**
 * The hash that identifies a set of published reviews: SHA-256 over the JSON of the array, newest first.
 * `insights.source_sha256` carries it, so stale insights can be recognised.
 */
export function reviewsSha256(reviews: readonly Review[]): string {
  // The same bytes as `JSON.stringify(reviews)`, hashed in chunks of about 64 KB: building one string of the whole
  // array (20 MB for 20,000 long reviews) and encoding it at once took twice as long.
  const hash = createHash("sha256");
  let chunk = "[";
  for (let i = 0; i < reviews.length; i++) {
    chunk += (i === 0 ? "" : ",") + JSON.stringify(reviews[i]);
    if (chunk.length > HASH_CHUNK) {
      hash.update(chunk);
      chunk = "";
    }
  }
  return hash.update(chunk + "]").digest("hex");
}

/** Characters of JSON gathered before they are hashed. */
const HASH_CHUNK = 65_536;
