// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import type { Hono } from "hono";
import type { Mount } from "../http/app.ts";
import { readBody } from "../http/body.ts";
import type { DatasetViews } from "../http/views.ts";
import { log } from "../log.ts";
import { StatelessDispatcher } from "./dispatch.ts";
import { parseHostHeader } from "./host.ts";
import { createMcpServer } from "./server.ts";
import { SessionStore, type SessionStoreOptions } from "./sessions.ts";
import { DEFAULT_STREAM_LIMITS, type StreamLimits, StreamSlots } from "./streams.ts";

/** Largest accepted request body: far above any real MCP request here, far below anything harmful. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** A request body still incomplete after this long is refused (408): a slow body must not hold a handler. */
export const BODY_TIMEOUT_MS = 10_000;

export interface McpMountOptions {
  /** The current dataset views, read on every tool call. */
  views: () => DatasetViews;
  /** Where sessions live; instances sharing it share sessions. */
  kv: Deno.Kv;
  /** The public base URL (it may be known only after listen); default: the views' base URL. */
  baseUrl?: () => string;
  sessions?: SessionStoreOptions;
  maxBodyBytes?: number;
  /** Default BODY_TIMEOUT_MS. */
  bodyTimeoutMs?: number;
  /** Aborted at shutdown: open GET event streams are closed so the server can finish. */
  signal?: AbortSignal;
  /** Caps and lifetime of GET event streams (default DEFAULT_STREAM_LIMITS). */
  streams?: Partial<StreamLimits>;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);
const ALLOW = "GET, POST, DELETE, OPTIONS";
const CORS_ALLOW_HEADERS = "Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID";

/** A JSON-RPC error response (id null: the request id may not be known). */
export function jsonRpcError(status: number, code: number, message: string, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/** The Origin header if it is allowed, "" when absent, null when foreign (DNS-rebinding protection). */
function allowedOrigin(request: Request, base: URL): string | null {
  const origin = request.headers.get("origin");
  if (origin === null) return "";
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.origin === "null") return null;
  return url.origin === base.origin || LOOPBACK.has(url.hostname.toLowerCase()) ? url.origin : null;
}

const DEFAULT_PORTS: Record<string, number> = { "http:": 80, "https:": 443 };

/**
 * Host must be the base URL's host or a loopback name; a rebinding attack arrives with the attacker's host. The
 * header is parsed strictly, so `localhost:1@evil.com` is refused rather than read as `localhost`.
 */
