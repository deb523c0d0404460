import type { AggregateRating, Business, Review } from "../model/mod.ts";

/**
 * The published reviews as UTF-8 JSON, made once per version: the `/reviews.json` document, with where each
 * review ends in it. Every other answer that lists reviews newest first from the start (`since` a date) is a
 * slice of these bytes, and the dataset hash is taken over the array inside them: nothing is stringified twice.
 */
export interface SerialisedReviews {
  /** `{"business":…,"aggregate_rating":…,"reviews":[…]}`, exactly `JSON.stringify` of that object. */
  readonly document: Uint8Array<ArrayBuffer>;
  /** Offset of the `[` that opens the reviews array. */
  readonly arrayStart: number;
  /** `ends[i]` is the offset just past the JSON of review `i`. */
  readonly ends: Uint32Array<ArrayBuffer>;
}

const encoder = new TextEncoder();

/** Appends UTF-8 text to a growable buffer. */
export class ByteWriter {
  bytes: Uint8Array<ArrayBuffer>;
  length = 0;
  constructor(capacity: number) {
    this.bytes = new Uint8Array(Math.max(capacity, 64));
  }

  /** Appends one byte (an ASCII character). */
  byte(value: number): void {
    if (this.length === this.bytes.length) this.#grow(1);
    this.bytes[this.length++] = value;
  }

  /** Appends UTF-8 text. */
  write(text: string): void {
    let rest = text;
    for (;;) {
      const { read, written } = encoder.encodeInto(rest, this.bytes.subarray(this.length));
      this.length += written;
      if (read === rest.length) return;
      rest = rest.slice(read);
      this.#grow(rest.length * 3);
    }
  }

  /** Appends bytes. */
  bytesOf(bytes: Uint8Array): void {
    if (this.length + bytes.length > this.bytes.length) this.#grow(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** What was written: a view when little of the buffer is unused (so megabytes are not copied), else a copy. */
  written(): Uint8Array<ArrayBuffer> {
    const spare = this.bytes.length - this.length;
    return spare <= this.length / 16 ? this.bytes.subarray(0, this.length) : this.bytes.slice(0, this.length);
  }

  #grow(needed: number): void {
    const grown = new Uint8Array(Math.max(Math.ceil(this.bytes.length * 1.5), this.length + needed));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
}

/** Serialises the `/reviews.json` document of published reviews. */
export function serialiseReviews(
  business: Business,
  aggregate: AggregateRating,
  reviews: readonly Review[],
): SerialisedReviews {
  const texts = reviews.map((review) => JSON.stringify(review));
  let chars = 0;
  for (const text of texts) chars += text.length + 1;
  const head = documentHead(business, aggregate);
  // Most review text is ASCII: a little room for the rest (a dash is three bytes), so the writer seldom grows and
  // the document is a view of its buffer rather than a copy.
  const out = new ByteWriter(head.length + chars + (chars >>> 6) + 1024);
  out.write(head);
  const arrayStart = out.length;
  out.write("[");
  const ends = new Uint32Array(reviews.length);
  texts.forEach((text, i) => {
    if (i > 0) out.byte(0x2c); // ,
    out.write(text);
    ends[i] = out.length;
  });
  out.write("]}");
  return { document: out.written(), arrayStart, ends };
}

/** The document up to its reviews array: `{"business":…,"aggregate_rating":…,"reviews":`. */
export function documentHead(business: Business, aggregate: AggregateRating): string {
  return `{"business":${JSON.stringify(business)},"aggregate_rating":${JSON.stringify(aggregate)},"reviews":`;
}

/** The JSON array of all the reviews (what `reviewsSha256` hashes), as a view into the document. */
export function reviewsArrayBytes(serialised: SerialisedReviews): Uint8Array<ArrayBuffer> {
  const { document, arrayStart, ends } = serialised;
  const end = ends.length ? ends[ends.length - 1] : arrayStart + 1;
  return document.subarray(arrayStart, end + 1);
}

/**
 * `{"<key>":<value>,…,"reviews":[first count reviews]}` built from slices of the document: one copy of the bytes,
 * no serialising. `fields` holds the JSON text of the members before `reviews`.
 */
export function firstReviewsDocument(
  serialised: SerialisedReviews,
  fields: string,
  count: number,
): Uint8Array<ArrayBuffer> {
  const head = encoder.encode(`{${fields},"reviews":[`);
  const { document, arrayStart, ends } = serialised;
  const items = count > 0 ? document.subarray(arrayStart + 1, ends[count - 1]) : new Uint8Array(0);
  const out = new Uint8Array(head.length + items.length + 2);
  out.set(head);
  out.set(items, head.length);
  out[out.length - 2] = 0x5d; // ]
  out[out.length - 1] = 0x7d; // }
  return out;
}

/** The JSON of review `position` (`JSON.stringify` of the review), as a view into the document. */
export function reviewBytes(serialised: SerialisedReviews, position: number): Uint8Array<ArrayBuffer> {
  const { document, arrayStart, ends } = serialised;
  return document.subarray(position === 0 ? arrayStart + 1 : ends[position - 1] + 1, ends[position]);
}
