import { z } from "zod";
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import type { McpServer, RegisteredTool } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { ListToolsRequestSchema, type Tool } from "@modelcontextprotocol/sdk/types.js";

type JsonSchema = Record<string, unknown>;

/** The bounds zod gives every `z.int()`: true of any JSON number a client sends, and only noise in a tool list. */
const SAFE_INTEGER_BOUNDS: Record<string, number> = {
  minimum: Number.MIN_SAFE_INTEGER,
  maximum: Number.MAX_SAFE_INTEGER,
};

/**
 * Rewrites a JSON Schema so every client accepts it (decisions.md §7): no `type` arrays (a nullable is `anyOf` with
 * `{ "type": "null" }`), no `$schema`, and only keywords that mean the same in draft-07 and 2020-12.
 */
export function portable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(portable);
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$schema" || SAFE_INTEGER_BOUNDS[key] === value) continue;
    out[key] = portable(value);
  }
  if (Array.isArray(out.type)) {
    const types = out.type as string[];
    delete out.type;
    out.anyOf = types.map((type) => ({ type }));
  }
  return out;
}

/** A zod schema as a portable JSON Schema: `input` for what a caller may send, `output` for what a result holds. */
export function portableJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  return portable(z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" })) as JsonSchema;
}

/** The tool list, built once: tools are static, and the SDK would convert every schema again on every request. */
let toolList: Tool[] | undefined;

/**
 * Answers `tools/list` with portable schemas. The SDK converts zod schemas with the draft-07 target, which writes a
 * nullable as a `type` array that some clients (the MCP Inspector among them) reject; calls still validate with zod.
 */
export function servePortableToolList(server: McpServer): void {
  toolList ??= Object.entries(
    (server as unknown as { _registeredTools: Record<string, RegisteredTool> })._registeredTools,
  ).map(([name, tool]) => ({
    name,
    title: tool.title,
    description: tool.description,
    inputSchema: portableJsonSchema(tool.inputSchema as z.ZodType, "input") as Tool["inputSchema"],
    ...(tool.outputSchema
      ? { outputSchema: portableJsonSchema(tool.outputSchema as z.ZodType, "output") as Tool["outputSchema"] }
      : {}),
    annotations: tool.annotations,
    execution: tool.execution,
  }));
  const tools = toolList;
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
}
