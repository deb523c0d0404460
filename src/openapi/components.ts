import { z } from "zod";
import { AggregateRating, AspectInsight, Business, EntityInsight, Insights, Review } from "../model/mod.ts";
import { ReviewsDocument } from "../model/dataset.ts";
import { SearchFiltersShape } from "../search/filters.ts";
import {
  ErrorBody,
  Health,
  HubForm,
  JsonFeed,
  SearchResult,
  ServiceIndex,
  SinceResult,
  ValidationIssue,
} from "./shapes.ts";

export type JsonSchema = Record<string, unknown>;

/** The named schemas of `components.schemas`; a schema used inside another becomes a `$ref` to its entry. */
const NAMED: Record<string, z.ZodType> = {
  Review,
  Business,
  AggregateRating,
  ReviewsDocument,
  AspectInsight,
  EntityInsight,
  Insights,
  SearchResult,
  SinceResult,
  ServiceIndex,
  JsonFeed,
  ValidationIssue,
  ErrorBody,
  Health,
  HubForm,
};

const REF = (id: string) => `#/components/schemas/${id}`;

/** Drops the keys a schema embedded in an OpenAPI document must not carry (`$id` would re-base its `$ref`s). */
function embedded(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/**
 * `components.schemas`: zod's own JSON Schema export (draft 2020-12, the dialect of OpenAPI 3.1) of the very schemas
 * the routes validate and the data is checked with, so the description cannot drift from the code.
 */
export function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(NAMED)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io: "output",
    uri: REF,
    unrepresentable: "any",
  }) as { schemas: Record<string, JsonSchema> };
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, embedded(schema)]));
}

/** A `$ref` to a named schema, checked at build time so a typo cannot ship. */
export function ref(id: keyof typeof NAMED & string): JsonSchema {
  if (!(id in NAMED)) throw new Error(`no component schema ${id}`);
  return { $ref: REF(id) };
}

/** One zod schema as an inline JSON Schema (parameters), with its description lifted out for the parameter. */
export function inlineSchema(schema: z.ZodType): { schema: JsonSchema; description?: string } {
  const { description, ...rest } = embedded(
    z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as JsonSchema,
  );
  return { schema: rest, description: description as string | undefined };
}

/** The search filters as query parameters: the shape `GET /api/reviews/search` and MCP's `search_reviews` share. */
export function searchParameters(): JsonSchema[] {
  return Object.entries(SearchFiltersShape).map(([name, schema]) => {
    const { schema: json, description } = inlineSchema(schema);
    return { name, in: "query", required: false, description, schema: json };
  });
}
