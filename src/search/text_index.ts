import type { ReviewRows } from "../dataset/review_rows.ts";
import { bitsetWords } from "./bitset.ts";
import { fragmentIndex } from "./fragments.ts";
import { chooseGrams, GramSetBuilder, type GramSets } from "./grams.ts";
import { scratchUint32, scratchUint8 } from "./paged_buffer.ts";
import { tokenise, Tokens } from "./tokens.ts";

export { GAP_NONE, GAP_OTHER, GAP_SPACE, gapClass, TOKEN } from "./tokens.ts";

/**
 * The lower-cased texts as token ids, with each token's reviews. All typed arrays, so it is compact (two or four
 * bytes per token of text) and crosses a Worker boundary as transferred buffers.
 *
 * - `stream` holds every review's tokens in order, review `r` at `offsets[r]` to `offsets[r + 1]`; each entry is
 *   the token id with the gap before it in the top two bits (`>>> shift`), so a phrase is checked against the
 *   token sequence instead of the text. `trailing[r]` is the gap after review `r`'s last token.
 * - A token's reviews are either ascending positions (`positions`, from `postingStart[id]` to
 *   `postingStart[id + 1]`) or, for a token in more than one review in 32, a bitset (`dense`, at
 *   `denseSlot[id] * words`): never larger than its positions, and OR-ed a word at a time.
 * - `occurrenceGaps` lists each token's places in `stream`, so a phrase is found from the occurrences of its rarest
 *   part and a look at their neighbours, never by reading whole reviews.
 */
export interface TextIndex {
  readonly vocabulary: readonly string[];
  /** Every token between NULs: a query part is looked up by substring search, not a test per token. */
  readonly joined: string;
  /** Where each token starts in `joined`. */
  readonly starts: Uint32Array<ArrayBuffer>;
  readonly postingStart: Uint32Array<ArrayBuffer>;
  readonly positions: Uint32Array<ArrayBuffer>;
  readonly denseSlot: Int32Array<ArrayBuffer>;
  readonly dense: Uint32Array<ArrayBuffer>;
  readonly stream: Uint16Array<ArrayBuffer> | Uint32Array<ArrayBuffer>;
  /** Where in `stream` each token occurs, ascending: token `id` from `occurrenceStart[id]` to `[id + 1]`. */
  readonly occurrenceStart: Uint32Array<ArrayBuffer>;
  /**
   * The places themselves, two bytes each (see {@link placesOf}): each is the distance from the token's previous
   * place (from 0 for its first), or {@link FAR} when that is too far, and the place is then the next of
   * `farPlaces` (token `id`'s from `farStart[id]`). A token's places are only ever read in order, and four bytes
   * each they were 16.6 MiB of the index at 100,000 reviews.
   */
  readonly occurrenceGaps: Uint16Array<ArrayBuffer>;
  readonly farPlaces: Uint32Array<ArrayBuffer>;
  readonly farStart: Uint32Array<ArrayBuffer>;
  /**
   * Beside each occurrence, so a two-token phrase needs no look into `stream`: `before` is the previous token's id
   * with this token's gap, `after` is the next token's entry; at a review's edges the id is `vocabulary.length`
   * (no token), and `after` then carries the review's trailing gap.
   */
  readonly before: Uint16Array<ArrayBuffer> | Uint32Array<ArrayBuffer>;
  readonly after: Uint16Array<ArrayBuffer> | Uint32Array<ArrayBuffer>;
  readonly offsets: Uint32Array<ArrayBuffer>;
  /**
   * The review holding place `b << REVIEW_BLOCK` of `stream`, for each block `b`: a place's review is found from
   * there in a step or two forward (about three reviews to a block) instead of a search through `offsets`.
   */
  readonly reviewBlocks: Uint32Array<ArrayBuffer>;
  /**
   * For the fragments in the most reviews' tokens (a one-letter query such as "e" is in nearly every review, "er"
   * in most, and each would union thousands of tokens), the reviews holding them (see `fragments.ts`).
   */
  readonly fragments: readonly string[];
  readonly fragmentSets: Uint32Array<ArrayBuffer>;
  readonly trailing: Uint8Array<ArrayBuffer>;
  readonly shift: number;
  /** The broadest short needles with a space or punctuation in them, answered in one copy (see `grams.ts`). */
  readonly grams: GramSets;
}

/** Places of `stream` to a block of {@link TextIndex.reviewBlocks}, as a shift: 128, 136 KB at 100,000 reviews. */
export const REVIEW_BLOCK = 7;

