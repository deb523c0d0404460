/**
 * One HTTPS request over a connection to an address chosen by the caller: `Deno.connect` to the screened address,
 * `Deno.startTls` verifying the certificate against the URL's host name (with Deno's roots, `DENO_CERT` and any extra
 * CA), then a minimal HTTP/1.1 exchange. Hand-written because neither `fetch` (it resolves
 * the name itself) nor `node:https` under Deno (it honours a pinned `lookup` but measured 14–100 requests/s, against
 * about 280/s for this without reuse) can pin the address at a usable speed. Connections are kept alive in a small
 * pool per (address, port, server name), so many callbacks on one host share a handshake.
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
  /** Bytes received so far on this connection for the current response (reset per response). */
  received = 0;
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
    this.received += n;
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

import { closeQuietly, ConnectionPool } from "./pool.ts";

/** Idle HTTP/1.1 connections to callbacks, kept for reuse (see pool.ts). */
export class Http1Pool extends ConnectionPool<Link> {}

const CRLF = new Uint8Array([13, 10]);
/** Most body bytes read to keep a connection reusable; a longer answer closes it instead. */
const MAX_DRAIN = 256 * 1024;

/** A connection and its reader, open to one (address, port, server name). */
interface Link {
  conn: Deno.Conn;
  reader: Reader;
}

/**
 * Reads a body by its framing (no body, chunked, Content-Length or until close), keeping at most `keep` bytes and
 * reading at most MAX_DRAIN. `complete` says the framing was consumed exactly, so the connection can be reused.
 */
async function readFramed(
  reader: Reader,
  status: number,
  headers: Map<string, string>,
  keep: number,
): Promise<{ body: Uint8Array; complete: boolean }> {
  const kept: Uint8Array[] = [];
  let keptLength = 0;
  const consume = (bytes: Uint8Array) => {
    if (keptLength >= keep) return;
    const part = bytes.subarray(0, keep - keptLength);
    kept.push(part);
    keptLength += part.length;
  };
  const done = (complete: boolean) => ({ body: kept.reduce(concat, new Uint8Array(0)), complete });
  if (status === 204 || status === 304) return done(true);
  if ((headers.get("transfer-encoding") ?? "").toLowerCase().includes("chunked")) {
    let total = 0;
    for (;;) {
      const line = await reader.until(CRLF, 1024);
      if (line === null) return done(false);
      const size = parseInt(new TextDecoder().decode(line).split(";")[0].trim(), 16);
      if (!Number.isFinite(size) || size < 0) return done(false);
      if (size === 0) {
        // Trailers, then the empty line that ends the message.
        for (;;) {
          const trailer = await reader.until(CRLF, 8192);
          if (trailer === null) return done(false);
          if (trailer.length === 0) return done(true);
        }
      }
      total += size;
      if (total > MAX_DRAIN) {
        consume(await reader.exactly(Math.min(size, keep)));
        return done(false);
      }
      const data = await reader.exactly(size);
      consume(data);
      const end = await reader.exactly(2);
      if (data.length < size || end[0] !== 13 || end[1] !== 10) return done(false);
    }
  }
  const declared = headers.get("content-length");
  const length = declared === undefined ? NaN : Number(declared);
  if (Number.isInteger(length) && length >= 0) {
    if (length > MAX_DRAIN) {
      consume(await reader.exactly(Math.min(length, keep)));
      return done(false);
    }
    const data = await reader.exactly(length);
    consume(data);
    return done(data.length === length);
  }
  // Delimited by the end of the connection: read what is kept, never reusable.
  while (reader.buffered.length < keep && await reader.fill());
  consume(reader.take(Math.min(keep, reader.buffered.length)));
  return done(false);
}

