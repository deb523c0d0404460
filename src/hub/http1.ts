/**
 * One HTTPS request over a connection to an address chosen by the caller: `Deno.connect` to the screened address,
 * `Deno.startTls` verifying the certificate against the URL's host name (with Deno's roots, `DENO_CERT` and any extra
 * CA), then a minimal HTTP/1.1 exchange with `Connection: close`. Hand-written because neither `fetch` (it resolves
 * the name itself) nor `node:https` under Deno (it honours a pinned `lookup` but measured 14–100 requests/s, against
 * about 280/s for this) can pin the address at a usable speed.
 */

/** What the exchange came to: a status and (when asked) at most `maxBody` + 1 bytes of body, or a failure. */
export type ExchangeResult = { status: number; body: Uint8Array } | { status: null; error: string };

export interface ExchangeOptions {
  url: URL;
  /** The screened address to connect to. */
  address: string;
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: Uint8Array;
  /** Read the body back (at most `maxBody` + 1 bytes; more is cut off). */
  readBody: boolean;
  maxBody: number;
  caCerts?: string[];
  timeoutMs: number;
}

/** Longest response head read: status line and headers. */
const MAX_HEAD = 32 * 1024;
const CRLF2 = new Uint8Array([13, 10, 13, 10]);

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** A byte reader over the connection with a small look-ahead buffer. */
class Reader {
  #buffer: Uint8Array = new Uint8Array(0);
  #eof = false;
  constructor(private readonly conn: Deno.Conn) {}
  /** Reads more into the buffer; false at end of stream. */
  async fill(): Promise<boolean> {
    if (this.#eof) return false;
    const chunk = new Uint8Array(16 * 1024);
    const n = await this.conn.read(chunk);
    if (n === null) {
      this.#eof = true;
      return false;
    }
    this.#buffer = concat(this.#buffer, chunk.subarray(0, n));
    return true;
  }
  get buffered(): Uint8Array {
    return this.#buffer;
  }
  take(n: number): Uint8Array {
    const out = this.#buffer.subarray(0, n);
    this.#buffer = this.#buffer.subarray(n);
    return out;
  }
  /** Bytes up to (not including) `delimiter`, consuming it; null if the stream ends or `limit` is passed first. */
  async until(delimiter: Uint8Array, limit: number): Promise<Uint8Array | null> {
    for (;;) {
      const at = indexOf(this.#buffer, delimiter);
      if (at >= 0) {
        const out = this.take(at);
        this.take(delimiter.length);
        return out;
      }
      if (this.#buffer.length > limit || !(await this.fill())) return null;
    }
  }
  /** Exactly `n` bytes (fewer at end of stream). */
  async exactly(n: number): Promise<Uint8Array> {
    while (this.#buffer.length < n && await this.fill());
    return this.take(Math.min(n, this.#buffer.length));
  }
}

/** Reads a body by its framing (chunked, Content-Length or until close), keeping at most `max` + 1 bytes. */
async function readBody(reader: Reader, headers: Map<string, string>, max: number): Promise<Uint8Array> {
  const cap = max + 1;
  let body: Uint8Array = new Uint8Array(0);
  if ((headers.get("transfer-encoding") ?? "").toLowerCase().includes("chunked")) {
    const CRLF = new Uint8Array([13, 10]);
    while (body.length < cap) {
      const line = await reader.until(CRLF, 1024);
      if (line === null) break;
      const size = parseInt(new TextDecoder().decode(line).split(";")[0].trim(), 16);
      if (!Number.isFinite(size) || size <= 0) break;
      body = concat(body, await reader.exactly(Math.min(size, cap - body.length)));
      if (body.length >= cap) break;
      await reader.exactly(2); // the chunk's CRLF
    }
    return body;
  }
  const length = Number(headers.get("content-length"));
  if (Number.isInteger(length) && length >= 0) return await reader.exactly(Math.min(length, cap));
  while (reader.buffered.length < cap && await reader.fill());
  return reader.take(Math.min(cap, reader.buffered.length));
}

/** Performs the exchange; never throws. A timeout (connect, handshake, head or body) is `{ error: "timeout" }`. */
export async function exchange(options: ExchangeOptions): Promise<ExchangeResult> {
  const { url } = options;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let conn: Deno.Conn | null = null;
  const abort = () => conn?.close();
  signal.addEventListener("abort", abort, { once: true });
  try {
    const port = Number(url.port || 443);
    const tcp = await Deno.connect({ hostname: options.address, port, signal });
    conn = tcp;
    const serverName = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
    const tls = await Deno.startTls(tcp, { hostname: serverName, caCerts: options.caCerts });
    conn = tls;
    const body = options.body ?? new Uint8Array(0);
    const lines = [`${options.method} ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`, "connection: close"];
    for (const [name, value] of Object.entries(options.headers ?? {})) lines.push(`${name}: ${value}`);
    if (options.method === "POST") lines.push(`content-length: ${body.length}`);
    const request = concat(new TextEncoder().encode(lines.join("\r\n") + "\r\n\r\n"), body);
    for (let offset = 0; offset < request.length;) offset += await tls.write(request.subarray(offset));
    const reader = new Reader(tls);
    const head = await reader.until(CRLF2, MAX_HEAD);
    if (head === null) return { status: null, error: "network error: no complete response head" };
    const [statusLine, ...headerLines] = new TextDecoder().decode(head).split("\r\n");
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
    if (!match) return { status: null, error: "network error: not an HTTP/1.1 response" };
    const headers = new Map<string, string>();
    for (const line of headerLines) {
      const colon = line.indexOf(":");
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const status = Number(match[1]);
    return { status, body: options.readBody ? await readBody(reader, headers, options.maxBody) : new Uint8Array(0) };
  } catch (error) {
    return {
      status: null,
      error: signal.aborted ? "timeout" : `network error: ${(error as Error)?.message ?? error}`,
    };
  } finally {
    signal.removeEventListener("abort", abort);
    try {
      conn?.close();
    } catch {
      // already closed (by the timeout)
    }
  }
}