/** The blocks of {@link TextIndex.reviewBlocks}. */
function reviewBlocksOf(offsets: Uint32Array, streamLength: number): Uint32Array<ArrayBuffer> {
  const blocks = new Uint32Array((streamLength >>> REVIEW_BLOCK) + 1);
  const last = Math.max(0, offsets.length - 2);
  for (let b = 0, review = 0; b < blocks.length; b++) {
    const place = b << REVIEW_BLOCK;
    while (review < last && offsets[review + 1] <= place) review++;
    blocks[b] = review;
  }
  return blocks;
}

/**
 * The review holding place `at` of the stream, at or after review `from` (at or before it): from the place's block
 * forward, or from `from` when that is further on (one token's occurrences are ascending).
 */
export function reviewOf(text: TextIndex, from: number, at: number): number {
  const { offsets } = text;
  let review = Math.max(from, text.reviewBlocks[at >>> REVIEW_BLOCK]);
  while (offsets[review + 1] <= at) review++;
  return review;
}

/** An occurrence gap too large for two bytes: the place is in `farPlaces` (see {@link TextIndex.occurrenceGaps}). */
export const FAR = 0xffff;

/** Token `id`'s places in the stream, ascending, decoded from the gaps (for tests and rare paths). */
export function placesOf(text: TextIndex, id: number): number[] {
  const places: number[] = [];
  let at = 0, far = text.farStart[id];
  for (let o = text.occurrenceStart[id]; o < text.occurrenceStart[id + 1]; o++) {
    const gap = text.occurrenceGaps[o];
    at = gap === FAR ? text.farPlaces[far++] : at + gap;
    places.push(at);
  }
  return places;
}

/**
 * Entries of the token stream handled between two yields while the arrays are assembled (a power of two, less 1):
 * a few milliseconds, since placing occurrences writes all over memory.
 */
const STEP = (1 << 16) - 1;

/** Reviews tokenised between two yields of {@link textIndexSteps}: a few milliseconds of work. */
export const INDEX_CHUNK = 500;

/**
 * The text index, in steps: it yields after every {@link INDEX_CHUNK} reviews, so a server can build it between
 * requests after it starts listening instead of making a search wait for all of it.
 */
export function* textIndexSteps(reviews: ReviewRows): Generator<void, TextIndex> {
  const tokens = new Tokens();
  const offsets = new Uint32Array(reviews.length + 1);
  const trailing = new Uint8Array(reviews.length);
  const lower = (i: number) => (reviews.text(i) ?? "").toLowerCase();
  const grams = new GramSetBuilder(yield* chooseGrams(reviews.length, lower), reviews.length);
  for (let i = 0; i < reviews.length; i++) {
    if (i > 0 && i % INDEX_CHUNK === 0) yield;
    const text = lower(i);
    grams.add(i, text);
    trailing[i] = tokenise(tokens, i, text);
    offsets[i + 1] = tokens.stream.length;
  }
  yield;
  return yield* assemble(tokens, offsets, trailing, grams.done());
}

