/**
 * Each review's analysis (insights' `per_review`) as a serving thread reads it: one review's for its page, and
 * which reviews mention an aspect for the reviews list filtered by it. It is nearly all of `/insights.json` (about
 * 100 MB of heap parsed at 100,000 reviews), so it stays in the body's bytes: one scan finds each review's entry,
 * and an entry is parsed when its review is asked for.
 */
import type { Insights, ReviewAnalysis } from "../model/mod.ts";
import type { ReviewRows } from "./review_rows.ts";
import { objectPlace, stringEnd } from "./json_chunks.ts";

/** The reviews' analyses of one dataset version. */
export interface PerReview {
  /** The analysis of the review with this id, or undefined when the insights hold none for it. */
  analysisOf(id: string): ReviewAnalysis | undefined;
  /** One byte per published review (by position), 1 where its analysis mentions `aspect`; made once and kept. */
  withAspect(aspect: string): Uint8Array;
}

/** Where reviews are found by id: the published reviews. */
export type ReviewPositions = Pick<ReviewRows, "length" | "position">;

/** Entries parsed per piece when every entry is read (for an aspect): small enough that each piece dies young. */
const PIECE = 512;
/** Aspects whose reviews are kept (one byte a review each; the route allows only the insights' aspects). */
const MAX_ASPECTS = 64;
const QUOTE = 0x22, COLON = 0x3a, BACKSLASH = 0x5c;
const decoder = new TextDecoder();
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * {@link PerReview} over an `/insights.json` body (valid insights, as made by `JSON.stringify`): the index, made on
 * first use, is each entry's offsets and each published review's entry, in typed arrays (8 bytes a review).
 */
export class PerReviewInBody implements PerReview {
  #index?: { cuts: Uint32Array; entryOf: Int32Array } | null;
  #whole?: Insights["per_review"];
  readonly #aspects = new Map<string, Uint8Array>();
  /** How many entries have been parsed so far (what tests check: a review page parses one). */
  entriesParsed = 0;

  /**
   * `body` holds valid insights whose aspects' ids are `aspects` (the ones a reviews list may be filtered by);
   * `reviews` are the published reviews.
   */
  constructor(readonly body: Uint8Array, readonly reviews: ReviewPositions, readonly aspects: readonly string[] = []) {}

  analysisOf(id: string): ReviewAnalysis | undefined {
    const index = this.#indexed();
    if (!index) return own(this.#parsedWhole(), id);
    const position = this.reviews.position(id);
    const entry = position === undefined ? -1 : index.entryOf[position];
    if (entry < 0) return undefined;
    const { cuts } = index;
    const keyStart = skipSpace(this.body, cuts[entry] + 1);
    const colon = skipSpace(this.body, stringEnd(this.body, keyStart) + 1);
    this.entriesParsed++;
    return JSON.parse(decoder.decode(this.body.subarray(colon + 1, cuts[entry + 1]))) as ReviewAnalysis;
  }

  withAspect(aspect: string): Uint8Array {
    const known = this.#aspects.get(aspect);
    if (known) return known;
    // One pass reads every entry: it marks the insights' other aspects too (a byte a review each), not just this one.
    const wanted = [...new Set([aspect, ...this.aspects])].filter((each) => !this.#aspects.has(each));
    const marks = wanted.map(() => new Uint8Array(this.reviews.length));
    const slot = new Map(wanted.map((each, k) => [each, marks[k]]));
    for (const [id, analysis] of this.#pieces()) {
      const position = this.reviews.position(id);
      if (position === undefined) continue;
      // A review names a few aspects: look each up, rather than every wanted aspect in each review.
      for (const each of Object.keys(analysis.aspects)) {
        const marked = slot.get(each);
        if (marked) marked[position] = 1;
      }
    }
    if (this.#aspects.size + wanted.length > MAX_ASPECTS) this.#aspects.clear();
    wanted.slice(0, MAX_ASPECTS).forEach((each, k) => this.#aspects.set(each, marks[k]));
    return marks[0];
  }

  /** Every entry, parsed {@link PIECE} at a time and not kept. */
  *#pieces(): Generator<[string, ReviewAnalysis]> {
    const index = this.#indexed();
    if (!index) return yield* Object.entries(this.#parsedWhole());
    const { cuts } = index;
    const entries = cuts.length - 1;
    for (let first = 0; first < entries; first += PIECE) {
      const last = Math.min(first + PIECE, entries);
      const text = decoder.decode(this.body.subarray(cuts[first] + 1, cuts[last]));
      this.entriesParsed += last - first;
      yield* Object.entries(JSON.parse(`{${text}}`) as Insights["per_review"]);
    }
  }

  #indexed() {
    if (this.#index !== undefined) return this.#index;
    const place = objectPlace(this.body, "per_review");
    if (!place) return this.#index = null;
    const empty = place.commas.length === 0 && skipSpace(this.body, place.open + 1) === place.close;
    const cuts = Uint32Array.from(empty ? [place.open] : [place.open, ...place.commas, place.close]);
    const entryOf = new Int32Array(this.reviews.length).fill(-1);
    for (let entry = 0; entry + 1 < cuts.length; entry++) {
      const start = skipSpace(this.body, cuts[entry] + 1);
      const end = stringEnd(this.body, start);
      if (this.body[start] !== QUOTE || end < 0 || this.body[skipSpace(this.body, end + 1)] !== COLON) {
        return this.#index = null;
      }
      const key = this.body.subarray(start + 1, end);
      // Review ids have no escapes; a key with one is read as JSON (it names no published review, or one in full).
      const id = key.includes(BACKSLASH) ? JSON.parse(`"${decoder.decode(key)}"`) as string : decoder.decode(key);
      const position = this.reviews.position(id);
      if (position !== undefined) entryOf[position] = entry;
    }
    return this.#index = { cuts, entryOf };
  }

  /** The whole `per_review`, parsed once, where the body is not shaped for the index (never for a body we made). */
  #parsedWhole(): Insights["per_review"] {
    if (this.#whole) return this.#whole;
    this.#whole = (JSON.parse(decoder.decode(this.body)) as Insights).per_review;
    this.entriesParsed += Object.keys(this.#whole).length;
    return this.#whole;
  }
}

function skipSpace(bytes: Uint8Array, at: number): number {
  while (at < bytes.length && isSpace(bytes[at])) at++;
  return at;
}

function own(record: Insights["per_review"], id: string): ReviewAnalysis | undefined {
  return Object.hasOwn(record, id) ? record[id] : undefined;
}

/** The ids of insights' aspects, which a reviews list may be filtered by. */
export const aspectIds = (insights: { readonly aspects: readonly { readonly id: string }[] }) =>
  insights.aspects.map((aspect) => aspect.id);

/** No analyses: for versions made by hand (tests) without insights. */
export const NO_ANALYSES: PerReview = {
  analysisOf: () => undefined,
  withAspect: () => new Uint8Array(0),
};
