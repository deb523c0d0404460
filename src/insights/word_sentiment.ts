/**
 * The word pass of `analyzeText`: the sentiment words, idioms and complaint events of each clause, with the negation
 * and intensifier in force at every word, summed per clause and into the review's evidence. Its own module because
 * negation scope is the subtlest part of the analyser and is easiest to follow on its own.
 */
import { markEvents, NEGATIVE_CUE, POSITIVE_CUE } from "./events.ts";
import { markPromises } from "./promises.ts";
import {
  ADVICE_OPENERS,
  ADVICE_VERBS,
  ADVICE_WITH_OBJECT,
  ADVICE_WITH_OBJECT_SCORE,
  INTENSIFIER_SCOPE,
  NEGATION_FACTOR,
  NEGATION_SCOPE,
} from "./polarity.ts";
import {
  AFTER_LACK,
  clauseAfterAside,
  endPraise,
  isDoNegator,
  JOINERS,
  LACK_WORDS,
  LACKING_SCORE,
  NEGATED,
  negationCarries,
  opensPastPredicate,
  SUBJECTS,
  WITHOUT,
} from "./scope.ts";
import type { WordInfo } from "./compile.ts";
import type { TextWork } from "./text_work.ts";
import { isAnythingBut } from "./negators.ts";
import { SCARE_QUOTED } from "./irony.ts";
import { stanceFactor } from "./stance.ts";
import { BETTER_ELSEWHERE } from "./elsewhere.ts";
import { SENTENCE_BREAK, type TokenizedText, WORD } from "./text.ts";

/** A negated negative word is mostly an absence of complaint, not praise: "not upset" ≠ "happy". */
export const NEGATED_NEGATIVE_FACTOR = -0.3;

/**
 * Verbs a negation belongs to, so it stops there: "I don't need overpriced food" still calls it overpriced, and "I
 * can't comment on the wine list" is no missing wine list.
 */
const SCOPE_ENDERS = new Set(
  "need needs needed want wants wanted expect expected mind forget forgot comment speak vouch judge remember recall"
    .split(" "),
);

/**
 * Curses that, before a judgement, intensify it rather than curse: "damn good steak", "pretty damn good", "fucking
 * delicious", "bloody brilliant"; "damn you" and "this place is shit" keep their own sense.
 */
const EXPLETIVES = new Set("damn damned fucking bloody goddamn".split(" "));
/** How much an expletive before a judgement intensifies it (like "really"). */
const EXPLETIVE_FACTOR = 1.3;
/** Strength of another business said to be better (a complaint about this one, as "I've had better" in idioms.ts). */
const BETTER_ELSEWHERE_SCORE = -0.5;

/** Two-word openers that negate the judgement after them, by first word: "less than", "instead of", "far from". */
const NOT_THIS: ReadonlyMap<string, string> = new Map([["less", "than"], ["instead", "of"], ["far", "from"]]);

/** The words between "never" and a judgement that make it the most ever, not its negation (see `negNever`). */
const MOST_EVER = new Set(["so", "such", "more", "this", "as"]);

/** Whether a word judges (a sentiment word or an intensifier), so an expletive before it intensifies. */
const judges = (info: WordInfo | undefined) => info !== undefined && (info.sentiment !== 0 || info.intensifier !== 0);

/** The advice an imperative opening a clause gives (see ADVICE_VERBS, ADVICE_WITH_OBJECT), or undefined. */
function adviceAt(tokenized: TokenizedText, i: number): number | undefined {
  const tokens = tokenized.tokens;
  const next = tokens[i + 1];
  if (next === "to") return undefined;
  const advice = ADVICE_VERBS.get(tokens[i]);
  if (advice !== undefined) return advice;
  if (!ADVICE_WITH_OBJECT.get(tokens[i])?.has(next)) return undefined;
  // "Have the prices gone up?" asks; "Have the iced tea." advises.
  return tokens[i] === "have" && endsInQuestion(tokenized, i) ? undefined : ADVICE_WITH_OBJECT_SCORE;
}

/** Whether the sentence holding token `i` ends with a question mark (break tokens read "."; the text keeps it). */
function endsInQuestion({ tokens, kinds, starts, lower }: TokenizedText, i: number): boolean {
  let j = i;
  while (j < tokens.length && kinds[j] !== SENTENCE_BREAK) j++;
  return j < tokens.length && lower[starts[j]] === "?";
}

/**
 * Pass 2: marks the cues with their own polarity, then scores each clause's words (`negAt`, `multAt`, `wordScore`,
 * `clauseWords`) and adds the complaint events; sums the positive, negative and lukewarm evidence into `work`.
 */
