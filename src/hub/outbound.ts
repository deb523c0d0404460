import { type AllowList, type Resolver, screenCallback } from "./address.ts";

/** What an outbound request came to: a status and (for verification) the body, or a failure description. */
export type OutboundResult = { status: number; body: string } | { status: null; error: string };

export interface OutboundOptions {
  allow: AllowList;
  timeoutMs: number;
  resolver?: Resolver;
  /** A client trusting a test CA; the CLI uses `DENO_CERT` instead. */
  client?: Deno.HttpClient;
}

/** Largest body read back (a challenge echo); more is never needed. */
const MAX_BODY = 64 * 1024;

/**
 * Makes one request to a callback: screened again right before it (DNS may have changed since the subscription),
 * redirects not followed, bounded by a timeout.
 */
export function createOutbound(options: OutboundOptions) {
  return async (url: string, init: RequestInit & { readBody?: boolean }): Promise<OutboundResult> => {
    const screened = await screenCallback(url, options.allow, options.resolver);
    if (!screened.ok) return { status: null, error: `refused: ${screened.reason}` };
    try {
      const response = await fetch(url, {
        ...init,
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.client ? { client: options.client } : {}),
      });
      let body = "";
      if (init.readBody && response.body) {
        const bytes = await readLimited(response.body, MAX_BODY);
        body = new TextDecoder().decode(bytes);
      } else {
        await response.body?.cancel();
      }
      return { status: response.status, body };
    } catch (error) {
      const name = (error as Error).name;
      return {
        status: null,
        error: name === "TimeoutError" ? "timeout" : `network error: ${(error as Error).message}`,
      };
    }
  };
}

export type Outbound = ReturnType<typeof createOutbound>;

async function readLimited(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  try {
    while (size <= limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  const out = new Uint8Array(Math.min(size, limit + 1));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, out.length - offset);
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