function hostAllowed(request: Request, base: URL): boolean {
  const host = parseHostHeader(request.headers.get("host") ?? new URL(request.url).host);
  if (!host) return false;
  if (LOOPBACK.has(host.hostname)) return true;
  const defaultPort = DEFAULT_PORTS[base.protocol] ?? null;
  return host.hostname === base.hostname &&
    (host.port ?? defaultPort) === (base.port === "" ? defaultPort : Number(base.port));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The version `initialize` negotiates (the SDK's rule): the client's if supported, else the latest. */
function negotiated(requested: unknown): string {
  return typeof requested === "string" && SUPPORTED_PROTOCOL_VERSIONS.includes(requested)
    ? requested
    : LATEST_PROTOCOL_VERSION;
}

/**
 * Streamable HTTP at `/mcp`. Every request gets a fresh server and transport; the session lives only in KV, so
 * memory does not grow with sessions ever opened and any instance sharing the KV can serve any session.
 */
export function createMcpHandler(options: McpMountOptions): (request: Request) => Promise<Response> {
  const sessions = new SessionStore(options.kv, options.sessions);
  const baseUrl = options.baseUrl ?? (() => options.views().baseUrl);
  const maxBody = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const context = { views: options.views, baseUrl };
  const dispatcher = new StatelessDispatcher(context);
  /** Open GET event streams: capped per session and in total, each closed after a while and at shutdown. */
  const openStreams = new Set<() => Promise<void>>();
  const slots = new StreamSlots({ ...DEFAULT_STREAM_LIMITS, ...options.streams });
  options.signal?.addEventListener("abort", () => {
    for (const close of [...openStreams]) void close();
  }, { once: true });

  return async (request) => {
    const base = new URL(baseUrl());
    const origin = allowedOrigin(request, base);
    if (!hostAllowed(request, base)) return jsonRpcError(403, -32000, "Forbidden: Host header not allowed");
    if (origin === null) return jsonRpcError(403, -32000, "Forbidden: Origin not allowed");
    const cors: Record<string, string> = origin
      ? { "access-control-allow-origin": origin, "access-control-expose-headers": "Mcp-Session-Id", vary: "Origin" }
      : {};
    const withCors = (response: Response) => {
      for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
      return response;
    };

    if (request.method === "OPTIONS") {
      return withCors(
        new Response(null, {
          status: 204,
          headers: {
            allow: ALLOW,
            "access-control-allow-methods": ALLOW,
            "access-control-allow-headers": CORS_ALLOW_HEADERS,
            "access-control-max-age": "86400",
          },
        }),
      );
    }
    if (!["GET", "POST", "DELETE"].includes(request.method)) {
      return withCors(jsonRpcError(405, -32000, "Method not allowed.", { allow: ALLOW }));
    }

    let forTransport = request;
    let parsedBody: unknown = undefined;
    if (request.method === "POST") {
      const read = await readBody(request, { limit: maxBody, timeoutMs: options.bodyTimeoutMs ?? BODY_TIMEOUT_MS });
      if (!read.ok && read.reason === "too_large") {
        return withCors(jsonRpcError(413, -32600, `Request body exceeds ${maxBody} bytes`));
      }
      if (!read.ok) {
        return withCors(jsonRpcError(408, -32600, "Request body not received in time", { connection: "close" }));
      }
      const text = read.text;
      try {
        parsedBody = JSON.parse(text);
      } catch {
        // Let the transport answer in its own order (Accept, Content-Type, then the parse error).
        forTransport = new Request(request.url, { method: "POST", headers: request.headers, body: text });
      }
      // JSON-RPC batches were removed from MCP in 2025-06-18; we accept none rather than some versions' only.
      if (Array.isArray(parsedBody)) {
        return withCors(jsonRpcError(400, -32600, "Invalid Request: batch requests are not supported"));
      }
    }
    const isInitialize = isObject(parsedBody) && parsedBody.method === "initialize";

    const sessionId = request.headers.get("mcp-session-id");
    const record = sessionId === null ? null : await sessions.get(sessionId);
    if (sessionId !== null && !record) return withCors(jsonRpcError(404, -32001, "Session not found"));

    if (record && request.method === "POST" && forTransport === request) {
      // Most traffic of a live session (tools/call, lists, reads) needs no server of its own.
      const answered = await dispatcher.handle(request, parsedBody, record.id);
      if (answered) {
        await sessions.touch(record);
        return withCors(answered);
      }
    }

    // A GET event stream takes a slot before it opens (released when it ends); over a cap it is refused.
    const streamSession = request.method === "GET" && record ? record.id : null;
    if (streamSession !== null) {
      const refusal = slots.take(streamSession);
      if (refusal === "session_full") {
        return withCors(jsonRpcError(409, -32000, "Conflict: this session already holds its event streams"));
      }
      if (refusal === "total_full") {
        return withCors(jsonRpcError(503, -32000, "Too many open event streams; retry later", { "retry-after": "30" }));
      }
    }
    let slotHeld = streamSession !== null;
    const releaseSlot = () => {
      if (slotHeld) slots.release(streamSession!);
      slotHeld = false;
    };

    const server = createMcpServer(context);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: record ? () => record.id : () => crypto.randomUUID(),
      // Plain JSON answers: each request is complete when handleRequest resolves, so the server can be dropped.
      enableJsonResponse: true,
      onsessionclosed: (id) => sessions.delete(id),
      maxRequestBodySize: maxBody,
    });
    if (record || !isInitialize) {
      // A session initialized earlier (maybe on another instance), or a request that must carry one: the
      // transport then checks the Mcp-Session-Id header itself (400 without one) as it would for its own session.
      transport.sessionId = record?.id;
      (transport as unknown as { _initialized: boolean })._initialized = true;
    }
    await server.connect(transport);

    let closed = false;
    let lifetime: ReturnType<typeof setTimeout> | undefined;
    const close = async () => {
      if (closed) return;
      closed = true;
      clearTimeout(lifetime);
      openStreams.delete(close);
      releaseSlot();
      await server.close();
    };
    try {
      const response = await transport.handleRequest(
        forTransport,
        parsedBody === undefined ? undefined : { parsedBody },
      );
      if (request.method === "GET" && response.ok && response.body) {
        // A standalone event stream stays open: keep its server until the client or shutdown closes it.
        openStreams.add(close);
        const reader = response.body.getReader();
        const body = new ReadableStream<Uint8Array>({
          start() {
            // Ends the stream after its lifetime (the pending read then reports done and closes the body); the
            // client reconnects, with a fresh slot and a fresh deadline.
            lifetime = setTimeout(() => {
              reader.cancel().catch(() => {});
              close().catch(() => {});
            }, slots.limits.maxLifetimeMs);
          },
          async pull(controller) {
            const { done, value } = await reader.read();
            if (done) {
              controller.close();
              await close();
            } else controller.enqueue(value);
          },
          async cancel(reason) {
            await reader.cancel(reason);
            await close();
          },
        });
        return withCors(new Response(body, { status: response.status, headers: response.headers }));
      }
      if (isInitialize && response.status === 200 && transport.sessionId && !record) {
        const params = isObject(parsedBody) && isObject(parsedBody.params) ? parsedBody.params : {};
        const client = server.server.getClientVersion();
        await sessions.create(
          transport.sessionId,
          negotiated(params.protocolVersion),
          client ? { name: client.name, version: client.version } : null,
        );
      } else if (record && response.ok) {
        await sessions.touch(record);
      }
      await close();
      return withCors(response);
    } catch (error) {
      await close();
      log("error", "mcp request failed", { error: String(error) });
      return withCors(jsonRpcError(500, -32603, "Internal error"));
    }
  };
}

/** The Hono mount for `/mcp` (POST, GET, DELETE, OPTIONS; other methods get a JSON-RPC 405). */
export function createMcpMount(options: McpMountOptions): Mount {
  const handle = createMcpHandler(options);
  return (app: Hono) => {
    app.all("/mcp", (c) => handle(c.req.raw));
  };
}
