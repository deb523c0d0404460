/** Assembles the insights document (decisions.md §1) from the published reviews. Pure: no I/O, no clock. */
import { reviewsSha256 } from "../dataset/hash.ts";
import type { Business, Insights, Review, ReviewAnalysis } from "../model/mod.ts";
import { aggregateAspects } from "./aspects.ts";
import { type AnalysedReview, aspectPhrases } from "./corpus.ts";
import { aggregateEntities } from "./entities.ts";
import { buildFaq } from "./faq.ts";
import { clampScore, pct, round } from "./numbers.ts";
import { findPullQuote } from "./quotes.ts";
import { createAnalysisContext } from "./context.ts";
import { madeByThisAnalyser } from "./current.ts";
import { analyzeReviewDetailed } from "./review.ts";
import { writeSummary } from "./summary.ts";
import { buildTemporal, trendSpanMonths } from "./temporal.ts";
import { buildTopics, TermDictionary } from "./topics.ts";
import { ANALYSER_MODEL, INSIGHTS_VERSION } from "./version.ts";

/** What insights are derived from: the business and its published reviews, newest first. */
export interface DeriveInput {
  readonly business: Business;
  readonly reviews: readonly Review[];
}

/** Options of {@link deriveInsights}. */
export interface DeriveOptions {
  /** Becomes `generated_at`; the only part of the output not determined by the input. */
  readonly generatedAt: Date;
  /** Called as reviews are analysed (every {@link PROGRESS_EVERY} reviews and at the end). */
  readonly onProgress?: (done: number, total: number) => void;
}

/** How often progress is reported, in reviews. */
export const PROGRESS_EVERY = 500;

/** Words that never make topic terms: the business's name and its technicians' names. */
function excludedWords(business: Business): string[] {
  const words = [business.name, ...business.technicians.map((tech) => tech.name)]
    .flatMap((name) => name.toLowerCase().split(/[^a-z]+/));
  return words.filter((word) => word.length > 0);
}

/**
 * Derives the insights document from the published reviews (verified only, newest first, as the dataset loader
 * publishes them). The output is identical for identical input apart from `generated_at`.
 */
export function deriveInsights(input: DeriveInput, options: DeriveOptions): Insights {
  const { business, reviews } = input;
  const context = createAnalysisContext(business);
  const dictionary = new TermDictionary(excludedWords(business));
  const corpus: AnalysedReview[] = [];
  const perReview: Record<string, ReviewAnalysis> = {};
  const total = reviews.length;
  let scoreSum = 0;
  let ratingSum = 0;
  const sentiments = { positive: 0, neutral: 0, negative: 0 };
  for (let i = 0; i < total; i++) {
    const review = reviews[i];
    const { analysis, text } = analyzeReviewDetailed(review, context);
    perReview[review.id] = analysis;
    corpus.push({
      review,
      analysis,
      phrases: text ? aspectPhrases(text) : [],
      terms: text ? dictionary.extract(text) : new Int32Array(0),
    });
    scoreSum += analysis.score;
    ratingSum += review.rating;
    sentiments[analysis.sentiment]++;
    if (options.onProgress && ((i + 1) % PROGRESS_EVERY === 0 || i + 1 === total)) options.onProgress(i + 1, total);
  }
  if (total === 0) options.onProgress?.(0, 0);

  let earliest: string | null = null;
  let latest: string | null = null;
  for (const review of reviews) {
    if (earliest === null || review.date < earliest) earliest = review.date;
    if (latest === null || review.date > latest) latest = review.date;
  }
  const aspects = aggregateAspects(corpus, context.pack.aspects);
  const entities = aggregateEntities(business, corpus);
  const temporal = buildTemporal(corpus);
  const positivePct = pct(sentiments.positive, total);
  const negativePct = pct(sentiments.negative, total);
  const praised = [...aspects]
    .sort((a, b) => b.positive_count - a.positive_count || (a.id < b.id ? -1 : 1))
    .slice(0, 3)
    .map((aspect) => aspect.id);
  return {
    version: INSIGHTS_VERSION,
    taxonomy: context.pack.id,
    generated_at: options.generatedAt.toISOString(),
    model: ANALYSER_MODEL,
    source_sha256: reviewsSha256(reviews),
    review_count: total,
    date_range: { earliest, latest },
    overall_sentiment: {
      score: total === 0 ? 0 : clampScore(round(scoreSum / total, 3)),
      positive_pct: positivePct,
      neutral_pct: pct(sentiments.neutral, total),
      negative_pct: negativePct,
    },
    aspects,
    entities,
    topics: buildTopics(corpus, dictionary, total),
    temporal,
    per_review: perReview,
    faq: buildFaq(corpus, aspects, entities, total, {
      pack: context.pack,
      staffTitle: business.staff_title,
      context: context.text,
    }),
    summary: writeSummary({
      business,
      pack: context.pack,
      trendMonths: trendSpanMonths(temporal.monthly),
      reviewCount: total,
      averageRating: total === 0 ? 0 : ratingSum / total,
      earliest,
      latest,
      positivePct,
      negativePct,
      aspects,
      entities,
      trend: temporal.trend,
    }),
    pull_quote: findPullQuote(corpus, praised, context.text),
  };
}

/**
 * Whether `insights` were derived from exactly these published reviews by this analyser and taxonomy version, and
 * (when the business is given) with the pack its category chooses today.
 */
export function insightsAreCurrent(insights: Insights, reviews: readonly Review[], business?: Business): boolean {
  // The hash last: it reads every review.
  return madeByThisAnalyser(insights, business?.category) && insights.source_sha256 === reviewsSha256(reviews);
}
