import assert from "node:assert/strict";
import Ajv2020 from "npm:ajv@8.20.0/dist/2020.js";
import addFormats from "npm:ajv-formats@3.0.1";

/**
 * Holds HTTP responses to `/openapi.json`: the operation for the path and method, the response for the status, the
 * media type and the body's JSON Schema (validated with Ajv, draft 2020-12, the dialect of OpenAPI 3.1).
 */

type Json = Record<string, unknown>;

export interface ContractChecker {
  /** Checks one response (its body is read here); returns the parsed JSON body, if any. */
  check(method: string, url: string, response: Response): Promise<unknown>;
  /** `path status` of every response checked, to assert coverage. */
  readonly seen: Set<string>;
}

/** A JSON pointer (RFC 6901) from its unescaped parts: `/paths/~1reviews.json/get`. */
const pointer = (...parts: string[]) => parts.map((p) => `/${p.replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");

/** The document's path template matching `pathname`, e.g. `/api/reviews/since/{date}`. */
function matchPath(paths: Json, pathname: string): string | null {
  if (pathname in paths) return pathname;
  for (const template of Object.keys(paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    if (pattern.test(pathname)) return template;
  }
  return null;
}

export function contractChecker(document: Json): ContractChecker {
  const ajv = new (Ajv2020 as unknown as typeof Ajv2020.default)({ strict: false, allErrors: true });
  (addFormats as unknown as (ajv: unknown) => void)(ajv);
  ajv.addSchema(document, "openapi.json");
  const components = document.components as { responses: Record<string, Json> };
  const paths = document.paths as Record<string, Record<string, Json>>;
  const seen = new Set<string>();

  /** Follows a `$ref` to a component response; returns it and its JSON pointer. */
  const resolve = (spec: Json, at: string): [Json, string] => {
    const ref = spec.$ref as string | undefined;
    if (!ref) return [spec, at];
    const name = ref.replace("#/components/responses/", "");
    assert.ok(components.responses[name], `dangling ${ref}`);
    return [components.responses[name], pointer("components", "responses", name)];
  };

  return {
    seen,
    async check(method, url, response) {
      const { pathname } = new URL(url);
      const template = matchPath(paths, pathname);
      const status = String(response.status);
      let spec: Json;
      let at: string;
      if (template === null) {
        // Unknown paths: the document's generic 404.
        assert.equal(status, "404", `${pathname} is not in /openapi.json but answered ${status}`);
        [spec, at] = resolve({ $ref: "#/components/responses/NotFound" }, "");
      } else {
        const operation = paths[template][method === "HEAD" ? "get" : method.toLowerCase()];
        assert.ok(operation, `${method} ${template} is not in /openapi.json`);
        const responses = operation.responses as Record<string, Json>;
        const declared = responses[status];
        assert.ok(declared, `${method} ${template}: status ${status} is not declared`);
        [spec, at] = resolve(
          declared,
          pointer("paths", template, method === "HEAD" ? "get" : method.toLowerCase(), "responses", status),
        );
      }
      seen.add(`${template ?? "(unknown path)"} ${status}`);
      const text = await response.text();
      const content = spec.content as Record<string, Json> | undefined;
      if (!content || status === "304" || method === "HEAD") {
        assert.equal(text, "", `${pathname} ${status}: no body expected`);
        if (status === "304") assert.ok(response.headers.get("etag"), "304 repeats the ETag");
        return undefined;
      }
      const mediaType = (response.headers.get("content-type") ?? "").split(";")[0].trim();
      assert.ok(mediaType in content, `${pathname} ${status}: ${mediaType} not among ${Object.keys(content)}`);
      for (const name of Object.keys((spec.headers ?? {}) as Json)) {
        if (["ETag", "Cache-Control", "Link"].includes(name)) {
          assert.ok(response.headers.has(name), `${pathname} ${status}: header ${name} declared but missing`);
        }
      }
      if (!mediaType.endsWith("json")) return text;
      const body = JSON.parse(text);
      const schemaRef = `openapi.json#${at}${pointer("content", mediaType, "schema")}`;
      const validate = ajv.getSchema(schemaRef);
      assert.ok(validate, `no schema at ${schemaRef}`);
      if (!validate(body)) {
        assert.fail(`${method} ${pathname} ${status} does not match ${schemaRef}:\n${ajv.errorsText(validate.errors)}`);
      }
      return body;
    },
  };
}

/** Statuses the read API's contract covers; others (405, 5xx) are described in the document's prose. */
const CONTRACT_STATUSES = new Set([200, 304, 400, 404]);

export interface ContractRecorder {
  /** Stops recording, checks every recorded response against /openapi.json; returns how many were checked. */
  verify(): Promise<number>;
  /** Stops recording without checking (for `finally`); idempotent. */
  restore(): void;
}

/**
 * Records every GET and HEAD a test sends to the server at `baseUrl` (through `fetch`) and, on `verify()`, holds each
 * 200/304/400/404 answer to the server's own `/openapi.json`. Lets an existing e2e test keep its assertions and also
 * prove every response it saw is described.
 */
export async function recordContract(baseUrl: string): Promise<ContractRecorder> {
  const original = globalThis.fetch;
  const document = await (await original(`${baseUrl}/openapi.json`)).json();
  const checker = contractChecker(document);
  const recorded: Array<{ method: string; url: string; response: Response }> = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await original(input, init);
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const url = input instanceof Request ? input.url : String(input);
    if (
      !url.startsWith(`${baseUrl}/`) || (method !== "GET" && method !== "HEAD") ||
      !CONTRACT_STATUSES.has(response.status) || new URL(url).pathname.startsWith("/mcp")
    ) {
      return response;
    }
    // Read once and hand out two copies: a tee (`clone()`) would make the test's `body.cancel()` wait forever for
    // the other branch, which is read only at verify().
    const bytes = new Uint8Array(await response.arrayBuffer());
    const copy = () =>
      new Response(response.status === 304 || method === "HEAD" ? null : bytes, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    recorded.push({ method, url, response: copy() });
    return copy();
  };
  const restore = () => {
    globalThis.fetch = original;
  };
  return {
    restore,
    async verify() {
      restore();
      for (const { method, url, response } of recorded.splice(0)) await checker.check(method, url, response);
      return checker.seen.size;
    },
  };
}
