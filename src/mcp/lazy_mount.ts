import type { Hono } from "hono";
import type { Mount } from "../http/app.ts";
import type { McpMountOptions } from "./http.ts";

/**
 * The `/mcp` mount of {@link import("./http.ts").createMcpMount}, but the MCP handler and the SDK behind it are
 * imported on the first `/mcp` request: `serve` starts without evaluating them (about a tenth of its start).
 */
export function createLazyMcpMount(options: McpMountOptions): Mount {
  let handler: Promise<(request: Request) => Promise<Response>> | null = null;
  return (app: Hono) => {
    app.all("/mcp", async (c) => {
      handler ??= import("./http.ts").then((module) => module.createMcpHandler(options));
      return await (await handler)(c.req.raw);
    });
  };
}
