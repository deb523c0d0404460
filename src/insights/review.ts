/**
 * Per-review analysis: aspect mentions with their polarity, overall sentiment, and the entities a review names.
 *
 * How polarity is decided, per aspect mention:
 * 1. The cue itself may carry polarity ("on time" +0.8, "overpriced" -0.8); a negator up to six words before it in
 *    the same clause flips and dampens it ("not on time", "wasn't cheap"); a negated neutral cue reads as an
 *    absence, which is negative ("no communication", "never arrived").
 * 2. The sentiment words and idioms of the clause are added, each scaled by a preceding intensifier ("very",
 *    "slightly") and flipped by a preceding negator.
 * 3. Contrast weighs clauses: after "but", "however", "yet", "though" a clause counts 1.5×, the conceded part 0.7×
 *    ("great tech, but the price..." is mostly about the price).
 * 4. A mention whose own clause has no sentiment borrows it from a neighbouring clause of the same sentence that
 *    names no aspect ("the price, honestly, was great").
 * 5. The star rating is a weak prior only: it adds at most ±{@link ASPECT_RATING_PRIOR}, less than the
 *    ±{@link POLARITY_THRESHOLD} needed to leave neutral, so it tips weak evidence but never makes a neutral
 *    mention positive on its own, and a 5-star review can still complain about the price.
 *
 * Overall sentiment: `0.65 × tanh(text / 1.5) + 0.35 × rating` where rating maps 1..5 to -1..1; when the text has
 * no sentiment evidence at all it is `0.5 × rating`. Rating-only reviews (text null) take the rating alone
 * (5 → 1, 4 → 0.5, 3 → 0, 2 → -0.5, 1 → -1) and have no aspects or entities. Labels: positive at ≥ 0.2,
 * negative at ≤ -0.2, neutral between.
 */
import { buildMentionLexicon, detectMentions, type MentionLexicon } from "../entities/detect.ts";
import type { Business, Polarity, ReviewAnalysis } from "../model/mod.ts";
import { matchesAt, type PhraseEntry, PhraseIndex } from "./phrases.ts";
import {
  IDIOMS,
  INTENSIFIER_SCOPE,
  INTENSIFIERS,
  NEGATION_FACTOR,
  NEGATION_SCOPE,
  SENTIMENT_WORDS,
  SOFTENERS_BEFORE_OF,
} from "./polarity.ts";
import { detectProblems } from "./problems.ts";
import { ASPECT_COUNT, ASPECTS, BLOCKERS } from "./taxonomy.ts";
import { NEGATORS, tokenize, type TokenizedText, WORD } from "./text.ts";

/** Strength of a cue's own polarity. */
export const CUE_STRENGTH = 0.8;
/** What a negated neutral cue scores: the thing was absent ("no follow-up"). */
export const ABSENCE_SCORE = -0.5;
/** An aspect needs a total beyond ±this to be positive or negative. */
export const POLARITY_THRESHOLD = 0.15;
/** The most the star rating adds to an aspect's total (at 1 or 5 stars). */
export const ASPECT_RATING_PRIOR = 0.1;
/** A review is positive at a score ≥ this, negative at ≤ -this. */
export const SENTIMENT_THRESHOLD = 0.2;
/** Borrowed sentiment from a neighbouring clause counts this much. */
const BORROW_FACTOR = 0.8;

/** What a review is analysed from: its text (null when the customer left only stars) and its rating. */
export interface ReviewInput {
  readonly text: string | null;
  readonly rating: number | null;
}

/** Compiled per-business state: build once per dataset with {@link createAnalysisContext}. */
export interface AnalysisContext {
  readonly lexicon: MentionLexicon;
}

/** Compiles the business's entity lists (via `buildMentionLexicon`, the same matcher search uses). */
export function createAnalysisContext(business: Business): AnalysisContext {
  return { lexicon: buildMentionLexicon(business) };
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
  /** Whether any word, idiom or cue carried sentiment. */
  readonly evidence: boolean;
}

/** The result of {@link analyzeReviewDetailed}: the public analysis plus the text analysis (null for no text). */
export interface DetailedReviewAnalysis {
  readonly analysis: ReviewAnalysis;
  readonly text: TextAnalysis | null;
}

const BLOCKER = -1;
const IDIOM = -2;

interface CueValue {
  /** Aspect index, or BLOCKER / IDIOM. */
  readonly aspect: number;
  readonly score: number;
}

// Compiled once: every cue, idiom and blocker indexed by first word; blockers are tried first at a position.
const CUES: PhraseIndex<CueValue> = (() => {
  const index = new PhraseIndex<CueValue>();
  for (const pattern of BLOCKERS) index.add(pattern, { aspect: BLOCKER, score: 0 });
  for (const [pattern, score] of IDIOMS) index.add(pattern, { aspect: IDIOM, score });
  ASPECTS.forEach((aspect, a) => {
    for (const pattern of aspect.positive) index.add(pattern, { aspect: a, score: CUE_STRENGTH });
    for (const pattern of aspect.negative) index.add(pattern, { aspect: a, score: -CUE_STRENGTH });
    for (const pattern of aspect.neutral) index.add(pattern, { aspect: a, score: 0 });
  });
  return index.seal((x, y) => (x.aspect === BLOCKER ? 0 : 1) - (y.aspect === BLOCKER ? 0 : 1));
})();