/** Opens a TLS connection to the screened address, verified against the URL's host name. */
async function open(options: ExchangeOptions, signal: AbortSignal, onConn: (conn: Deno.Conn) => void): Promise<Link> {
  const tcp = await Deno.connect({ hostname: options.address, port: portOf(options.url), signal });
  onConn(tcp);
  const tls = await Deno.startTls(tcp, { hostname: serverNameOf(options.url), caCerts: options.caCerts });
  onConn(tls);
  return { conn: tls, reader: new Reader(tls) };
}

const portOf = (url: URL) => Number(url.port || 443);
const serverNameOf = (url: URL) => url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;

/** One request and response on a link; "stale" when a reused connection turned out closed before any answer. */
async function once(
  link: Link,
  options: ExchangeOptions,
  reused: boolean,
  keepAlive: boolean,
): Promise<{ result: ExchangeResult; reusable: boolean } | "stale"> {
  const { url } = options;
  link.reader.received = 0;
  const body = options.body ?? new Uint8Array(0);
  const lines = [`${options.method} ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`];
  if (!keepAlive) lines.push("connection: close");
  for (const [name, value] of Object.entries(options.headers ?? {})) lines.push(`${name}: ${value}`);
  if (options.method === "POST") lines.push(`content-length: ${body.length}`);
  const request = concat(new TextEncoder().encode(lines.join("\r\n") + "\r\n\r\n"), body);
  try {
    for (let offset = 0; offset < request.length;) offset += await link.conn.write(request.subarray(offset));
  } catch (error) {
    if (reused) return "stale";
    throw error;
  }
  for (;;) {
    const head = await link.reader.until(CRLF2, MAX_HEAD).catch((error) => {
      if (reused && link.reader.received === 0) return "stale" as const;
      throw error;
    });
    if (head === "stale") return head;
    if (head === null) {
      if (reused && link.reader.received === 0) return "stale";
      return { result: { status: null, error: "network error: no complete response head" }, reusable: false };
    }
    const [statusLine, ...headerLines] = new TextDecoder().decode(head).split("\r\n");
    const match = /^HTTP\/1\.([01]) (\d{3})/.exec(statusLine);
    if (!match) return { result: { status: null, error: "network error: not an HTTP/1.1 response" }, reusable: false };
    const status = Number(match[2]);
    if (status >= 100 && status < 200) continue; // interim answers (100 Continue) precede the real one
    const headers = new Map<string, string>();
    for (const line of headerLines) {
      const colon = line.indexOf(":");
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const keep = options.readBody ? options.maxBody + 1 : 0;
    const framed = await readFramed(link.reader, status, headers, keep);
    const closes = match[1] === "0" || (headers.get("connection") ?? "").toLowerCase().includes("close");
    const reusable = framed.complete && !closes && link.reader.buffered.length === 0;
    return { result: { status, body: framed.body }, reusable };
  }
}

/**
 * Performs the exchange, on a pooled connection when one is idle (once more on a fresh one if the server had closed
 * it); never throws. A timeout (connect, handshake, head or body) is `{ error: "timeout" }`.
 */
export async function exchange(options: ExchangeOptions, pool?: Http1Pool): Promise<ExchangeResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const key = `${options.address}|${portOf(options.url)}|${serverNameOf(options.url)}`;
  let current: Deno.Conn | null = null;
  const abort = () => closeQuietly(current);
  signal.addEventListener("abort", abort, { once: true });
  try {
    for (let attempt = 0;; attempt++) {
      const pooled = attempt === 0 ? pool?.take(key) ?? null : null;
      const link = pooled ?? await open(options, signal, (conn) => (current = conn));
      current = link.conn;
      const outcome = await once(link, options, pooled !== null, pool !== undefined);
      if (outcome === "stale") {
        closeQuietly(link.conn);
        continue;
      }
      if (outcome.reusable && pool && !signal.aborted) {
        current = null;
        pool.put(key, link);
      }
      return outcome.result;
    }
  } catch (error) {
    return {
      status: null,
      error: signal.aborted ? "timeout" : `network error: ${(error as Error)?.message ?? error}`,
    };
  } finally {
    signal.removeEventListener("abort", abort);
    closeQuietly(current);
  }
}
