import { reviewBytes } from "../../dataset/serialise.ts";
import { searchBody } from "../../http/search_body.ts";
import type { DatasetViews } from "../../http/views.ts";
import { SearchFilters } from "../../search/filters.ts";
import { searchHits } from "../../search/search.ts";
import { GetReviewInput, reviewKey, SearchHead, SinceHead, SinceInput } from "./reviews.ts";

/**
 * The structured content of a successful `search_reviews`, `get_review` or `get_reviews_since` call, as JSON made
 * from the published reviews' own bytes the way the REST answers are made: byte for byte `JSON.stringify` of what
 * the tool's handler returns, without parsing, stringifying or encoding a review. Undefined for any other call, and
 * for one that fails (invalid arguments, an unknown id): the tool's handler then answers, with its error.
 *
 * The tool's output schema is checked on the fields made here (undefined if they fail it, so the handler's path
 * reports it); the reviews are the published ones, validated when the data was loaded (a test checks whole answers
 * against the declared output schemas).
 */
export function reviewToolJson(
  views: DatasetViews,
  name: string,
  args: Record<string, unknown>,
): Uint8Array | undefined {
  const { serialised } = views.version.published;
  if (name === "search_reviews") {
    const filters = SearchFilters.safeParse(args);
    if (!filters.success) return undefined;
    const hits = searchHits(views.searchIndex, filters.data);
    if (!SearchHead.safeParse({ matched: hits.matched, returned: hits.positions.length }).success) return undefined;
    return searchBody(serialised, hits);
  }
  if (name === "get_reviews_since") {
    const input = SinceInput.safeParse(args);
    if (!input.success) return undefined;
    const { date, limit } = input.data;
    const hits = searchHits(views.searchIndex, { since: date, limit });
    const head = { since: date, matched: hits.matched, returned: hits.positions.length };
    if (!SinceHead.safeParse(head).success) return undefined;
    return searchBody(serialised, hits, `"since":${JSON.stringify(date)},`);
  }
  if (name === "get_review") {
    const input = GetReviewInput.safeParse(args);
    if (!input.success) return undefined;
    const position = views.version.published.reviews.position(reviewKey(input.data.id));
    if (position === undefined) return undefined;
    const review = reviewBytes(serialised, position);
    const out = new Uint8Array(REVIEW_OPEN.length + review.length + 1);
    out.set(REVIEW_OPEN);
    out.set(review, REVIEW_OPEN.length);
    out[out.length - 1] = 0x7d; // }
    return out;
  }
  return undefined;
}

const REVIEW_OPEN = new TextEncoder().encode('{"review":');
