import { type AllowList, dnsResolver, type Resolver, screenCallback } from "./address.ts";
import { exchange, Http1Pool } from "./http1.ts";

/** What an outbound request came to: a status and (for verification) the body, or a failure description. */
export type OutboundResult = { status: number; body: string } | { status: null; error: string };

export interface OutboundOptions {
  allow: AllowList;
  timeoutMs: number;
  resolver?: Resolver;
  /** Extra trusted CA certificates (PEM): a test CA. Deno's roots and `DENO_CERT` are trusted anyway. */
  caCerts?: string[];
}

export interface OutboundInit {
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  /** Read the response body back (a challenge echo), at most MAX_BODY bytes. */
  readBody?: boolean;
}

/** Largest body read back (a challenge echo); more is never needed. */
const MAX_BODY = 64 * 1024;

/**
 * Makes one request to a callback. The host is resolved once, every answer is screened, and the connection goes to
 * the first screened address, so DNS rebinding between the check and the connection cannot reach
 * a private address; TLS is still verified against the host name (http1.ts). Redirects are not followed (a 3xx is
 * just a status), and the whole exchange, body included, is bounded by a timeout.
 */
export function createOutbound(options: OutboundOptions): Outbound {
  const resolve = options.resolver;
  const pool = new Http1Pool();
  const request = async (url: string, init: OutboundInit): Promise<OutboundResult> => {
    const screened = await screenCallback(url, options.allow, resolve);
    if (!screened.ok) return { status: null, error: `refused: ${screened.reason}` };
    let addresses = screened.addresses;
    if (!addresses) {
      // An allow-listed name skips the public-address rule, not the pin.
      addresses = await (resolve ?? dnsResolver)(screened.url.hostname);
      if (!addresses.length) return { status: null, error: "network error: host does not resolve" };
    }
    const body = typeof init.body === "string" ? new TextEncoder().encode(init.body) : init.body;
    const result = await exchange({
      url: screened.url,
      address: addresses[0],
      method: init.method,
      headers: init.headers,
      body,
      readBody: init.readBody ?? false,
      maxBody: MAX_BODY,
      caCerts: options.caCerts,
      timeoutMs: options.timeoutMs,
    }, pool);
    return result.status === null ? result : { status: result.status, body: new TextDecoder().decode(result.body) };
  };
  return Object.assign(request, { close: () => pool.close() });
}

/** Makes one screened, pinned request; `close` ends the idle keep-alive connections. */
export type Outbound = ((url: string, init: OutboundInit) => Promise<OutboundResult>) & { close(): void };
