// @ts-types="@modelcontextprotocol/sdk/shared/transport"
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { isJSONRPCRequest, type JSONRPCMessage, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { ByteLruCache } from "../http/byte_cache.ts";
import type { DatasetViews } from "../http/views.ts";
import { answerBytes, answerHead, answerHeadOfJson, answerTail } from "./answer_bytes.ts";
import type { McpContext } from "./context.ts";
import { createMcpServer } from "./server.ts";
import { reviewToolJson } from "./tools/review_bytes.ts";

/** Requests of an initialized session that need no per-session state: the read-only surface of this server. */
const STATELESS_METHODS = new Set([
  "tools/call",
  "tools/list",
  "resources/list",
  "resources/templates/list",
  "resources/read",
  "prompts/list",
  "prompts/get",
  "ping",
]);

/** Bytes of tool results kept per dataset version. */
const RESULT_CACHE_BYTES = 16 * 1024 * 1024;

type RequestId = string | number;
interface RpcRequest {
  jsonrpc: "2.0";
  id: RequestId;
  method: string;
  params?: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The members of a JSON-RPC request; the SDK takes no other (its request schema is strict). */
const REQUEST_MEMBERS = new Set(["jsonrpc", "id", "method", "params"]);

/** A single JSON-RPC request this dispatcher may answer, or null (everything else goes to the SDK transport). */
function statelessRequest(body: unknown): RpcRequest | null {
  if (!isObject(body) || body.jsonrpc !== "2.0" || typeof body.method !== "string") return null;
  if (!STATELESS_METHODS.has(body.method)) return null;
  const id = body.id;
  if (!(typeof id === "string" || (typeof id === "number" && Number.isInteger(id)))) return null;
  if (body.params !== undefined && !isObject(body.params)) return null;
  for (const member in body) if (!REQUEST_MEMBERS.has(member)) return null;
  return body as unknown as RpcRequest;
}

/** JSON with object keys sorted at every depth, so equal arguments give equal cache keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isObject(value)) {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Whether a `tools/call`'s result depends on its tool and arguments alone, so it may be kept and made from bytes: no
 * task, and `_meta` absent or holding a valid progress token alone (the tools send no progress). Anything else is
 * the server's to answer (or its transport's, when the SDK refuses it).
 */
function plainCall(params: Record<string, unknown>): boolean {
  const meta = params._meta;
  if (params.task !== undefined) return false;
  if (meta === undefined) return true;
  if (!isObject(meta)) return false;
  const keys = Object.keys(meta);
  if (keys.length === 0) return true;
  const token = meta.progressToken;
  return keys.length === 1 && keys[0] === "progressToken" &&
    (typeof token === "string" || (typeof token === "number" && Number.isInteger(token)));
}

/**
 * The answer (head and `tail`) to a plain `tools/call` whose result {@link reviewToolJson} makes from the reviews'
 * bytes, or null for the server to answer: a string name, arguments absent or an object, as the SDK takes them.
 */
function answerFromBytes(
  views: DatasetViews,
  params: Record<string, unknown>,
  tail: Uint8Array,
): Uint8Array<ArrayBuffer> | null {
  const { name, arguments: args } = params;
  if (typeof name !== "string" || (args !== undefined && !isObject(args))) return null;
  const json = reviewToolJson(views, name, args ?? {});
  return json ? answerHeadOfJson(json, tail) : null;
}

/** The in-memory link between the shared server and HTTP requests: each request gets a private id. */
class LocalTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  readonly #waiting = new Map<number, (message: Record<string, unknown>) => void>();
  #nextId = 0;

  async start(): Promise<void> {}

  close(): Promise<void> {
    this.onclose?.();
    return Promise.resolve();
  }

  send(message: JSONRPCMessage): Promise<void> {
    const reply = message as Record<string, unknown>;
    if (typeof reply.id === "number" && ("result" in reply || "error" in reply)) {
      const resolve = this.#waiting.get(reply.id);
      this.#waiting.delete(reply.id);
      resolve?.(reply);
    }
    // Notifications (logging, progress) have no HTTP request to ride on in JSON-response mode: dropped, as before.
    return Promise.resolve();
  }

  /**
   * Hands a request to the server under a private id; resolves with its response, or with null at once when the SDK
   * would not take it as a request (a malformed `_meta`, say): the server drops such a message without a word, and
   * the request would wait forever.
   */
  request(request: RpcRequest): Promise<Record<string, unknown> | null> {
    const id = ++this.#nextId;
    const message = { ...request, id };
    if (!isJSONRPCRequest(message)) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.onmessage?.(message as JSONRPCMessage);
    });
  }
}

