import { detachOwned } from "../buffer_release.ts";
import { sha256Hex } from "../dataset/hash.ts";
import { backgroundCompressor, type CompressedCoding, compressInline, gunzip, INLINE_MAX_BYTES } from "./compress.ts";
import type { Validators } from "./conditional.ts";
import type { Coding } from "./encoding.ts";

/** One coding of a representation: its bytes, its 200 headers and the headers a 304 repeats. */
export interface EncodedBody {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  /**
   * The 200 headers and `content-length`, for a body sent as a stream (which `Deno.serve` would otherwise send
   * chunked); made once here so no request copies the headers to add it.
   */
  sizedHeaders: Record<string, string>;
  notModifiedHeaders: Record<string, string>;
  /** This coding's tag and the date, for conditional requests (made once, not per request). */
  validators: Validators;
  /** GET answers of 200 made from this coding so far, counted until {@link ok} is made (see `respond.ts`). */
  served: number;
  /**
   * The 200 response, made once this coding is asked for again and then cloned per request (see `respond.ts`);
   * it holds its own copy of the body. Null until then, and when the copy would not fit {@link PREPARED_MAX_BYTES}.
   */
  ok: Response | null;
  /** The 304 response, made on the first conditional hit and cloned per request. */
  notModified: Response | null;
}

/**
 * The most a representation may hold, the copy included, for a prepared 200 response to be made. Making one copies
 * the body once (`new Response` copies its bytes), so larger bodies (`/reviews.json` and `/insights.json` at 100,000
 * reviews) are streamed as views of their own bytes instead. As large as the largest answer a cache of the default
 * size keeps, so the copy never pushes a cached answer out of its cache (it would then be made again per request).
 */
export const PREPARED_MAX_BYTES = 4 * 1024 * 1024;

/** Headers a 304 repeats from the 200 it stands for (RFC 9110 §15.4.5), plus CORS so browsers can read it. */
const NOT_MODIFIED_HEADERS = [
  "etag",
  "last-modified",
  "cache-control",
  "vary",
  "link",
  "access-control-allow-origin",
  "access-control-expose-headers",
];

/** Bodies smaller than this are sent as they are: compressing them saves less than the header costs. */
const MIN_COMPRESS_BYTES = 1024;
const encoder = new TextEncoder();

/**
 * One response body with everything a request needs precomputed: its bytes, its entity tag, its validators and
 * its compressed forms. A compressed form is made once and kept. Small bodies are compressed inline on first use;
 * large ones in the background, off the serving thread, and answered uncompressed until that is done, so no
 * request ever waits for (or is stalled by) compressing megabytes.
 */
export class Representation {
  readonly etag: string;
  /** Called when a compressed form is added, so a cache holding this can recount its bytes. */
  onResize?: () => void;
  readonly #headers: Record<string, string>;
  readonly #encoded = new Map<Coding, EncodedBody>();
  readonly #pending = new Set<Coding>();
  /** The body; null once only its gzip form is kept (see {@link keepGzipOnly}). */
  #body: Uint8Array<ArrayBuffer> | null;
  readonly #length: number;
  #gzipOnly = false;
  /**
   * Whether the body's buffer may be held outside: given to a response (identity) or to a caller of `body`. Until
   * then, dropping it for the gzip form frees it at once (see {@link encoded}).
   */
  #bodyShared = false;

