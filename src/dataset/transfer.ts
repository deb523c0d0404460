import { sha256Hex } from "./hash.ts";
import { buildMentionLexicon } from "../entities/detect.ts";
import type { AggregateRating, Business, Insights } from "../model/mod.ts";
import { buildSearchIndex } from "../search/index.ts";
import { type PackedSearchIndex, packSearchIndex, transferables, unpackSearchIndex } from "../search/pack.ts";
import { publishedFrom } from "./publish.ts";
import { serialisedRows } from "./review_rows.ts";
import { expandInsights } from "./stored_insights.ts";
import type { DatasetVersion } from "./version.ts";

/**
 * A dataset version as a background loader sends it: the serialised reviews, the insights body and the search
 * index travel as transferred buffers (no copy); only small parts (and the ids) are structured-cloned. The serving
 * thread reads reviews from those bytes when asked (see {@link unpackVersion}).
 */
export interface VersionMessage {
  business: Business;
  aggregate: AggregateRating;
  sha256: string;
  lastModified: number | null;
  document: Uint8Array<ArrayBuffer>;
  arrayStart: number;
  ends: Uint32Array<ArrayBuffer>;
  /** The reviews' ids in the published order (their ratings and dates are in the index). */
  ids: readonly string[];
  /** When each review last changed (see `ReviewColumns.modified`). */
  modified: Uint32Array<ArrayBuffer>;
  /** The insights without `per_review`, which only the body needs (it is parsed from the body if ever read). */
  insights: Omit<Insights, "per_review">;
  insightsBody: Uint8Array<ArrayBuffer>;
  insightsEtag: string;
  insightsOrigin: DatasetVersion["insightsOrigin"];
  index: PackedSearchIndex;
}

const encoder = new TextEncoder();

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
    ids: published.reviews.columns.ids,
    modified: Uint32Array.from(published.reviews.columns.modified),
    insights,
    insightsBody,
    // The tag a Representation would compute over these bytes.
    insightsEtag: `"${sha256Hex(insightsBody).slice(0, 32)}"`,
    insightsOrigin: version.insightsOrigin,
    index,
  };
  const transfer = [
    document.buffer,
    ends.buffer,
    message.modified.buffer,
    insightsBody.buffer,
    ...transferables(index),
  ];
  return { message, transfer: [...new Set(transfer)] };
}

/**
 * The version again, on the receiving thread: no review is parsed here (they are read from the transferred bytes
 * when asked for), so the swap waits for nothing.
 */
export function unpackVersion(message: VersionMessage): DatasetVersion {
  const { document, arrayStart, ends } = message;
  const serialised = { document, arrayStart, ends };
  const { ids, modified } = message;
  const columns = { ids, ratings: message.index.ratings, dates: message.index.dates, modified };
  const published = publishedFrom({
    business: message.business,
    reviews: serialisedRows(serialised, columns),
    aggregate: message.aggregate,
    lexicon: buildMentionLexicon(message.business),
    sha256: message.sha256,
    lastModified: message.lastModified === null ? null : new Date(message.lastModified),
    serialised,
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
