import { sha256Hex } from "./hash.ts";
import { buildMentionLexicon } from "../entities/detect.ts";
import type { AggregateRating, Business, Insights, Review } from "../model/mod.ts";
import { buildSearchIndex } from "../search/index.ts";
import { type PackedSearchIndex, packSearchIndex, transferables, unpackSearchIndex } from "../search/pack.ts";
import { publishedFrom } from "./publish.ts";
import { rowsOf } from "./review_rows.ts";
import { expandInsights } from "./stored_insights.ts";
import type { DatasetVersion } from "./version.ts";

/**
 * A dataset version as a background loader sends it: the serialised reviews, the insights body and the search
 * index travel as transferred buffers (no copy); only small parts are structured-cloned. The serving thread then
 * rebuilds the review objects from the bytes a chunk at a time (see {@link unpackVersion}).
 */
export interface VersionMessage {
  business: Business;
  aggregate: AggregateRating;
  sha256: string;
  lastModified: number | null;
  document: Uint8Array<ArrayBuffer>;
  arrayStart: number;
  ends: Uint32Array<ArrayBuffer>;
  /** The insights without `per_review`, which only the body needs (it is parsed from the body if ever read). */
  insights: Omit<Insights, "per_review">;
  insightsBody: Uint8Array<ArrayBuffer>;
  insightsEtag: string;
  insightsOrigin: DatasetVersion["insightsOrigin"];
  index: PackedSearchIndex;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Packs a loaded version, building its search index (this runs in the loader, off the serving thread). */
export function packVersion(version: DatasetVersion): { message: VersionMessage; transfer: ArrayBuffer[] } {
  const { published } = version;
  const index = packSearchIndex(buildSearchIndex(published));
  const insightsBody = encoder.encode(JSON.stringify(version.insights));
  const { per_review: _, ...insights } = version.insights;
  const { document, arrayStart, ends } = published.serialised;
  const message: VersionMessage = {
    business: published.business,
    aggregate: published.aggregate,
    sha256: published.sha256,
    lastModified: published.lastModified?.getTime() ?? null,
    document,
    arrayStart,
    ends,
    insights,
    insightsBody,
    // The tag a Representation would compute over these bytes.
    insightsEtag: `"${sha256Hex(insightsBody).slice(0, 32)}"`,
    insightsOrigin: version.insightsOrigin,
    index,
  };
  const transfer = [document.buffer, ends.buffer, insightsBody.buffer, ...transferables(index)];
  return { message, transfer: [...new Set(transfer)] };
}

/** Reviews parsed per step of {@link unpackVersion}: a few milliseconds each. */
export const UNPACK_CHUNK = 250;

/**
 * The version again, on the receiving thread. Review objects are parsed from the serialised bytes in chunks, with
 * `pause()` awaited between chunks so requests for the current version keep being served.
 */
export async function unpackVersion(message: VersionMessage, pause: () => Promise<void>): Promise<DatasetVersion> {
  const { document, arrayStart, ends } = message;
  const reviews: Review[] = [];
  for (let from = 0; from < ends.length; from += UNPACK_CHUNK) {
    const to = Math.min(from + UNPACK_CHUNK, ends.length);
    const start = from === 0 ? arrayStart + 1 : ends[from - 1] + 1;
    const chunk = JSON.parse(`[${decoder.decode(document.subarray(start, ends[to - 1]))}]`) as Review[];
    for (const review of chunk) reviews.push(review);
    await pause();
  }
  const published = publishedFrom({
    business: message.business,
    reviews: rowsOf(reviews),
    aggregate: message.aggregate,
    lexicon: buildMentionLexicon(message.business),
    sha256: message.sha256,
    lastModified: message.lastModified === null ? null : new Date(message.lastModified),
    serialised: { document, arrayStart, ends },
  });
  return {
    published,
    insights: expandInsights(message.insights, message.insightsBody),
    insightsOrigin: message.insightsOrigin,
    prepared: {
      searchIndex: unpackSearchIndex(message.index, published.reviews),
      insightsBody: { bytes: message.insightsBody, etag: message.insightsEtag },
    },
  };
}
