import { bitsetWords } from "./bitset.ts";

/**
 * Precomputed answers for the short needles the token index is slowest at: ASCII strings of one to three
 * characters that hold a space or punctuation ("n t", "e, ", " t", "s."), where each side is a fragment of a
 * common token and a phrase search would walk hundreds of thousands of occurrences. For the grams in the most
 * reviews, the reviews whose lower-cased text contains them, as bitsets. Memory is bounded: at most
 * {@link MAX_GRAMS} sets of one bit per review.
 */
export interface GramSets {
  /** Gram codes ({@link gramCode}), ascending; `codes[k]`'s bitset is at `sets[k * words]`. */
  readonly codes: Uint32Array<ArrayBuffer>;
  readonly sets: Uint32Array<ArrayBuffer>;
}

/** Most grams given a bitset: 64 bytes per review. */
export const MAX_GRAMS = 512;
/** A gram gets a set only if it is in at least one review in this many (in the sample). */
const BROAD = 32;
/** Reviews sampled to choose the grams. */
const SAMPLE = 4096;

/** A gram as a number: length in the top bits, then up to three 7-bit characters; -1 when not ASCII or too long. */
export function gramCode(gram: string): number {
  if (gram.length === 0 || gram.length > 3) return -1;
  let code = gram.length;
  for (let k = 0; k < 3; k++) {
    const c = k < gram.length ? gram.charCodeAt(k) : 0;
    if (c >= 128) return -1;
    code = (code << 7) | c;
  }
  return code;
}

/** Whether a character code is an ASCII letter or digit (upper case too: lower-cased text has none, but TOKEN's). */
export const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);

/**
 * Calls `visit(code)` for every gram of `text` worth a set: ASCII, one to three characters, at least one of them
 * neither a letter nor a digit (grams of letters alone lie inside one token, which the token index answers fast).
 * A gram may be visited more than once.
 */
function eachGram(text: string, visit: (code: number) => void) {
  // The codes of the last three characters, -1 for "not ASCII", and whether each is a word character.
  let c1 = -1, c2 = -1;
  let w1 = true, w2 = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) {
      c1 = c2 = -1;
      continue;
    }
    const w = isWordChar(c);
    if (!w) visit((1 << 21) | (c << 14));
    if (c1 >= 0) {
      if (!w || !w1) visit((2 << 21) | (c1 << 14) | (c << 7));
      if (c2 >= 0 && (!w || !w1 || !w2)) visit((3 << 21) | (c2 << 14) | (c1 << 7) | c);
    }
    c2 = c1, w2 = w1;
    c1 = c, w1 = w;
  }
}

/** Every possible code: length 1..3 in two bits, then three 7-bit characters. */
const CODE_SPACE = 1 << 23;

/** Sampled reviews counted between two yields of {@link chooseGrams}. */
const SAMPLE_CHUNK = 512;

/**
 * Chooses the grams from a sample of the texts (evenly spaced), the broadest first, yielding now and then so a
 * server keeps answering. Returns the chosen codes, ascending. `lower(i)` is review i's lower-cased text.
 */
export function* chooseGrams(
  count: number,
  lower: (i: number) => string,
  maxGrams = MAX_GRAMS,
): Generator<void, Uint32Array<ArrayBuffer>> {
  const stride = Math.max(1, Math.floor(count / SAMPLE));
  const seen = new Map<number, number>();
  const last = new Map<number, number>();
  let sampled = 0;
  for (let i = 0; i < count; i += stride) {
    if (++sampled % SAMPLE_CHUNK === 0) yield;
    eachGram(lower(i), (code) => {
      if (last.get(code) === i) return;
      last.set(code, i);
      seen.set(code, (seen.get(code) ?? 0) + 1);
    });
  }
  const floor = Math.max(1, sampled / BROAD);
  const chosen = [...seen].filter(([, n]) => n >= floor).sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, maxGrams).map(([code]) => code);
  return Uint32Array.from(chosen.sort((a, b) => a - b));
}

/** Fills the gram sets while texts are tokenised: `add` once per review, in any order. */
export class GramSetBuilder {
  /** Code to set number + 1 (0: no set), over the whole code space: 16 MiB, only while building. */
  readonly #slot: Uint16Array;
  readonly #words: number;
  readonly sets: Uint32Array<ArrayBuffer>;

  constructor(readonly codes: Uint32Array<ArrayBuffer>, reviewCount: number) {
    this.#words = bitsetWords(reviewCount);
    this.#slot = new Uint16Array(codes.length ? CODE_SPACE : 0);
    codes.forEach((code, k) => this.#slot[code] = k + 1);
    this.sets = new Uint32Array(codes.length * this.#words);
  }

  add(review: number, lower: string) {
    if (this.codes.length === 0) return;
    const word = review >>> 5, bit = 1 << (review & 31);
    const sets = this.sets, words = this.#words, slots = this.#slot;
    // eachGram, inlined: this runs once per character of every text.
    let c1 = -1, c2 = -1;
    let w1 = true, w2 = true;
    for (let i = 0; i < lower.length; i++) {
      const c = lower.charCodeAt(i);
      if (c >= 128) {
        c1 = c2 = -1;
        continue;
      }
      const w = isWordChar(c);
      let slot = 0;
      if (!w && (slot = slots[(1 << 21) | (c << 14)]) !== 0) sets[(slot - 1) * words + word] |= bit;
      if (c1 >= 0) {
        if ((!w || !w1) && (slot = slots[(2 << 21) | (c1 << 14) | (c << 7)]) !== 0) {
          sets[(slot - 1) * words + word] |= bit;
        }
        if (c2 >= 0 && (!w || !w1 || !w2) && (slot = slots[(3 << 21) | (c2 << 14) | (c1 << 7) | c]) !== 0) {
          sets[(slot - 1) * words + word] |= bit;
        }
      }
      c2 = c1, w2 = w1;
      c1 = c, w1 = w;
    }
  }

  done(): GramSets {
    return { codes: this.codes, sets: this.sets };
  }
}

/** The reviews containing `needle` (lower-cased), as a fresh bitset, when it is one of the precomputed grams. */
export function gramMatch(grams: GramSets, needle: string, reviewCount: number): Uint32Array | null {
  const code = gramCode(needle);
  if (code < 0) return null;
  const { codes } = grams;
  let lo = 0, hi = codes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (codes[mid] < code) lo = mid + 1;
    else hi = mid;
  }
  if (lo === codes.length || codes[lo] !== code) return null;
  const words = bitsetWords(reviewCount);
  return grams.sets.slice(lo * words, (lo + 1) * words);
}
