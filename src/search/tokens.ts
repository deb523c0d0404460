/** Splitting lower-cased texts into tokens and gathering them: the first pass of the text index. */
import { isWordChar } from "./grams.ts";
import { PagedBuffer } from "./paged_buffer.ts";

/**
 * Tokens are runs of letters and digits, and each other visible character on its own ("!", "/", "$"), so a query
 * such as "a/c" or "!" is answered from the index instead of a scan of every text. The same rule splits texts and
 * queries.
 */
export const TOKEN = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;

/** What lies between two tokens (or before the first, after the last): nothing, one space, or other whitespace. */
export const GAP_NONE = 0, GAP_SPACE = 1, GAP_OTHER = 2;

/** The class of a whitespace run. */
export const gapClass = (gap: string) => gap === "" ? GAP_NONE : gap === " " ? GAP_SPACE : GAP_OTHER;

/**
 * A growable Uint32Array: the token stream is millions of entries, too many for a plain array. It lives in pages of
 * its own and grows in place (see `paged_buffer.ts`): doubled by copies, its old generations and the last one (32 MiB
 * at 100,000 reviews) were holes in glibc's heap once freed.
 */
export class Growable {
  readonly #pages = new PagedBuffer(1 << 18);
  array = new Uint32Array(this.#pages.buffer);
  length = 0;
  push(value: number) {
    if (this.length === this.array.length) this.array = new Uint32Array(this.#pages.grow(this.array.byteLength * 2));
    this.array[this.length++] = value;
  }
}

/** A token's hash (FNV-1a over its UTF-16 code units), from the text it lies in, without cutting it out. */
function hashOf(text: string, start: number, stop: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < stop; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** Whether `word` is `text[start, stop)`. */
function sameAs(word: string, text: string, start: number, stop: number): boolean {
  if (word.length !== stop - start) return false;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}

/**
 * A vocabulary being gathered, with how many reviews hold each token (counted once per review), so the postings
 * are placed in typed arrays by a second pass over the token stream rather than grown as one JS array per token.
 * Tokens are looked up in an open-addressing table by their place in the text: a string is cut out only for a new
 * word, not for each of the millions of tokens.
 */
export class Tokens {
  readonly vocabulary: string[] = [];
  /** Per token id: the reviews holding it, and the last review (plus one) it was counted for. */
  readonly reviewCounts = new Growable();
  readonly lastReview = new Growable();
  /** Token id with its gap class in the top two bits, until the vocabulary's size says how wide an entry must be. */
  readonly stream = new Growable();
  /** Token id + 1 by hash (0: empty), at most half full; each id's hash, to grow it. */
  #table = new Int32Array(1 << 12);
  readonly #hashes = new Growable();

  /** Adds the token `text[start, stop)` of `review` with the gap class before it. */
  add(review: number, text: string, start: number, stop: number, gap: number) {
    const hash = hashOf(text, start, stop);
    const mask = this.#table.length - 1;
    let slot = hash & mask, id = -1;
    for (let entry; (entry = this.#table[slot]) !== 0; slot = (slot + 1) & mask) {
      if (sameAs(this.vocabulary[entry - 1], text, start, stop)) {
        id = entry - 1;
        break;
      }
    }
    if (id < 0) id = this.#newWord(text.slice(start, stop), hash, slot);
    if (this.lastReview.array[id] !== review + 1) this.lastReview.array[id] = review + 1, this.reviewCounts.array[id]++;
    this.stream.push((id | (gap << 30)) >>> 0);
  }

  #newWord(word: string, hash: number, slot: number): number {
    const id = this.vocabulary.length;
    // A copy of its own: a long slice would keep the whole lower-cased review alive as long as the index lives.
    this.vocabulary.push(word.length < 13 ? word : [...word].join(""));
    this.reviewCounts.push(0), this.lastReview.push(0), this.#hashes.push(hash);
    this.#table[slot] = id + 1;
    if (2 * this.vocabulary.length > this.#table.length) this.#grow();
    return id;
  }

  #grow() {
    const table = new Int32Array(this.#table.length * 2), mask = table.length - 1;
    for (let id = 0; id < this.vocabulary.length; id++) {
      let slot = this.#hashes.array[id] & mask;
      while (table[slot] !== 0) slot = (slot + 1) & mask;
      table[slot] = id + 1;
    }
    this.#table = table;
  }
}

/** Any character outside ASCII: texts without one (nearly all) are split by character codes, the same as TOKEN. */
const NON_ASCII = /[\u0080-\uffff]/;

/** The gap class of `text[from, to)`, which is whitespace only (anything else is a token). */
const gapBetween = (text: string, from: number, to: number) =>
  to === from ? GAP_NONE : to === from + 1 && text.charCodeAt(from) === 32 ? GAP_SPACE : GAP_OTHER;

/** Whether an ASCII code is whitespace to `\s`: tab, line feed, vertical tab, form feed, carriage return, space. */
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13);

/** Adds review `review`'s tokens (`text` lower-cased) to `tokens`; returns the gap class after its last token. */
export function tokenise(tokens: Tokens, review: number, text: string): number {
  let end = 0;
  if (NON_ASCII.test(text)) {
    for (const match of text.matchAll(TOKEN)) {
      tokens.add(review, text, match.index, match.index + match[0].length, gapBetween(text, end, match.index));
      end = match.index + match[0].length;
    }
    return gapBetween(text, end, text.length);
  }
  for (let i = 0; i < text.length;) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    let stop = i + 1;
    if (isWordChar(c)) { while (stop < text.length && isWordChar(text.charCodeAt(stop))) stop++; }
    tokens.add(review, text, i, stop, gapBetween(text, end, i));
    end = i = stop;
  }
  return gapBetween(text, end, text.length);
}
