/**
 * Per-review analysis: aspect mentions with their polarity, overall sentiment, and the entities a review names.
 *
 * How polarity is decided, per aspect mention:
 * 1. The cue itself may carry polarity ("on time" +0.8, "overpriced" -0.8); a negator up to six words before it in
 *    the same clause flips and dampens it ("not on time", "wasn't cheap"), a negated complaint only mildly ("not
 *    overpriced"); a negated neutral cue reads as an absence ("no communication", "never arrived"; not after
 *    "without"). Negation is spent on the first judgement it meets and stops at the verb it belongs to ("don't need
 *    overpriced food") and at a new statement (scope.ts). An explicit cue keeps its own polarity; praise in scare
 *    quotes reads as negated (irony.ts).
 * 2. A neutral mention ("the price") takes the sentiment words and idioms of its clause that are nearer to it than
 *    to any other mention, each scaled by a preceding intensifier and flipped by a preceding negator.
 * 3. Contrast weighs clauses: after "but", "however", "yet", "though" a clause counts 1.5×, the conceded part 0.7×;
 *    a condition ("if you want great food, ...") counts 0.15×.
 * 4. A mention with no sentiment borrows it (attribution.ts) from a neighbouring clause that names no aspect, from
 *    the clause that opened its list, or weakly from its sentence; beside an explicit cue of the same aspect a
 *    neutral mention counts a quarter ("overpriced ... quoted $230").
 * 5. Words about another business ("the other company never called back") are left out (elsewhere.ts), and so is
 *    the business's own name written capitalised ("Integrity Auto").
 * 6. The star rating is a weak prior only: it adds at most ±{@link ASPECT_RATING_PRIOR}, less than the
 *    ±{@link POLARITY_THRESHOLD} needed to leave neutral, so it tips weak evidence but never makes a neutral
 *    mention positive on its own, and a 5-star review can still complain about the price.
 *
 * Overall sentiment and score: see overall.ts (the balance of positive, negative and lukewarm evidence, with the
 * stars as a weak prior).
 */
import { detectMentions } from "../entities/detect.ts";
import type { Polarity, ReviewAnalysis } from "../model/mod.ts";
import { borrow, sentenceSentiment } from "./attribution.ts";
import { BLOCKER, cuesAt, IDIOM, type WordInfo, wordInfo } from "./compile.ts";
import { type AnalysisContext, defaultTextContext, type TextContext } from "./context.ts";
import { elsewhereTokens } from "./elsewhere.ts";
import { scareQuoted } from "./irony.ts";
import {
  AFTER_LACK,
  endPraise,
  JOINERS,
  LACK_WORDS,
  LACKING_SCORE,
  NEGATED,
  negationCarries,
  SUBJECTS,
  WITHOUT,
} from "./scope.ts";
import { Scratch } from "./scratch.ts";
import { ratingScore, reviewScore, sentimentLabel } from "./overall.ts";
import { matchesAt } from "./phrases.ts";
import { ADVICE_VERBS, INTENSIFIER_SCOPE, NEGATION_FACTOR, NEGATION_SCOPE } from "./polarity.ts";
import { detectProblems } from "./problems.ts";
import { tokenize, type TokenizedText, WORD } from "./text.ts";

/** What a negated neutral cue scores: the thing was absent ("no follow-up"). */
export const ABSENCE_SCORE = -0.5;
/** An aspect needs a total beyond ±this to be positive or negative. */
export const POLARITY_THRESHOLD = 0.15;
/** The most the star rating adds to an aspect's total (at 1 or 5 stars). */
export const ASPECT_RATING_PRIOR = 0.1;
/** What a mention with no sentiment of its own takes from its sentence. */
const SENTENCE_FACTOR = 0.5;
/** Borrowed sentiment from a neighbouring clause counts this much. */
const BORROW_FACTOR = 0.8;

/** A negated negative word is mostly an absence of complaint, not praise: "not upset" ≠ "happy". */
export const NEGATED_NEGATIVE_FACTOR = -0.3;
/** A negated negative cue: "not overpriced" is a mild point in favour of the price. */
const NEGATED_NEGATIVE_CUE_FACTOR = -0.5;
/** A neutral mention ("$230") weighs this much beside an explicit cue of the same aspect ("overpriced"). */
const NEUTRAL_BESIDE_EXPLICIT = 0.25;

/** What a review is analysed from: its text (null when the customer left only stars) and its rating. */
export interface ReviewInput {
  readonly text: string | null;
  readonly rating: number | null;
}

/** One aspect mention in a review: token span, clause, and the score it contributed (before clause weight). */
export interface AspectMention {
  readonly aspect: number;
  readonly start: number;
  readonly end: number;
  readonly clause: number;
  /** The cue's own polarity contribution (0 for neutral cues that were not negated). */
  readonly own: number;
  score: number;
}

