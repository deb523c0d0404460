/**
 * Monthly figures and the trend.
 *
 * Trend rule: over the last 12 calendar months up to the newest review's month, fit a least-squares line to the
 * monthly mean sentiment score of the months that have reviews (x = month index); with fewer than 3 such months
 * the trend is "stable"; otherwise a slope of at least +0.01 per month (≈ +0.12 over a year on the -1..1 scale)
 * is "improving", at most -0.01 "declining", anything between "stable".
 */
import type { MonthlyInsight } from "../model/mod.ts";
import type { AnalysedReview } from "./corpus.ts";
import { clampScore, mean, round } from "./numbers.ts";

/** Months the trend looks back over. */
export const TREND_WINDOW_MONTHS = 12;
/** Slope (score per month) beyond which the trend is improving or declining. */
export const TREND_SLOPE_THRESHOLD = 0.01;

/** The temporal part of the insights. */
export interface Temporal {
  monthly: MonthlyInsight[];
  trend: "improving" | "stable" | "declining";
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthName = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;

/** Every month from the oldest to the newest review (empty months included, with a null rating), oldest first. */
export function buildMonthly(corpus: readonly AnalysedReview[]): MonthlyInsight[] {
  if (corpus.length === 0) return [];
  const buckets = new Map<number, { count: number; ratingSum: number; scoreSum: number }>();
  let first = Infinity;
  let last = -Infinity;
  for (const entry of corpus) {
    const index = monthIndex(entry.review.date);
    first = Math.min(first, index);
    last = Math.max(last, index);
    const bucket = buckets.get(index) ?? { count: 0, ratingSum: 0, scoreSum: 0 };
    bucket.count++;
    bucket.ratingSum += entry.review.rating;
    bucket.scoreSum += entry.analysis.score;
    buckets.set(index, bucket);
  }
  const monthly: MonthlyInsight[] = [];
  for (let index = first; index <= last; index++) {
    const bucket = buckets.get(index);
    monthly.push({
      month: monthName(index),
      review_count: bucket?.count ?? 0,
      average_rating: bucket ? mean(bucket.ratingSum, bucket.count, 2, null) : null,
      sentiment_score: bucket ? clampScore(round(bucket.scoreSum / bucket.count, 3)) : 0,
    });
  }
  return monthly;
}

/** Least-squares slope of `ys` over `xs`; 0 when the xs do not vary. */
export function leastSquaresSlope(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  if (n < 2) return 0;
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < n; i++) {
    numerator += (xs[i] - meanX) * (ys[i] - meanY);
    denominator += (xs[i] - meanX) ** 2;
  }
  return denominator === 0 ? 0 : numerator / denominator;
}

/** The trend of the monthly figures by the rule in this module's doc comment. */
export function trendOf(monthly: readonly MonthlyInsight[]): Temporal["trend"] {
  if (monthly.length === 0) return "stable";
  const lastIndex = monthIndex(monthly[monthly.length - 1].month);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const month of monthly) {
    const index = monthIndex(month.month);
    if (index > lastIndex - TREND_WINDOW_MONTHS && month.review_count > 0) {
      xs.push(index - lastIndex);
      ys.push(month.sentiment_score);
    }
  }
  if (xs.length < 3) return "stable";
  const slope = leastSquaresSlope(xs, ys);
  return slope >= TREND_SLOPE_THRESHOLD ? "improving" : slope <= -TREND_SLOPE_THRESHOLD ? "declining" : "stable";
}

/** Monthly figures and trend. */
export function buildTemporal(corpus: readonly AnalysedReview[]): Temporal {
  const monthly = buildMonthly(corpus);
  return { monthly, trend: trendOf(monthly) };
}

/**
 * How many calendar months the trend was measured over: from the oldest month with reviews inside the window to the
 * newest month, or 0 when fewer than 3 months have reviews (the trend is then "stable" by default, not measured).
 */
export function trendSpanMonths(monthly: readonly MonthlyInsight[]): number {
  if (monthly.length === 0) return 0;
  const lastIndex = monthIndex(monthly[monthly.length - 1].month);
  let first = lastIndex;
  let withReviews = 0;
  for (const month of monthly) {
    const index = monthIndex(month.month);
    if (index > lastIndex - TREND_WINDOW_MONTHS && month.review_count > 0) {
      withReviews++;
      first = Math.min(first, index);
    }
  }
  return withReviews < 3 ? 0 : lastIndex - first + 1;
}
