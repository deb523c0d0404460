/**
 * Negation scope: where a negator stops, what it means when it has nothing to negate, and praise that has ended.
 * Used by the analyser's sentiment pass (word_sentiment.ts).
 */
import type { Clause } from "./clauses.ts";
import { isNegator } from "./negators.ts";
import { NEGATION_FACTOR } from "./polarity.ts";
import { WORD } from "./text.ts";

/** A word under a negator: a neutral cue here reads as an absence ("no communication"). */
export const NEGATED = 1;
/**
 * A word under "without": negated, but a neutral cue here is no absence, since "without a reservation" or "even
 * without the warranty" only tells the circumstances.
 */
export const WITHOUT = 2;

/** Words of lack: negators before what is missing ("lacks flavor"), a complaint on their own ("was lacking"). */
export const LACK_WORDS = new Set(["lack", "lacks", "lacked", "lacking"]);
/** Words after which a lack has nothing to negate: "lacking in", "was lacking and ...". */
export const AFTER_LACK = new Set(["in", "and", "but", "or", "so", "because", "since", "when", "as", "which"]);
/** What "was lacking" or "lacking in" scores. */
export const LACKING_SCORE = -0.5;

/** Words that join a new statement when a subject follows: "none was made so I hung up" ends the negation at "so". */
export const JOINERS = new Set(["and", "so", "because", "since", "when", "then", "until", "after", "before"]);
/** Subjects that open a new statement after a {@link JOINERS} word. */
export const SUBJECTS = new Set("i we he she they you it i'm we're they're i've we've".split(" "));

/** Negators of do-support ("didn't fix"): they take one bare verb, so a past-tense verb after "and" is not theirs. */
const DO_NEGATORS = new Set(["didn't", "didnt", "don't", "dont", "doesn't", "doesnt"]);
const DO_VERBS = new Set(["did", "do", "does"]);
/** Irregular past tenses that open a new predicate after "and": "didn't fix it and left a mess". */
const IRREGULAR_PAST = new Set(
  ("left took gave made told said came sent got put kept brought went ran broke threw tore spent paid sold " +
    "lost stole wrote hung drove stood").split(" "),
);
/** What follows a verb that has its own object or particle: "charged me", "left a mess", "ran off". */
const OBJECT_STARTS = new Set(
  "me us him her them it the a an my our your his their up out off back away over around this that".split(" "),
);

/** A past tense, by its ending or from the irregular ones reviews use ("charged", "left"); stance.ts reads it too. */
export const isPastTense = (word: string | undefined): boolean =>
  word !== undefined &&
  (IRREGULAR_PAST.has(word) || (word.length >= 5 && word.endsWith("ed") && !word.endsWith("eed")));

/**
 * Whether the negator at `i` negates one verb of its own: do-support ("didn't", "did not", "doesn't") or "never"
 * before a past tense ("never fixed it and charged me anyway").
 */
export function isDoNegator(tokens: readonly string[], i: number): boolean {
  const word = tokens[i];
  return DO_NEGATORS.has(word) || (word === "not" && DO_VERBS.has(tokens[i - 1])) ||
    (word === "never" && isPastTense(tokens[i + 1]));
}

/**
 * Whether "and" at `i` (or "and then") opens a new predicate that a do-support negation cannot reach: a past tense
 * with its object, "didn't fix it and charged me anyway". "Didn't look clean and organized." keeps the negation:
 * a participle with nothing after it may still be the negated verb's complement.
 */
export function opensPastPredicate(tokens: readonly string[], kinds: Uint8Array, i: number): boolean {
  if (tokens[i] !== "and") return false;
  let v = i + 1;
  if (tokens[v] === "then") v++;
  if (v + 1 >= tokens.length || kinds[v] !== WORD || kinds[v + 1] !== WORD) return false;
  return isPastTense(tokens[v]) && OBJECT_STARTS.has(tokens[v + 1]);
}

/**
 * Whether a negation that has just been spent on a judgement carries on to the next: only through "or"/"nor"
 * ("not fast or friendly") and "enough to" ("not good enough to justify the price"); "did not rush us and made
 * us feel welcome" praises the welcome.
 */
const carriesOn = (next: string | undefined, after: string | undefined) =>
  next === "or" || next === "nor" || (next === "enough" && after === "to");

/**
 * Whether the negation spent on a judgement at `i` goes on, judged by the next two words outside cues (see
 * carriesOn). A function of its own, not a closure in the analyser, so the hot arrays stay out of a closure context.
 */
export function negationCarries(tokens: readonly string[], kinds: Uint8Array, used: Uint8Array, i: number): boolean {
  let k = i + 1;
  while (k < tokens.length && (kinds[k] !== WORD || used[k])) k++;
  return carriesOn(tokens[k], tokens[k + 1]);
}

/**
 * Turns the praise of words in [from, to) into its negation and returns how much praise it ended: the praise before
 * "until" has ended. "Happy to wait until a table opened" is willingness, not praise that ended.
 */
export function endPraise(wordScore: Float64Array, tokens: readonly string[], from: number, to: number): number {
  let ended = 0;
  for (let k = from; k < to; k++) {
    if (wordScore[k] <= 0 || tokens[k + 1] === "to") continue;
    ended += wordScore[k];
    wordScore[k] *= NEGATION_FACTOR;
  }
  return ended;
}

/** The words of an aside set off by commas, which a negation reaches across: "however", "honestly", "to be honest". */
const ASIDE_WORDS = new Set(
  "however though honestly unfortunately sadly frankly personally surprisingly admittedly really of course in fact to be honest"
    .split(" "),
);

/**
 * The clause that a negation ending clause `c` with nothing to negate goes on into: the one after an aside of one to
 * three words in the same sentence ("I do not, however, recommend the cookies"); -1 if there is none. A negation that
 * ends its clause otherwise ("like it or not, ...") stays there.
 */
export function clauseAfterAside(
  tokens: readonly string[],
  kinds: Uint8Array,
  clauses: readonly Clause[],
  c: number,
): number {
  const aside = clauses[c + 1];
  const next = clauses[c + 2];
  if (next === undefined || next.sentence !== clauses[c].sentence) return -1;
  let last = clauses[c].end - 1;
  while (last >= clauses[c].start && kinds[last] !== WORD) last--;
  if (last < clauses[c].start || !isNegator(tokens[last]) || tokens[last - 1] === "or") return -1;
  let words = 0;
  for (let k = aside.start; k < aside.end; k++) {
    if (kinds[k] !== WORD) continue;
    if (!ASIDE_WORDS.has(tokens[k]) || ++words > 3) return -1;
  }
  return words > 0 ? c + 2 : -1;
}