/** The full result of analysing one review's text, for callers that need spans (phrases, quotes). */
export interface TextAnalysis {
  readonly tokens: TokenizedText;
  readonly mentions: readonly AspectMention[];
  /** Per aspect index: summed weighted score, NaN when the aspect is not mentioned. */
  readonly aspectTotals: Float64Array;
  /** Weighted sum of all sentiment in the text. */
  readonly textSum: number;
  /** Whether any word, idiom or cue carried sentiment, or any was lukewarm ("it was ok"). */
  readonly evidence: boolean;
  /** Weighted positive evidence: the positive words, idioms and cues, each times its clause weight. */
  readonly positive: number;
  /** Weighted negative evidence, as a positive number. */
  readonly negative: number;
  /** Weighted lukewarm evidence ("ok", "nothing special", "could be better"), which speaks for a neutral review. */
  readonly lukewarm: number;
}

/** The result of {@link analyzeReviewDetailed}: the public analysis plus the text analysis (null for no text). */
export interface DetailedReviewAnalysis {
  readonly analysis: ReviewAnalysis;
  readonly text: TextAnalysis | null;
}

/** Work arrays reused across calls: analysis is synchronous and never re-entered (see scratch.ts). */
const scratch = new Scratch();

/** Verbs a negation belongs to, so it stops there: "I don't need overpriced food" still calls it overpriced. */
const SCOPE_ENDERS = new Set(
  ["need", "needs", "needed", "want", "wants", "wanted", "expect", "expected", "mind", "forget", "forgot"],
);

/**
 * Analyses the text of one review: aspect mentions and their polarity, and the overall sentiment evidence.
 * `context` names the pack (home services by default) and the business's own name words.
 */
