import type { Review } from "../model/mod.ts";
import { reviewBytes, type SerialisedReviews } from "./serialise.ts";
import type { TextsByIndex } from "./text_chunks.ts";

/**
 * The published reviews, newest first, read a few at a time. A serving process keeps them as the bytes of the
 * `/reviews.json` document (see {@link serialisedRows}) plus compact columns of what search filters and sorts on;
 * a {@link Review} object is made from its bytes when something asks for it (a page of results, a feed, an MCP
 * answer). Whole-dataset work (insights, the text index) reads them one by one, or runs where they were parsed.
 */
export interface ReviewRows extends Iterable<Review> {
  readonly length: number;
  /** The review at `position` (0 to length - 1); a new object on each call where it is made from bytes. */
  at(position: number): Review;
  /** The reviews from `from` up to `to` (as `Array.prototype.slice` takes them). */
  slice(from?: number, to?: number): Review[];
  /** The text of the review at `position`, without making the whole review where the texts are still kept. */
  text(position: number): string | null;
  /**
   * The positions whose lower-cased text contains `needle` (lower-cased), as a bitset, where the texts are kept in a
   * form that answers it faster than reading each text; null otherwise.
   */
  textBits?(needle: string): Uint32Array | null;
  /** The position of the review with this id, or undefined. */
  position(id: string): number | undefined;
  /**
   * Drops what is kept only so whole-dataset reads are fast (the texts, read by the text index and mention
   * detection); afterwards they are read from each review. A no-op where nothing of the kind is kept.
   */
  releaseTexts(): void;
  /** Each review's id, rating, date and last change (`YYYYMMDD`), by position. */
  readonly columns: ReviewColumns;
}

/** What search filters and sorts on, by position: small typed arrays instead of review objects. */
export interface ReviewColumns {
  readonly ids: readonly string[];
  readonly ratings: Uint8Array;
  /** Dates as `YYYYMMDD` numbers (see {@link dateNumber}). */
  readonly dates: Uint32Array;
  /** When each review last changed: the later of its date and its owner reply's, as `YYYYMMDD` (the sitemap's). */
  readonly modified: Uint32Array;
}

/** `2024-03-09` to 20240309, from the character codes (this runs once per review when columns are made). */
export function dateNumber(date: string): number {
  let value = 0;
  for (let k = 0; k < 10; k++) if (k !== 4 && k !== 7) value = value * 10 + date.charCodeAt(k) - 48;
  return value;
}

/** `20240309` back to `2024-03-09`. */
export function dateText(date: number): string {
  const text = String(date).padStart(8, "0");
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/** The later of a review's date and its owner reply's, as `YYYYMMDD`. */
export function modifiedOf(review: Review): number {
  const reply = review.owner_reply?.date;
  return dateNumber(reply && reply > review.date ? reply : review.date);
}

/** The columns of reviews already parsed. */
export function columnsOf(reviews: readonly Review[]): ReviewColumns {
  const ratings = new Uint8Array(reviews.length);
  const dates = new Uint32Array(reviews.length);
  const modified = new Uint32Array(reviews.length);
  for (let i = 0; i < reviews.length; i++) {
    ratings[i] = reviews[i].rating;
    dates[i] = dateNumber(reviews[i].date);
    modified[i] = modifiedOf(reviews[i]);
  }
  return { ids: reviews.map((review) => review.id), ratings, dates, modified };
}

/** What both kinds of rows share: the id lookup, made on first use. */
abstract class RowsBase implements ReviewRows {
  #byId?: Map<string, number>;
  constructor(readonly columns: ReviewColumns) {}

  get length(): number {
    return this.columns.ids.length;
  }

  abstract at(position: number): Review;
  abstract text(position: number): string | null;

  releaseTexts(): void {}

  slice(from = 0, to = this.length): Review[] {
    const start = from < 0 ? Math.max(0, this.length + from) : Math.min(from, this.length);
    const end = to < 0 ? Math.max(0, this.length + to) : Math.min(to, this.length);
    const out: Review[] = [];
    for (let position = start; position < end; position++) out.push(this.at(position));
    return out;
  }

  position(id: string): number | undefined {
    this.#byId ??= new Map(this.columns.ids.map((each, position) => [each, position]));
    return this.#byId.get(id);
  }

  *[Symbol.iterator](): Iterator<Review> {
    for (let position = 0; position < this.length; position++) yield this.at(position);
  }
}

class ArrayRows extends RowsBase {
  constructor(readonly reviews: readonly Review[]) {
    super(columnsOf(reviews));
  }
  at(position: number): Review {
    return this.reviews[position];
  }
  text(position: number): string | null {
    return this.reviews[position].text;
  }
}

/** Rows over review objects held in memory (tests, and what a caller already has parsed). */
export function rowsOf(reviews: readonly Review[]): ReviewRows {
  return new ArrayRows(reviews);
}

const decoder = new TextDecoder();

/** Rows made from the serialised document; see {@link serialisedRows}. */
export class SerialisedRows extends RowsBase {
  #texts: TextsByIndex | null;

  constructor(readonly serialised: SerialisedReviews, columns: ReviewColumns, texts?: TextsByIndex) {
    super(columns);
    this.#texts = texts ?? null;
  }

  at(position: number): Review {
    if (!(position >= 0 && position < this.length)) throw new RangeError(`no review at position ${position}`);
    return JSON.parse(decoder.decode(reviewBytes(this.serialised, position))) as Review;
  }

  text(position: number): string | null {
    return this.#texts ? this.#texts.at(position) ?? null : this.at(position).text;
  }

  textBits(needle: string): Uint32Array | null {
    if (!this.#texts) return null;
    const bits = new Uint32Array(Math.ceil(this.length / 32));
    this.#texts.eachContaining(needle, (position) => bits[position >>> 5] |= 1 << (position & 31));
    return bits;
  }

  /** Whether the texts are still kept beside the bytes. */
  get keepsTexts(): boolean {
    return this.#texts !== null;
  }

  /**
   * Drops the texts kept for building the text index and the mentions (and for scanning until the index exists):
   * afterwards a text is read from the review's bytes, which only rare phrase checks still do.
   */
  override releaseTexts(): void {
    this.#texts = null;
  }
}

/**
 * Rows over the `/reviews.json` bytes: each review is `JSON.parse` of its slice, which gives back exactly the
 * object that was serialised (JSON.stringify of validated reviews). `texts`, when given, are kept until
 * {@link SerialisedRows.releaseTexts}, so building the text index does not parse every review again.
 */
export function serialisedRows(
  serialised: SerialisedReviews,
  columns: ReviewColumns,
  texts?: TextsByIndex,
): SerialisedRows {
  if (serialised.ends.length !== columns.ids.length) throw new Error("the columns do not match the serialised reviews");
  return new SerialisedRows(serialised, columns, texts);
}
