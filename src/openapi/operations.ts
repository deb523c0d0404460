import type { JsonSchema } from "./components.ts";

/**
 * Small builders for OpenAPI operations, so each path in `paths.ts` reads as one declaration. Every read operation
 * shares the conditional-GET parameters and the 304 answer (decisions.md §2).
 */

const STRING: JsonSchema = { type: "string" };

/** Media types with one schema: `{ "application/json": { schema } }`. */
export function content(types: Record<string, JsonSchema>): JsonSchema {
  return Object.fromEntries(Object.entries(types).map(([type, schema]) => [type, { schema }]));
}

export const HTML = content({ "text/html": STRING });

/** Reusable responses, parameters and headers (`components.responses` and friends). */
export const COMPONENTS = {
  headers: {
    ETag: { description: "Strong entity tag of this representation (per content coding).", schema: STRING },
    LastModified: { description: "When the newest review was published or changed.", schema: STRING },
    CacheControl: { description: "`public, max-age=60` on read endpoints.", schema: STRING },
    Link: {
      description: "WebSub discovery on topics: `<hub>; rel=hub` and `<topic>; rel=self`.",
      schema: STRING,
    },
  },
  parameters: {
    IfNoneMatch: {
      name: "If-None-Match",
      in: "header",
      required: false,
      description: "An ETag from an earlier answer; the same one gets 304 Not Modified.",
      schema: STRING,
    },
    IfModifiedSince: {
      name: "If-Modified-Since",
      in: "header",
      required: false,
      description: "An HTTP date; used only without If-None-Match.",
      schema: STRING,
    },
  },
  responses: {
    NotModified: {
      description: "Not Modified: the representation still has the ETag the client sent. No body.",
      headers: {
        ETag: { $ref: "#/components/headers/ETag" },
        "Cache-Control": { $ref: "#/components/headers/CacheControl" },
      },
    },
    ValidationError: {
      description: "Invalid parameters: `error` is `validation_error` and `issues` names each problem.",
      content: content({ "application/json": { $ref: "#/components/schemas/ErrorBody" } }),
    },
    NotFound: {
      description: "No resource at this path (any unknown path answers the same way).",
      content: content({ "application/json": { $ref: "#/components/schemas/ErrorBody" } }),
    },
    PageNotFound: { description: "No such item: a page for people saying so.", content: HTML },
    BadPageRequest: { description: "Invalid filters: a page for people naming the problems.", content: HTML },
  },
};

export interface ReadOperation {
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  /** Media type to schema of the 200 body. */
  body: Record<string, JsonSchema>;
  parameters?: JsonSchema[];
  /** Extra responses by status, e.g. 400 and 404 as `$ref`s. */
  errors?: Record<string, JsonSchema>;
  /** Topics carry a WebSub `Link` header. */
  topic?: boolean;
}

const responseRef = (name: keyof typeof COMPONENTS.responses) => ({ $ref: `#/components/responses/${name}` });
export const VALIDATION_ERROR = responseRef("ValidationError");
export const NOT_FOUND = responseRef("NotFound");
export const PAGE_NOT_FOUND = responseRef("PageNotFound");
export const BAD_PAGE_REQUEST = responseRef("BadPageRequest");

/** A GET (HEAD alike) with ETag, 304 and the given body and errors. */
export function read(op: ReadOperation): JsonSchema {
  const headers: JsonSchema = {
    ETag: { $ref: "#/components/headers/ETag" },
    "Last-Modified": { $ref: "#/components/headers/LastModified" },
    "Cache-Control": { $ref: "#/components/headers/CacheControl" },
    ...(op.topic ? { Link: { $ref: "#/components/headers/Link" } } : {}),
  };
  return {
    get: {
      operationId: op.operationId,
      summary: op.summary,
      description: op.description,
      tags: [op.tag],
      parameters: [
        ...(op.parameters ?? []),
        { $ref: "#/components/parameters/IfNoneMatch" },
        { $ref: "#/components/parameters/IfModifiedSince" },
      ],
      responses: {
        "200": { description: "OK", headers, content: content(op.body) },
        "304": responseRef("NotModified"),
        ...op.errors,
      },
    },
  };
}

/** A path parameter. */
export function pathParameter(name: string, description: string, schema: JsonSchema = STRING): JsonSchema {
  return { name, in: "path", required: true, description, schema };
}
