/**
 * Text handling for the analyser: one tokenizer pass that yields words, sentence and clause boundaries, and the
 * contrast weights of clauses. Everything downstream works on token indices, so a review is scanned once.
 */

import { emojiLength } from "./emoji.ts";
import { HASH_SEED, hashStep, WORD_IDS, wordId, wordOfId } from "./intern.ts";
import { isAnythingBut, isNegator } from "./negators.ts";

/** Token kinds. */
export const WORD = 0;
/** A clause break inside a sentence: `,` `;` `:` `(` `)` or a dash. */
export const CLAUSE_BREAK = 1;
/** A sentence break: `.` `!` `?` or a line break. */
export const SENTENCE_BREAK = 2;

/** Weight of a clause that follows a contrast ("..., but the price was steep"): what comes after "but" counts more. */
export const AFTER_CONTRAST_WEIGHT = 1.5;
/** Weight of a clause that a contrast or concession overrides ("although they were late, ..."). */
export const CONCEDED_WEIGHT = 0.7;

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

/** A clause: a token range `[start, end)` inside one sentence, with its contrast weight. */
export interface Clause {
  readonly start: number;
  end: number;
  readonly sentence: number;
  weight: number;
}

/** Words after which the rest of the sentence is weighed more: "great tech, but the price...". */
const CONTRAST = new Set(["but", "however", "though", "whereas", "except", "unfortunately"]);
/** Words that open a condition; the clause they open reports no experience ("if you want good Thai, ..."). */
const HYPOTHETICAL = new Set(["if", "unless", "whether"]);
/** Weight of a conditional clause. */
export const HYPOTHETICAL_WEIGHT = 0.15;
/** Words that open a concession; the clause they open counts less than the main clause. */
const CONCESSIVE = new Set(["although", "despite", "albeit"]);
/**
 * Words that open a concession only at the start of a sentence: "While the decor was great, the food was bland." (in
 * the middle, "they fixed it while I waited" is time, and a time clause that opens a sentence rarely judges anything).
 */
const OPENING_CONCESSIVE = new Set(["while", "whilst"]);
/** Weight of a clause that sums the review up ("Overall, ...", "All in all ..."): the reviewer's own verdict. */
export const SUMMARY_WEIGHT = 1.5;
/**
 * Weight of a consolation ("at least the staff were friendly", "the guy was nice at least"): the one good thing
 * said of a visit that was otherwise bad is no verdict on it.
 */
export const CONSOLATION_WEIGHT = 0.4;
/** Words after "at least" that make it an amount ("at least an hour", "at least $100"), not a consolation. */
const AMOUNT_AFTER = new Set(["a", "an", "one", "two", "three", "four", "five", "ten", "twice", "half", "once", "as"]);
const isAmount = (token: string) => {
  const code = token.charCodeAt(0);
  return isDigit(code) || code === 36;
};
/** "If I could give zero stars I would" is a verdict, not a condition. */
const isVerdictIf = (tokens: readonly string[], i: number) => tokens[i + 1] === "i" && tokens[i + 2] === "could";
/** Every word that can change clause weights, so other words cost one lookup. */
const CLAUSE_WORDS = new Set([
  ...CONTRAST,
  ...HYPOTHETICAL,
  ...CONCESSIVE,
  ...OPENING_CONCESSIVE,
  "yet",
  "even",
  "overall",
  "all",
  "at",
]);
/** Per word id: 0 not looked up yet, 1 not a clause word, 2 a clause word (one Set lookup per word, not token). */
const clauseWordAt = new Uint8Array(WORD_IDS);

