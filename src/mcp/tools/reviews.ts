import { z } from "zod";
import { IsoDate } from "../../model/mod.ts";
import type { DatasetViews } from "../../http/views.ts";
import { DEFAULT_LIMIT, MAX_LIMIT, SearchFilters } from "../../search/filters.ts";
import { search, type SearchResult } from "../../search/search.ts";
import { fail, ok, READ_ONLY, type Registration, reviewById } from "../context.ts";

// Schemas are built once at load: zod builds them slowly, and a server is built per HTTP request.

/**
 * A review as tools return it (decisions.md §1). The SDK validates every result against its output schema, so this
 * states the shape and types without the model's format checks (ULID, URL, calendar date): the data was validated
 * when loaded, and re-checking up to 100 reviews per call cost more than the search itself.
 */
export const ReviewOutput = z.object({
  id: z.string().describe("ULID"),
  author: z.string(),
  author_avatar_url: z.string().nullable(),
  rating: z.int().min(1).max(5),
  date: z.string().describe("YYYY-MM-DD"),
  text: z.string().nullable(),
  source: z.string(),
  source_url: z.string().nullable(),
  owner_reply: z.object({ text: z.string(), date: z.string().describe("YYYY-MM-DD") }).nullable(),
  verified: z.boolean(),
});

const SearchResultShape = {
  matched: z.int().describe("Reviews matching every filter, before the limit."),
  returned: z.int().describe("Reviews in this result."),
  reviews: z.array(ReviewOutput).describe("Matching reviews, newest first."),
};

const SearchOutput = z.object(SearchResultShape);
/** What `search_reviews` answers besides its reviews. */
export const SearchHead = SearchOutput.pick({ matched: true, returned: true });
export const GetReviewInput = z.strictObject({ id: z.string().min(1).max(64).describe("Review id (ULID).") });
const GetReviewOutput = z.object({ review: ReviewOutput });
export const SinceInput = z.strictObject({
  date: IsoDate.describe("Earliest review date, YYYY-MM-DD, inclusive."),
  limit: z.int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT).describe("Maximum reviews returned, 1 to 100."),
});
const SinceOutput = z.object({ since: z.string(), ...SearchResultShape });
/** What `get_reviews_since` answers besides its reviews. */
export const SinceHead = SinceOutput.pick({ since: true, matched: true, returned: true });

/** The key `get_review` looks an id up by (ids are upper-case ULIDs; agents may send them in any case). */
export const reviewKey = (id: string) => id.trim().toUpperCase();

type SearchToolResult = ReturnType<typeof ok<SearchResult & Record<string, unknown>>>;
const recent = new WeakMap<DatasetViews, Map<string, SearchToolResult>>();
const RECENT_CAPACITY = 64;

/**
 * Search results per dataset version and filters, most recent kept (like the HTTP endpoint's response cache): an
 * agent paging or retrying asks the same question again, and the text copy costs as much as the search.
 */
function cachedSearch(views: DatasetViews, filters: SearchFilters): SearchToolResult {
  let cache = recent.get(views);
  if (!cache) recent.set(views, cache = new Map());
  const key = JSON.stringify(filters, Object.keys(filters).sort());
  let result = cache.get(key);
  if (result) {
    cache.delete(key);
  } else {
    result = ok({ ...search(views.searchIndex, filters) });
    if (cache.size >= RECENT_CAPACITY) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, result);
  return result;
}

/** `search_reviews`, `get_review`, `get_reviews_since`: the reviews themselves. */
export const registerReviewTools: Registration = (server, context) => {
  server.registerTool("search_reviews", {
    title: "Search reviews",
    description:
      "Finds reviews matching all given filters (AND), newest first; the same search as GET /api/reviews/search. " +
      "`query` is a case-insensitive substring of the text; `mentions_technician` takes a named staff member's id, full or " +
      "first name; `mentions_service` a service id or label. Returns `matched` (hits before `limit`) and `reviews`.",
    // The very schema the HTTP endpoint validates with, including since <= until and unknown-key refusal.
    inputSchema: SearchFilters,
    outputSchema: SearchOutput,
    annotations: READ_ONLY,
  }, (filters) => cachedSearch(context.views(), filters));

  server.registerTool("get_review", {
    title: "Get one review",
    description: "One review by its id (a 26-character ULID, as found in search results and insights).",
    inputSchema: GetReviewInput,
    outputSchema: GetReviewOutput,
    annotations: READ_ONLY,
  }, ({ id }) => {
    const review = reviewById(context.views(), reviewKey(id));
    if (!review) return fail(`No review with id "${id}". Use search_reviews or get_reviews_since to find review ids.`);
    return ok({ review });
  });

  server.registerTool("get_reviews_since", {
    title: "Reviews since a date",
    description: "Reviews dated on or after `date` (YYYY-MM-DD, inclusive), newest first, at most `limit`.",
    inputSchema: SinceInput,
    outputSchema: SinceOutput,
    annotations: READ_ONLY,
  }, ({ date, limit }) => ok({ since: date, ...search(context.views().searchIndex, { since: date, limit }) }));
};
