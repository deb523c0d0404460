/**
 * Reading, validating and publishing a reviews file in one pass over its bytes, without ever holding all its
 * reviews as objects. Each piece of 64 reviews is parsed and validated (zod, the same review schema), and each
 * valid review is at once serialised into a staging buffer and reduced to its columns (id, rating, date, text);
 * the objects die young. The published order comes from the columns, and the `/reviews.json` document is the
 * staged slices copied in that order: byte for byte what `publish(parseReviewsBytes(bytes))` makes, at a fraction
 * of the memory (no 100,000 review objects, no array of their JSON strings). Pure.
 */
import { z } from "zod";
import { buildMentionLexicon } from "../entities/detect.ts";
import { Review, ReviewsFile } from "../model/mod.ts";
import { type ParseResult, parseReviewsBytes } from "./parse.ts";
import { forEachPiece } from "./json_chunks.ts";
import { sha256Hex } from "./hash.ts";
import { aggregateOfRatings, publish, type PublishedDataset, publishedFrom } from "./publish.ts";
import { dateNumber, modifiedOf, serialisedRows } from "./review_rows.ts";
import { ByteWriter, documentHead, reviewsArrayBytes } from "./serialise.ts";

const ReviewList = z.array(Review);
const encoder = new TextEncoder();

/** The verified reviews of a file as staged JSON slices and columns, in file order. */
class Staged {
  readonly json: ByteWriter;
  /** `ends[k]`: where staged review k's JSON ends (it starts where k - 1's ends). */
  readonly ends: number[] = [];
  readonly ids: string[] = [];
  readonly ratings: number[] = [];
  readonly dates: number[] = [];
  readonly modified: number[] = [];
  readonly texts: (string | null)[] = [];
  /** Every id in the file, verified or not, for the duplicate check. */
  readonly seen = new Set<string>();
  duplicate = false;
  /** The newest date in the verified reviews (or their owner replies), as `YYYY-MM-DD`. */
  newest = "";

  constructor(capacity: number) {
    this.json = new ByteWriter(capacity);
  }

  add(review: Review): void {
    if (this.seen.has(review.id)) this.duplicate = true;
    this.seen.add(review.id);
    if (!review.verified) return;
    this.json.write(JSON.stringify(review));
    this.ends.push(this.json.length);
    this.ids.push(review.id);
    this.ratings.push(review.rating);
    this.dates.push(dateNumber(review.date));
    this.modified.push(modifiedOf(review));
    this.texts.push(review.text);
    if (review.date > this.newest) this.newest = review.date;
    if (review.owner_reply && review.owner_reply.date > this.newest) this.newest = review.owner_reply.date;
  }
}

/** Frees a buffer's memory now by detaching it; its views read as empty from then on. */
export function release(bytes: Uint8Array): void {
  try {
    if (bytes.buffer instanceof ArrayBuffer) bytes.buffer.transfer(0);
  } catch {
    // Not detachable here (a buffer the runtime owns, a shared one): the collector frees it as usual.
  }
}

/** Staged positions newest first: date desc, then id desc (the order of `compareNewestFirst`). */
function newestFirst(staged: Staged): number[] {
  const { dates, ids } = staged;
  return Array.from(dates, (_, k) => k).sort((a, b) => {
    if (dates[a] !== dates[b]) return dates[b] - dates[a];
    return ids[a] < ids[b] ? 1 : ids[a] > ids[b] ? -1 : 0;
  });
}

/**
 * Parses, validates and publishes a reviews file's bytes. Anything refused or unusual is parsed and validated whole
 * by {@link parseReviewsBytes}, which gives exactly the problems reported before (and publishes the odd valid file).
 */
export function publishReviewsBytes(bytes: Uint8Array): ParseResult<PublishedDataset> {
  const whole = (): ParseResult<PublishedDataset> => {
    const parsed = parseReviewsBytes(bytes);
    return parsed.ok ? { ok: true, value: publish(parsed.value) } : parsed;
  };
  // Mostly ASCII, the JSON is about the file's size; the writer grows if not.
  const staged = new Staged(bytes.length + 1024);
  let valid = true;
  const rest = forEachPiece(bytes, "reviews", 64, (piece) => {
    const checked = valid ? ReviewList.safeParse(piece) : undefined;
    if (!checked?.success) valid = false;
    else for (const review of checked.data) staged.add(review);
  });
  if (rest === null || !valid || staged.duplicate) return whole();
  const file = ReviewsFile.safeParse({ ...rest, reviews: [] });
  if (!file.success) return whole();
  const published = publishStaged(file.data.business, staged);
  // The staging buffer (about the file's size) is copied into the document: give it back now, not a few
  // collections later (detaching a buffer frees its memory at once).
  release(staged.json.bytes);
  return { ok: true, value: published };
}

function publishStaged(business: ReviewsFile["business"], staged: Staged): PublishedDataset {
  const order = newestFirst(staged);
  const ratings = Uint8Array.from(order, (k) => staged.ratings[k]);
  const aggregate = aggregateOfRatings(ratings);
  const head = encoder.encode(documentHead(business, aggregate));
  const source = staged.json.bytes;
  const document = new Uint8Array(head.length + staged.json.length + Math.max(order.length - 1, 0) + 3);
  document.set(head);
  let at = head.length;
  const arrayStart = at;
  document[at++] = 0x5b; // [
  const ends = new Uint32Array(order.length);
  order.forEach((k, position) => {
    if (position > 0) document[at++] = 0x2c; // ,
    const start = k === 0 ? 0 : staged.ends[k - 1];
    document.set(source.subarray(start, staged.ends[k]), at);
    at += staged.ends[k] - start;
    ends[position] = at;
  });
  document[at++] = 0x5d; // ]
  document[at++] = 0x7d; // }
  const serialised = { document, arrayStart, ends };
  const columns = {
    ids: order.map((k) => staged.ids[k]),
    ratings,
    dates: Uint32Array.from(order, (k) => staged.dates[k]),
    modified: Uint32Array.from(order, (k) => staged.modified[k]),
  };
  return publishedFrom({
    business,
    reviews: serialisedRows(serialised, columns, order.map((k) => staged.texts[k])),
    aggregate,
    lexicon: buildMentionLexicon(business),
    sha256: sha256Hex(reviewsArrayBytes(serialised)),
    lastModified: staged.newest ? new Date(`${staged.newest}T00:00:00Z`) : null,
    serialised,
  });
}
