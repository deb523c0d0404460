/**
 * Negation scope: where a negator stops, what it means when it has nothing to negate, and praise that has ended.
 * Used by the analyser's sentiment pass (word_sentiment.ts).
 */
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
