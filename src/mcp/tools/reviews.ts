import { z } from "zod";
import { IsoDate, Review } from "../../model/mod.ts";
import { DEFAULT_LIMIT, MAX_LIMIT, SearchFilters } from "../../search/filters.ts";
import { search } from "../../search/search.ts";
import { fail, ok, READ_ONLY, type Registration, reviewsById } from "../context.ts";

const SearchResultShape = {
  matched: z.int().describe("Reviews matching every filter, before the limit."),
  returned: z.int().describe("Reviews in this result."),
  reviews: z.array(Review).describe("Matching reviews, newest first."),
};

/** `search_reviews`, `get_review`, `get_reviews_since`: the reviews themselves. */
export const registerReviewTools: Registration = (server, context) => {
  server.registerTool("search_reviews", {
    title: "Search reviews",
    description:
      "Finds reviews matching all given filters (AND), newest first; the same search as GET /api/reviews/search. " +
      "`query` is a case-insensitive substring of the text; `mentions_technician` takes a technician id, full or " +
      "first name; `mentions_service` a service id or label. Returns `matched` (hits before `limit`) and `reviews`.",
    // The very schema the HTTP endpoint validates with, including since <= until and unknown-key refusal.
    inputSchema: SearchFilters,
    outputSchema: z.object(SearchResultShape),
    annotations: READ_ONLY,
  }, (filters) => ok({ ...search(context.views().searchIndex, filters) }));

  server.registerTool("get_review", {
    title: "Get one review",
    description: "One review by its id (a 26-character ULID, as found in search results and insights).",
    inputSchema: z.strictObject({ id: z.string().min(1).max(64).describe("Review id (ULID).") }),
    outputSchema: z.object({ review: Review }),
    annotations: READ_ONLY,
  }, ({ id }) => {
    const review = reviewsById(context.views()).get(id.trim().toUpperCase());
    if (!review) return fail(`No review with id "${id}". Use search_reviews or get_reviews_since to find review ids.`);
    return ok({ review });
  });

  server.registerTool("get_reviews_since", {
    title: "Reviews since a date",
    description: "Reviews dated on or after `date` (YYYY-MM-DD, inclusive), newest first, at most `limit`.",
    inputSchema: z.strictObject({
      date: IsoDate.describe("Earliest review date, YYYY-MM-DD, inclusive."),
      limit: z.int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT).describe("Maximum reviews returned, 1 to 100."),
    }),
    outputSchema: z.object({ since: z.string(), ...SearchResultShape }),
    annotations: READ_ONLY,
  }, ({ date, limit }) => ok({ since: date, ...search(context.views().searchIndex, { since: date, limit }) }));
};
