/**
 * Seeded generators of hostile requests for every endpoint: random and malformed paths, query strings, headers,
 * methods and bodies, huge values and bad encodings. Pure: the runner decides how to send them.
 */
import { Rng } from "../../src/generate/prng.ts";

/** One request for `fetch`, or raw bytes for a TCP socket (what fetch refuses to send). */
export type Hostile =
  | { kind: "fetch"; label: string; method: string; path: string; headers: Record<string, string>; body?: string }
  | { kind: "raw"; label: string; bytes: Uint8Array };

/** What the runner learned from the server before fuzzing: sessions to reuse and the MCP tools' names. */
export interface FuzzContext {
  sessions: string[];
  tools: string[];
  /** The server's base URL (`http://localhost:<port>`): hub topics must start with it to get past the first check. */
  baseUrl: string;
}

const READ_PATHS = [
  "/",
  "/reviews.json",
  "/insights.json",
  "/api/feed.json",
  "/feed.xml",
  "/api/reviews/search",
  "/api/reviews/since/2024-01-01",
  "/health",
  "/llms.txt",
  "/openapi.json",
  "/docs",
  "/schemas/reviews.json",
  "/badge.svg",
  "/widget.js",
];
const METHODS = ["GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "FOO", "get"];
const PARAMS = [
  "q",
  "query",
  "rating",
  "min_rating",
  "max_rating",
  "since",
  "until",
  "limit",
  "offset",
  "cursor",
  "sort",
  "order",
  "staff",
  "service",
  "area",
  "aspect",
  "topic",
  "sentiment",
  "verified",
  "lang",
  "fields",
];
/** Percent-encodes what fetch can send (lone surrogates become U+FFFD; raw bad escapes are sent on purpose). */
const enc = (text: string) => encodeURIComponent(text.toWellFormed());
const DATES = ["0000-01-01", "0050-02-29", "0099-12-31", "2024-02-29", "2023-02-29", "9999-12-31", "2024-13-01"];

/** A deterministic stream of hostile requests. */
export class HostileRequests {
  readonly #rng: Rng;

  constructor(seed: string, readonly context: FuzzContext) {
    this.#rng = new Rng(seed);
  }

  #int(max: number): number {
    return Math.floor(this.#rng.next() * max);
  }

  #pick<T>(items: readonly T[]): T {
    return items[this.#int(items.length)];
  }

  #chance(p: number): boolean {
    return this.#rng.next() < p;
  }

  /** Strings an attacker would try: empty, huge, control characters, unpaired surrogates, numbers out of range. */
  value(): string {
    switch (this.#int(16)) {
      case 0:
        return "";
      case 1:
        return "x".repeat(1 + this.#int(100_000));
      case 2:
        return this.#pick(["-1", "0", "1e309", "NaN", "Infinity", "9".repeat(400), "0x10", "1.5", "-0", "  3 "]);
      case 3:
        return this.#pick(DATES);
      case 4:
        return "\u0000\u0001\u001f\u007f";
      case 5:
        return "\ud800\udfff\ud800";
      case 6:
        return "' OR 1=1 --";
      case 7:
        return "<script>alert(1)</script>";
      case 8:
        return "../".repeat(1 + this.#int(50)) + "etc/passwd";
      case 9:
        return "ü漢字🙂".repeat(1 + this.#int(500));
      case 10:
        return "${{7*7}}{{7*7}}%s%n";
      case 11:
        return this.#pick(["true", "false", "null", "[]", "{}", "[1,2]"]);
      case 12:
        return String.fromCharCode(...Array.from({ length: 1 + this.#int(64) }, () => this.#int(0x2fff)));
      default:
        return this.#pick(["heating", "plumbing", "5", "3", "2024-01-01", "new", "desc", "rating", "Mike"]);
    }
  }

  /** A query string with random, repeated, empty and badly encoded parameters. */
  query(): string {
    const parts: string[] = [];
    for (let i = this.#int(6); i > 0; i--) {
      const name = this.#chance(0.8) ? this.#pick(PARAMS) : enc(this.value().slice(0, 50));
      const raw = this.#chance(0.15);
      const value = raw ? this.#pick(["%", "%ZZ", "%C3%28", "%ED%A0%80", "%00", "%FF%FE", "a%2", "+%2B+"]) : "";
      parts.push(`${name}=${raw ? value : enc(this.value())}`);
    }
    if (this.#chance(0.1)) parts.push("&&==&");
    return parts.length ? `?${parts.join("&")}` : "";
  }

  /** A path: a real one, a mangled one or garbage. */
  path(): string {
    switch (this.#int(7)) {
      case 0:
        return `/api/reviews/since/${enc(this.value().slice(0, 2000))}`;
      case 1:
        return this.#pick(["/%2e%2e/%2e%2e/etc/passwd", "//reviews.json", "/reviews.json/", "/REVIEWS.JSON", "/%00"]);
      case 2:
        return "/" + enc(this.value().slice(0, 4000));
      case 3:
        return this.#pick(["/%", "/%ZZ", "/%C3%28", "/api/reviews/since/%ED%A0%80", "/a%2"]);
      case 4:
        return "/" + "a/".repeat(1 + this.#int(2000));
      default:
        return this.#pick(READ_PATHS);
    }
  }

  /** Headers that stress conditional requests, negotiation, CORS and MCP. */
  headers(): Record<string, string> {
    const headers: Record<string, string> = {};
    const safe = (text: string) => text.replace(/[^\x20-\x7e]/g, "?").slice(0, 8000);
    if (this.#chance(0.3)) headers["if-none-match"] = this.#pick(['"abc"', "*", "W/", safe(this.value())]);
    if (this.#chance(0.2)) headers["if-modified-since"] = this.#pick(["Thu, 01 Jan 1970", safe(this.value())]);
    if (this.#chance(0.3)) {
      headers["accept-encoding"] = this.#pick(["br;q=2", "gzip;q=NaN", "*;q=0", "identity;q=0", safe(this.value())]);
    }
    if (this.#chance(0.2)) headers.origin = this.#pick(["null", "http://evil.example", "http://localhost:1", "x"]);
    if (this.#chance(0.2)) headers.accept = this.#pick(["text/event-stream", "*/*", "application/json", "x/y;q=z"]);
    if (this.#chance(0.2)) {
      headers["mcp-protocol-version"] = this.#pick(["2025-06-18", "1999-01-01", safe(this.value())]);
    }
    if (this.#chance(0.2)) headers.range = this.#pick(["bytes=0-1", "bytes=-1", "bytes=99999999-", "lines=1"]);
    if (this.#chance(0.05)) headers["x-large"] = "y".repeat(60_000);
    return headers;
  }

  /** A JSON-RPC request (or something that pretends to be one) for `POST /mcp`. */
  mcpBody(): string {
    const id = this.#pick<unknown>([1, "a", null, -1, 1e308, {}, []]);
    const tool = this.#chance(0.8) && this.context.tools.length ? this.#pick(this.context.tools) : this.value();
    const args: Record<string, unknown> = {};
    for (let i = this.#int(5); i > 0; i--) {
      args[this.#pick([...PARAMS, "id", "name", "date", "aspect", "months"])] = this.#pick<unknown>([
        this.value(),
        this.#int(1_000_000) - 500_000,
        null,
        [this.value()],
        { nested: this.value() },
      ]);
    }
    const message = this.#pick<unknown>([
      { jsonrpc: "2.0", id, method: "tools/call", params: { name: tool, arguments: args } },
      { jsonrpc: "2.0", id, method: "tools/call", params: { name: tool, arguments: this.value() } },
      { jsonrpc: "2.0", id, method: "resources/read", params: { uri: this.#pick(["reviews://", this.value()]) } },
      { jsonrpc: "2.0", id, method: "resources/list" },
      { jsonrpc: "2.0", id, method: "prompts/get", params: { name: this.value(), arguments: args } },
      { jsonrpc: "2.0", id, method: this.value(), params: args },
      { jsonrpc: "1.0", id, method: "ping" },
      {
        jsonrpc: "2.0",
        id,
        method: "initialize",
        params: { protocolVersion: this.value(), capabilities: this.value(), clientInfo: args },
      },
      [{ jsonrpc: "2.0", id: 1, method: "ping" }],
      { jsonrpc: "2.0", method: "notifications/initialized" },
    ]);
    switch (this.#int(8)) {
      case 0:
        return "{".repeat(1 + this.#int(100_000));
      case 1:
        return JSON.stringify(message).slice(0, this.#int(60));
      case 2:
        return "[".repeat(50_000) + "]".repeat(50_000);
      default:
        return JSON.stringify(message);
    }
  }

  /**
   * A form body for the hub. Callbacks are IP literals, never names, so nothing is resolved and nothing leaves
   * 127.0.0.1: the runner allows 127.0.0.1 callbacks (port 1: verification is refused at once), the rest are refused.
   */
  hubBody(): string {
    const form = new URLSearchParams();
    const topics = ["/feed.xml", "/api/feed.json", "/reviews.json", "/nope", ""];
    const callbacks = [
      "http://127.0.0.1:1/cb",
      `http://127.0.0.1:1/cb?${"k".repeat(this.#int(8000))}`,
      `https://127.0.0.1:1/${enc(this.value().slice(0, 3000))}`,
      "http://10.0.0.1/cb",
      "http://[::1]/cb",
      "http://169.254.169.254/latest",
      "http://0.0.0.0/",
      "https://192.168.1.1/" + "a".repeat(this.#int(5000)),
      "ftp://127.0.0.1/",
      "javascript:alert(1)",
    ];
    const mode = this.#pick(["subscribe", "subscribe", "unsubscribe", "publish", this.value()]);
    if (this.#chance(0.9)) form.set("hub.mode", mode);
    if (this.#chance(0.9)) {
      form.set("hub.topic", this.#chance(0.7) ? this.context.baseUrl + this.#pick(topics) : this.value());
    }
    const callback = this.#chance(0.5) ? this.#pick(callbacks.slice(0, 3)) : this.#pick(callbacks);
    if (this.#chance(0.9)) form.set("hub.callback", this.#chance(0.8) ? callback : this.value());
    if (this.#chance(0.3)) form.set("hub.lease_seconds", this.value());
    if (this.#chance(0.3)) form.set("hub.secret", this.value());
    if (this.#chance(0.1)) form.append("hub.mode", "subscribe");
    return this.#chance(0.05) ? "%%%&&&==" + "%".repeat(this.#int(1000)) : form.toString();
  }

  /** Raw bytes fetch would refuse to send: broken request lines, hostile Host headers, bad framing. */
  raw(): Uint8Array {
    const host = this.#pick(["localhost:1@evil.com", "evil.com", "", "[::1", "a b", "localhost:99999", "localhost"]);
    const target = this.#pick(["/", "/mcp", "/reviews.json", "/api/websub/hub", "*", "http://evil/", "/\u00ff", "/%"]);
    const text = this.#pick([
      `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `POST /mcp HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nAccept: application/json, ` +
      `text/event-stream\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      `GET / HTTP/9.9\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      `GARBAGE\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\nConnection: close\r\n\r\n`,
      `POST /api/websub/hub HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nConnection: close\r\n\r\nZZ\r\nhub.mode\r\n0\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\nConnection: close\r\n\r\n`,
      `GET /${"a".repeat(70_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    ]);
    const bytes = new TextEncoder().encode(text);
    // Sometimes a byte that is not UTF-8 in the request line or a header.
    if (this.#chance(0.2)) bytes[Math.min(5, bytes.length - 1)] = 0xff;
    return bytes;
  }

  /** The next hostile request. */
  next(): Hostile {
    const roll = this.#int(100);
    if (roll < 8) return { kind: "raw", label: "raw", bytes: this.raw() };
    if (roll < 30) {
      const session = this.#chance(0.7) && this.context.sessions.length ? this.#pick(this.context.sessions) : null;
      const headers: Record<string, string> = {
        "content-type": this.#pick(["application/json", "application/json", "text/plain", "application/json; x=1"]),
        accept: this.#pick(["application/json, text/event-stream", "application/json, text/event-stream", "*/*"]),
        ...this.headers(),
      };
      if (session) headers["mcp-session-id"] = this.#chance(0.9) ? session : session.toUpperCase();
      const method = this.#pick(["POST", "POST", "POST", "GET", "DELETE", "OPTIONS", "PUT"]);
      if (method === "DELETE" && session) delete headers["mcp-session-id"]; // keep the shared sessions alive
      return {
        kind: "fetch",
        label: `mcp ${method}`,
        method,
        path: "/mcp" + (this.#chance(0.1) ? this.query() : ""),
        headers,
        body: method === "POST" || method === "PUT" ? this.mcpBody() : undefined,
      };
    }
    if (roll < 45) {
      const method = this.#pick(["POST", "POST", "POST", "GET", "PUT"]);
      return {
        kind: "fetch",
        label: `hub ${method}`,
        method,
        path: "/api/websub/hub",
        headers: {
          "content-type": this.#pick([
            "application/x-www-form-urlencoded",
            "application/x-www-form-urlencoded",
            "application/x-www-form-urlencoded; charset=latin1",
            "multipart/form-data; boundary=x",
            "application/json",
          ]),
          ...this.headers(),
        },
        body: method === "GET" ? undefined : this.#chance(0.02) ? "a=".padEnd(1_500_000, "b") : this.hubBody(),
      };
    }
    const method = this.#pick(METHODS);
    const withBody = method !== "GET" && method !== "HEAD" && method !== "get" && this.#chance(0.5);
    return {
      kind: "fetch",
      label: `read ${method === "get" ? "get" : method}`,
      method,
      path: this.path() + this.query(),
      headers: this.headers(),
      body: withBody ? this.value() : undefined,
    };
  }
}
