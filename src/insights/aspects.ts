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
  // One pass over the reviews, visiting only the aspects each one mentions (most mention a few of the pack's).
  const index = new Map(aspects.map((aspect, i) => [aspect.id, i]));
  const counts = aspects.map((): Record<Polarity, number> => ({ positive: 0, neutral: 0, negative: 0 }));
  const phrases = aspects.map(() => new Map<string, number>());
  const mentioning = aspects.map((): AnalysedReview[] => []);
  for (const entry of corpus) {
    const polarities = entry.analysis.aspects;
    for (const id in polarities) {
      const a = index.get(id);
      if (a === undefined) continue;
      counts[a][polarities[id]]++;
      mentioning[a].push(entry);
    }
    for (const phrase of entry.phrases) {
      if (entry.analysis.aspects[aspects[phrase.aspect]?.id] === undefined) continue;
      const map = phrases[phrase.aspect];
      map.set(phrase.phrase, (map.get(phrase.phrase) ?? 0) + 1);
    }
  }
  const insights = aspects.map((aspect, i) => {
    const { positive, neutral, negative } = counts[i];
    const total = mentioning[i].length;
    const dominant: Polarity = negative > positive ? "negative" : "positive";
    const examples = pickExamples(mentioning[i], (entry) => entry.analysis.aspects[aspect.id] === dominant, EXAMPLES);
    const insight: AspectInsight = {
      id: aspect.id,
      label: aspect.label,
      mention_count: total,
      positive_count: positive,
      neutral_count: neutral,
      negative_count: negative,
      positive_pct: pct(positive, total),
      score: total === 0 ? 0 : clampScore(round((positive - negative) / total, 3)),
      top_phrases: topKeys(phrases[i], TOP_PHRASES),
      example_review_ids: examples,
    };
    return { insight, index: i };
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
