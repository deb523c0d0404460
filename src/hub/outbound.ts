import { Buffer } from "node:buffer";
import type { IncomingMessage } from "node:http";
import { request } from "node:https";
import type { LookupFunction } from "node:net";
import { rootCertificates } from "node:tls";
import { log } from "../log.ts";
import { type AllowList, dnsResolver, type Resolver, screenCallback } from "./address.ts";

/** What an outbound request came to: a status and (for verification) the body, or a failure description. */
export type OutboundResult = { status: number; body: string } | { status: null; error: string };

export interface OutboundOptions {
  allow: AllowList;
  timeoutMs: number;
  resolver?: Resolver;
  /** Extra trusted CA certificates (PEM): a test CA. `DENO_CERT` is read as well, as Deno's own clients do. */
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
 * The certificates the hub trusts: the same Mozilla roots Deno bundles, plus `DENO_CERT` and any test CA. Node's
 * client takes one list, so `DENO_CERT` is added here (Deno's fetch would read it by itself).
 */
function trustedCas(extra: string[] = []): string[] {
  const cas = [...rootCertificates, ...extra];
  let path: string | undefined;
  try {
    path = Deno.env.get("DENO_CERT");
    if (path) cas.push(Deno.readTextFileSync(path));
  } catch (error) {
    log("warn", "hub cannot read DENO_CERT", { path: path ?? null, error: String(error) });
  }
  return cas;
}

/**
 * Makes one request to a callback. The host is resolved once, every answer is screened, and the connection goes to
 * the first screened address (a pinned `lookup`), so DNS rebinding between the check and the connection cannot reach
 * a private address; TLS is still verified against the host name. Redirects are not followed (Node's client never
 * does), and the whole exchange, body included, is bounded by a timeout.
 */
export function createOutbound(options: OutboundOptions) {
  const ca = trustedCas(options.caCerts);
  const resolve = options.resolver;
  return async (url: string, init: OutboundInit): Promise<OutboundResult> => {
    const screened = await screenCallback(url, options.allow, resolve);
    if (!screened.ok) return { status: null, error: `refused: ${screened.reason}` };
    let addresses = screened.addresses;
    if (!addresses) {
      // An allow-listed name skips the public-address rule, not the pin.
      addresses = await (resolve ?? dnsResolver)(screened.url.hostname);
      if (!addresses.length) return { status: null, error: "network error: host does not resolve" };
    }
    return await exchange(screened.url, addresses[0], init, ca, options.timeoutMs);
  };
}

export type Outbound = ReturnType<typeof createOutbound>;

/** One HTTP/1.1 exchange over TLS with `address`, verified against `url`'s host name. */
function exchange(url: URL, address: string, init: OutboundInit, ca: string[], timeoutMs: number) {
  return new Promise<OutboundResult>((settle) => {
    const signal = AbortSignal.timeout(timeoutMs);
    let done = false;
    const finish = (result: OutboundResult) => {
      if (done) return;
      done = true;
      settle(result);
    };
    const family = address.includes(":") ? 6 : 4;
    const hostname = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const req = request({
      hostname,
      port: url.port || 443,
      path: url.pathname + url.search,
      method: init.method,
      headers: {
        ...init.headers,
        host: url.host,
        connection: "close",
        ...(body ? { "content-length": String(body.length) } : {}),
      },
      agent: false,
      ca,
      // The pin: whatever the name resolves to now, the socket goes to the address that was screened.
      lookup: ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) =>
        opts?.all ? callback(null, [{ address, family }]) : callback(null, address, family)) as LookupFunction,
      signal,
    }, (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      if (!init.readBody) {
        res.destroy();
        return finish({ status, body: "" });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_BODY + 1) {
          chunks.push(chunk);
        }
        if (size > MAX_BODY) {
          res.destroy(); // more than any challenge: it cannot match
        }
      });
      // A body cut short by the timeout is a timeout, not a (partial) answer.
      const end = () =>
        finish(
          signal.aborted
            ? failure(signal)
            : { status, body: Buffer.concat(chunks).subarray(0, MAX_BODY + 1).toString("utf8") },
        );
      res.on("end", end);
      res.on("close", end);
      res.on("error", () =>
        finish(failure(signal)));
    });
    req.on("error", (error: Error) => finish(failure(signal, error)));
    req.end(body);
  });
}

function failure(signal: AbortSignal, error?: Error): OutboundResult {
  return {
    status: null,
    error: signal.aborted ? "timeout" : `network error: ${error?.message ?? "connection closed"}`,
  };
}