export function analyzeText(text: string, context?: TextContext): TextAnalysis {
  const { compiled, nameWords } = context ?? defaultTextContext();
  const { words, aspects, aspectUntil } = compiled;
  const aspectCount = aspects.length;
  const tokenized = tokenize(text);
  const { tokens, kinds, clauses, clauseOf, starts } = tokenized;
  const n = tokens.length;
  const used = scratch.bytes(0, n);
  // Float64 like every score here: a float32 "average" (-0.15) lands a hair beyond the polarity threshold.
  const idiomAt = scratch.f64(3, n);
  const lukewarmAt = scratch.bytes(1, n);
  const mentions: AspectMention[] = [];
  const infos: Array<WordInfo | undefined> = new Array(n);
  let others = false;
  for (let i = 0; i < n; i++) {
    if (kinds[i] !== WORD) continue;
    const token = tokens[i];
    // The business's own name, capitalised, is a name: "Integrity" is not a cue for honesty.
    if (nameWords.size > 0) {
      const code = text.charCodeAt(starts[i]);
      if (code >= 65 && code <= 90 && nameWords.has(token)) continue;
    }
    const info = wordInfo(words, token);
    infos[i] = info;
    if (info?.other) others = true;
  }
  const elsewhere = others ? elsewhereTokens(tokenized, infos) : null;
  const ironic = scareQuoted(tokenized);
  aspectUntil.fill(0);

  // Pass 1: cues, idioms and blockers.
  let blockedUntil = 0;
  let idiomUntil = 0;
  let coveredUntil = 0;
  for (let i = 0; i < n; i++) {
    if (kinds[i] !== WORD || i < blockedUntil) continue;
    const candidates = cuesAt(infos[i], tokens, i);
    if (!candidates) continue;
    const limit = clauses[clauseOf[i]].end;
    // Across aspects, the longest cue at a position wins ("couldn't get anyone on the phone" over "couldn't get").
    let aspectLength = 0;
    for (const entry of candidates) {
      const { aspect, score } = entry.value;
      if (aspect >= 0 && (i < aspectUntil[aspect] || entry.words.length < aspectLength)) continue;
      // Inside a longer cue of another aspect a shorter one means nothing: "dining room" is not the room.
      if (aspect >= 0 && i < coveredUntil && aspectLength === 0) continue;
      if (aspect === IDIOM && i < idiomUntil) continue;
      if (!matchesAt(entry, tokens, kinds, i, limit)) continue;
      const end = i + entry.words.length;
      for (let k = i; k < end; k++) used[k] = 1;
      if (aspect === BLOCKER) {
        blockedUntil = end;
        break;
      }
      if (aspect === IDIOM) {
        // An idiom's words mean the idiom, not an aspect ("need to work on" is not about the work).
        idiomAt[i] = score;
        if (entry.value.lukewarm) lukewarmAt[i] = 1;
        idiomUntil = end;
        blockedUntil = end;
      } else {
        aspectLength = entry.words.length;
        aspectUntil[aspect] = end;
        if (entry.words.length > 1) coveredUntil = Math.max(coveredUntil, end);
        if (elsewhere === null || !elsewhere[i]) {
          mentions.push({ aspect, start: i, end, clause: clauseOf[i], own: score, score: 0 });
        }
      }
    }
  }

  // Pass 2: sentiment words per clause, with negation and intensifier state at every word.
  const polarCueAt = scratch.bytes(6, n);
  for (const mention of mentions) if (mention.own !== 0) polarCueAt[mention.start] = 1;
  const negAt = scratch.bytes(2, n);
  const multAt = scratch.f64(4, n);
  // What each sentiment word or idiom contributed, so it can go to the mention it is nearest to.
  const wordScore = scratch.f64(5, n);
  const clauseWords = scratch.f64(0, clauses.length);
  // The review's verdict weighs positive, negative and lukewarm evidence apart (overall.ts), each by clause weight.
  let positiveEvidence = 0;
  let negativeEvidence = 0;
  let lukewarmEvidence = 0;
  let evidence = false;
  for (let c = 0; c < clauses.length; c++) {
    const clause = clauses[c];
    let negLeft = 0;
    let negKind = NEGATED;
    let mult = 1;
    let multLeft = 0;
    let sum = 0;
    let positive = 0;
    let negative = 0;
    let lukewarm = 0;
    for (let i = clause.start; i < clause.end; i++) {
      if (kinds[i] !== WORD || (elsewhere !== null && elsewhere[i])) continue;
      const negated = negLeft > 0;
      const scale = multLeft > 0 ? mult : 1;
      negAt[i] = negated ? negKind : 0;
      multAt[i] = scale;
      if (negLeft > 0) negLeft--;
      if (multLeft > 0) multLeft--;
      if (used[i]) {
        const idiom = idiomAt[i];
        const middling = lukewarmAt[i] === 1 && !negated;
        if (middling) lukewarm++;
        if (idiom !== 0) {
          const contribution = idiom * scale * (negated ? NEGATION_FACTOR : 1);
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
      // An imperative that opens a clause is advice: "Try the lamb." praises it, "Skip dessert." warns.
      const advice = i === clause.start && tokens[i + 1] !== "to" ? ADVICE_VERBS.get(tokens[i]) : undefined;
      if (advice !== undefined) {
        wordScore[i] = advice;
        sum += advice;
        if (advice > 0) positive += advice;
        else negative -= advice;
        continue;
      }
      const info = infos[i];
      if (info === undefined) {
        if (tokens[i] === "used" && tokens[i + 1] === "to") {
          // "used to be good" is no longer good.
          negLeft = NEGATION_SCOPE;
          negKind = NEGATED;
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
        continue;
      }
      const factor = info.intensifier || (info.softener && tokens[i + 1] === "of" ? info.softener : 0);
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
        const flipped = negated || (value > 0 && ironic !== null && ironic[i] === 1);
        const contribution = value * scale * (flipped ? (value < 0 ? NEGATED_NEGATIVE_FACTOR : NEGATION_FACTOR) : 1);
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
    clauseWords[c] = sum;
    positiveEvidence += positive * clause.weight;
    negativeEvidence += negative * clause.weight;
    lukewarmEvidence += lukewarm * clause.weight;
    if (lukewarm !== 0) evidence = true;
    if (sum !== 0) evidence = true;
  }

  // Pass 3: each mention's own polarity, then its score from its clause (or a neighbour).
  const clauseCues = scratch.f64(1, clauses.length);
  const clauseHasMention = scratch.bytes(3, clauses.length);
  const explicit = scratch.bytes(4, aspectCount);
  for (const mention of mentions) {
    let own = mention.own;
    if (own !== 0) {
      const negation = own < 0 ? NEGATED_NEGATIVE_CUE_FACTOR : NEGATION_FACTOR;
      const mocked = own > 0 && ironic !== null && ironic[mention.start] === 1;
      own = own * multAt[mention.start] * (negAt[mention.start] || mocked ? negation : 1);
    } else if (negAt[mention.start] === NEGATED) own = aspects[mention.aspect].absence ?? ABSENCE_SCORE;
    (mention as { own: number }).own = own;
    clauseCues[mention.clause] += own;
    clauseHasMention[mention.clause] = 1;
    if (own > 0) positiveEvidence += own * clauses[mention.clause].weight;
    else negativeEvidence -= own * clauses[mention.clause].weight;
    if (own !== 0) {
      evidence = true;
      explicit[mention.aspect] = 1;
    }
  }
  // Sentiment words go to the neutral mention they are nearest to ("the food is reliable and the price is
  // moderate": "reliable" is about the food); an explicit cue keeps its own polarity ("too expensive" stays
  // negative in "average at best and too expensive").
  const assigned = scratch.f64(2, mentions.length);
  const hasWords = scratch.bytes(5, mentions.length);
  for (let c = 0; c < clauses.length; c++) {
    if (clauseWords[c] === 0 || !clauseHasMention[c]) continue;
    for (let i = clauses[c].start; i < clauses[c].end; i++) {
      if (wordScore[i] === 0) continue;
      let best = -1;
      let bestDistance = Infinity;
      for (let m = 0; m < mentions.length; m++) {
        const mention = mentions[m];
        if (mention.clause !== c || mention.own !== 0) continue;
        const distance = i < mention.start ? mention.start - i : i >= mention.end ? i - mention.end + 1 : 0;
        // Ties go to the earlier mention: a predicate follows its subject.
        if (distance < bestDistance) {
          best = m;
          bestDistance = distance;
        }
      }
      if (best >= 0) {
        assigned[best] += wordScore[i];
        hasWords[best] = 1;
      }
    }
  }
  const aspectTotals = new Float64Array(aspectCount).fill(NaN);
  for (let m = 0; m < mentions.length; m++) {
    const mention = mentions[m];
    const c = mention.clause;
    let score = mention.own !== 0 ? mention.own : hasWords[m] ? assigned[m] : 0.5 * clauseCues[c];
    if (score === 0 && clauseWords[c] === 0) {
      score = BORROW_FACTOR * borrow(tokenized, clauseWords, clauseCues, clauseHasMention, c);
    }
    // Still nothing: the aspect leans with its sentence, on the same side of any contrast ("the waiter spilled wine
    // on us, we left" is a complaint about the service even though no word judges the waiter).
    if (score === 0) score = SENTENCE_FACTOR * sentenceSentiment(clauses, clauseWords, clauseCues, c);
    // An explicit verdict on the aspect ("overpriced") outweighs neutral mentions of it elsewhere ("quoted $230").
    if (mention.own === 0 && explicit[mention.aspect]) score *= NEUTRAL_BESIDE_EXPLICIT;
    mention.score = score;
    const weighted = score * clauses[c].weight;
    const total = aspectTotals[mention.aspect];
    aspectTotals[mention.aspect] = Number.isNaN(total) ? weighted : total + weighted;
  }
  let textSum = 0;
  for (let c = 0; c < clauses.length; c++) textSum += (clauseWords[c] + clauseCues[c]) * clauses[c].weight;
  return {
    tokens: tokenized,
    mentions,
    aspectTotals,
    textSum,
    evidence,
    positive: positiveEvidence,
    negative: negativeEvidence,
    lukewarm: lukewarmEvidence,
  };
}

export { ratingScore, reviewScore, SENTIMENT_THRESHOLD, sentimentLabel } from "./overall.ts";

/** The label of an aspect total, with the rating's weak prior added. */
export function aspectPolarity(total: number, rating: number | null): Polarity {
  const withPrior = total + (rating === null ? 0 : ASPECT_RATING_PRIOR * ratingScore(rating));
  return withPrior > POLARITY_THRESHOLD ? "positive" : withPrior < -POLARITY_THRESHOLD ? "negative" : "neutral";
}

/** Analyses one review and keeps the text analysis, for aggregations that need mention spans. */
export function analyzeReviewDetailed(review: ReviewInput, context: AnalysisContext): DetailedReviewAnalysis {
  if (review.text === null || review.text.trim() === "") {
    const score = reviewScore(null, review.rating);
    return {
      analysis: {
        sentiment: sentimentLabel(score),
        score,
        aspects: {},
        technicians: [],
        services: [],
        problems: [],
        service_areas: [],
      },
      text: null,
    };
  }
  const text = analyzeText(review.text, context.text);
  const score = reviewScore(text, review.rating);
  const aspects: Record<string, Polarity> = {};
  const packAspects = context.text.compiled.aspects;
  for (let a = 0; a < packAspects.length; a++) {
    const total = text.aspectTotals[a];
    if (!Number.isNaN(total)) aspects[packAspects[a].id] = aspectPolarity(total, review.rating);
  }
  const mentions = detectMentions(review.text, context.lexicon);
  return {
    analysis: {
      sentiment: sentimentLabel(score),
      score,
      aspects,
      technicians: mentions.technicians,
      services: mentions.services,
      problems: context.pack.problems ? detectProblems(text.tokens.lower) : [],
      service_areas: mentions.service_areas,
    },
    text,
  };
}

/**
 * Analyses one review: overall sentiment and score, the polarity of each aspect it mentions (keys in taxonomy
 * order), and the technicians, services, problems and service areas it names (ids, in order of first mention).
 */
export function analyzeReview(review: ReviewInput, context: AnalysisContext): ReviewAnalysis {
  return analyzeReviewDetailed(review, context).analysis;
}
