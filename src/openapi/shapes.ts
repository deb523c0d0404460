import { z } from "zod";
import { AggregateRating, IsoDate, Review } from "../model/mod.ts";

/**
 * Response shapes that have no schema in the model because the service only writes them. They describe the JSON the
 * routes send, for `/openapi.json`; the contract test holds the routes to them.
 */

/** One validation problem (decisions.md §2). */
export const ValidationIssue = z.strictObject({
  path: z.array(z.union([z.string(), z.int()])).describe("Where the problem is: a parameter name, then keys."),
  code: z.string().describe("zod's issue code, or our own such as `invalid_date` and `repeated_parameter`."),
  message: z.string(),
});

/** Every JSON error body: 400 validation errors carry `issues`, other errors only `error` and `message`. */
export const ErrorBody = z.strictObject({
  error: z.string().describe("Machine-readable reason, e.g. `validation_error`, `not_found`, `method_not_allowed`."),
  message: z.string().describe("What went wrong, for people."),
  issues: z.array(ValidationIssue).optional(),
});

const SearchResultShape = {
  matched: z.int().min(0).describe("Reviews matching every filter, before the limit."),
  returned: z.int().min(0).describe("Reviews in this answer."),
  reviews: z.array(Review).describe("Matching reviews, newest first."),
};

/** `GET /api/reviews/search`. */
export const SearchResult = z.strictObject(SearchResultShape);

/** `GET /api/reviews/since/{date}`: every review on or after the date. */
export const SinceResult = z.strictObject({
  since: IsoDate,
  count: z.int().min(0),
  reviews: z.array(Review).describe("Reviews on or after `since`, newest first."),
});

/** `GET /` for clients that ask for JSON: what this service is and where everything lives. */
export const ServiceIndex = z.object({
  service: z.string(),
  business: z.object({ id: z.string(), name: z.string(), url: z.string() }),
  aggregate_rating: AggregateRating,
  endpoints: z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())]))
    .describe("Absolute URLs by name (search and since as URI templates); `schemas` holds one per data file."),
});

/** `GET /api/feed.json`: JSON Feed 1.1 with the full review in each item's `_review` extension. */
export const JsonFeed = z.object({
  version: z.literal("https://jsonfeed.org/version/1.1"),
  title: z.string(),
  home_page_url: z.string().optional(),
  feed_url: z.string(),
  description: z.string().optional(),
  authors: z.array(z.object({ name: z.string(), url: z.string().optional() })).optional(),
  language: z.string().optional(),
  hubs: z.array(z.object({ type: z.string(), url: z.string() })).optional(),
  // JSON Feed items may carry more of the spec's optional fields and `_`-prefixed extensions.
  items: z.array(z.looseObject({
    id: z.string(),
    url: z.string().optional(),
    external_url: z.string().optional(),
    title: z.string().optional(),
    content_text: z.string().optional(),
    content_html: z.string().optional(),
    date_published: z.string().optional(),
    date_modified: z.string().optional(),
    authors: z.array(z.object({ name: z.string(), avatar: z.string().optional() })).optional(),
    tags: z.array(z.string()).optional(),
    _review: Review.extend({ about: z.string() }).optional(),
  })),
});

/** `GET /health` (src/dataset/health.ts `HealthReport`): the served dataset and the last refused reload. */
export const Health = z.strictObject({
  status: z.enum(["ok", "degraded"]).describe("`degraded` while the latest reload was refused (old data served)."),
  dataset: z.strictObject({
    sha256: z.string().describe("SHA-256 of the published reviews, as insights.json `source_sha256`."),
    reviews: z.int().min(0),
    loaded_at: z.string().describe("When the served version was loaded (ISO 8601)."),
    source: z.enum(["bundled", "data_dir"]),
  }),
  last_reload_error: z.strictObject({ at: z.string(), problems: z.array(z.string()) }).nullable(),
});

/** The hub's form (WebSub §5.1): the same fields for subscribe and unsubscribe. */
export const HubForm = z.strictObject({
  "hub.mode": z.enum(["subscribe", "unsubscribe"]),
  "hub.topic": z.string().describe("One of the topic URLs: /reviews.json, /api/feed.json, /feed.xml (absolute)."),
  "hub.callback": z.string().describe("The subscriber's https (or http) URL; the hub verifies intent with a GET."),
  "hub.lease_seconds": z.string().optional().describe("Requested lease in seconds; the hub clamps it to its range."),
  "hub.secret": z.string().max(199).optional().describe("Key for X-Hub-Signature (HMAC) on every delivery."),
});
