import { deriveInsights, insightsAreCurrent } from "../insights/mod.ts";
import type { InsightsPolicy } from "./version.ts";

/** The project's analyser as the dataset loader uses it: derive when stored insights are missing or stale. */
export const ANALYSER_POLICY: InsightsPolicy = {
  derive: (dataset) =>
    deriveInsights({ business: dataset.business, reviews: dataset.reviews }, { generatedAt: new Date() }),
  isCurrent: (insights, dataset) => insightsAreCurrent(insights, dataset.reviews, dataset.business),
};
