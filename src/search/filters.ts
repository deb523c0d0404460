import { z } from "zod";
import { IsoDate } from "../model/mod.ts";

/** Default and largest number of reviews one search returns. */
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/**
 * The eight search filters, shared by `GET /api/reviews/search` and the MCP tool `search_reviews`, so the two
 * validate alike. Filters combine with AND; unknown keys are refused (they are usually typos such as `min-rating`).
 */
export const SearchFiltersShape = {
  rating: z.int().min(1).max(5).optional().describe("Exact star rating, 1 to 5."),
  min_rating: z.number().min(1).max(5).optional().describe("Minimum star rating, inclusive, 1 to 5."),
  since: IsoDate.optional().describe("Only reviews on or after this date (YYYY-MM-DD)."),
  until: IsoDate.optional().describe("Only reviews on or before this date (YYYY-MM-DD)."),
  query: z.string().min(1).max(200).optional().describe("Case-insensitive substring of the review text."),
  mentions_technician: z.string().min(1).max(100).optional()
    .describe(
      "A named staff member (what business.staff_title calls them: technician, attorney, caregiver...): " +
        "id, full name or first name (case-insensitive).",
    ),
  mentions_service: z.string().min(1).max(100).optional()
    .describe("Service id (kebab-case, as listed in business.services) or label (case-insensitive)."),
  limit: z.int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT).describe("Maximum reviews returned, 1 to 100."),
};

export const SearchFilters = z.strictObject(SearchFiltersShape).check((ctx) => {
  const { since, until } = ctx.value;
  if (since && until && since > until) {
    ctx.issues.push({
      code: "custom",
      path: ["since"],
      message: `since (${since}) is after until (${until})`,
      input: since,
    });
  }
});
export type SearchFilters = z.infer<typeof SearchFilters>;
