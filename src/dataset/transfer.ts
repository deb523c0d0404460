import { buildMentionLexicon } from "../entities/detect.ts";
import type { AggregateRating, Business } from "../model/mod.ts";
import { buildSearchIndex } from "../search/index.ts";
import { type PackedSearchIndex, packSearchIndex, transferables, unpackSearchIndex } from "../search/pack.ts";
import { publishedFrom } from "./publish.ts";
import { serialisedRows } from "./review_rows.ts";
import { aspectIds, PerReviewInBody } from "./per_review.ts";
import type { DatasetVersion, ServedInsights } from "./version.ts";

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
  /** The insights without `per_review`, which stays in the body (see `PerReview`). */
  insights: ServedInsights;
  insightsBody: Uint8Array<ArrayBuffer>;
  insightsEtag: string;
  insightsOrigin: DatasetVersion["insightsOrigin"];
  index: PackedSearchIndex;
}

/** Packs a loaded version, building its search index (this runs in the loader, off the serving thread). */
export function packVersion(version: DatasetVersion): { message: VersionMessage; transfer: ArrayBuffer[] } {
  const { published } = version;
  const index = packSearchIndex(buildSearchIndex(published));
  // Every loaded version has its body (see versionOf); only versions made by hand in tests lack one.
  const body = version.prepared?.insightsBody;
  if (!body) throw new Error("a version is sent with its insights body");
  const { bytes: insightsBody, etag: insightsEtag } = body;
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
    insights: version.insights,
    insightsBody,
    insightsEtag,
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
    insights: message.insights,
    perReview: new PerReviewInBody(message.insightsBody, published.reviews, aspectIds(message.insights)),
    insightsOrigin: message.insightsOrigin,
    prepared: {
      searchIndex: unpackSearchIndex(message.index, published.reviews),
      insightsBody: { bytes: message.insightsBody, etag: message.insightsEtag },
    },
  };
}