interface CachedResult {
  /** `{"result":…,"jsonrpc":"2.0","id":` as UTF-8: a response is these bytes, the request's id and `}`. */
  readonly head: Uint8Array;
  readonly byteLength: number;
  onResize?: () => void;
}

/**
 * Answers the stateless requests of initialized sessions with one long-lived MCP server (the SDK's own tools,
 * schemas and validation) instead of a server and a streamable-HTTP transport built per request, and keeps
 * `tools/call` results per dataset version, tool and arguments, like the REST search cache. Sessions, initialize,
 * notifications, event streams and anything malformed still go through the SDK transport, which owns those rules.
 */
export class StatelessDispatcher {
  readonly #context: McpContext;
  readonly #fromBytes: boolean;
  #transport?: Promise<LocalTransport>;
  readonly #results = new WeakMap<DatasetViews, ByteLruCache<CachedResult>>();

  /**
   * `fromBytes: false` sends every tool call to the server, even those whose results can be made from the reviews'
   * bytes (see {@link reviewToolJson}); tests compare the two.
   */
  constructor(context: McpContext, options: { fromBytes?: boolean } = {}) {
    this.#context = context;
    this.#fromBytes = options.fromBytes ?? true;
  }

  /**
   * The response to `body` for session `sessionId`, or null when this request is not for the dispatcher (the
   * caller then uses the SDK transport, which gives the same answer or the right error).
   */
  async handle(request: Request, body: unknown, sessionId: string): Promise<Response | null> {
    const rpc = statelessRequest(body);
    if (!rpc || !headersAcceptable(request)) return null;
    const headers = { "content-type": "application/json", "mcp-session-id": sessionId };
    const id = JSON.stringify(rpc.id);
    if (rpc.method !== "tools/call" || !plainCall(rpc.params ?? {})) {
      const reply = await (await this.#connected()).request(rpc);
      return reply && new Response(JSON.stringify({ ...reply, id: rpc.id }), { status: 200, headers });
    }
    const views = this.#context.views();
    let cache = this.#results.get(views);
    if (!cache) this.#results.set(views, cache = new ByteLruCache(RESULT_CACHE_BYTES));
    const key = canonical([rpc.params?.name, rpc.params?.arguments ?? {}]);
    let result = cache.get(key);
    if (!result && this.#fromBytes) {
      const tail = answerTail(id);
      const answer = answerFromBytes(views, rpc.params ?? {}, tail);
      if (answer) {
        // The head is kept as a view of this answer: its buffer (with this request's id) is charged, and the key.
        const head = answer.subarray(0, answer.length - tail.length);
        cache.getOrCreate(key, () => ({ head, byteLength: answer.byteLength + key.length * 2 }));
        return new Response(answer, { status: 200, headers });
      }
    }
    if (!result) {
      const reply = await (await this.#connected()).request(rpc);
      if (!reply) return null;
      if (!("result" in reply)) return new Response(JSON.stringify({ ...reply, id: rpc.id }), { status: 200, headers });
      const head = answerHead(reply.result as Record<string, unknown>);
      // The key is charged too: arguments may be as long as the body cap allows.
      result = cache.getOrCreate(key, () => ({ head, byteLength: head.length + key.length * 2 }));
    }
    // Bytes rather than a string: a cached result of a hundred reviews is encoded once, not on every answer.
    return new Response(answerBytes(result.head, id), { status: 200, headers });
  }

  /** Bytes of tool results kept for a dataset version. */
  cachedBytes(views: DatasetViews): number {
    return this.#results.get(views)?.bytes ?? 0;
  }

  #connected(): Promise<LocalTransport> {
    return this.#transport ??= (async () => {
      const transport = new LocalTransport();
      await createMcpServer(this.#context).connect(transport);
      return transport;
    })();
  }
}

/** What the SDK transport requires of every POST (406, 415 and 400 otherwise); anything else is left to it. */
function headersAcceptable(request: Request): boolean {
  const accept = request.headers.get("accept") ?? "";
  if (!accept.includes("application/json") || !accept.includes("text/event-stream")) return false;
  const contentType = request.headers.get("content-type")?.split(";")[0].trim().toLowerCase();
  if (contentType !== "application/json") return false;
  const version = request.headers.get("mcp-protocol-version");
  return version === null || SUPPORTED_PROTOCOL_VERSIONS.includes(version);
}