  /**
   * `etag` may be given when it is already known as a function of what determines the bytes (a dataset hash and
   * a date, say); otherwise it is a hash of the bytes.
   */
  constructor(
    body: string | Uint8Array<ArrayBuffer>,
    contentType: string,
    headers: Record<string, string> = {},
    lastModified?: Date | null,
    etag?: string,
  ) {
    this.#body = typeof body === "string" ? encoder.encode(body) : body;
    this.#length = this.#body.length;
    this.etag = etag ?? `"${sha256Hex(this.#body).slice(0, 32)}"`;
    this.#headers = {
      "content-type": contentType,
      ...(lastModified ? { "last-modified": lastModified.toUTCString() } : {}),
      ...headers,
    };
  }

  /** The body's bytes (decompressed anew from the gzip form when only that is kept). */
  get body(): Uint8Array<ArrayBuffer> {
    if (!this.#body) return gunzip(this.#encoded.get("gzip")!.body);
    this.#bodyShared = true;
    return this.#body;
  }

  /**
   * Keeps only the gzip form once it is made inline (a body of at most {@link INLINE_MAX_BYTES}), for a cached
   * answer: nearly every client takes gzip, so the body would mostly be held for nobody. A search page's gzip is
   * about a quarter of its bytes, so a cache of such answers holds about four times as many in the same memory. The
   * first request for the body itself after that decompresses it (a tenth of a millisecond for a page of 100
   * reviews), and it is kept again from then on. The body must be this representation's own (made for it, held by
   * nobody else): once its gzip form is made, a body not yet handed out is freed at once.
   */
  keepGzipOnly(): this {
    this.#gzipOnly = true;
    return this;
  }

  /** The validators, for conditional requests. */
  get lastModified(): string | null {
    return this.#headers["last-modified"] ?? null;
  }

  /** Bytes held: the body, every compressed form made so far and the prepared responses' copies of them. */
  get byteLength(): number {
    let total = this.#body?.byteLength ?? 0;
    for (const [coding, entry] of this.#encoded) {
      if (coding !== "identity") total += entry.body.byteLength;
      if (entry.ok) total += entry.body.byteLength;
    }
    return total;
  }

  /**
   * The prepared 200 response of `entry` (one of this representation's codings), made when a GET asks for it the
   * second time: a `Response` clone shares its body's bytes, where `new Response(bytes)` copies them on every request
   * (see `respond.ts`). Null the first time, so an answer sent once (an uncached search) is never copied, and when the
   * copy would take this over {@link PREPARED_MAX_BYTES}.
   */
  prepared(entry: EncodedBody): Response | null {
    if (entry.ok) return entry.ok;
    if (++entry.served < 2 || this.byteLength + entry.body.length > PREPARED_MAX_BYTES) return null;
    entry.ok = new Response(entry.body, { status: 200, headers: entry.headers });
    // A cache holding this counts the copy too.
    this.onResize?.();
    return entry.ok;
  }

  /**
   * Body and headers for a coding; a strong tag differs per coding (RFC 9110 §8.8.3), hence the suffix. A large
   * body asked for in a coding not made yet is answered in identity while the coding is made in the background.
   */
  encoded(coding: Coding, acceptsGzip = false): EncodedBody {
    const compressible = this.#length >= MIN_COMPRESS_BYTES;
    const wanted: Coding = compressible ? coding : "identity";
    const ready = this.#encoded.get(wanted);
    if (ready) return ready;
    if (wanted === "identity") {
      if (this.#body) return this.#store("identity", this.body);
      // A client that takes no gzip asked for it after all: decompressed once and kept (and counted) from now on.
      this.#body = this.body;
      this.#gzipOnly = false;
      const entry = this.#store("identity", this.#body);
      this.onResize?.();
      return entry;
    }
    if (this.#length <= INLINE_MAX_BYTES) {
      // Inline, a client that takes both gets gzip: end to end (compress, send, decode in a `fetch` client) gzip 1
      // takes 0.9 ms for 40 KB of review JSON, brotli 1.4 to 2.3 ms at any quality (its decoder costs more).
      const inline: CompressedCoding = wanted === "br" && acceptsGzip ? "gzip" : wanted;
      const made = this.#encoded.get(inline);
      if (made) return made;
      const body = this.#body ?? this.body;
      const entry = this.#store(inline, compressInline(body, inline));
      if (this.#gzipOnly && inline === "gzip") {
        this.#body = null;
        this.#encoded.delete("identity");
        // Nobody else holds it: freed now rather than at V8's next full collection, which lets tens of megabytes
        // of such bodies pile up over a run of uncached searches (each is garbage the moment its gzip is made).
        if (!this.#bodyShared) detachOwned(body);
      }
      // A cache holding this counts the compressed form too (uncounted, a cache of search pages held about a third
      // more than its bound).
      this.onResize?.();
      return entry;
    }
    this.#compressInBackground(wanted);
    return this.#encoded.get("identity") ?? this.#store("identity", this.body);
  }

  /**
   * Frees the body and its compressed forms now, where each is the whole of its own buffer (a view into a larger
   * buffer, such as the published document, is left alone); they read as empty afterwards. Only for a
   * representation nobody will answer with again: a cache calls it for what it evicted. An empty body (a shared
   * sentinel may be cached under many keys) has nothing to free and stays as it is, and nothing is freed while a
   * coding is still being made in the background.
   */
  release(): void {
    // The background compressor still reads the body a chunk at a time: the collector frees it then.
    if (this.#pending.size > 0) return;
    for (const entry of this.#encoded.values()) {
      detachOwned(entry.body);
      // Their own copies go with them at the next collection.
      entry.ok = entry.notModified = null;
    }
    if (this.#body) detachOwned(this.#body);
  }

  /** Resolves once every coding asked for so far is made (or refused); for tests and warm-up. */
  async settled(): Promise<void> {
    while (this.#pending.size) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  #compressInBackground(coding: CompressedCoding): void {
    if (this.#pending.has(coding)) return;
    this.#pending.add(coding);
    void backgroundCompressor.compress(this.body, coding).then((out) => {
      this.#pending.delete(coding);
      if (!out || out.byteLength >= this.#length) return;
      this.#store(coding, out);
      this.onResize?.();
    });
  }

  #store(coding: Coding, body: Uint8Array<ArrayBuffer>): EncodedBody {
    const entry = this.#entry(coding, body);
    this.#encoded.set(coding, entry);
    return entry;
  }

  #entry(coding: Coding, body: Uint8Array<ArrayBuffer>): EncodedBody {
    const compressible = this.#length >= MIN_COMPRESS_BYTES;
    const etag = coding === "identity" ? this.etag : `${this.etag.slice(0, -1)}-${coding}"`;
    const headers: Record<string, string> = {
      ...this.#headers,
      etag,
      ...(compressible
        ? { vary: this.#headers.vary ? `${this.#headers.vary}, Accept-Encoding` : "Accept-Encoding" }
        : {}),
      ...(coding === "identity" ? {} : { "content-encoding": coding }),
    };
    const notModifiedHeaders: Record<string, string> = {};
    for (const name of NOT_MODIFIED_HEADERS) if (headers[name]) notModifiedHeaders[name] = headers[name];
    return {
      body,
      headers,
      sizedHeaders: { ...headers, "content-length": String(body.length) },
      notModifiedHeaders,
      validators: { etag, lastModified: this.lastModified },
      served: 0,
      ok: null,
      notModified: null,
    };
  }
}