/** Everything the analyser knows about one word, so each token costs one map lookup. */
interface WordInfo {
  cues: readonly PhraseEntry<CueValue>[] | undefined;
  negator: boolean;
  /** Intensifier factor, 0 when the word is not one. */
  intensifier: number;
  /** Softener factor when followed by "of" ("kind of"), 0 otherwise. */
  softener: number;
  sentiment: number;
}

const WORDS: ReadonlyMap<string, WordInfo> = (() => {
  const words = new Map<string, WordInfo>();
  const info = (word: string) => {
    let entry = words.get(word);
    if (!entry) {
      entry = { cues: undefined, negator: false, intensifier: 0, softener: 0, sentiment: 0 };
      words.set(word, entry);
    }
    return entry;
  };
  for (const word of CUES.firstWords()) info(word).cues = CUES.candidates(word);
  for (const word of NEGATORS) info(word).negator = true;
  for (const [word, factor] of INTENSIFIERS) info(word).intensifier = factor;
  for (const [word, factor] of SOFTENERS_BEFORE_OF) info(word).softener = factor;
  for (const [word, value] of SENTIMENT_WORDS) info(word).sentiment = value;
  for (const [word, entry] of words) if (word.endsWith("n't")) entry.negator = true;
  return words;
})();

const NOT_SUFFIX: WordInfo = { cues: undefined, negator: true, intensifier: 0, softener: 0, sentiment: 0 };

/** The word's info; amounts of money read as "$", unknown "...n't" contractions as negators. */
function wordInfo(token: string): WordInfo | undefined {
  if (token.charCodeAt(0) === 36) return WORDS.get("$");
  return WORDS.get(token) ?? (token.endsWith("n't") ? NOT_SUFFIX : undefined);
}

// Reused per call: which aspect's last match ends where, so one aspect's cues do not overlap.
const aspectUntil = new Int32Array(ASPECT_COUNT);

/** Analyses the text of one review: aspect mentions and their polarity, and the overall sentiment evidence. */
export function analyzeText(text: string): TextAnalysis {
  const tokenized = tokenize(text);
  const { tokens, kinds, clauses, clauseOf } = tokenized;
  const n = tokens.length;
  const used = new Uint8Array(n);
  const idiomAt = new Float32Array(n);
  const mentions: AspectMention[] = [];
  const infos: Array<WordInfo | undefined> = new Array(n);
  for (let i = 0; i < n; i++) infos[i] = kinds[i] === WORD ? wordInfo(tokens[i]) : undefined;
  aspectUntil.fill(0);

  // Pass 1: cues, idioms and blockers.
  let blockedUntil = 0;
  let idiomUntil = 0;
  for (let i = 0; i < n; i++) {
    if (kinds[i] !== WORD || i < blockedUntil) continue;
    const candidates = infos[i]?.cues;
    if (!candidates) continue;
    const limit = clauses[clauseOf[i]].end;
    // Across aspects, the longest cue at a position wins ("couldn't get anyone on the phone" over "couldn't get").
    let aspectLength = 0;
    for (const entry of candidates) {
      const { aspect, score } = entry.value;
      if (aspect >= 0 && (i < aspectUntil[aspect] || entry.words.length < aspectLength)) continue;
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
        idiomUntil = end;
        blockedUntil = end;
      } else {
        aspectLength = entry.words.length;
        aspectUntil[aspect] = end;
        mentions.push({ aspect, start: i, end, clause: clauseOf[i], own: score, score: 0 });
      }
    }
  }

  // Pass 2: sentiment words per clause, with negation and intensifier state at every word.
  const negAt = new Uint8Array(n);
  const multAt = new Float32Array(n);
  const clauseWords = new Float64Array(clauses.length);
  let evidence = false;
  for (let c = 0; c < clauses.length; c++) {
    const clause = clauses[c];
    let negLeft = 0;
    let mult = 1;
    let multLeft = 0;
    let sum = 0;
    for (let i = clause.start; i < clause.end; i++) {
      if (kinds[i] !== WORD) continue;
      const negated = negLeft > 0;
      const scale = multLeft > 0 ? mult : 1;
      negAt[i] = negated ? 1 : 0;
      multAt[i] = scale;
      if (negLeft > 0) negLeft--;
      if (multLeft > 0) multLeft--;
      if (used[i]) {
        const idiom = idiomAt[i];
        if (idiom !== 0) {
          sum += idiom * scale * (negated ? NEGATION_FACTOR : 1);
          multLeft = 0;
        }
        continue;
      }
      const info = infos[i];
      if (info === undefined) continue;
      if (info.negator) {
        negLeft = NEGATION_SCOPE;
        continue;
      }
      const factor = info.intensifier || (info.softener && tokens[i + 1] === "of" ? info.softener : 0);
      if (factor !== 0) {
        mult = scale * factor;
        multLeft = INTENSIFIER_SCOPE;
        continue;
      }
      const value = info.sentiment;
      if (value !== 0) {
        sum += value * scale * (negated ? NEGATION_FACTOR : 1);
        multLeft = 0;
      }
    }
    clauseWords[c] = sum;
    if (sum !== 0) evidence = true;
  }

  // Pass 3: each mention's own polarity, then its score from its clause (or a neighbour).
  const clauseCues = new Float64Array(clauses.length);
  const clauseHasMention = new Uint8Array(clauses.length);
  for (const mention of mentions) {
    let own = mention.own;
    if (own !== 0) own = own * multAt[mention.start] * (negAt[mention.start] ? NEGATION_FACTOR : 1);
    else if (negAt[mention.start]) own = ASPECTS[mention.aspect].absence ?? ABSENCE_SCORE;
    (mention as { own: number }).own = own;
    clauseCues[mention.clause] += own;
    clauseHasMention[mention.clause] = 1;
    if (own !== 0) evidence = true;
  }
  const aspectTotals = new Float64Array(ASPECT_COUNT).fill(NaN);
  for (const mention of mentions) {
    const c = mention.clause;
    let score = mention.own + clauseWords[c] + (mention.own === 0 ? 0.5 * clauseCues[c] : 0);
    if (score === 0) score = BORROW_FACTOR * borrow(clauses, clauseWords, clauseHasMention, c);
    mention.score = score;
    const weighted = score * clauses[c].weight;
    const total = aspectTotals[mention.aspect];
    aspectTotals[mention.aspect] = Number.isNaN(total) ? weighted : total + weighted;
  }
  let textSum = 0;
  for (let c = 0; c < clauses.length; c++) textSum += (clauseWords[c] + clauseCues[c]) * clauses[c].weight;
  return { tokens: tokenized, mentions, aspectTotals, textSum, evidence };
}

