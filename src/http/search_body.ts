import { reviewBytes, type SerialisedReviews } from "../dataset/serialise.ts";
import type { SearchHits } from "../search/search.ts";

const encoder = new TextEncoder();

/**
 * The body of a search answer, `{"matched":…,"returned":…,"reviews":[…]}`, byte for byte what `JSON.stringify`
 * of the result gives, made by copying each returned review's JSON out of the serialised reviews: no object is
 * stringified per request. `lead`, when given, is JSON of fields that come first (`"since":"2026-01-01",`).
 */
export function searchBody(serialised: SerialisedReviews, hits: SearchHits, lead = ""): Uint8Array<ArrayBuffer> {
  const head = encoder.encode(`{${lead}"matched":${hits.matched},"returned":${hits.positions.length},"reviews":[`);
  const reviews = hits.positions.map((position) => reviewBytes(serialised, position));
  let length = head.length + 2 + Math.max(0, reviews.length - 1);
  for (const review of reviews) length += review.length;
  const out = new Uint8Array(length);
  out.set(head);
  let at = head.length;
  reviews.forEach((review, i) => {
    if (i > 0) out[at++] = 0x2c; // ,
    out.set(review, at);
    at += review.length;
  });
  out[at++] = 0x5d; // ]
  out[at] = 0x7d; // }
  return out;
}