function isClauseWord(token: string, id: number): boolean {
  if (id < 0) return CLAUSE_WORDS.has(token);
  let known = clauseWordAt[id];
  if (known === 0) known = clauseWordAt[id] = CLAUSE_WORDS.has(token) ? 2 : 1;
  return known === 2;
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
    // Words are the shared strings of intern.ts; numbers ("$450", "3:45") are too varied to share.
    const id = kind === WORD && isLetter(code) ? wordId(lower, start, i, hash) : -1;
    tokens[n] = id >= 0 ? wordOfId(id) : kind === WORD ? lower.slice(start, i) : kind === SENTENCE_BREAK ? "." : ",";
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
  const clauses: Clause[] = [];
  let sentence = 0;
  let sentenceFirstClause = 0;
  let current: Clause = { start: 0, end: 0, sentence, weight: 1 };
  let boostNext = false;
  let summaryNext = false;
  const open = (at: number, weight: number) => {
    current.end = at;
    clauses.push(current);
    current = { start: at, end: at, sentence, weight };
  };
  for (let i = 0; i < n; i++) {
    const kind = kinds[i];
    if (kind === WORD && isClauseWord(tokens[i], wordIds[i])) {
      const word = tokens[i];
      const startsClause = i === current.start;
      if (word === "at") {
        if (tokens[i + 1] === "least" && current.weight === 1) {
          const after = tokens[i + 2];
          const amount = i + 2 < n && kinds[i + 2] === WORD && (AMOUNT_AFTER.has(after) || isAmount(after));
          if (!amount) current.weight = CONSOLATION_WEIGHT;
        }
      } else if (word === "overall" || word === "all") {
        // "Overall, a good experience": the summary opening a clause is the verdict; "all" only as "all in all".
        if (
          startsClause && current.weight === 1 &&
          (word === "overall" || tokens[i + 1] === "in" && tokens[i + 2] === "all")
        ) {
          current.weight = SUMMARY_WEIGHT;
          // "Overall, ...": the verdict is the clause after the comma.
          summaryNext = true;
        }
      } else if (HYPOTHETICAL.has(word) && current.weight === 1 && !isVerdictIf(tokens, i)) {
        // "If you like slow service, you'll love it": a condition states no experience.
        if (startsClause) current.weight = HYPOTHETICAL_WEIGHT;
        else open(i, HYPOTHETICAL_WEIGHT);
      } else if (word === "though" && !startsClause && (i + 1 >= n || kinds[i + 1] !== WORD)) {
        // "The food was just ok though.": a closing "though" is "however" for its own clause, which is the
        // contrast, not a concession; it keeps its weight (boosting it as well weighed one aside over a verdict).
      } else if (
        (CONTRAST.has(word) && !(word === "but" && isAnythingBut(tokens, i - 1))) ||
        (word === "yet" && i + 1 < n && kinds[i + 1] === WORD && !isNegator(tokens[i - 1]))
      ) {
        // What precedes the contrast in this sentence is conceded.
        for (let c = sentenceFirstClause; c < clauses.length; c++) {
          if (clauses[c].weight === 1) clauses[c].weight = CONCEDED_WEIGHT;
        }
        if (startsClause) current.weight = AFTER_CONTRAST_WEIGHT;
        else {
          if (current.weight === 1) current.weight = CONCEDED_WEIGHT;
          open(i, AFTER_CONTRAST_WEIGHT);
        }
        boostNext = false;
      } else if (
        CONCESSIVE.has(word) || (word === "even" && tokens[i + 1] === "though") ||
        (OPENING_CONCESSIVE.has(word) && startsClause && clauses.length === sentenceFirstClause)
      ) {
        if (startsClause && clauses.length === sentenceFirstClause) {
          current.weight = CONCEDED_WEIGHT;
          boostNext = true;
        } else if (startsClause) {
          for (let c = sentenceFirstClause; c < clauses.length; c++) {
            if (clauses[c].weight === 1) clauses[c].weight = AFTER_CONTRAST_WEIGHT;
          }
          current.weight = CONCEDED_WEIGHT;
        } else {
          // "I'd hire them again despite the price": the clause before is the main one.
          if (current.weight === 1) current.weight = AFTER_CONTRAST_WEIGHT;
          open(i, CONCEDED_WEIGHT);
        }
      }
    }
    clauseOf[i] = clauses.length;
    if (kind !== WORD) {
      const opened = current;
      open(i + 1, boostNext && kind === CLAUSE_BREAK ? AFTER_CONTRAST_WEIGHT : 1);
      if (summaryNext && kind === CLAUSE_BREAK && opened.end - opened.start <= 4) current.weight = SUMMARY_WEIGHT;
      summaryNext = false;
      if (kind === CLAUSE_BREAK) boostNext = false;
      if (kind === SENTENCE_BREAK) {
        sentence++;
        current = { start: i + 1, end: i + 1, sentence, weight: 1 };
        sentenceFirstClause = clauses.length;
        boostNext = false;
      }
    }
  }
  current.end = n;
  if (current.end > current.start) clauses.push(current);
  return { lower, tokens, kinds, starts, ends, wordIds, clauseOf, clauses };
}
