import type { Hono } from "hono";
import type { HealthReport } from "../dataset/health.ts";
import type { Mount } from "./app.ts";
import { jsonError } from "./respond.ts";

const METHODS = "GET, HEAD";

/** `GET /health`: the served dataset version, when it was loaded and the last refused reload; never cached. */
export function createHealthMount(report: () => HealthReport): Mount {
  return (app: Hono) => {
    app.get("/health", (c) =>
      new Response(c.req.method === "HEAD" ? null : JSON.stringify(report()), {
        headers: { "content-type": "application/json", "cache-control": "no-store" },
      }));
    app.all("/health", (c) =>
      jsonError(405, {
        error: "method_not_allowed",
        message: `${c.req.method} is not allowed on /health; use GET or HEAD.`,
      }, { allow: METHODS }));
  };
}
