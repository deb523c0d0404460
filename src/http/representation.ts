import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { sha256Hex } from "../dataset/hash.ts";
import type { Coding } from "./encoding.ts";

/** One coding of a representation: its bytes, its 200 headers and the headers a 304 repeats. */
export interface EncodedBody {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  notModifiedHeaders: Record<string, string>;
}

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
 * its compressed forms. Compressed forms are made on first use and kept, so each is computed once per dataset
 * version, never per request.
 */
export class Representation {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  readonly #headers: Record<string, string>;
  readonly #encoded = new Map<Coding, EncodedBody>();

  constructor(text: string, contentType: string, headers: Record<string, string> = {}, lastModified?: Date | null) {
    this.body = encoder.encode(text);
    this.etag = `"${sha256Hex(this.body).slice(0, 32)}"`;
    this.#headers = {
      "content-type": contentType,
      ...(lastModified ? { "last-modified": lastModified.toUTCString() } : {}),
      ...headers,
    };
  }

  /** The validators, for conditional requests. */
  get lastModified(): string | null {
    return this.#headers["last-modified"] ?? null;
  }

  /** Body and headers for a coding; a strong tag differs per coding (RFC 9110 §8.8.3), hence the suffix. */
  encoded(coding: Coding): EncodedBody {
    const compressible = this.body.length >= MIN_COMPRESS_BYTES;
    const effective: Coding = compressible ? coding : "identity";
    let entry = this.#encoded.get(effective);
    if (!entry) {
      const body = effective === "br"
        ? brotliCompressSync(this.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: this.body.length > 1 << 20 ? 5 : 9 },
        })
        : effective === "gzip"
        ? gzipSync(this.body, { level: 6 })
        : this.body;
      const etag = effective === "identity" ? this.etag : `${this.etag.slice(0, -1)}-${effective}"`;
      const headers: Record<string, string> = {
        ...this.#headers,
        etag,
        ...(compressible
          ? { vary: this.#headers.vary ? `${this.#headers.vary}, Accept-Encoding` : "Accept-Encoding" }
          : {}),
        ...(effective === "identity" ? {} : { "content-encoding": effective }),
      };
      const notModifiedHeaders: Record<string, string> = {};
      for (const name of NOT_MODIFIED_HEADERS) if (headers[name]) notModifiedHeaders[name] = headers[name];
      entry = {
        body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
        headers,
        notModifiedHeaders,
      };
      this.#encoded.set(effective, entry);
    }
    return entry;
  }
}
