import { Insights } from "../model/mod.ts";
import { type EntityPostings, postingsOf } from "../search/index.ts";
import { sha256Hex } from "./hash.ts";

/** What a dataset's stored insights are checked against: its business category and its hash. */
export interface InsightsSubject {
  readonly business: { readonly category: string };
  readonly sha256: string;
}

/** Whether insights are current for a subject (the policy's `isCurrent`, which needs only these two fields). */
export type IsCurrentFor = (insights: Insights, subject: InsightsSubject) => boolean;

/**
 * Current stored insights in the compact form a serving thread keeps: the insights without `per_review` (the
 * largest part by far, read only by review pages), the `/insights.json` body and its tag, and which published
 * reviews mention each technician and service (what search filters on, in the published order).
 */
export interface CompactInsights {
  insights: Omit<Insights, "per_review">;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  postings: EntityPostings;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Valid stored insights with their `/insights.json` body (made before it is known whether they are current). */
export interface ValidInsights {
  insights: Insights;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** Stored insights validated (zod) and serialised, or null when they are not valid insights. */
export function validStoredInsights(raw: unknown): ValidInsights | null {
  const parsed = Insights.safeParse(raw);
  if (!parsed.success) return null;
  const body = encoder.encode(JSON.stringify(parsed.data));
  // The tag a Representation would compute over these bytes.
  return { insights: parsed.data, body, etag: `"${sha256Hex(body).slice(0, 32)}"` };
}

/**
 * Valid stored insights compacted when they are current for `subject`, whose published reviews' ids are `ids` in
 * the published order; null when they are stale (the caller derives them instead).
 */
export function compactInsights(
  valid: ValidInsights,
  subject: InsightsSubject,
  ids: readonly string[],
  isCurrent: IsCurrentFor,
): CompactInsights | null {
  if (!isCurrent(valid.insights, subject)) return null;
  const { per_review: perReview, ...insights } = valid.insights;
  const analysis = (position: number) => Object.hasOwn(perReview, ids[position]) ? perReview[ids[position]] : undefined;
  return {
    insights,
    body: valid.body,
    etag: valid.etag,
    postings: {
      technicians: postingsOf((position) => analysis(position)?.technicians, ids.length),
      services: postingsOf((position) => analysis(position)?.services, ids.length),
    },
  };
}

/** The buffers of compact insights that can be transferred rather than copied. */
export function compactTransferables(compact: CompactInsights): ArrayBuffer[] {
  const { technicians, services } = compact.postings;
  const postings = [...technicians.values(), ...services.values()].map((list) => list.buffer as ArrayBuffer);
  return [...new Set([compact.body.buffer, ...postings])];
}

/** The full insights again: `per_review` is parsed from the body the first time it is read, and then kept. */
export function expandInsights(insights: Omit<Insights, "per_review">, body: Uint8Array): Insights {
  let perReview: Insights["per_review"] | undefined;
  return Object.defineProperty({ ...insights }, "per_review", {
    enumerable: true,
    get: () => perReview ??= (JSON.parse(decoder.decode(body)) as Insights).per_review,
  }) as Insights;
}
