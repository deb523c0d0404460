import { z } from "zod";
import { IsoDate } from "../model/mod.ts";
import { inlineSchema, type JsonSchema, ref, searchParameters } from "./components.ts";
import {
  BAD_PAGE_REQUEST,
  content,
  NOT_FOUND,
  PAGE_NOT_FOUND,
  pathParameter,
  read,
  VALIDATION_ERROR,
} from "./operations.ts";

const TEXT = { type: "string" };
const OBJECT = { type: "object" };
const since = inlineSchema(IsoDate);
const page = inlineSchema(z.int().min(1).describe("Page of 20 reviews, from 1."));

/** The read API: JSON endpoints and feeds (decisions.md §2–§4). */
export function readApiPaths(): Record<string, JsonSchema> {
  return {
    "/reviews.json": read({
      operationId: "getReviews",
      summary: "Every published review",
      description: "The business, its aggregate rating and every verified review, newest first. A WebSub topic.",
      tag: "Reviews",
      body: { "application/json": ref("ReviewsDocument") },
      topic: true,
    }),
    "/api/reviews/search": read({
      operationId: "searchReviews",
      summary: "Search reviews",
      description: "Reviews matching every given filter (AND), newest first; unknown or repeated parameters and " +
        "`since` after `until` are validation errors. The same filters as the MCP tool `search_reviews`.",
      tag: "Reviews",
      body: { "application/json": ref("SearchResult") },
      parameters: searchParameters(),
      errors: { "400": VALIDATION_ERROR },
    }),
    "/api/reviews/since/{date}": read({
      operationId: "getReviewsSince",
      summary: "Reviews since a date",
      description: "Every review dated on or after `date`, newest first. An impossible date such as 2025-02-30 " +
        "is a validation error with code `invalid_date`.",
      tag: "Reviews",
      body: { "application/json": ref("SinceResult") },
      parameters: [pathParameter("date", "A calendar date, YYYY-MM-DD.", since.schema)],
      errors: { "400": VALIDATION_ERROR, "404": NOT_FOUND },
    }),
    "/insights.json": read({
      operationId: "getInsights",
      summary: "Insights derived from the reviews",
      description: "Aspect sentiment, staff, services, areas, topics, monthly trend, FAQ and summary, derived by " +
        "the service's own analyser from the published reviews.",
      tag: "Insights",
      body: { "application/json": ref("Insights") },
    }),
    "/api/feed.json": read({
      operationId: "getJsonFeed",
      summary: "JSON Feed of the newest reviews",
      description: "JSON Feed 1.1; each item holds the full review in `_review`. A WebSub topic.",
      tag: "Feeds",
      body: { "application/json": ref("JsonFeed"), "application/feed+json": ref("JsonFeed") },
      topic: true,
    }),
    "/feed.xml": read({
      operationId: "getAtomFeed",
      summary: "Atom feed of the newest reviews",
      description: "Atom 1.0 (RFC 4287). A WebSub topic.",
      tag: "Feeds",
      body: { "application/atom+xml": TEXT },
      topic: true,
    }),
  };
}

/** A page for people: HTML, precomputed per dataset version like the JSON (decisions.md §6). */
function htmlPage(
  operationId: string,
  summary: string,
  description: string,
  extra: Partial<Parameters<typeof read>[0]> = {},
) {
  return read({ operationId, summary, description, tag: "Pages", body: { "text/html": TEXT }, ...extra });
}

const ID = (noun: string) => [pathParameter("id", `The ${noun}'s id.`)];

