/**
 * The review texts of a publish, kept as a few long strings instead of one string per review. A load's young
 * generation holds them until the text index is built; one string per review made every young-generation collection
 * after the publish copy 100,000 of them (about 20 MB at 100,000 reviews), while a string longer than a heap page
 * (128 KiB) lives in V8's large-object space, which a young collection promotes without copying. Pure.
 */

/** Texts joined per chunk: about 200 KB of review text, over the large-object size. */
const PER_CHUNK = 1024;

/** Texts by their index, read back as slices of their chunk. */
export interface TextsByIndex {
  /** The text at index `k` (null for a review without one). */
  at(k: number): string | null | undefined;
}

/** Gathers texts in order; {@link done} gives them back by index. */
export class TextChunks implements TextsByIndex {
  readonly #chunks: string[] = [];
  #pending: string[] = [];
  #pendingLength = 0;
  /** Where each text ends in its chunk; a missing text as `~end` (negative), so the next one still knows its start. */
  readonly #ends: number[] = [];
  #packed?: Int32Array;

  /** Appends the next text. */
  add(text: string | null): void {
    if (text === null) this.#ends.push(~this.#pendingLength);
    else {
      this.#pending.push(text);
      this.#pendingLength += text.length;
      this.#ends.push(this.#pendingLength);
    }
    if (this.#ends.length % PER_CHUNK === 0) this.#flush();
  }

  #flush(): void {
    this.#chunks.push(this.#pending.join(""));
    this.#pending = [];
    this.#pendingLength = 0;
  }

  /** Ends the gathering: the last chunk is joined and the ends packed. */
  done(): this {
    if (this.#ends.length % PER_CHUNK !== 0) this.#flush();
    this.#packed = Int32Array.from(this.#ends);
    this.#ends.length = 0;
    return this;
  }

  get length(): number {
    return this.#packed?.length ?? this.#ends.length;
  }

  at(k: number): string | null | undefined {
    const ends = this.#packed;
    if (!ends) throw new Error("TextChunks.at before done()");
    if (!(k >= 0 && k < ends.length)) return undefined;
    const end = ends[k];
    if (end < 0) return null;
    const previous = k % PER_CHUNK === 0 ? 0 : ends[k - 1];
    return this.#chunks[Math.floor(k / PER_CHUNK)].slice(previous < 0 ? ~previous : previous, end);
  }
}
