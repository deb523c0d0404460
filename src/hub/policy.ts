import { TOPIC_PATHS, type TopicPath } from "../feeds/topics.ts";
import type { HubConfig } from "./config.ts";

/** A validated hub request (before address screening, which needs DNS). */
export interface HubRequest {
  mode: "subscribe" | "unsubscribe";
  topic: TopicPath;
  callback: string;
  secret: string | null;
  /** Granted lease for subscribe; null for unsubscribe (its `hub.lease_seconds` is ignored). */
  leaseSeconds: number | null;
}

export type Validated = { ok: true; request: HubRequest } | { ok: false; status: number; reason: string };

/**
 * Longest accepted callback, in bytes. Keys carry only its digest, so this bounds stored records and outbound
 * request lines, not keys.
 */
export const MAX_CALLBACK_BYTES = 4096;

/** WebSub §5.1: secrets must be under 200 bytes. */
export const MAX_SECRET_BYTES = 200;

/** Clamps a requested lease into [min, max]; missing or unusable values get the default. */
export function clampLease(
  requested: string | null | undefined,
  config: Pick<HubConfig, "leaseDefaultS" | "leaseMinS" | "leaseMaxS">,
): number {
  const n = requested === null || requested === undefined || requested.trim() === "" ? NaN : Number(requested);
  const wanted = Number.isFinite(n) && n > 0 ? Math.floor(n) : config.leaseDefaultS;
  return Math.min(config.leaseMaxS, Math.max(config.leaseMinS, wanted));
}

/** The topic path of a topic URL under the base URL, or null. */
export function topicPathOf(topic: string, baseUrl: string): TopicPath | null {
  for (const path of TOPIC_PATHS) if (topic === `${baseUrl}${path}`) return path;
  return null;
}

/**
 * Validates the form of a hub request (decisions.md §4). Unknown parameters are ignored; `publish` is refused
 * because publishing is internal.
 */
export function validateHubRequest(
  form: URLSearchParams,
  baseUrl: string,
  config: Pick<HubConfig, "leaseDefaultS" | "leaseMinS" | "leaseMaxS">,
): Validated {
  const bad = (reason: string, status = 400): Validated => ({ ok: false, status, reason });
  const mode = form.get("hub.mode");
  if (!mode) return bad("missing hub.mode");
  if (mode === "publish") return bad("hub.mode=publish is not accepted: this hub publishes its own topics only", 403);
  if (mode !== "subscribe" && mode !== "unsubscribe") return bad(`unsupported hub.mode "${mode.slice(0, 40)}"`);
  const callback = form.get("hub.callback");
  if (!callback) return bad("missing hub.callback");
  if (new TextEncoder().encode(callback).length > MAX_CALLBACK_BYTES) {
    return bad(`hub.callback must be at most ${MAX_CALLBACK_BYTES} bytes`);
  }
  const topicUrl = form.get("hub.topic");
  if (!topicUrl) return bad("missing hub.topic");
  const topic = topicPathOf(topicUrl, baseUrl);
  if (!topic) return bad(`unknown hub.topic; topics are ${TOPIC_PATHS.map((p) => baseUrl + p).join(", ")}`, 404);
  const secret = form.get("hub.secret");
  if (secret !== null && new TextEncoder().encode(secret).length >= MAX_SECRET_BYTES) {
    return bad(`hub.secret must be shorter than ${MAX_SECRET_BYTES} bytes`);
  }
  return {
    ok: true,
    request: {
      mode,
      topic,
      callback,
      secret: mode === "subscribe" && secret ? secret : null,
      leaseSeconds: mode === "subscribe" ? clampLease(form.get("hub.lease_seconds"), config) : null,
    },
  };
}

/** A callback URL for logs: no query string (it may carry tokens), no fragment. */
export function redactCallback(callback: string): string {
  try {
    const url = new URL(callback);
    return `${url.origin}${url.pathname}`;
  } catch {
    return "(invalid url)";
  }
}

/** Appends parameters to a URL's own query string, leaving what is there byte for byte. */
export function appendQuery(url: string, params: URLSearchParams): string {
  const separator = !url.includes("?") ? "?" : url.endsWith("?") || url.endsWith("&") ? "" : "&";
  return url + separator + params.toString();
}
