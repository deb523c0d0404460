import type { Hono } from "hono";
import type { Mount } from "./app.ts";
import { jsonError, respondWith } from "./respond.ts";
import type { DatasetViews } from "./views.ts";

/** Where the vendored Redoc bundle is served; `/docs` loads it from here. */
export const REDOC_PATH = "/docs/redoc.standalone.js";

/** The OpenAPI document and the Redoc text are imported on the first docs request: a start does not evaluate them. */
const content = () => import("./docs.ts");

/** `GET /openapi.json`, `GET /docs` and the script `/docs` loads; other methods get 405 like every read path. */
export function docsMount(views: () => DatasetViews): Mount {
  return (app: Hono) => {
    app.get("/openapi.json", async (c) => respondWith(c.req.raw, (await content()).openApiRepresentation(views())));
    app.get("/docs", async (c) => respondWith(c.req.raw, (await content()).docsPageRepresentation()));
    app.get(REDOC_PATH, async (c) => respondWith(c.req.raw, (await content()).redocRepresentation()));
    for (const path of ["/openapi.json", "/docs", REDOC_PATH]) {
      app.all(path, (c) =>
        jsonError(405, {
          error: "method_not_allowed",
          message: `${c.req.method} is not allowed on ${path}; use GET or HEAD.`,
        }, { allow: "GET, HEAD" }));
    }
  };
}
