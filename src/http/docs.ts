import type { Hono } from "hono";
import { openApiDocument } from "../openapi/document.ts";
import type { Mount } from "./app.ts";
import { Representation } from "./representation.ts";
import { jsonError, respondWith } from "./respond.ts";
import { JSON_TYPE, READ_HEADERS } from "./views.ts";
import type { DatasetViews } from "./views.ts";
// Imported as text, not read from disk: it travels inside the bundle and the compiled binary (no CDN at run time).
import REDOC from "./vendor/redoc.standalone.js" with { type: "text" };

/** Where the vendored Redoc bundle is served; `/docs` loads it from here. */
export const REDOC_PATH = "/docs/redoc.standalone.js";

const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<style>body { margin: 0; }</style>
</head>
<body>
<noscript><p>The API reference needs JavaScript; the description itself is <a href="openapi.json">openapi.json</a>.</p></noscript>
<redoc spec-url="openapi.json" required-props-first="true" sort-props-alphabetically="false"></redoc>
<script src="docs/redoc.standalone.js"></script>
</body>
</html>
`;

/** Static representations, built on first use: the page and the script never change while the process runs. */
let docsPage: Representation | undefined;
let redocScript: Representation | undefined;
/**
 * The document depends only on the base URL and the business name; building it takes about 80 ms, so the last one is
 * kept and a data reload that changes neither reuses it.
 */
let lastDocument: { key: string; representation: Representation } | undefined;

function openApiRepresentation(views: DatasetViews): Representation {
  const name = views.version.published.business.name;
  const key = `${views.baseUrl}\n${name}`;
  if (lastDocument?.key !== key) {
    const document = openApiDocument(views.baseUrl, name);
    lastDocument = { key, representation: new Representation(JSON.stringify(document), JSON_TYPE, READ_HEADERS) };
  }
  return lastDocument.representation;
}

/** `GET /openapi.json`, `GET /docs` and the script `/docs` loads; other methods get 405 like every read path. */
export function docsMount(views: () => DatasetViews): Mount {
  return (app: Hono) => {
    app.get("/openapi.json", (c) => respondWith(c.req.raw, openApiRepresentation(views())));
    app.get("/docs", (c) =>
      respondWith(
        c.req.raw,
        docsPage ??= new Representation(DOCS_HTML, "text/html; charset=utf-8", READ_HEADERS),
      ));
    app.get(REDOC_PATH, (c) =>
      respondWith(
        c.req.raw,
        redocScript ??= new Representation(REDOC, "text/javascript; charset=utf-8", {
          ...READ_HEADERS,
          "cache-control": "public, max-age=86400",
        }),
      ));
    for (const path of ["/openapi.json", "/docs", REDOC_PATH]) {
      app.all(path, (c) =>
        jsonError(405, {
          error: "method_not_allowed",
          message: `${c.req.method} is not allowed on ${path}; use GET or HEAD.`,
        }, { allow: "GET, HEAD" }));
    }
  };
}
