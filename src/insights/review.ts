/**
 * Per-review analysis: aspect mentions with their polarity, overall sentiment, and the entities a review names.
 *
 * The text is analysed by `analyzeText` (text_analysis.ts, which explains how each mention's polarity is decided);
 * this module turns its aspect totals into labels and adds the entities and problems a review names.
 *
 * The star rating is a weak prior only: it adds at most ±{@link ASPECT_RATING_PRIOR}, less than the
 * ±{@link POLARITY_THRESHOLD} needed to leave neutral, so it tips weak evidence but never makes a neutral mention
 * positive on its own, and a 5-star review can still complain about the price.
 *
 * Overall sentiment and score: see overall.ts (the balance of positive, negative and lukewarm evidence, with the
 * stars as a weak prior).
 */
import { detectMentions } from "../entities/detect.ts";
import type { Polarity, ReviewAnalysis } from "../model/mod.ts";
import type { AnalysisContext } from "./context.ts";
import { ratingScore, reviewScore, sentimentLabel } from "./overall.ts";
import { detectProblems } from "./problems.ts";
import { analyzeText, type TextAnalysis } from "./text_analysis.ts";

export { type AspectMention } from "./aspect_mentions.ts";
export { ABSENCE_SCORE } from "./mention_scoring.ts";
export { ratingScore, reviewScore, sentimentLabel } from "./overall.ts";
export { analyzeText, type TextAnalysis } from "./text_analysis.ts";
export { NEGATED_NEGATIVE_FACTOR } from "./word_sentiment.ts";

/** An aspect needs a total beyond ±this to be positive or negative. */
export const POLARITY_THRESHOLD = 0.15;
/** The most the star rating adds to an aspect's total (at 1 or 5 stars). */
export const ASPECT_RATING_PRIOR = 0.1;
/** A text's score (without stars) beyond ±this is a clear verdict that its neutral aspect mentions lean with. */
export const REVIEW_LEAN_THRESHOLD = 0.4;
/**
 * What a clear verdict of the text adds to an aspect that would be neutral: in a clearly happy or angry review, a
 * fact stated about an aspect ("the waiter brought the check", "we had the lamb") is said in that spirit. The text's
 * verdict without the stars decides, so the rating alone never makes a neutral mention polar.
 */
export const REVIEW_LEAN = 0.2;
/**
 * What a negative visit takes from an aspect its text praises (issue 9: a quarter of the aspect labels on real 1-2 star
 * Yelp reviews were positive): weak praise ("the patio was pleasant") in a clearly negative text, or in a 1-2 star
 * review whose text is not positive, is no verdict on the aspect, like a consolation; a cue that judges outright ("the
 * waiter was friendly", 0.8) stays praise (0.7 at 1 star, less 0.4). The stars only ever take praise away here, so a
 * rating alone still makes no mention polar; in a happy review a mild complaint ("a bit pricey") still counts.
 */
export const REVIEW_TEMPER = 0.4;

/** What a review is analysed from: its text (null when the customer left only stars) and its rating. */
export interface ReviewInput {
  readonly text: string | null;
  readonly rating: number | null;
}

/** The result of {@link analyzeReviewDetailed}: the public analysis plus the text analysis (null for no text). */
export interface DetailedReviewAnalysis {
  readonly analysis: ReviewAnalysis;
  readonly text: TextAnalysis | null;
}

/**
 * The label of an aspect total, with the rating's weak prior added; `lean` (±{@link REVIEW_LEAN} for a clear review,
 * else 0) tips an aspect that would otherwise be neutral; a negative lean, or `temper` (a 1-2 star review whose text is
 * not positive), takes {@link REVIEW_TEMPER} from praise, down to neutral at most.
 */
export function aspectPolarity(total: number, rating: number | null, lean = 0, temper = false): Polarity {
  let withPrior = total + (rating === null ? 0 : ASPECT_RATING_PRIOR * ratingScore(rating));
  if (Math.abs(withPrior) <= POLARITY_THRESHOLD) withPrior += lean;
  else if ((lean < 0 || temper) && withPrior > 0) withPrior = Math.max(0, withPrior - REVIEW_TEMPER);
  return withPrior > POLARITY_THRESHOLD ? "positive" : withPrior < -POLARITY_THRESHOLD ? "negative" : "neutral";
}

/** The lean a review's score gives its neutral aspects: ±{@link REVIEW_LEAN} beyond ±{@link REVIEW_LEAN_THRESHOLD}. */
export function reviewLean(score: number): number {
  return Math.abs(score) > REVIEW_LEAN_THRESHOLD ? Math.sign(score) * REVIEW_LEAN : 0;
}

/** The text's verdict as {@link reviewScore} gives it without stars. */
const textOnlyScore = (text: TextAnalysis) => reviewScore(text, null);

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
  // The text's own verdict, without the stars: the rating alone never makes a neutral mention polar.
  const textScore = textOnlyScore(text);
  const lean = reviewLean(textScore);
  // The customer's own low rating, with a text that is not positive: weak praise is no verdict (REVIEW_TEMPER).
  const temper = review.rating !== null && review.rating <= 2 && textScore <= 0;
  for (let a = 0; a < packAspects.length; a++) {
    const total = text.aspectTotals[a];
    if (!Number.isNaN(total)) aspects[packAspects[a].id] = aspectPolarity(total, review.rating, lean, temper);
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
