/** Entity aggregation: technicians, services, problems and service areas as seen through the reviews naming them. */
import type { Business, EntityInsight, EntityKind } from "../model/mod.ts";
import { EXAMPLES, pickExamples, TOP_PHRASES } from "./aspects.ts";
import type { AnalysedReview } from "./corpus.ts";
import { clampScore, mean, pct, round, topKeys } from "./numbers.ts";
import { PROBLEMS } from "./problems.ts";

/** The entity insights of the four kinds. */
export type EntityInsights = Record<EntityKind, EntityInsight[]>;

/**
 * Aggregates the entities. Technicians, services and service areas come from the business's own lists and are all
 * listed (a client can ask about any of them); problems come from the analyser's lexicon and are listed when at
 * least one review mentions them. Each kind is ordered by mention count desc, then id.
 *
 * Per entity: `mention_count` = reviews naming it; `average_rating` (2 decimals, null when unmentioned);
 * `sentiment_score` = mean review score (3 decimals); `positive_pct` = share of those reviews that are positive;
 * `top_phrases` = the most frequent aspect phrases in those reviews; examples = the newest positive ones first.
 */
export function aggregateEntities(business: Business, corpus: readonly AnalysedReview[]): EntityInsights {
  const technicians = business.technicians.map((tech) => ({ id: tech.id, name: tech.name }));
  const services = business.services.map((service) => ({ id: service.id, name: service.label }));
  const areas = business.service_areas.map((area) => ({ id: area.id, name: area.name }));
  const problems = PROBLEMS.map((problem) => ({ id: problem.id, name: problem.name }));
  return {
    technicians: aggregateKind(technicians, corpus, (entry) => entry.analysis.technicians, true),
    services: aggregateKind(services, corpus, (entry) => entry.analysis.services, true),
    problems: aggregateKind(problems, corpus, (entry) => entry.analysis.problems, false),
    service_areas: aggregateKind(areas, corpus, (entry) => entry.analysis.service_areas, true),
  };
}

interface Accumulator {
  readonly reviews: AnalysedReview[];
  ratingSum: number;
  scoreSum: number;
  positive: number;
}

function aggregateKind(
  entities: ReadonlyArray<{ id: string; name: string }>,
  corpus: readonly AnalysedReview[],
  idsOf: (entry: AnalysedReview) => readonly string[],
  includeUnmentioned: boolean,
): EntityInsight[] {
  const accumulators = new Map<string, Accumulator>(
    entities.map((entity) => [entity.id, { reviews: [], ratingSum: 0, scoreSum: 0, positive: 0 }]),
  );
  for (const entry of corpus) {
    for (const id of idsOf(entry)) {
      const acc = accumulators.get(id);
      if (!acc) continue;
      acc.reviews.push(entry);
      acc.ratingSum += entry.review.rating;
      acc.scoreSum += entry.analysis.score;
      if (entry.analysis.sentiment === "positive") acc.positive++;
    }
  }
  const insights: EntityInsight[] = [];
  for (const entity of entities) {
    const acc = accumulators.get(entity.id)!;
    const count = acc.reviews.length;
    if (count === 0 && !includeUnmentioned) continue;
    const phrases = new Map<string, number>();
    let first: string | null = null;
    let last: string | null = null;
    for (const entry of acc.reviews) {
      for (const { phrase } of entry.phrases) phrases.set(phrase, (phrases.get(phrase) ?? 0) + 1);
      const date = entry.review.date;
      if (first === null || date < first) first = date;
      if (last === null || date > last) last = date;
    }
    insights.push({
      id: entity.id,
      name: entity.name,
      mention_count: count,
      average_rating: mean(acc.ratingSum, count, 2, null),
      sentiment_score: count === 0 ? 0 : clampScore(round(acc.scoreSum / count, 3)),
      positive_pct: pct(acc.positive, count),
      top_phrases: topKeys(phrases, TOP_PHRASES),
      example_review_ids: pickExamples(acc.reviews, (entry) => entry.analysis.sentiment === "positive", EXAMPLES),
      first_mentioned: first,
      last_mentioned: last,
    });
  }
  insights.sort((a, b) => b.mention_count - a.mention_count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return insights;
}
