/** Aspect aggregation: how often each aspect comes up across the reviews and which way it goes. */
import type { AspectInsight, Polarity } from "../model/mod.ts";
import type { AnalysedReview } from "./corpus.ts";
import { clampScore, pct, round, topKeys } from "./numbers.ts";
import type { Aspect } from "./packs/mod.ts";

/** How many top phrases and example reviews an aspect lists. */
export const TOP_PHRASES = 5;
export const EXAMPLES = 3;

/**
 * One insight per aspect of the pack (all of them, mentioned or not), most mentioned first, ties in taxonomy
 * order. A review counts once per aspect, with the polarity of its per-review analysis, so
 * `positive + neutral + negative = mention_count`. `score` = (positive - negative) / mention_count.
 * Examples: the newest reviews with the aspect's dominant polarity, then the newest others.
 */
export function aggregateAspects(corpus: readonly AnalysedReview[], aspects: readonly Aspect[]): AspectInsight[] {
  const insights = aspects.map((aspect, index) => {
    const counts: Record<Polarity, number> = { positive: 0, neutral: 0, negative: 0 };
    const phrases = new Map<string, number>();
    const mentioning: AnalysedReview[] = [];
    for (const entry of corpus) {
      const polarity = entry.analysis.aspects[aspect.id];
      if (polarity === undefined) continue;
      counts[polarity]++;
      mentioning.push(entry);
      for (const phrase of entry.phrases) {
        if (phrase.aspect === index) phrases.set(phrase.phrase, (phrases.get(phrase.phrase) ?? 0) + 1);
      }
    }
    const total = mentioning.length;
    const dominant: Polarity = counts.negative > counts.positive ? "negative" : "positive";
    const examples = pickExamples(mentioning, (entry) => entry.analysis.aspects[aspect.id] === dominant, EXAMPLES);
    const insight: AspectInsight = {
      id: aspect.id,
      label: aspect.label,
      mention_count: total,
      positive_count: counts.positive,
      neutral_count: counts.neutral,
      negative_count: counts.negative,
      positive_pct: pct(counts.positive, total),
      score: total === 0 ? 0 : clampScore(round((counts.positive - counts.negative) / total, 3)),
      top_phrases: topKeys(phrases, TOP_PHRASES),
      example_review_ids: examples,
    };
    return { insight, index };
  });
  insights.sort((a, b) => b.insight.mention_count - a.insight.mention_count || a.index - b.index);
  return insights.map(({ insight }) => insight);
}

/** Up to `limit` ids: first the entries (already newest first) that satisfy `prefer`, then the others. */
export function pickExamples(
  entries: readonly AnalysedReview[],
  prefer: (entry: AnalysedReview) => boolean,
  limit: number,
): string[] {
  const ids: string[] = [];
  for (const entry of entries) {
    if (ids.length >= limit) break;
    if (prefer(entry)) ids.push(entry.review.id);
  }
  for (const entry of entries) {
    if (ids.length >= limit) break;
    if (!prefer(entry)) ids.push(entry.review.id);
  }
  return ids;
}
