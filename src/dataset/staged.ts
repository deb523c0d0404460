/**
 * The staging of a reviews file's verified reviews: their JSON written one after another into one buffer and their
 * columns, in file order; and the same as plain data for another thread (a helper's share, see `publish_share.ts`).
 * Pure.
 */
import type { Review } from "../model/mod.ts";
import { dateNumber, modifiedOf } from "./review_rows.ts";
import { ByteWriter } from "./serialise.ts";
import { TextChunks, type TextChunksData } from "./text_chunks.ts";

/**
 * A {@link Staged} as plain data, for another thread: its JSON and typed arrays transferable, the rest cloned.
 * `unverified` holds the ids of the reviews it read but did not stage (for the duplicate check across parts).
 */
export interface StagedPart {
  json: Uint8Array<ArrayBuffer>;
  ends: Uint32Array<ArrayBuffer>;
  /**
   * Where each run of reviews starts and the last ends (their indexes, from 0 to the count): runs were staged in
   * the reverse of their order in the file (a helper takes pieces from the last backwards), reviews in a run in it.
   */
  runs: Uint32Array<ArrayBuffer>;
  ids: string[];
  ratings: Uint8Array<ArrayBuffer>;
  dates: Uint32Array<ArrayBuffer>;
  modified: Uint32Array<ArrayBuffer>;
  /** The texts in file order (the runs' reverse), as their chunks: a few long strings rather than one per text. */
  texts: TextChunksData;
  unverified: string[];
  duplicate: boolean;
  newest: string;
}

/** The buffers of a part, to transfer rather than copy. */
export function partTransferables(part: StagedPart): ArrayBuffer[] {
  return [
    part.json.buffer,
    part.ends.buffer,
    part.runs.buffer,
    part.ratings.buffer,
    part.dates.buffer,
    part.modified.buffer,
    part.texts.firsts.buffer,
    part.texts.ends.buffer,
  ];
}

/** The verified reviews of a file as staged JSON slices and columns, in file order. */
export class Staged {
  /** The reviews' JSON with a comma between each two: in file order, the inside of the published array. */
  readonly json: ByteWriter;
  /** `ends[k]`: where staged review k's JSON ends (it starts just past the comma after k - 1's). */
  readonly ends: number[] = [];
  readonly ids: string[] = [];
  readonly ratings: number[] = [];
  readonly dates: number[] = [];
  readonly modified: number[] = [];
  /** The texts, joined in long strings (see `text_chunks.ts`); {@link TextChunks.done} once, by whoever reads them. */
  readonly texts = new TextChunks();
  /** Every id in the file, verified or not, for the duplicate check. */
  readonly seen = new Set<string>();
  readonly unverified: string[] = [];
  duplicate = false;
  /** The newest date in the verified reviews (or their owner replies), as `YYYY-MM-DD`. */
  newest = "";

  /**
   * `base` bytes are left free before the first review: room for the document's head, so that a file already
   * newest first becomes its document where it is staged (see {@link publishStaged}).
   */
  constructor(capacity: number, readonly base = 0) {
    this.json = new ByteWriter(capacity + base);
    this.json.length = base;
  }

  add(review: Review): void {
    if (this.seen.has(review.id)) this.duplicate = true;
    this.seen.add(review.id);
    if (!review.verified) return void this.unverified.push(review.id);
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

  /** Where each run of reviews staged together starts (see {@link StagedPart.runs}); the last is still open. */
  readonly #runs: number[] = [0];
  #appended = false;

  /** Starts a run: the reviews staged from here on go before the ones staged so far, in the file. */
  startRun(): void {
    if (this.ends.length > this.#runs[this.#runs.length - 1]) this.#runs.push(this.ends.length);
  }

  /**
   * Adds the staging of the reviews that follow these in the file, its runs copied after a comma in file order;
   * once: the part's ids are checked against these but not added to them.
   */
  append(part: StagedPart): void {
    if (this.#appended) throw new Error("a staging takes one part");
    this.#appended = true;
    // The part has checked its own ids: only an id in both is a duplicate (and no later part comes).
    if (part.duplicate || part.ids.some((id) => this.seen.has(id)) || part.unverified.some((id) => this.seen.has(id))) {
      this.duplicate = true;
    }
    for (let r = part.runs.length - 2; r >= 0; r--) {
      const [first, end] = [part.runs[r], part.runs[r + 1]];
      if (first === end) continue;
      if (this.ends.length > 0) this.json.byte(0x2c); // ,
      const start = first === 0 ? 0 : part.ends[first - 1] + 1; // a part's bytes start at 0
      const offset = this.json.length - start;
      this.json.bytesOf(part.json.subarray(start, part.ends[end - 1]));
      for (let k = first; k < end; k++) {
        this.ends.push(offset + part.ends[k]);
        this.ids.push(part.ids[k]);
        this.ratings.push(part.ratings[k]);
        this.dates.push(part.dates[k]);
        this.modified.push(part.modified[k]);
      }
    }
    this.texts.addAll(part.texts);
    if (part.newest > this.newest) this.newest = part.newest;
  }

  /** This staging as plain data (see {@link StagedPart}). */
  part(): StagedPart {
    const runs = [...this.#runs, this.ends.length];
    return {
      json: this.json.bytes.subarray(this.base, this.json.length),
      ends: Uint32Array.from(this.ends, (end) => end - this.base),
      runs: Uint32Array.from(runs),
      ids: this.ids,
      ratings: Uint8Array.from(this.ratings),
      dates: Uint32Array.from(this.dates),
      modified: Uint32Array.from(this.modified),
      texts: inFileOrder(this.texts.done(), runs),
      unverified: this.unverified,
      duplicate: this.duplicate,
      newest: this.newest,
    };
  }
}

/**
 * The texts of a finished {@link TextChunks} staged in `runs` (see {@link StagedPart.runs}), gathered again in file
 * order as plain data: the serving thread appends them as they are, in the order it appends the runs.
 */
function inFileOrder(texts: TextChunks, runs: readonly number[]): TextChunksData {
  const ordered = new TextChunks();
  for (let r = runs.length - 2; r >= 0; r--) {
    for (let k = runs[r]; k < runs[r + 1]; k++) ordered.add(texts.at(k) ?? null);
  }
  return ordered.done().data();
}
