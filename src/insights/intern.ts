/**
 * One shared string per word, and a number for it: the tokenizer hands out the same string object for every
 * occurrence of a word it has seen before, instead of a fresh slice of each review, and the word's slot number. A
 * fresh string costs an allocation, its hash on the first `Map`/`Set` lookup and a character compare on every lookup
 * that finds it; a shared one was hashed once, and the analyser's tables are keyed by these same objects (compile.ts,
 * phrases.ts), so lookups compare pointers. What is known of a word per slot (its entry in a pack's word table, its
 * topic word id) can be kept in arrays indexed by the slot, so the lookup is done once per word, not per token.
 * Profiled on reviews of real length, the tokenizer's slices and the per-token lookups were the analyser's largest
 * cost.
 */

/** Slots of the table (a power of two). Arrays indexed by slot have this length. */
export const WORD_SLOTS = 1 << 16;
const MASK = WORD_SLOTS - 1;
/** The table takes words until half full; later new words get no slot (plain slices). */
const LIMIT = WORD_SLOTS >> 1;

// Filled by pushing: `new Array(WORD_SLOTS)` this large would be a slow dictionary-backed array.
const words: Array<string | undefined> = [];
for (let i = 0; i < WORD_SLOTS; i++) words.push(undefined);
const hashes = new Int32Array(WORD_SLOTS);
let count = 0;

/** The hash {@link wordSlot} expects: FNV-1a over the UTF-16 code units of `text[start..end)`. */
export function hashSlice(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}

/**
 * The slot of the word `text.slice(start, end)` (`hash` from {@link hashSlice}), adding it if new; -1 when the
 * table is full and the word is not in it. A slot's word never changes: {@link slotWord} gives it.
 */
export function wordSlot(text: string, start: number, end: number, hash: number): number {
  const length = end - start;
  let slot = hash & MASK;
  for (;;) {
    const word = words[slot];
    if (word === undefined) break;
    if (hashes[slot] === hash && word.length === length && sameChars(word, text, start)) return slot;
    slot = (slot + 1) & MASK;
  }
  if (count >= LIMIT) return -1;
  words[slot] = text.slice(start, end);
  hashes[slot] = hash;
  count++;
  return slot;
}

/** The shared string of a slot from {@link wordSlot}. */
export function slotWord(slot: number): string {
  return words[slot]!;
}

/** The shared string equal to `word` (adding it when there is room): for tables that are looked up with tokens. */
export function intern(word: string): string {
  const slot = wordSlot(word, 0, word.length, hashSlice(word, 0, word.length));
  return slot < 0 ? word : words[slot]!;
}

function sameChars(word: string, text: string, start: number): boolean {
  for (let k = 0; k < word.length; k++) if (word.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}
