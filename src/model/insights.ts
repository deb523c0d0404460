import { z } from "zod";
import { IsoDate } from "./date.ts";

const Pct = z.number().min(0).max(100);
const Score = z.number().min(-1).max(1);
export const Polarity = z.enum(["positive", "neutral", "negative"]);
export type Polarity = z.infer<typeof Polarity>;

export const AspectInsight = z.strictObject({
  id: z.string(),
  label: z.string(),
  mention_count: z.int(),
  positive_count: z.int(),
  neutral_count: z.int(),
  negative_count: z.int(),
  positive_pct: Pct,
  score: Score,
  top_phrases: z.array(z.string()),
  example_review_ids: z.array(z.string()),
});
export type AspectInsight = z.infer<typeof AspectInsight>;

/** A technician, service, problem or service area as seen through the reviews that mention it. */
export const EntityInsight = z.strictObject({
  id: z.string(),
  name: z.string(),
  mention_count: z.int(),
  average_rating: z.number().nullable(),
  sentiment_score: Score,
  positive_pct: Pct,
  top_phrases: z.array(z.string()),
  example_review_ids: z.array(z.string()),
  first_mentioned: IsoDate.nullable(),
  last_mentioned: IsoDate.nullable(),
});
export type EntityInsight = z.infer<typeof EntityInsight>;

export const EntityKind = z.enum(["technicians", "services", "problems", "service_areas"]);
export type EntityKind = z.infer<typeof EntityKind>;

export const TopicInsight = z.strictObject({
  id: z.string(),
  label: z.string(),
  review_count: z.int(),
  share_pct: Pct,
  keywords: z.array(z.string()),
  example_review_ids: z.array(z.string()),
});
export type TopicInsight = z.infer<typeof TopicInsight>;

export const MonthlyInsight = z.strictObject({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  review_count: z.int(),
  average_rating: z.number().nullable(),
  sentiment_score: Score,
});
export type MonthlyInsight = z.infer<typeof MonthlyInsight>;

export const Trend = z.enum(["improving", "stable", "declining"]);

export const ReviewAnalysis = z.strictObject({
  sentiment: Polarity,
  score: Score,
  aspects: z.record(z.string(), Polarity),
  technicians: z.array(z.string()),
  services: z.array(z.string()),
  problems: z.array(z.string()),
  service_areas: z.array(z.string()),
});
export type ReviewAnalysis = z.infer<typeof ReviewAnalysis>;

export const FaqEntry = z.strictObject({
  question: z.string(),
  answer: z.string(),
  source_review_ids: z.array(z.string()),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

/** The body of `GET /insights.json` (decisions.md §1), derived from the published reviews by our analyser. */
export const Insights = z.strictObject({
  version: z.int().positive(),
  /** The taxonomy pack the aspects come from (decisions.md §5): `home_services`, `food_hospitality`, `general`... */
  taxonomy: z.string(),
  generated_at: z.iso.datetime(),
  model: z.string(),
  source_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  review_count: z.int(),
  date_range: z.strictObject({ earliest: IsoDate.nullable(), latest: IsoDate.nullable() }),
  overall_sentiment: z.strictObject({ score: Score, positive_pct: Pct, neutral_pct: Pct, negative_pct: Pct }),
  aspects: z.array(AspectInsight),
  entities: z.strictObject({
    technicians: z.array(EntityInsight),
    services: z.array(EntityInsight),
    problems: z.array(EntityInsight),
    service_areas: z.array(EntityInsight),
  }),
  topics: z.array(TopicInsight),
  temporal: z.strictObject({ monthly: z.array(MonthlyInsight), trend: Trend }),
  per_review: z.record(z.string(), ReviewAnalysis),
  faq: z.array(FaqEntry),
  summary: z.string(),
  pull_quote: z.strictObject({ text: z.string(), review_id: z.string() }).nullable(),
});
export type Insights = z.infer<typeof Insights>;
