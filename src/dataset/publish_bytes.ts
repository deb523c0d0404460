/**
 * Reading, validating and publishing a reviews file in one pass over its bytes, without ever holding all its
 * reviews as objects. Each piece of 64 reviews is parsed and validated (zod, the same review schema), and each
 * valid review is at once serialised into a staging buffer and reduced to its columns (id, rating, date, text);
 * the objects die young. The published order comes from the columns, and the `/reviews.json` document is the
 * staged slices copied in that order: byte for byte what `publish(parseReviewsBytes(bytes))` makes, at a fraction
 * of the memory (no 100,000 review objects, no array of their JSON strings). Pure.
 */
import { z } from "zod";
import { detachBuffer } from "../buffer_release.ts";
import { buildMentionLexicon } from "../entities/detect.ts";
import { Review, ReviewsFile } from "../model/mod.ts";
import { isPlainlyValidReview } from "../model/plain_review.ts";
import { type ParseResult, parseReviewsBytes } from "./parse.ts";
import { countIsWhole, parsePiece, type PiecePlan, planPieces } from "./json_chunks.ts";
import type { Hash } from "node:crypto";
import { sha256Hex, sha256Stream } from "./hash.ts";
import { aggregateOfRatings, publish, type PublishedDataset, publishedFrom } from "./publish.ts";
import { serialisedRows } from "./review_rows.ts";
import { documentHead, reviewsArrayBytes, type SerialisedReviews } from "./serialise.ts";
import { Staged } from "./staged.ts";
import type { TextChunks, TextsByIndex } from "./text_chunks.ts";

const ReviewList = z.array(Review);
const encoder = new TextEncoder();

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

/** Reviews a piece of the reviews array holds: 64 keeps each piece's objects young garbage. */
export const PIECE_REVIEWS = 64;

/**
 * Parses and validates piece k of a plan's reviews array and stages its valid reviews; returns how many reviews it
 * held, or null when it is refused (a syntax error, or a review its schema refuses: the whole file's parse then says
 * why).
 */
export function stagePiece(staged: Staged, bytes: Uint8Array, cuts: ArrayLike<number>, k: number): number | null {
  let elements;
  try {
    elements = parsePiece(bytes, cuts, k) as unknown[];
  } catch {
    return null;
  }
  // The common case, a file this service wrote: reviews that zod would return unchanged (its cheap check, a third of
  // zod's cost). Anything else goes to zod, which also says why a review is refused.
  let reviews: Review[];
  if (elements.every(isPlainlyValidReview)) reviews = elements;
  else {
    const checked = ReviewList.safeParse(elements);
    if (!checked.success) return null;
    reviews = checked.data;
  }
  for (const review of reviews) staged.add(review);
  return reviews.length;
}

/** The whole file parsed and validated, then published: what a refused or unusual file gets (see below). */
export function publishWhole(bytes: Uint8Array): ParseResult<PublishedDataset> {
  const parsed = parseReviewsBytes(bytes);
  return parsed.ok ? { ok: true, value: publish(parsed.value) } : parsed;
}

/**
 * Parses, validates and publishes a reviews file's bytes. Anything refused or unusual is parsed and validated whole
 * by {@link parseReviewsBytes}, which gives exactly the problems reported before (and publishes the odd valid file).
 */
export function publishReviewsBytes(bytes: Uint8Array): ParseResult<PublishedDataset> {
  const plan = planPieces(bytes, "reviews", PIECE_REVIEWS);
  if (!plan) return publishWhole(bytes);
  const staged = newStaging(bytes);
  let count = 0;
  for (let k = 0; k + 1 < plan.cuts.length; k++) {
    const staging = stagePiece(staged, bytes, plan.cuts, k);
    if (staging === null) return publishWhole(bytes);
    count += staging;
  }
  return publishPlanned(bytes, plan, staged, count);
}

/** Room left for the document's head before the staged reviews (a larger head is copied with them). */
const HEAD_ROOM = 64 * 1024;

/** A staging buffer for a file's reviews: mostly ASCII, the JSON is about the file's size (the writer grows if not). */
export function newStaging(bytes: Uint8Array): Staged {
  return new Staged(bytes.length + 1024, HEAD_ROOM);
}

/**
 * The reviews staged so far hashed as the start of the published array (`[` and their JSON), up to `end` in the
 * staging: a thread that would otherwise wait (for a helper's part) hashes them then, and the publish hashes only
 * the rest. The published array starts so when the file is already newest first (as written files are); in any other
 * order the prefix goes unused and the whole array is hashed.
 */
