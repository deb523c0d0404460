// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { DatasetViews } from "../http/views.ts";
import type { Review } from "../model/mod.ts";

/** What every tool, resource and prompt reads from. */
export interface McpContext {
  /** The current dataset views; read on every call so a data reload takes effect at once. */
  views: () => DatasetViews;
  /** Base URL of resource URIs (no trailing slash). */
  baseUrl: () => string;
}

/** One group of tools (or resources, prompts) added to a server. */
export type Registration = (server: McpServer, context: McpContext) => void;

/** Every tool is read-only: nothing any tool does changes data. */
export const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** The JSON `ok` made of each structured result, so the result's own JSON need not serialise it again. */
const jsonOf = new WeakMap<object, string>();

/** A successful result: `structuredContent` plus the same JSON as text for clients that only read `content`. */
export function ok<T extends Record<string, unknown>>(structured: T): CallToolResult & { structuredContent: T } {
  const text = JSON.stringify(structured);
  jsonOf.set(structured, text);
  return { content: [{ type: "text", text }], structuredContent: structured };
}

/**
 * The text of a result exactly as {@link ok} made it, which is its structured content's JSON, so the result's own
 * JSON need not serialise the content again; undefined for any other result.
 */
export function okJson(result: Record<string, unknown>): string | undefined {
  const { content, structuredContent } = result;
  if (typeof structuredContent !== "object" || structuredContent === null || !Array.isArray(content)) return undefined;
  const text = jsonOf.get(structuredContent);
  if (text === undefined || content.length !== 1) return undefined;
  const keys = Object.keys(result);
  const item = content[0] as Record<string, unknown>;
  const itemKeys = Object.keys(item);
  const exact = keys.length === 2 && keys[0] === "content" && keys[1] === "structuredContent" &&
    itemKeys.length === 2 && itemKeys[0] === "type" && itemKeys[1] === "text" && item.type === "text" &&
    item.text === text;
  return exact ? text : undefined;
}

/** An error result (not a protocol error), so the model sees the message and can correct its call. */
export function fail(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

/** Lists valid names in an error message, capped so a huge taxonomy cannot flood the reply. */
export function validList(names: readonly string[], max = 50): string {
  const shown = names.slice(0, max).map((name) => `"${name}"`).join(", ");
  return names.length > max ? `${shown} (and ${names.length - max} more)` : shown || "(none)";
}

/** The review with this id in the version the views serve, or undefined. */
export function reviewById(views: DatasetViews, id: string): Review | undefined {
  const { reviews } = views.version.published;
  const position = reviews.position(id);
  return position === undefined ? undefined : reviews.at(position);
}

/** Resolves review ids to reviews, newest first (the published order), at most `max`. */
export function exampleReviews(views: DatasetViews, ids: readonly string[], max = 5): Review[] {
  const { reviews } = views.version.published;
  const positions = ids.map((id) => reviews.position(id)).filter((position) => position !== undefined);
  return positions.sort((a, b) => a - b).slice(0, max).map((position) => reviews.at(position));
}

/** Case-insensitive, whitespace-trimmed comparison key. */
export const norm = (value: string) => value.trim().toLowerCase();
