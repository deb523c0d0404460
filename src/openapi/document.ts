import { componentSchemas, type JsonSchema, ref } from "./components.ts";
import { COMPONENTS, content } from "./operations.ts";
import { metaPaths, pagePaths, readApiPaths } from "./paths.ts";

const TEXT = { type: "string" };
const PLAIN = (description: string) => ({ description, content: content({ "text/plain": TEXT }) });

/** A JSON-RPC 2.0 message, as far as HTTP sees it; MCP's own schema is the protocol's business. */
const JSON_RPC: JsonSchema = {
  type: "object",
  required: ["jsonrpc"],
  properties: {
    jsonrpc: { const: "2.0" },
    id: { anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] },
    method: { type: "string" },
    params: { type: "object" },
    result: { type: "object" },
    error: {
      type: "object",
      required: ["code", "message"],
      properties: { code: { type: "integer" }, message: { type: "string" } },
    },
  },
};
const RPC_ERROR = (description: string) => ({ description, content: content({ "application/json": JSON_RPC }) });

const SESSION = {
  name: "Mcp-Session-Id",
  in: "header",
  required: false,
  description: "The session from the `initialize` answer; required on every later request.",
  schema: TEXT,
};
const PROTOCOL = {
  name: "MCP-Protocol-Version",
  in: "header",
  required: false,
  description: "The negotiated protocol version, e.g. 2025-06-18.",
  schema: TEXT,
};

/** `/mcp`: MCP streamable HTTP (the tools are listed by `tools/list`, not here). */
function mcpPath(): JsonSchema {
  const common = { tags: ["MCP"], parameters: [SESSION, PROTOCOL] };
  return {
    post: {
      ...common,
      operationId: "mcpPost",
      summary: "Send one MCP message",
      description: "Streamable HTTP transport. `initialize` opens a session (its id in the `Mcp-Session-Id` " +
        "header); requests get a JSON answer, notifications 202. Sessions live in Deno KV and end after 30 " +
        "minutes idle. Requests need a loopback Host (or the base URL's) and an allowed Origin.",
      requestBody: { required: true, content: content({ "application/json": JSON_RPC }) },
      responses: {
        "200": {
          description: "The JSON-RPC answer.",
          headers: { "Mcp-Session-Id": { description: "Set on `initialize`.", schema: TEXT } },
          content: content({ "application/json": JSON_RPC, "text/event-stream": TEXT }),
        },
        "202": { description: "Accepted (a notification or response): no body." },
        "400": RPC_ERROR("Invalid JSON-RPC, a batch, or a missing session id."),
        "403": RPC_ERROR("Host or Origin not allowed (DNS-rebinding protection)."),
        "404": RPC_ERROR("Session not found (ended or expired): initialize again."),
        "406": RPC_ERROR("Accept must list application/json and text/event-stream."),
        "413": RPC_ERROR("Body over 1 MB."),
        "415": RPC_ERROR("Content-Type must be application/json."),
      },
    },
    get: {
      ...common,
      operationId: "mcpStream",
      summary: "Open the server's event stream",
      description: "A standalone SSE stream for server-initiated messages of a session.",
      responses: {
        "200": { description: "An event stream.", content: content({ "text/event-stream": TEXT }) },
        "400": RPC_ERROR("Missing session id."),
        "404": RPC_ERROR("Session not found."),
        "406": RPC_ERROR("Accept must list text/event-stream."),
      },
    },
    delete: {
      ...common,
      operationId: "mcpEndSession",
      summary: "End a session",
      description: "Later requests with the session id get 404.",
      responses: {
        "200": { description: "The session is over." },
        "400": RPC_ERROR("Missing session id."),
        "404": RPC_ERROR("Session not found."),
      },
    },
  };
}

/** `/api/websub/hub`: the WebSub hub's subscription form. */
function hubPath(): JsonSchema {
  return {
    post: {
      operationId: "hubSubscribe",
      summary: "Subscribe to or unsubscribe from a topic",
      description: "WebSub §5.1. The hub answers 202 at once, then verifies intent with a GET to the callback; " +
        "subscribers then get every change of the topic, signed with `hub.secret` when given.",
      tags: ["WebSub"],
      requestBody: { required: true, content: content({ "application/x-www-form-urlencoded": ref("HubForm") }) },
      responses: {
        "202": PLAIN("Accepted: verification follows."),
        "400": PLAIN("A missing or invalid field, or a callback the hub will not call."),
        "403": PLAIN("hub.mode=publish: this hub publishes its own topics only."),
        "404": PLAIN("Unknown hub.topic; the answer lists the topics."),
        "415": PLAIN("The body must be application/x-www-form-urlencoded."),
        "429": PLAIN("Too many requests or subscriptions for the callback host (see Retry-After)."),
        "503": PLAIN("The hub is full (see Retry-After)."),
      },
    },
  };
}

const TAGS = [
  { name: "Reviews", description: "Verified reviews: all, searched, or since a date." },
  { name: "Insights", description: "What the analyser derived from the reviews." },
  { name: "Feeds", description: "JSON Feed and Atom, also WebSub topics." },
  { name: "Pages", description: "HTML for people and the files search engines and sites fetch." },
  { name: "MCP", description: "Model Context Protocol for AI agents, with read-only tools over the same data." },
  { name: "WebSub", description: "Push on change: subscribe a callback to a topic." },
  { name: "Meta", description: "Schemas, health and this description." },
];

/** The OpenAPI 3.1 document of the whole service, for `baseUrl`. Pure: the same input gives the same document. */
export function openApiDocument(baseUrl: string, businessName: string): JsonSchema {
  return {
    openapi: "3.1.0",
    info: {
      title: `Public Reviews Service: ${businessName}`,
      version: "1.0.0",
      summary: `Verified reviews of ${businessName} and the insights derived from them.`,
      description: "Read-only JSON with strong ETags and conditional GET (304), feeds, an MCP server and a " +
        "WebSub hub. Errors are JSON `{ error, message, issues? }`; any unknown path answers 404 `not_found`, any " +
        "other method on a read path 405 `method_not_allowed`. HEAD works wherever GET does.",
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: baseUrl }],
    security: [],
    tags: TAGS,
    paths: {
      ...readApiPaths(),
      ...pagePaths(),
      "/mcp": mcpPath(),
      "/api/websub/hub": hubPath(),
      ...metaPaths(),
    },
    components: { schemas: componentSchemas(), ...COMPONENTS },
  };
}
