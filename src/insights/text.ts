/**
 * Text handling for the analyser: one tokenizer pass that yields words and the sentence and clause breaks, then the
 * clauses and their contrast weights (clauses.ts). Everything downstream works on token indices, so a review is
 * scanned once.
 */

import { type Clause, weighClauses } from "./clauses.ts";
import { emojiLength } from "./emoji.ts";
import { HASH_SEED, hashStep, tokenOfId, wordId } from "./intern.ts";
import { CLAUSE_BREAK, SENTENCE_BREAK, WORD } from "./token_kinds.ts";

export { CLAUSE_BREAK, SENTENCE_BREAK, WORD } from "./token_kinds.ts";
export type { Clause } from "./clauses.ts";

/** A review's text as tokens with their clauses. Offsets index `lower`, the lowercased text. */
export interface TokenizedText {
  readonly lower: string;
  /** Token texts: words, numbers (`$450`, `3:45`) and the punctuation that breaks clauses and sentences. */
  readonly tokens: readonly string[];
  readonly kinds: Uint8Array;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /** Each word's id in intern.ts (for per-word caches), -1 for numbers, breaks and words with no id. */
  readonly wordIds: Int32Array;
  /** Clause index of each token (break tokens belong to the clause they close). */
  readonly clauseOf: Int32Array;
  readonly clauses: readonly Clause[];
}

/** Work buffers for the scan, grown as needed; {@link tokenizeShared} returns views of them. */
let kindScratch = new Uint8Array(1024);
let startScratch = new Int32Array(1024);
let endScratch = new Int32Array(1024);
let wordIdScratch = new Int32Array(1024);
const tokenScratch: string[] = [];
let clauseScratch = new Int32Array(1024);

function normalise(text: string): string {
  const lower = text.toLowerCase();
  // Curly apostrophes are common in pasted reviews; one replace keeps "wasn’t" a single negated token.
  return lower.includes("\u2019") ? lower.replaceAll("\u2019", "'") : lower;
}

const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 0xe0 && code <= 0x24f && code !== 0xf7);
const isDigit = (code: number) => code >= 48 && code <= 57;
const isSentenceEnd = (code: number) => code === 46 || code === 33 || code === 63 || code === 10;
// , ; : ( ) and the em and en dashes.
const isClauseBreak = (code: number) =>
  code === 44 || code === 59 || code === 58 || code === 40 || code === 41 || code === 0x2014 || code === 0x2013;

/**
 * Tokenizes `text` and splits it into sentences and weighted clauses. Words keep inner apostrophes ("wasn't");
 * numbers keep "$", ":" and "," ("$3,200", "3:45"); a hyphen between letters splits words ("same-day" → "same",
 * "day"); a dash between spaces breaks the clause. A hand-written scanner: this runs once per review and a regex
 * with alternatives was the analyser's largest cost.
 */
export function tokenize(text: string): TokenizedText {
  const shared = tokenizeShared(text);
  return {
    ...shared,
    tokens: shared.tokens.slice(),
    kinds: shared.kinds.slice(),
    starts: shared.starts.slice(),
    ends: shared.ends.slice(),
    wordIds: shared.wordIds.slice(),
    clauseOf: shared.clauseOf.slice(),
  };
}

/**
 * {@link tokenize} for the analyser's own pass: the token list and the typed arrays are work buffers that the next
 * call overwrites (four fresh typed arrays per review were a sixth of the analysis time), so use them before the next.
 */
export function tokenizeShared(text: string): TokenizedText {
  const lower = normalise(text);
  const length = lower.length;
  const tokens = tokenScratch;
  if (kindScratch.length < length) {
    kindScratch = new Uint8Array(length);
    startScratch = new Int32Array(length);
    endScratch = new Int32Array(length);
    wordIdScratch = new Int32Array(length);
  }
  const kindBuffer = kindScratch;
  const startBuffer = startScratch;
  const endBuffer = endScratch;
  const wordIdBuffer = wordIdScratch;
  let n = 0;
  let i = 0;
  while (i < length) {
    const code = lower.charCodeAt(i);
    const start = i;
    let kind = -1;
    // A word's hash for intern.ts, taken as its letters are read (hashSlice's, one character at a time).
    let hash = 0;
    if (isLetter(code)) {
      hash = hashStep(HASH_SEED, code);
      i++;
      while (i < length) {
        const next = lower.charCodeAt(i);
        if (isLetter(next)) {
          hash = hashStep(hash, next);
          i++;
        } else if (next === 39 && i + 1 < length && isLetter(lower.charCodeAt(i + 1))) {
          hash = hashStep(hashStep(hash, next), lower.charCodeAt(i + 1));
          i += 2;
        } else break;
      }
      kind = WORD;
    } else if (isDigit(code) || (code === 36 && i + 1 < length && isDigit(lower.charCodeAt(i + 1)))) {
      i++;
      while (i < length) {
        const next = lower.charCodeAt(i);
        if (isDigit(next)) i++;
        else if ((next === 58 || next === 46 || next === 44) && i + 1 < length && isDigit(lower.charCodeAt(i + 1))) {
          i += 2;
        } else break;
      }
      if (i < length && lower.charCodeAt(i) === 37) i++;
      kind = WORD;
    } else if (isSentenceEnd(code)) {
      i++;
      while (i < length && isSentenceEnd(lower.charCodeAt(i))) i++;
      kind = SENTENCE_BREAK;
    } else if ((code === 58 || code === 59) && emojiLength(lower, i) > 0) {
      // ":)" and ";)" are emoticons, not a clause break and a bracket.
      i += emojiLength(lower, i);
      kind = WORD;
    } else if (isClauseBreak(code)) {
      i++;
      kind = CLAUSE_BREAK;
    } else if (code === 45 && i > 0 && lower.charCodeAt(i - 1) === 32) {
      // " - " or " -- " between words is a dash; "same-day" is not.
      let j = i + 1;
      if (j < length && lower.charCodeAt(j) === 45) j++;
      i = j;
      if (j >= length || lower.charCodeAt(j) === 32) kind = CLAUSE_BREAK;
    } else if ((code >= 0x2639 || code === 60) && emojiLength(lower, i) > 0) {
      // An emoji (or "<3") is a token the lexicon reads like a word (emoji.ts).
      i += emojiLength(lower, i);
      kind = WORD;
    } else {
      i++;
    }
    if (kind < 0) continue;
    // Words are the shared strings of intern.ts (a contraction for "cant"); numbers ("$450") are too varied to share.
    const id = kind === WORD && isLetter(code) ? wordId(lower, start, i, hash) : -1;
    tokens[n] = id >= 0 ? tokenOfId(id) : kind === WORD ? lower.slice(start, i) : kind === SENTENCE_BREAK ? "." : ",";
    wordIdBuffer[n] = id;
    kindBuffer[n] = kind;
    startBuffer[n] = start;
    endBuffer[n] = kind === WORD ? i : start + 1;
    n++;
  }
  // Shorter than last time: drop the stale tail, so `tokens.length` is the count (V8 trims in place).
  if (tokens.length !== n) tokens.length = n;
  const kinds = kindBuffer.subarray(0, n);
  const starts = startBuffer.subarray(0, n);
  const ends = endBuffer.subarray(0, n);
  const wordIds = wordIdBuffer.subarray(0, n);
  if (clauseScratch.length < n) clauseScratch = new Int32Array(length);
  const clauseOf = clauseScratch.subarray(0, n);
  const clauses = weighClauses(tokens, kinds, wordIds, clauseOf);
  return { lower, tokens, kinds, starts, ends, wordIds, clauseOf, clauses };
}
