/**
 * `/schemas/reviews.json` and `/schemas/insights.json`: the JSON Schemas of the stored reviews file (what an
 * operator or a converter writes, hence zod's `io: "input"`) and of `/insights.json`, exported by zod from the very
 * schemas the service validates with, so they can never drift. Built once per base URL, served like any read body.
 */
import { z } from "zod";
import { Insights, ReviewsFile } from "../model/mod.ts";
import { Representation } from "./representation.ts";
import { READ_HEADERS } from "./views.ts";

export const SCHEMA_PATHS = ["/schemas/reviews.json", "/schemas/insights.json"] as const;
export type SchemaPath = typeof SCHEMA_PATHS[number];

const SCHEMA_TYPE = "application/schema+json";

const SOURCES: Record<SchemaPath, { schema: z.ZodType; title: string; description: string }> = {
  "/schemas/reviews.json": {
    schema: ReviewsFile,
    title: "reviews.json (stored)",
    description: "The reviews file of a data directory: the business (only id and name required) and every " +
      "review, verified or not. Review ids are unique ULIDs.",
  },
  "/schemas/insights.json": {
    schema: Insights,
    title: "insights.json",
    description: "Insights derived from the published reviews by the service's analyser (GET /insights.json).",
  },
};

/** The JSON Schema document of a path, with `$id` under the base URL. */
export function schemaDocument(path: SchemaPath, baseUrl: string): Record<string, unknown> {
  const { schema, title, description } = SOURCES[path];
  const { $schema, ...rest } = z.toJSONSchema(schema, { io: "input" });
  return { $schema, $id: `${baseUrl}${path}`, title, description, ...rest };
}

const cache = new Map<string, Representation>();

/** The precomputed representation of a schema (kept per base URL; there are one or two per process). */
export function schemaRepresentation(path: SchemaPath, baseUrl: string): Representation {
  const key = `${baseUrl} ${path}`;
  let representation = cache.get(key);
  if (!representation) {
    if (cache.size >= 16) cache.clear();
    representation = new Representation(JSON.stringify(schemaDocument(path, baseUrl)), SCHEMA_TYPE, READ_HEADERS);
    cache.set(key, representation);
  }
  return representation;
}
