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
import { TextChunks, type TextsByIndex } from "./text_chunks.ts";

const ReviewList = z.array(Review);
const encoder = new TextEncoder();

/** The verified reviews of a file as staged JSON slices and columns, in file order. */
class Staged {
  /** The reviews' JSON with a comma between each two: in file order, the inside of the published array. */
  readonly json: ByteWriter;
  /** `ends[k]`: where staged review k's JSON ends (it starts just past the comma after k - 1's). */
  readonly ends: number[] = [];
  readonly ids: string[] = [];
  readonly ratings: number[] = [];
  readonly dates: number[] = [];
  readonly modified: number[] = [];
  readonly texts = new TextChunks();
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
    if (this.ends.length > 0) this.json.byte(0x2c); // ,
    this.json.write(JSON.stringify(review));
    this.ends.push(this.json.length);
    this.ids.push(review.id);
    this.ratings.push(review.rating);
    this.dates.push(dateNumber(review.date));
    this.modified.push(modifiedOf(review));
    this.texts.add(review.text);
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

/**
 * Staged positions newest first: date desc, then id desc (the order of `compareNewestFirst`); null when the file
 * already lists them so (as generated and imported files do), which one pass tells.
 */
function newestFirst(staged: Staged): number[] | null {
  const { dates, ids } = staged;
  const compare = (a: number, b: number) => {
    if (dates[a] !== dates[b]) return dates[b] - dates[a];
    return ids[a] < ids[b] ? 1 : ids[a] > ids[b] ? -1 : 0;
  };
  let k = 1;
  while (k < dates.length && compare(k - 1, k) <= 0) k++;
  return k >= dates.length ? null : Array.from(dates, (_, k) => k).sort(compare);
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

/** The staged texts by published position. */
function textsInOrder(texts: TextChunks, order: number[] | null): TextsByIndex {
  if (!order) return texts;
  const staged = Uint32Array.from(order);
  const positions = new Uint32Array(order.length);
  order.forEach((k, position) => positions[k] = position);
  return {
    at: (position) => texts.at(staged[position]),
    eachContaining: (needle, found) => texts.eachContaining(needle, (k) => found(positions[k])),
  };
}

function publishStaged(business: ReviewsFile["business"], staged: Staged): PublishedDataset {
  const order = newestFirst(staged);
  const inOrder = <T>(values: T[]): T[] => order ? order.map((k) => values[k]) : values;
  const ratings = Uint8Array.from(inOrder(staged.ratings));
  const aggregate = aggregateOfRatings(ratings);
  const head = encoder.encode(documentHead(business, aggregate));
  const { bytes: source, length } = staged.json;
  // The staged reviews and their commas, then `[`, `]` and `}`: the same bytes in any order.
  const document = new Uint8Array(head.length + length + 3);
  document.set(head);
  const arrayStart = head.length;
  document[arrayStart] = 0x5b; // [
  const ends = new Uint32Array(staged.ends.length);
  if (!order) {
    // Already newest first: the staged bytes are the array's inside as they are, in one copy.
    document.set(source.subarray(0, length), arrayStart + 1);
    staged.ends.forEach((end, k) => ends[k] = arrayStart + 1 + end);
  } else {
    let at = arrayStart + 1;
    order.forEach((k, position) => {
      if (position > 0) document[at++] = 0x2c; // ,
      const start = k === 0 ? 0 : staged.ends[k - 1] + 1;
      document.set(source.subarray(start, staged.ends[k]), at);
      at += staged.ends[k] - start;
      ends[position] = at;
    });
  }
  document[arrayStart + 1 + length] = 0x5d; // ]
  document[arrayStart + 2 + length] = 0x7d; // }
  const serialised = { document, arrayStart, ends };
  const columns = {
    ids: inOrder(staged.ids),
    ratings,
    dates: Uint32Array.from(inOrder(staged.dates)),
    modified: Uint32Array.from(inOrder(staged.modified)),
  };
  return publishedFrom({
    business,
    reviews: serialisedRows(serialised, columns, textsInOrder(staged.texts.done(), order)),
    aggregate,
    lexicon: buildMentionLexicon(business),
    sha256: sha256Hex(reviewsArrayBytes(serialised)),
    lastModified: staged.newest ? new Date(`${staged.newest}T00:00:00Z`) : null,
    serialised,
  });
}
