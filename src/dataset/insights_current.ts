import { madeByThisAnalyser } from "../insights/current.ts";
import type { InsightsAreCurrent } from "./version.ts";

/**
 * Whether stored insights are the project analyser's for exactly these reviews: `insightsAreCurrent` without hashing
 * the reviews again (the dataset carries the hash), and without loading the analyser itself, which a start with
 * current insights never needs.
 */
export const analyserIsCurrent: InsightsAreCurrent = (insights, dataset) =>
  madeByThisAnalyser(insights, dataset.business.category) && insights.source_sha256 === dataset.sha256;
