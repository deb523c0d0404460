import { Hono } from "hono";
import { IsoDate } from "../model/mod.ts";
import { parseSearchParams, toValidationIssues, type ValidationIssue } from "../search/params.ts";
import { reviewsOnOrAfter } from "../search/search.ts";
import { home, notFoundPage, type ReadHandler, registerPageRoutes } from "./page_routes.ts";
import { jsonError, respondWith } from "./respond.ts";
import { SCHEMA_PATHS, schemaRepresentation } from "./schemas.ts";
import type { DatasetViews } from "./views.ts";

/** Adds routes of another adapter (MCP, hub) to the app, before the fallbacks. */
export type Mount = (app: Hono) => void;

export interface AppOptions {
  /** The views of the current dataset version; read on every request, so a reload takes effect at once. */
  views: () => DatasetViews;
  mounts?: readonly Mount[];
}

const READ_METHODS = "GET, HEAD, OPTIONS";

/** 400 in the shape of decisions.md §2. */
export function validationError(issues: ValidationIssue[]): Response {
  const summary = issues.map((issue) => `${issue.path.join(".") || "(query)"}: ${issue.message}`).join("; ");
  return jsonError(400, { error: "validation_error", message: `Invalid request: ${summary}`, issues });
}

/** Builds the HTTP application: read endpoints, then mounted adapters, then 404/405 fallbacks. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const readPaths: string[] = [];
  const staticReads = new Map<string, ReadHandler>();
  const lastSegmentReads: LastSegmentRoute[] = [];
  const read = (path: string, handler: ReadHandler) => {
    readPaths.push(path);
    const param = path.indexOf("/:") + 1;
    if (param === 0) staticReads.set(path, handler);
    else if (!path.includes("/", param)) lastSegmentReads.push({ prefix: path.slice(0, param), handler });
    // Hono answers HEAD with the GET route and drops the body.
    app.get(path, (c) => handler(c.req.raw, options.views(), (name) => c.req.param(name) ?? ""));
  };

  read("/", home);
  read("/reviews.json", (request, views) => respondWith(request, views.reviews));
  read("/insights.json", (request, views) => respondWith(request, views.insights));
  read("/api/feed.json", (request, views) => respondWith(request, views.jsonFeed));
  read("/feed.xml", (request, views) => respondWith(request, views.atom));
  for (const path of SCHEMA_PATHS) {
    read(path, (request, views) => respondWith(request, schemaRepresentation(path, views.baseUrl)));
  }

  read("/api/reviews/search", (request, views) => {
    // A query string answered before is looked up as it came: no URL parsing, no validation (it passed then).
    const at = request.url.indexOf("?");
    const query = at < 0 ? "" : request.url.slice(at + 1);
    const cached = views.cachedSearch(query);
    if (cached) return respondWith(request, cached);
    const parsed = parseSearchParams(new URL(request.url).searchParams);
    if (!parsed.ok) return validationError(parsed.issues);
    return respondWith(request, views.searchAnswer(query, parsed.value));
  });

  read("/api/reviews/since/:date", (request, views, param) => {
    const date = param("date");
    // Only valid dates are ever cached, so a cached answer needs no validation.
    const cached = views.dynamic.get(`since:${date}`);
    if (cached) return respondWith(request, cached);
    const parsed = IsoDate.safeParse(date);
    if (!parsed.success) {
      return validationError(toValidationIssues(parsed.error.issues).map((issue) => ({ ...issue, path: ["date"] })));
    }
    const representation = views.dynamic.getOrCreate(
      `since:${date}`,
      () => views.since(date, reviewsOnOrAfter(views.version.published.reviews, date)),
    );
    return respondWith(request, representation);
  });

  registerPageRoutes(read);

  for (const mount of options.mounts ?? []) mount(app);

  for (const path of readPaths) {
    app.options(path, () =>
      new Response(null, {
        status: 204,
        headers: {
          "access-control-allow-origin": "*",
          "access-control-allow-methods": READ_METHODS,
          "access-control-allow-headers": "If-None-Match, If-Modified-Since, Authorization, Content-Type",
          "access-control-max-age": "86400",
          allow: READ_METHODS,
        },
      }));
    app.all(path, (c) =>
      jsonError(405, {
        error: "method_not_allowed",
        message: `${c.req.method} is not allowed on ${c.req.path}; use GET or HEAD.`,
      }, { allow: READ_METHODS }));
  }

  app.notFound((c) =>
    notFoundPage(c.req.raw, options.views()) ??
      jsonError(404, { error: "not_found", message: `No resource at ${c.req.path}.` })
  );
  app.onError((error, c) => internalError(error, c.req.path));
  app.fetch = readFirst(app.fetch, { exact: staticReads, lastSegment: lastSegmentReads }, options.views);
  return app;
}

/** The parameters of a route that has none. */
const noParams = () => "";

/** As Hono answers HEAD: the GET answer's status and headers, no body. */
function headless(method: string, response: Response): Response {
  return method === "HEAD" && response.body !== null ? new Response(null, response) : response;
}

function internalError(error: unknown, path: string): Response {
  console.error(error);
  return jsonError(500, { error: "internal_error", message: `The request to ${path} failed.` });
}

/** A read route whose one parameter is its last segment (`/reviews/:id`): the path up to it, and its handler. */
interface LastSegmentRoute {
  prefix: string;
  handler: ReadHandler;
}

/**
 * A GET or HEAD whose path is exactly one of the read routes without parameters, or one whose only parameter is the
 * last segment (`/api/reviews/since/:date`), goes straight to its handler, as Hono would route it, without Hono's
 * routing and context: on the hottest requests (a cached answer, a 304) that work is a fair share of all the JavaScript
 * a request runs. Anything else, percent-escaped paths (whose parameters Hono decodes), an empty or a further segment
 * included, goes to Hono. Read routes are registered before every other route, so Hono would pick them too.
 */
function readFirst(
  fetch: Hono["fetch"],
  routes: { exact: ReadonlyMap<string, ReadHandler>; lastSegment: readonly LastSegmentRoute[] },
  views: () => DatasetViews,
): Hono["fetch"] {
  // Named parameters and a loop, not rest parameters and `find`: no array or closure per request for them.
  return (request, env, executionCtx) => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return fetch(request, env, executionCtx);
    const url = request.url;
    const pathStart = url.indexOf("/", url.indexOf("//") + 2);
    if (pathStart < 0) return fetch(request, env, executionCtx);
    const queryStart = url.indexOf("?", pathStart);
    const path = queryStart < 0 ? url.slice(pathStart) : url.slice(pathStart, queryStart);
    let handler = routes.exact.get(path);
    let param = noParams;
    if (!handler) {
      let route: LastSegmentRoute | undefined;
      for (const candidate of routes.lastSegment) {
        if (path.startsWith(candidate.prefix)) {
          route = candidate;
          break;
        }
      }
      const segment = route ? path.slice(route.prefix.length) : "";
      if (!route || segment === "" || segment.includes("/") || segment.includes("%")) {
        return fetch(request, env, executionCtx);
      }
      handler = route.handler;
      param = () => segment;
    }
    try {
      const response = handler(request, views(), param);
      // A page answers after its renderers' import on the first page request only.
      if (response instanceof Promise) {
        return response.then((answer) => headless(method, answer), (error) => internalError(error, path));
      }
      return headless(method, response);
    } catch (error) {
      return internalError(error, path);
    }
  };
}
