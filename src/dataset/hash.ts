import { createHash } from "node:crypto";
import type { Review } from "../model/mod.ts";

/** Hex SHA-256 of a string or bytes. Synchronous, so pure code can version what it derives. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/**
 * The hash that identifies a set of published reviews: SHA-256 over the JSON of the array, newest first.
 * `insights.source_sha256` carries it, so stale insights can be recognised.
 */
export function reviewsSha256(reviews: readonly Review[]): string {
  return sha256Hex(JSON.stringify(reviews));
}