export function scoreWords(work: TextWork): void {
  const { tokenized, infos, elsewhere, stance, ironic, mentions, used, idiomAt, lukewarmAt } = work;
  const { polarCueAt, negAt, multAt, wordScore, clauseWords } = work;
  const { tokens, kinds, clauses, clauseOf } = tokenized;
  for (const mention of mentions) {
    if (mention.own !== 0) {
      polarCueAt[mention.start] = mention.own > 0 ? POSITIVE_CUE : NEGATIVE_CUE;
    }
  }
  // Complaints told as events ("had to call back twice"), where no cue or idiom already judged their words, and
  // broken promises ("promised to come back and never did").
  const told = markEvents(tokenized, infos, idiomAt, polarCueAt);
  const promises = markPromises(tokenized, infos, polarCueAt, idiomAt, told);
  const events = told === null ? promises : promises === null ? told : told.concat(promises);
  // The review's verdict weighs positive, negative and lukewarm evidence apart (overall.ts), each by clause weight.
  let positiveEvidence = 0;
  let negativeEvidence = 0;
  let lukewarmEvidence = 0;
  let evidence = false;
  // A negation left unspent before an aside goes on after it: "I do not, however, recommend the cookies".
  let carryTo = -1;
  let carryKind: number = NEGATED;
  let carryDo = false;
  for (let c = 0; c < clauses.length; c++) {
    const clause = clauses[c];
    const carried = c === carryTo;
    let negLeft: number = carried ? NEGATION_SCOPE : 0;
    let negKind: number = carried ? carryKind : NEGATED;
    // Whether the negation in force is do-support ("didn't"), which a past-tense predicate after "and" escapes.
    let negDo: boolean = carried && carryDo;
    // Whether that negation is "never", which before "so", "such" or "more" says "the most ever" ("I've never been
    // treated so badly", "never been more insulted"): the judgement stands.
    let negNever = false;
    // Whether it is "barely" or "hardly", which leave a fault a fault: "the food was barely lukewarm".
    let negBarely = false;
    let mult = 1;
    let multLeft = 0;
    let sum = 0;
    let positive = 0;
    let negative = 0;
    let lukewarm = 0;
    for (let i = clause.start; i < clause.end; i++) {
      if (kinds[i] !== WORD) continue;
      if (elsewhere !== null && elsewhere[i]) {
        // Another business said to be better is a verdict on this one: "places nearby that are much better".
        if (elsewhere[i] === BETTER_ELSEWHERE) {
          wordScore[i] = BETTER_ELSEWHERE_SCORE;
          sum += BETTER_ELSEWHERE_SCORE;
          negative -= BETTER_ELSEWHERE_SCORE;
        }
        continue;
      }
      const negated = negLeft > 0;
      const scale = multLeft > 0 ? mult : 1;
      negAt[i] = negated ? negKind : 0;
      multAt[i] = scale;
      if (negLeft > 0) negLeft--;
      if (multLeft > 0) multLeft--;
      if (used[i]) {
        const idiom = idiomAt[i];
        const middling = lukewarmAt[i] !== 0 && !negated;
        if (middling) lukewarm += lukewarmAt[i];
        if (idiom !== 0) {
          const voiced = stance === null ? 1 : stanceFactor(stance[i], negated, idiom);
          const contribution = idiom * scale * (negated ? NEGATION_FACTOR : 1) * voiced;
          wordScore[i] = contribution;
          sum += contribution;
          multLeft = 0;
          if (!middling) {
            if (contribution > 0) positive += contribution;
            else negative -= contribution;
          }
        }
        // A negation applies to the first judgement it meets, a cue with its own polarity included.
        if (negated && (idiom !== 0 || polarCueAt[i]) && !negationCarries(tokens, kinds, used, i)) negLeft = 0;
        continue;
      }
      // "don't need overpriced food" negates the need, not "overpriced".
      if (negLeft > 0 && SCOPE_ENDERS.has(tokens[i])) negLeft = 0;
      if (negLeft > 0 && JOINERS.has(tokens[i]) && SUBJECTS.has(tokens[i + 1])) negLeft = 0;
      // "didn't fix it and charged me anyway": the charge happened.
      if (negLeft > 0 && negDo && opensPastPredicate(tokens, kinds, i)) negLeft = 0;
      // An imperative that opens a clause is advice: "Try the lamb." praises it, "Skip dessert." warns.
      const opens = i === clause.start || (i === clause.start + 1 && ADVICE_OPENERS.has(tokens[clause.start]));
      const advice = opens ? adviceAt(tokenized, i) : undefined;
      if (advice !== undefined) {
        wordScore[i] = advice;
        sum += advice;
        if (advice > 0) positive += advice;
        else negative -= advice;
        continue;
      }
      // "Anything but friendly" negates like "not" (text.ts does not read this "but" as a contrast).
      if (isAnythingBut(tokens, i)) {
        negLeft = NEGATION_SCOPE + 1;
        negKind = NEGATED;
        negDo = false;
        continue;
      }
      // "less than stellar", "instead of a warm welcome": the judgement after them did not happen.
      if (NOT_THIS.has(tokens[i]) && tokens[i + 1] === NOT_THIS.get(tokens[i])) {
        negLeft = NEGATION_SCOPE + 1;
        negKind = NEGATED;
        negDo = false;
        continue;
      }
      const info = infos[i];
      if (info === undefined) {
        if (tokens[i] === "used" && tokens[i + 1] === "to") {
          // "used to be good" is no longer good.
          negLeft = NEGATION_SCOPE;
          negKind = NEGATED;
          negDo = false;
        } else if (tokens[i] === "until") {
          // "I was happy with it until it broke": the praise before "until" has ended, and counts against.
          const ended = endPraise(wordScore, tokens, clause.start, i);
          sum += ended * (NEGATION_FACTOR - 1);
          positive = Math.max(0, positive - ended);
          negative -= ended * NEGATION_FACTOR;
        }
        continue;
      }
      if (info.negator) {
        // "Their service was lacking": a lack with nothing after it (or "lacking in") is the complaint itself.
        if (LACK_WORDS.has(tokens[i]) && (kinds[i + 1] !== WORD || AFTER_LACK.has(tokens[i + 1]))) {
          wordScore[i] = LACKING_SCORE;
          sum += LACKING_SCORE;
          negative -= LACKING_SCORE;
          continue;
        }
        negLeft = NEGATION_SCOPE;
        negKind = tokens[i] === "without" ? WITHOUT : NEGATED;
        negDo = isDoNegator(tokens, i);
        negNever = tokens[i] === "never";
        negBarely = tokens[i] === "barely" || tokens[i] === "hardly";
        continue;
      }
      const factor = info.intensifier || (info.softenerNext?.has(tokens[i + 1]) ? info.softener : 0) ||
        (EXPLETIVES.has(tokens[i]) && judges(infos[i + 1]) ? EXPLETIVE_FACTOR : 0);
      if (factor !== 0) {
        mult = scale * factor;
        multLeft = INTENSIFIER_SCOPE;
        continue;
      }
      const value = info.sentiment;
      const middling = info.lukewarm && !negated;
      if (middling) lukewarm++;
      if (value !== 0) {
        // Praise in scare quotes ("professional") is mockery: it reads as negated.
        const superlative = negated && ((negNever && MOST_EVER.has(tokens[i - 1])) || (negBarely && value < 0));
        const flipped = (negated && !superlative) || (value > 0 && ironic !== null && ironic[i] === SCARE_QUOTED);
        const voiced = stance === null ? 1 : stanceFactor(stance[i], negated, value);
        const contribution = value * scale * (flipped ? (value < 0 ? NEGATED_NEGATIVE_FACTOR : NEGATION_FACTOR) : 1) *
          voiced;
        wordScore[i] = contribution;
        sum += contribution;
        multLeft = 0;
        if (negated && !negationCarries(tokens, kinds, used, i)) negLeft = 0;
        if (!middling) {
          if (contribution > 0) positive += contribution;
          else negative -= contribution;
        }
      }
    }
    if (negLeft > 0) {
      carryTo = clauseAfterAside(tokens, kinds, clauses, c);
      carryKind = negKind;
      carryDo = negDo;
    }
    clauseWords[c] = sum;
    positiveEvidence += positive * clause.weight;
    negativeEvidence += negative * clause.weight;
    lukewarmEvidence += lukewarm * clause.weight;
    if (lukewarm !== 0) evidence = true;
    if (sum !== 0) evidence = true;
  }

  // An event counts like a sentiment word at its first token. A negated one is none, and the negation is spent on
  // it: "never had to call back" is no missing callback.
  if (events !== null) {
    for (let e = 0; e < events.length; e += 3) {
      const start = events[e];
      if (negAt[start] !== 0) {
        negAt.fill(0, start, events[e + 1]);
        continue;
      }
      if (elsewhere !== null && elsewhere[start]) continue;
      const c = clauseOf[start];
      wordScore[start] += events[e + 2];
      clauseWords[c] += events[e + 2];
      negativeEvidence -= events[e + 2] * clauses[c].weight;
      evidence = true;
    }
  }
  work.positive = positiveEvidence;
  work.negative = negativeEvidence;
  work.lukewarm = lukewarmEvidence;
  work.evidence = evidence;
}
