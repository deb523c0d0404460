/**
 * The polarity lexicon: sentiment-bearing words with a strength in -1..1, intensifiers and diminishers that scale
 * the next sentiment word, and idioms whose meaning is not the sum of their words ("couldn't be happier").
 *
 * Negators (see `NEGATORS` in negators.ts) flip what follows them in the same clause, dampened (`NEGATION_FACTOR`):
 * "not great" is milder than "bad". Words that are aspect cues with their own polarity ("late", "overpriced")
 * live in the taxonomy, not here, so they are not counted twice.
 *
 * This module holds the constants the scoring uses and the short word lists; the long lists live in
 * sentiment_words.ts and idioms.ts and are re-exported here, so the lexicon keeps one import.
 */

/** A negated sentiment keeps most of its strength, flipped: "not good" ≈ -0.75 × good. */
export const NEGATION_FACTOR = -0.75;
/** How many words after a negator it still applies to (within the clause). */
export const NEGATION_SCOPE = 6;
/** How many words after an intensifier it still applies to ("really very good", "so incredibly fast"). */
export const INTENSIFIER_SCOPE = 2;

export { SENTIMENT_WORDS } from "./sentiment_words.ts";
import { IDIOMS as PHRASE_IDIOMS, LUKEWARM_IDIOMS as PHRASE_LUKEWARM } from "./idioms.ts";
import { IMPLICIT_VERDICTS } from "./implicit_verdicts.ts";
import { RETURN_VERDICTS } from "./return_verdicts.ts";
import { EXPERIENCE_VERDICTS } from "./experience_verdicts.ts";
import { EVERYDAY_VERDICTS } from "./everyday_verdicts.ts";
import { PLAIN_LUKEWARM, PLAIN_VERDICTS } from "./plain_verdicts.ts";
import { MIDDLING_VERDICTS, STATED_PRAISE } from "./middling_verdicts.ts";
import { BAD_VISIT_VERDICTS } from "./bad_visit_verdicts.ts";

/**
 * Every idiom with a fixed strength: idioms.ts, the return verdicts and the verdicts said without a sentiment word, of
 * the business and of the visit as an experience.
 */
export const IDIOMS: ReadonlyArray<readonly [pattern: string, score: number]> = [
  ...PHRASE_IDIOMS,
  ...RETURN_VERDICTS,
  ...IMPLICIT_VERDICTS,
  ...EXPERIENCE_VERDICTS,
  ...EVERYDAY_VERDICTS,
  ...PLAIN_VERDICTS,
  ...STATED_PRAISE,
  ...BAD_VISIT_VERDICTS,
];

/** Every lukewarm idiom: idioms.ts's and the plain ones of plain_verdicts.ts ("it wasn't anything special"). */
export const LUKEWARM_IDIOMS: ReadonlyArray<readonly [pattern: string, score: number, units?: number]> = [
  ...PHRASE_LUKEWARM,
  ...PLAIN_LUKEWARM,
  ...MIDDLING_VERDICTS,
];

const word = (entries: Record<string, number>) => new Map(Object.entries(entries));

/** Words that scale the next sentiment word: above 1 intensifies, below 1 softens. */
export const INTENSIFIERS: ReadonlyMap<string, number> = word({
  very: 1.4,
  really: 1.3,
  extremely: 1.6,
  super: 1.4,
  incredibly: 1.6,
  so: 1.2,
  absolutely: 1.5,
  totally: 1.3,
  completely: 1.3,
  truly: 1.3,
  highly: 1.4,
  unbelievably: 1.6,
  exceptionally: 1.5,
  especially: 1.2,
  most: 1.2,
  too: 1.2,
  quite: 1.1,
  pretty: 1.1,
  remarkably: 1.5,
  insanely: 1.5,
  ridiculously: 1.5,
  way: 1.3,
  // Swear words that only ever intensify ("hella salty", "freaking amazing"); those that are also a curse ("damn
  // good" but "damn you") intensify only before a judgement (EXPLETIVES, word_sentiment.ts).
  hella: 1.4,
  freaking: 1.4,
  freakin: 1.4,
  friggin: 1.4,
  frigging: 1.4,
  effing: 1.4,
  dang: 1.3,
  darn: 1.3,
  slightly: 0.5,
  somewhat: 0.6,
  little: 0.6,
  bit: 0.6,
  kinda: 0.6,
  fairly: 0.8,
  rather: 0.8,
  mildly: 0.5,
  marginally: 0.5,
  tad: 0.6,
});

/**
 * Two-word softeners: the first word, when followed by one of its second words. "kind of pricey"; and hedges, which
 * say a thing happens, not that it did: "service can be slow", "it can get loud", "parking may be tight".
 */
export const SOFTENERS: ReadonlyMap<string, readonly [next: ReadonlySet<string>, factor: number]> = new Map([
  ["kind", [new Set(["of"]), 0.6]],
  ["sort", [new Set(["of"]), 0.6]],
  ["can", [new Set(["be", "get"]), 0.5]],
  ["may", [new Set(["be", "get"]), 0.5]],
  ["might", [new Set(["be", "get"]), 0.5]],
]);

/**
 * Advice verbs that judge when they open a clause as an imperative ("Try the sea bass.", "Skip dessert."); "try to
 * get a table" is not advice, so a following "to" cancels it.
 */
export const ADVICE_VERBS: ReadonlyMap<string, number> = word({ try: 0.5, skip: -0.6 });

/** What advice with an object weighs: "Get the brisket." recommends it like "Try the brisket." */
export const ADVICE_WITH_OBJECT_SCORE = 0.5;
const objects = (words: string) => new Set(words.split(" "));
/**
 * Advice verbs that recommend only before what they recommend ("Get the ribs.", "Order the lamb.", "Go here.", "Check
 * this place out!", "Call them.", "Have the iced tea."): the verb opens the clause and the next word is one of these.
 * "Order was wrong", "Go figure" and "Call back later" are no advice.
 */
export const ADVICE_WITH_OBJECT: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["get", objects("the their a any some one")],
  ["order", objects("the their a any some one")],
  ["go", objects("here there")],
  ["check", objects("out this them it")],
  ["call", objects("them him her these this")],
  ["hire", objects("them him her these this")],
  // "Have the iced tea.", "Stick with the lamb dishes." ("Have the prices gone up?" asks: word_sentiment.ts).
  ["have", objects("the their")],
  ["stick", objects("with")],
]);
/** Words that may open a clause before an advice verb: "Definitely get the ribs.", "Please go here." */
export const ADVICE_OPENERS: ReadonlySet<string> = objects("definitely please just seriously always so");

/**
 * Words that, for the review as a whole, say "middling" rather than good or bad: "it was ok", "decent", "average".
 * They keep their strength for the aspect they judge ("the food was fine"), but a review's verdict counts them as
 * evidence for neutral (see overall.ts): real 3-star reviews are made of them.
 */
export const LUKEWARM_WORDS: ReadonlySet<string> = new Set(
  ("ok okay fine decent average alright mediocre passable adequate acceptable ordinary unremarkable forgettable " +
    "satisfactory serviceable").split(" "),
);