/** The typed arrays, in steps of a few hundred thousand entries, so no step blocks a server for long. */
function* assemble(
  gathered: Tokens,
  offsets: Uint32Array<ArrayBuffer>,
  trailing: Uint8Array<ArrayBuffer>,
  grams: GramSets,
): Generator<void, TextIndex> {
  const { vocabulary, stream: tokens } = gathered;
  const reviewCounts = gathered.reviewCounts.array;
  const reviewCount = trailing.length;
  const words = bitsetWords(reviewCount);
  const denseSlot = new Int32Array(vocabulary.length).fill(-1);
  const postingStart = new Uint32Array(vocabulary.length + 1);
  let denseCount = 0, sparseTotal = 0;
  for (let id = 0; id < vocabulary.length; id++) {
    if (reviewCounts[id] >= words && words > 0) denseSlot[id] = denseCount++;
    else sparseTotal += reviewCounts[id];
    postingStart[id + 1] = sparseTotal;
  }
  // Second pass: each review's tokens once each, in review order, so positions come out ascending.
  const positions = new Uint32Array(sparseTotal);
  const dense = new Uint32Array(denseCount * words);
  const fillAt = postingStart.slice(0, vocabulary.length);
  const lastReview = gathered.lastReview.array.fill(0);
  for (let review = 0; review < reviewCount; review++) {
    if ((review & 4095) === 4095) yield;
    for (let k = offsets[review]; k < offsets[review + 1]; k++) {
      const id = tokens.array[k] & ((1 << 30) - 1);
      if (lastReview[id] === review + 1) continue;
      lastReview[id] = review + 1;
      const slot = denseSlot[id];
      if (slot < 0) positions[fillAt[id]++] = review;
      else dense[slot * words + (review >>> 5)] |= 1 << (review & 31);
    }
  }
  // The id `vocabulary.length` stands for "no token", so it must fit beside the gap too.
  const shift = vocabulary.length < (1 << 14) - 1 ? 14 : 30;
  const codes = () => shift === 14 ? new Uint16Array(tokens.length) : new Uint32Array(tokens.length);
  const stream = codes();
  const ID = (1 << 30) - 1;
  const mask = (1 << shift) - 1;
  for (let k = 0; k < tokens.length; k++) {
    if ((k & STEP) === STEP) yield;
    const entry = tokens.array[k];
    stream[k] = ((entry & ID) | ((entry >>> 30) << shift)) >>> 0;
  }
  // Occurrences by counting sort: one pass to count per token, one to place.
  const occurrenceStart = new Uint32Array(vocabulary.length + 1);
  for (let k = 0; k < stream.length; k++) {
    if ((k & STEP) === STEP) yield;
    occurrenceStart[(stream[k] & mask) + 1]++;
  }
  for (let id = 0; id < vocabulary.length; id++) occurrenceStart[id + 1] += occurrenceStart[id];
  // Scratch in pages of its own (see paged_buffer.ts): only the gaps made from it are kept.
  const occurrences = scratchUint32(stream.length);
  const fill = occurrenceStart.slice(0, vocabulary.length);
  for (let k = 0; k < stream.length; k++) {
    if ((k & STEP) === STEP) yield;
    occurrences[fill[stream[k] & mask]++] = k;
  }
  // Neighbours in occurrence order (a scan of one token's occurrences reads them in sequence); `edges` marks a
  // review's first (1) and last (2) token.
  const edges = scratchUint8(stream.length);
  for (let review = 0; review < reviewCount; review++) {
    const start = offsets[review], end = offsets[review + 1];
    if (start < end) edges[start] |= 1, edges[end - 1] |= 2;
  }
  const before = codes(), after = codes();
  const none = vocabulary.length;
  for (let o = 0; o < occurrences.length; o++) {
    if ((o & STEP) === STEP) yield;
    const k = occurrences[o];
    const gap = (stream[k] >>> shift) << shift;
    before[o] = ((edges[k] & 1 ? none : stream[k - 1] & mask) | gap) >>> 0;
    if (edges[k] & 2) {
      // The review of a last token, for its trailing gap: a binary search, once per review.
      let lo = 0, hi = reviewCount - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (offsets[mid] <= k) lo = mid;
        else hi = mid - 1;
      }
      after[o] = (none | (trailing[lo] << shift)) >>> 0;
    } else after[o] = stream[k + 1];
  }
  const { occurrenceGaps, farPlaces, farStart } = yield* gapsOf(occurrences, occurrenceStart, vocabulary.length);
  const starts = new Uint32Array(vocabulary.length);
  let at = 1;
  vocabulary.forEach((token, id) => {
    starts[id] = at;
    at += token.length + 1;
  });
  const joined = "\0" + vocabulary.join("\0") + "\0";
  const { fragments, fragmentSets } = yield* fragmentIndex(
    vocabulary,
    reviewCounts,
    words,
    denseSlot,
    dense,
    positions,
    postingStart,
  );
  return {
    vocabulary,
    joined,
    starts,
    postingStart,
    positions,
    denseSlot,
    dense,
    stream,
    occurrenceStart,
    occurrenceGaps,
    farPlaces,
    farStart,
    before,
    after,
    offsets,
    reviewBlocks: reviewBlocksOf(offsets, stream.length),
    trailing,
    shift,
    fragments,
    fragmentSets,
    grams,
  };
}

/** The places as gaps of two bytes, the few too far apart kept whole (see {@link TextIndex.occurrenceGaps}). */
function* gapsOf(
  occurrences: Uint32Array,
  occurrenceStart: Uint32Array,
  tokenCount: number,
): Generator<
  void,
  { occurrenceGaps: Uint16Array<ArrayBuffer>; farPlaces: Uint32Array<ArrayBuffer>; farStart: Uint32Array<ArrayBuffer> }
> {
  const occurrenceGaps = new Uint16Array(occurrences.length);
  const farStart = new Uint32Array(tokenCount + 1);
  let farCount = 0;
  for (let id = 0; id < tokenCount; id++) {
    farStart[id] = farCount;
    let previous = 0;
    for (let o = occurrenceStart[id]; o < occurrenceStart[id + 1]; o++) {
      if ((o & STEP) === STEP) yield;
      const gap = occurrences[o] - previous;
      previous = occurrences[o];
      if (gap < FAR) occurrenceGaps[o] = gap;
      else occurrenceGaps[o] = FAR, farCount++;
    }
  }
  farStart[tokenCount] = farCount;
  const farPlaces = new Uint32Array(farCount);
  for (let id = 0, far = 0; id < tokenCount; id++) {
    for (let o = occurrenceStart[id]; o < occurrenceStart[id + 1]; o++) {
      if (occurrenceGaps[o] === FAR) farPlaces[far++] = occurrences[o];
    }
  }
  return { occurrenceGaps, farPlaces, farStart };
}