/** Pages for people and the files search engines and sites fetch. */
export function pagePaths(): Record<string, JsonSchema> {
  return {
    "/": read({
      operationId: "getHome",
      summary: "Home page, or the service index",
      description: "Browsers (Accept preferring text/html) get the business's review page with JSON-LD; other " +
        "clients get a JSON index of every endpoint.",
      tag: "Pages",
      body: { "text/html": TEXT, "application/json": ref("ServiceIndex") },
    }),
    "/reviews": htmlPage("getReviewsPage", "Reviews, searchable", "The search filters as a form; pages of 20.", {
      parameters: [...searchParameters(), {
        name: "page",
        in: "query",
        required: false,
        description: page.description,
        schema: page.schema,
      }],
      errors: { "400": BAD_PAGE_REQUEST },
    }),
    "/reviews/{id}": htmlPage("getReviewPage", "One review", "The feeds' item links point here.", {
      parameters: ID("review"),
      errors: { "404": PAGE_NOT_FOUND },
    }),
    "/technicians/{id}": htmlPage("getTechnicianPage", "One staff member", "What reviews say about them.", {
      parameters: ID("staff member"),
      errors: { "404": PAGE_NOT_FOUND },
    }),
    "/services/{id}": htmlPage("getServicePage", "One service", "What reviews say about it.", {
      parameters: ID("service"),
      errors: { "404": PAGE_NOT_FOUND },
    }),
    "/summary": htmlPage("getSummaryPage", "Summary", "The editorial summary, aspects and trend."),
    "/embed": htmlPage("getEmbed", "Review widget", "A small widget page that can sit in an iframe."),
    "/llms.txt": read({
      operationId: "getLlmsTxt",
      summary: "llms.txt",
      description: "llmstxt.org format: the business, a summary, links to the JSON endpoints, feeds and /mcp.",
      tag: "Pages",
      body: { "text/plain": TEXT, "text/markdown": TEXT },
    }),
    "/robots.txt": read({
      operationId: "getRobotsTxt",
      summary: "robots.txt",
      description: "Crawling rules and the sitemap.",
      tag: "Pages",
      body: { "text/plain": TEXT },
    }),
    "/sitemap.xml": read({
      operationId: "getSitemap",
      summary: "Sitemap",
      description: "Every page, for search engines.",
      tag: "Pages",
      body: { "application/xml": TEXT },
    }),
    "/favicon.svg": read({
      operationId: "getFavicon",
      summary: "Favicon",
      description: "The site icon.",
      tag: "Pages",
      body: { "image/svg+xml": TEXT },
    }),
    "/badge.svg": read({
      operationId: "getBadge",
      summary: "Rating badge",
      description: "The aggregate rating as an SVG badge for the business's own site.",
      tag: "Pages",
      body: { "image/svg+xml": TEXT },
    }),
  };
}

/** JSON Schemas of the data files, the health check, this description and its rendering. */
export function metaPaths(): Record<string, JsonSchema> {
  const schemaFile = (operationId: string, file: string) =>
    read({
      operationId,
      summary: `JSON Schema of ${file}`,
      description: `A JSON Schema (draft 2020-12) generated from the zod schemas the service validates ${file} with.`,
      tag: "Meta",
      body: { "application/schema+json": OBJECT },
    });
  return {
    "/schemas/reviews.json": schemaFile("getReviewsSchema", "reviews.json"),
    "/schemas/insights.json": schemaFile("getInsightsSchema", "insights.json"),
    "/openapi.json": read({
      operationId: "getOpenApi",
      summary: "This API description",
      description: "OpenAPI 3.1, generated from the zod schemas the routes validate with.",
      tag: "Meta",
      body: { "application/json": OBJECT },
    }),
    "/docs": read({
      operationId: "getDocs",
      summary: "API reference for people",
      description: "Renders /openapi.json with Redoc, served by this service (no CDN).",
      tag: "Meta",
      body: { "text/html": TEXT },
    }),
    "/docs/redoc.standalone.js": read({
      operationId: "getDocsScript",
      summary: "The script /docs runs",
      description: "Redoc's standalone bundle, vendored at build time (MIT; licences beside it in the source).",
      tag: "Meta",
      body: { "text/javascript": TEXT },
    }),
    "/health": {
      get: {
        operationId: "getHealth",
        summary: "Health check",
        description: "Liveness for load balancers and monitors: the served dataset version, when it was loaded " +
          "and the last refused reload. Never cached (`no-store`), so no ETag.",
        tags: ["Meta"],
        responses: {
          "200": {
            description: "Serving (`degraded` still serves the last good data).",
            content: content({ "application/json": ref("Health") }),
          },
        },
      },
    },
  };
}
