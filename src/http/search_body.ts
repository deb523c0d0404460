import type { SerialisedReviews } from "../dataset/serialise.ts";
import type { SearchHits } from "../search/search.ts";

const encoder = new TextEncoder();

/**
 * The body of a search answer, `{"matched":…,"returned":…,"reviews":[…]}`, byte for byte what `JSON.stringify`
 * of the result gives, made by copying each returned review's JSON out of the serialised reviews: no object is
 * stringified per request. `lead`, when given, is JSON of fields that come first (`"since":"2026-01-01",`).
 */
export function searchBody(serialised: SerialisedReviews, hits: SearchHits, lead = ""): Uint8Array<ArrayBuffer> {
  const { document, arrayStart, ends } = serialised;
  const { positions } = hits;
  const head = encoder.encode(`{${lead}"matched":${hits.matched},"returned":${positions.length},"reviews":[`);
  const start = (position: number) => position === 0 ? arrayStart + 1 : ends[position - 1] + 1;
  let length = head.length + 2 + Math.max(0, positions.length - 1);
  for (const position of positions) length += ends[position] - start(position);
  const out = new Uint8Array(length);
  out.set(head);
  let at = head.length;
  positions.forEach((position, i) => {
    if (i > 0) out[at++] = 0x2c; // ,
    const from = start(position);
    out.set(document.subarray(from, ends[position]), at);
    at += ends[position] - from;
  });
  out[at++] = 0x5d; // ]
  out[at] = 0x7d; // }
  return out;
}
