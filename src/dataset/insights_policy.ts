import { deriveInsights } from "../insights/mod.ts";
import { analyserIsCurrent } from "./insights_current.ts";
import type { InsightsPolicy } from "./version.ts";

/**
 * The project's analyser as the dataset loader uses it: derive when stored insights are missing or stale. Importing
 * this module loads the whole analyser (packs' lexicons, regex tries: tens of milliseconds); the server takes it
 * through `analyserPolicy()` (analyser_on_demand.ts) so that happens only when something is derived.
 */
export const ANALYSER_POLICY: InsightsPolicy = {
  derive: (dataset) =>
    deriveInsights({ business: dataset.business, reviews: [...dataset.reviews] }, { generatedAt: new Date() }),
  isCurrent: analyserIsCurrent,
};
