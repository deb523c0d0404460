import process from "node:process";
// @ts-types="@modelcontextprotocol/sdk/server/stdio"
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { McpContext } from "./context.ts";
import { createMcpServer } from "./server.ts";

/**
 * Serves the MCP tools over stdin/stdout until stdin ends. stdout carries only protocol messages; anything else
 * (logs) must go to stderr.
 */
export async function serveStdio(context: McpContext): Promise<void> {
  const server = createMcpServer(context);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = () => resolve();
  });
  // The SDK's stdio transport does not watch for end of input; a client that goes away closes stdin.
  const onEnd = () => void server.close();
  process.stdin.once("end", onEnd);
  await server.connect(transport);
  await closed;
  process.stdin.off("end", onEnd);
}
