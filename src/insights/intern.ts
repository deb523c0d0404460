/**
 * One shared string per word, and a small number for it: the tokenizer hands out the same string object for every
 * occurrence of a word it has seen before, instead of a fresh slice of each review, and the word's id. A fresh
 * string costs an allocation, its hash on the first `Map`/`Set` lookup and a character compare on every lookup that
 * finds it; a shared one was hashed once, and the analyser's tables are keyed by these same objects (compile.ts,
 * phrases.ts), so lookups compare pointers. What is known of a word (its entry in a pack's word table, its topic
 * word id) is kept in arrays indexed by the id, so it is looked up once per word, not per token. Ids are dense, in
 * order of first sight, so the common words' entries sit together in memory. Profiled on reviews of real length,
 * the tokenizer's slices and the per-token lookups were the analyser's largest cost.
 */

/** Ids are below this: arrays indexed by word id have this length. */
export const WORD_IDS = 1 << 15;
/** Slots of the hash table (a power of two, twice the ids so probes stay short). */
const SLOTS = WORD_IDS * 2;
const MASK = SLOTS - 1;

/** Per slot: the word's hash, then its id + 1 (0: empty), side by side so a probe reads one cache line. */
const table = new Int32Array(SLOTS * 2);
const byId: string[] = [];
/** Per id, the word as the analyser reads it: the word, or its contraction when written without the apostrophe. */
const tokenById: string[] = [];

/**
 * Contractions reviewers write without their apostrophe ("cant recommend them enough", "wont be back", "Im not
 * impressed"): read as the contraction, so every idiom written with it matches. Only words with no other common sense
 * ("ill", "id", "hell", "well", "shell" and "were" stay themselves).
 */
const CONTRACTIONS: ReadonlyMap<string, string> = new Map(
  ("cant:can't dont:don't didnt:didn't doesnt:doesn't wasnt:wasn't werent:weren't isnt:isn't arent:aren't " +
    "wont:won't wouldnt:wouldn't couldnt:couldn't shouldnt:shouldn't havent:haven't hasnt:hasn't hadnt:hadn't " +
    "im:i'm ive:i've youre:you're youve:you've theyre:they're theyve:they've thats:that's whats:what's " +
    "theres:there's wouldve:would've couldve:could've shouldve:should've")
    .split(" ").map((pair) => pair.split(":") as [string, string]),
);

/** Where a word's hash starts; {@link hashStep} adds each character (FNV-1a over UTF-16 code units). */
export const HASH_SEED = 0x811c9dc5 | 0;

/** The hash so far with one more character. */
export const hashStep = (hash: number, code: number): number => Math.imul(hash ^ code, 0x01000193);

/** The hash {@link wordId} expects, of `text[start..end)`. */
export function hashSlice(text: string, start: number, end: number): number {
  let hash = HASH_SEED;
  for (let i = start; i < end; i++) hash = hashStep(hash, text.charCodeAt(i));
  return hash;
}

/**
 * The id of the word `text.slice(start, end)` (`hash` from {@link hashSlice}), adding it if new; -1 when all
 * {@link WORD_IDS} ids are taken and the word has none. An id's word never changes: {@link wordOfId} gives it.
 */
export function wordId(text: string, start: number, end: number, hash: number): number {
  const length = end - start;
  let slot = hash & MASK;
  for (;;) {
    const id = table[2 * slot + 1] - 1;
    if (id < 0) break;
    if (table[2 * slot] === hash) {
      const word = byId[id];
      if (word.length === length && sameChars(word, text, start)) return id;
    }
    slot = (slot + 1) & MASK;
  }
  if (byId.length >= WORD_IDS) return -1;
  // A copy of its own: a long slice would keep the whole review it came from alive for as long as the table lives.
  const word = [...text.slice(start, end)].join("");
  const id = byId.push(word) - 1;
  table[2 * slot] = hash;
  table[2 * slot + 1] = id + 1;
  const contraction = CONTRACTIONS.get(word);
  tokenById[id] = contraction === undefined ? word : intern(contraction);
  return id;
}

/** The shared string of an id from {@link wordId}. */
export function wordOfId(id: number): string {
  return byId[id];
}

/** The token an id reads as: its word, or the contraction it spells without an apostrophe ("cant" → "can't"). */
export function tokenOfId(id: number): string {
  return tokenById[id];
}

/** The shared string equal to `word` (adding it when there is room): for tables that are looked up with tokens. */
export function intern(word: string): string {
  const id = wordId(word, 0, word.length, hashSlice(word, 0, word.length));
  return id < 0 ? word : byId[id];
}

function sameChars(word: string, text: string, start: number): boolean {
  for (let k = 0; k < word.length; k++) if (word.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}
