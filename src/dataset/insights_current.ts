import { packFor } from "../insights/packs/mod.ts";
import { ANALYSER_MODEL, INSIGHTS_VERSION } from "../insights/version.ts";
import type { InsightsAreCurrent } from "./version.ts";

/**
 * Whether stored insights are the project analyser's for exactly these reviews: `insightsAreCurrent` without hashing
 * the reviews again (the dataset carries the hash), and without loading the analyser itself, which a start with
 * current insights never needs.
 */
export const analyserIsCurrent: InsightsAreCurrent = (insights, dataset) =>
  insights.model === ANALYSER_MODEL && insights.version === INSIGHTS_VERSION &&
  insights.taxonomy === packFor(dataset.business.category).id &&
  insights.source_sha256 === dataset.sha256;
