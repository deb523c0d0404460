/**
 * One shared string per word: the tokenizer hands out the same string object for every occurrence of a word it has
 * seen before, instead of a fresh slice of each review. A fresh string costs an allocation, its hash on the first
 * `Map`/`Set` lookup and a character compare on every lookup that finds it; a shared one was hashed once, and the
 * analyser's tables are keyed by these same objects (compile.ts interns its keys), so lookups compare pointers.
 * Profiled on reviews of real length, the tokenizer's slices and first lookups were the analyser's largest cost.
 */

/** Slots of the table (a power of two); it takes words until half full, then hands out plain slices. */
const SLOTS = 1 << 16;
const MASK = SLOTS - 1;
const LIMIT = SLOTS >> 1;

// Filled by pushing: `new Array(SLOTS)` this large would be a slow dictionary-backed array.
const words: Array<string | undefined> = [];
for (let i = 0; i < SLOTS; i++) words.push(undefined);
const hashes = new Int32Array(SLOTS);
let count = 0;

/** The hash {@link internSlice} expects: FNV-style over the UTF-16 code units of `text[start..end)`. */
export function hashSlice(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}

/**
 * `text.slice(start, end)`, as the one shared string of that word (`hash` from {@link hashSlice}). Equal in value to
 * the slice in every case; only the identity is shared.
 */
export function internSlice(text: string, start: number, end: number, hash: number): string {
  const length = end - start;
  let slot = hash & MASK;
  for (;;) {
    const word = words[slot];
    if (word === undefined) break;
    if (hashes[slot] === hash && word.length === length && sameChars(word, text, start)) return word;
    slot = (slot + 1) & MASK;
  }
  const word = text.slice(start, end);
  if (count < LIMIT) {
    words[slot] = word;
    hashes[slot] = hash;
    count++;
  }
  return word;
}

/** The shared string equal to `word` (adding it): for tables that are looked up with tokens. */
export function intern(word: string): string {
  return internSlice(word, 0, word.length, hashSlice(word, 0, word.length));
}

function sameChars(word: string, text: string, start: number): boolean {
  for (let k = 0; k < word.length; k++) if (word.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}