export interface HashedPrefix {
  hash: Hash;
  end: number;
}

/** Hashes what is staged so far (see {@link HashedPrefix}). */
export function hashStagedPrefix(staged: Staged): HashedPrefix {
  const end = staged.json.length;
  return { hash: sha256Stream().update("[").update(staged.json.bytes.subarray(staged.base, end)), end };
}

/**
 * The dataset once every piece of the plan is staged (`count` reviews in all), or the whole file's parse; `prefix`
 * when the start of the staging is hashed already.
 */
export function publishPlanned(
  bytes: Uint8Array,
  plan: PiecePlan,
  staged: Staged,
  count: number,
  prefix?: HashedPrefix,
): ParseResult<PublishedDataset> {
  if (!countIsWhole(plan, count) || staged.duplicate) return publishWhole(bytes);
  const file = ReviewsFile.safeParse({ ...plan.rest, reviews: [] });
  if (!file.success) return publishWhole(bytes);
  const published = publishStaged(file.data.business, staged, prefix);
  // Unless it became the document, the staging buffer (about the file's size) was copied into it: give it back now,
  // not a few collections later (detaching a buffer frees its memory at once).
  if (published.serialised.document.buffer !== staged.json.bytes.buffer) detachBuffer(staged.json.bytes);
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

/**
 * The document of reviews staged already newest first, made where they are staged: the head written into the room
 * before them and `]}` after, so the document is a view of the staging buffer and nothing is copied.
 */
function documentInPlace(head: Uint8Array, staged: Staged): SerialisedReviews {
  const from = staged.base - head.length - 1;
  staged.json.byte(0x5d); // ]
  staged.json.byte(0x7d); // }
  const buffer = staged.json.bytes;
  buffer.set(head, from);
  buffer[staged.base - 1] = 0x5b; // [
  return {
    document: buffer.subarray(from, staged.json.length),
    arrayStart: head.length,
    ends: Uint32Array.from(staged.ends, (end) => end - from),
  };
}

/** The document with the staged reviews copied after the head in `order` (or as staged, when it is null). */
function documentInOrder(head: Uint8Array, staged: Staged, order: number[] | null): SerialisedReviews {
  const { bytes: source, length: end } = staged.json;
  const length = end - staged.base;
  // The staged reviews and their commas, then `[`, `]` and `}`: the same bytes in any order.
  const document = new Uint8Array(head.length + length + 3);
  document.set(head);
  const arrayStart = head.length;
  document[arrayStart] = 0x5b; // [
  const ends = new Uint32Array(staged.ends.length);
  const shift = arrayStart + 1 - staged.base;
  if (!order) {
    document.set(source.subarray(staged.base, end), arrayStart + 1);
    staged.ends.forEach((end, k) => ends[k] = shift + end);
  } else {
    let at = arrayStart + 1;
    order.forEach((k, position) => {
      if (position > 0) document[at++] = 0x2c; // ,
      const start = k === 0 ? staged.base : staged.ends[k - 1] + 1;
      document.set(source.subarray(start, staged.ends[k]), at);
      at += staged.ends[k] - start;
      ends[position] = at;
    });
  }
  document[arrayStart + 1 + length] = 0x5d; // ]
  document[arrayStart + 2 + length] = 0x7d; // }
  return { document, arrayStart, ends };
}

/** SHA-256 of the published array's bytes, starting from `prefix` (the first bytes of `array`) when given. */
function arraySha256(array: Uint8Array, staged: Staged, prefix?: HashedPrefix): string {
  if (!prefix) return sha256Hex(array);
  return prefix.hash.update(array.subarray(1 + prefix.end - staged.base)).digest("hex");
}

function publishStaged(business: ReviewsFile["business"], staged: Staged, prefix?: HashedPrefix): PublishedDataset {
  const order = newestFirst(staged);
  const inOrder = <T>(values: T[]): T[] => order ? order.map((k) => values[k]) : values;
  const ratings = Uint8Array.from(inOrder(staged.ratings));
  const aggregate = aggregateOfRatings(ratings);
  const head = encoder.encode(documentHead(business, aggregate));
  const { document, arrayStart, ends } = order || head.length >= staged.base
    ? documentInOrder(head, staged, order)
    : documentInPlace(head, staged);
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
    sha256: arraySha256(reviewsArrayBytes(serialised), staged, order ? undefined : prefix),
    lastModified: staged.newest ? new Date(`${staged.newest}T00:00:00Z`) : null,
    serialised,
  });
}
