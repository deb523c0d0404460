import { ANALYSER_MODEL, deriveInsights, INSIGHTS_VERSION, packFor } from "../insights/mod.ts";
import type { InsightsPolicy } from "./version.ts";

/** The project's analyser as the dataset loader uses it: derive when stored insights are missing or stale. */
export const ANALYSER_POLICY: InsightsPolicy = {
  derive: (dataset) =>
    deriveInsights({ business: dataset.business, reviews: [...dataset.reviews] }, { generatedAt: new Date() }),
  // insightsAreCurrent(insights, reviews, business), without hashing the reviews again: the dataset carries the hash.
  isCurrent: (insights, dataset) =>
    insights.model === ANALYSER_MODEL && insights.version === INSIGHTS_VERSION &&
    insights.taxonomy === packFor(dataset.business.category).id &&
    insights.source_sha256 === dataset.sha256,
};