/** Sentiment of the nearest clause of the same sentence that has sentiment but no aspect of its own. */
function borrow(
  clauses: TokenizedText["clauses"],
  clauseWords: Float64Array,
  clauseHasMention: Uint8Array,
  c: number,
): number {
  const sentence = clauses[c].sentence;
  for (let distance = 1; distance <= 2; distance++) {
    for (const other of [c + distance, c - distance]) {
      if (other < 0 || other >= clauses.length || clauses[other].sentence !== sentence) continue;
      // Never across a contrast: "it cost more, however the crew was meticulous".
      if (clauses[other].weight !== clauses[c].weight) continue;
      if (!clauseHasMention[other] && clauseWords[other] !== 0) return clauseWords[other];
    }
  }
  return 0;
}

/** Maps a 1..5 rating to -1..1. */
export function ratingScore(rating: number): number {
  return (rating - 3) / 2;
}

/** The label of a score in -1..1. */
export function sentimentLabel(score: number): Polarity {
  return score >= SENTIMENT_THRESHOLD ? "positive" : score <= -SENTIMENT_THRESHOLD ? "negative" : "neutral";
}

/** The label of an aspect total, with the rating's weak prior added. */
export function aspectPolarity(total: number, rating: number | null): Polarity {
  const withPrior = total + (rating === null ? 0 : ASPECT_RATING_PRIOR * ratingScore(rating));
  return withPrior > POLARITY_THRESHOLD ? "positive" : withPrior < -POLARITY_THRESHOLD ? "negative" : "neutral";
}

const round3 = (value: number) => Math.round(value * 1000) / 1000 + 0;

/** Overall score of a review from its text analysis (or null when it has no text) and its rating. */
export function reviewScore(text: TextAnalysis | null, rating: number | null): number {
  const prior = rating === null ? 0 : ratingScore(rating);
  if (text === null) return round3(prior);
  if (!text.evidence) return round3(0.5 * prior);
  const textScore = Math.tanh(text.textSum / 1.5);
  return round3(rating === null ? textScore : 0.65 * textScore + 0.35 * prior);
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
  const text = analyzeText(review.text);
  const score = reviewScore(text, review.rating);
  const aspects: Record<string, Polarity> = {};
  for (let a = 0; a < ASPECT_COUNT; a++) {
    const total = text.aspectTotals[a];
    if (!Number.isNaN(total)) aspects[ASPECTS[a].id] = aspectPolarity(total, review.rating);
  }
  const mentions = detectMentions(review.text, context.lexicon);
  return {
    analysis: {
      sentiment: sentimentLabel(score),
      score,
      aspects,
      technicians: mentions.technicians,
      services: mentions.services,
      problems: detectProblems(text.tokens.lower),
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
