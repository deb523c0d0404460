/** The representations behind the docs routes (see docs_mount.ts): the OpenAPI document, the Redoc page and script. */
import { openApiDocument } from "../openapi/document.ts";
import { Representation } from "./representation.ts";
import { JSON_TYPE, READ_HEADERS } from "./views.ts";
import type { DatasetViews } from "./views.ts";
// Imported as text, not read from disk: it travels inside the bundle and the compiled binary (no CDN at run time).
import REDOC from "./vendor/redoc.standalone.js" with { type: "text" };

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

/** The body of `GET /openapi.json` for these views. */
export function openApiRepresentation(views: DatasetViews): Representation {
  const name = views.version.published.business.name;
  const key = `${views.baseUrl}\n${name}`;
  if (lastDocument?.key !== key) {
    const document = openApiDocument(views.baseUrl, name);
    lastDocument = { key, representation: new Representation(JSON.stringify(document), JSON_TYPE, READ_HEADERS) };
  }
  return lastDocument.representation;
}

/** The body of `GET /docs`. */
export function docsPageRepresentation(): Representation {
  return docsPage ??= new Representation(DOCS_HTML, "text/html; charset=utf-8", READ_HEADERS);
}

/** The body of `GET /docs/redoc.standalone.js`. */
export function redocRepresentation(): Representation {
  return redocScript ??= new Representation(REDOC, "text/javascript; charset=utf-8", {
    ...READ_HEADERS,
    "cache-control": "public, max-age=86400",
  });
}
