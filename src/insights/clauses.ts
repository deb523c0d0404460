/**
 * Clauses of a tokenized review and their weights: what follows "but" counts more, a concession or a condition less,
 * "Overall, ..." is the verdict and "at least ..." a consolation. One pass over the tokens text.ts made.
 */

import { WORD_IDS } from "./intern.ts";
import { isAnythingBut, isNegator } from "./negators.ts";
import { CLAUSE_BREAK, SENTENCE_BREAK, WORD } from "./token_kinds.ts";

/** Weight of a clause that follows a contrast ("..., but the price was steep"): what comes after "but" counts more. */
export const AFTER_CONTRAST_WEIGHT = 1.5;
/** Weight of a clause that a contrast or concession overrides ("although they were late, ..."). */
export const CONCEDED_WEIGHT = 0.7;

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
  return (code >= 48 && code <= 57) || code === 36;
};
/** The words before "stars" that make a condition the reviewer's verdict: "if it were possible to give zero stars". */
const NO_STARS = new Set(["zero", "no", "negative", "0", "less"]);
/**
 * "If I could give zero stars I would", "If there were zero stars I would give it zero stars": a verdict, not a
 * condition.
 */
function isVerdictIf(tokens: readonly string[], kinds: Uint8Array, i: number): boolean {
  if (tokens[i + 1] === "i" && tokens[i + 2] === "could") return true;
  for (let j = i + 2; j < i + 12 && j < tokens.length && kinds[j] === WORD; j++) {
    if ((tokens[j] === "stars" || tokens[j] === "star") && NO_STARS.has(tokens[j - 1])) return true;
  }
  return false;
}
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

/**
 * Splits the tokens into clauses (a clause ends at each break token) and weighs each; writes every token's clause
 * index into `clauseOf` (a break belongs to the clause it closes).
 */
export function weighClauses(
  tokens: readonly string[],
  kinds: Uint8Array,
  wordIds: Int32Array,
  clauseOf: Int32Array,
): Clause[] {
  const n = clauseOf.length;
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
      } else if (HYPOTHETICAL.has(word) && current.weight === 1 && !isVerdictIf(tokens, kinds, i)) {
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
  return clauses;
}
