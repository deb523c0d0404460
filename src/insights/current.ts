/** Whether an insights document was written by this analyser: light to import, no analyser rules are loaded. */
import type { Insights } from "../model/mod.ts";
import { packFor } from "./packs/mod.ts";
import { ANALYSER_MODEL, INSIGHTS_VERSION } from "./version.ts";

/**
 * Whether `insights` come from this analyser and taxonomy version and, when `category` is given, from the pack that
 * category chooses today. Whether they read the same reviews is the caller's check (their `source_sha256`).
 */
export function madeByThisAnalyser(insights: Insights, category?: string): boolean {
  return insights.model === ANALYSER_MODEL && insights.version === INSIGHTS_VERSION &&
    (category === undefined || insights.taxonomy === packFor(category).id);
}
