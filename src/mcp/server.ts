// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/validation/ajv-provider"
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv-provider.js";
import { packFor } from "../insights/packs/mod.ts";
import { pluralNoun } from "../insights/words.ts";
import type { Business } from "../model/mod.ts";
import type { McpContext } from "./context.ts";
import { registerPrompts } from "./prompts.ts";
import { registerResources } from "./resources.ts";
import { registerBusinessTools } from "./tools/business.ts";
import { registerEntityTools } from "./tools/entities.ts";
import { registerInsightTools } from "./tools/insights.ts";
import { registerReviewTools } from "./tools/reviews.ts";
import { servePortableToolList } from "./tool_list.ts";

export type { McpContext } from "./context.ts";

/** Name and version the server reports in `initialize`. */
export const SERVER_INFO = { name: "public-reviews", title: "Public Reviews Service", version: "1.0.0" };

/** What the server tells a client it is for, in the words of the business it serves (no trade assumed). */
export function instructionsFor(business: Business): string {
  const { customers } = packFor(business.category).words;
  return `Read-only access to the verified reviews ${customers} wrote about ${business.name} and the insights ` +
    "derived from them. Start with get_summary or get_business; use search_reviews to find reviews, list_entities " +
    `to discover the ${
      pluralNoun(business.staff_title)
    } ${customers} name (kind "technicians"), services, areas and aspects, ` +
    "and the get_* tools for details.";
}

/** One validator for every server: the SDK would build a new Ajv per server, which costs more than the server. */
let validator: AjvJsonSchemaValidator | undefined;

/**
 * Builds an MCP server with every tool, resource and prompt. Cheap enough to build per HTTP request, which is
 * what keeps the HTTP transport free of per-session memory.
 */
export function createMcpServer(context: McpContext): McpServer {
  const server = new McpServer(SERVER_INFO, {
    capabilities: { logging: {}, tools: {}, resources: {}, prompts: {} },
    instructions: instructionsFor(context.views().version.published.business),
    jsonSchemaValidator: validator ??= new AjvJsonSchemaValidator(),
  });
  registerBusinessTools(server, context);
  registerReviewTools(server, context);
  registerInsightTools(server, context);
  registerEntityTools(server, context);
  servePortableToolList(server);
  registerResources(server, context);
  registerPrompts(server, context);
  return server;
}
