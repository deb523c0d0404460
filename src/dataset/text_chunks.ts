/**
 * The review texts of a publish, kept as a few long strings instead of one string per review. A load's young
 * generation holds them until the text index is built; one string per review made every young-generation collection
 * after the publish copy 100,000 of them (about 20 MB at 100,000 reviews), while a string longer than a heap page
 * (128 KiB) lives in V8's large-object space, which a young collection promotes without copying. Pure.
 */

/** Texts joined per chunk: about 200 KB of review text, over the large-object size. */
const PER_CHUNK = 1024;
/**
 * Between two texts in a chunk: neither cased nor case-ignorable, so lower-casing a chunk gives each text exactly
 * what lower-casing it alone gives (a final sigma stays final), and the texts' places do not move.
 */
const SEPARATOR = "\0";

/** Texts by their index, read back as slices of their chunk. */
export interface TextsByIndex {
  /** The text at index `k` (null for a review without one). */
  at(k: number): string | null | undefined;
  /** Calls `found(k)` for every text whose lower-cased form contains `needle` (lower-cased), in index order. */
  eachContaining(needle: string, found: (k: number) => void): void;
}

/**
 * A finished {@link TextChunks} as plain data, for another thread: a few long strings (cloned as a copy of their
 * characters rather than one string per text) and typed arrays (transferable).
 */
export interface TextChunksData {
  chunks: string[];
  /** The index of each chunk's first text. */
  firsts: Uint32Array<ArrayBuffer>;
  /** Where each text ends in its chunk (see `#ends` below). */
  ends: Int32Array<ArrayBuffer>;
}

/** Gathers texts in order; {@link done} gives them back by index. */
export class TextChunks implements TextsByIndex {
  readonly #chunks: string[] = [];
  /** The index of each chunk's first text: chunks hold {@link PER_CHUNK} texts but where others were appended. */
  readonly #firsts: number[] = [];
  #pending: string[] = [];
  #pendingLength = 0;
  /** The index of the first text not yet in a chunk. */
  #pendingFirst = 0;
  /** Where each text ends in its chunk; a missing text as `~end` (negative), so the next one still knows its start. */
  readonly #ends: number[] = [];
  #packed?: Int32Array<ArrayBuffer>;

  /** Appends the next text. */
  add(text: string | null): void {
    if (text === null) this.#ends.push(~this.#pendingLength);
    else {
      this.#pending.push(text);
      this.#pendingLength += text.length;
      this.#ends.push(this.#pendingLength);
    }
    this.#pending.push(SEPARATOR);
    this.#pendingLength += SEPARATOR.length;
    if (this.#ends.length - this.#pendingFirst === PER_CHUNK) this.#flush();
  }

  /** Appends the texts of another, finished, gathering (see {@link data}), its chunks as they are. */
  addAll(data: TextChunksData): void {
    this.#flush();
    const base = this.#ends.length;
    data.chunks.forEach((chunk, c) => {
      this.#chunks.push(chunk);
      this.#firsts.push(base + data.firsts[c]);
    });
    for (let k = 0; k < data.ends.length; k++) this.#ends.push(data.ends[k]);
    this.#pendingFirst = this.#ends.length;
  }

  #flush(): void {
    if (this.#ends.length === this.#pendingFirst) return;
    this.#chunks.push(this.#pending.join(""));
    this.#firsts.push(this.#pendingFirst);
    this.#pending = [];
    this.#pendingLength = 0;
    this.#pendingFirst = this.#ends.length;
  }

  /** Ends the gathering: the last chunk is joined and the ends packed. */
  done(): this {
    this.#flush();
    this.#packed = Int32Array.from(this.#ends);
    this.#ends.length = 0;
    return this;
  }

  /** This finished gathering as plain data (see {@link TextChunksData}). */
  data(): TextChunksData {
    return { chunks: [...this.#chunks], firsts: Uint32Array.from(this.#firsts), ends: this.#endsOf() };
  }

  get length(): number {
    return this.#packed?.length ?? this.#ends.length;
  }

  #endsOf(): Int32Array<ArrayBuffer> {
    if (!this.#packed) throw new Error("TextChunks read before done()");
    return this.#packed;
  }

  /** The chunk that holds text `k` (`0 <= k < length`). */
  #chunkOf(k: number): number {
    const firsts = this.#firsts;
    // Chunks of PER_CHUNK texts from the start, as gathered here; a binary search where others were appended.
    const guess = Math.floor(k / PER_CHUNK);
    if (firsts[guess] === guess * PER_CHUNK && (guess + 1 === firsts.length || firsts[guess + 1] > k)) return guess;
    let [low, high] = [0, firsts.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (firsts[middle] <= k) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** Where text `k` starts in chunk `c`. */
  #start(ends: Int32Array, k: number, c: number): number {
    if (k === this.#firsts[c]) return 0;
    const previous = ends[k - 1];
    return (previous < 0 ? ~previous : previous) + SEPARATOR.length;
  }

  at(k: number): string | null | undefined {
    const ends = this.#endsOf();
    if (!(k >= 0 && k < ends.length)) return undefined;
    const end = ends[k];
    if (end < 0) return null;
    const c = this.#chunkOf(k);
    return this.#chunks[c].slice(this.#start(ends, k, c), end);
  }

  /**
   * One lower-casing and native substring search per chunk rather than per text (a slice is lower-cased about three
   * times slower than a string of its own). A chunk whose lower-cased form is longer (a character such as U+0130
   * lower-cases to two) is read text by text.
   */
  eachContaining(needle: string, found: (k: number) => void): void {
    const ends = this.#endsOf();
    for (let c = 0; c < this.#chunks.length; c++) {
      const first = this.#firsts[c], last = c + 1 < this.#chunks.length ? this.#firsts[c + 1] : ends.length;
      const chunk = this.#chunks[c];
      const lower = needle === "" ? "" : chunk.toLowerCase();
      if (needle === "" || lower.length !== chunk.length) {
        for (let k = first; k < last; k++) if ((this.at(k) ?? "").toLowerCase().includes(needle)) found(k);
        continue;
      }
      let k = first;
      for (let at = lower.indexOf(needle); at >= 0 && k < last; at = lower.indexOf(needle, at)) {
        // The text holding `at` (texts and separators tile the chunk in order).
        while (k < last && (ends[k] < 0 ? ~ends[k] : ends[k]) < at) k++;
        if (k === last) break;
        const end = ends[k] < 0 ? ~ends[k] : ends[k];
        if (ends[k] >= 0 && at >= this.#start(ends, k, c) && at + needle.length <= end) found(k);
        // A later match in the same text would end past it too, or is already counted: go on from the next text.
        at = end + SEPARATOR.length;
        k++;
      }
    }
  }
}
