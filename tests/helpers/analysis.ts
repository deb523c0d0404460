/** Analysis contexts for rule tests: a business of a given trade with none of the demo's staff or services. */
import assert from "node:assert/strict";
import { SUMMIT_COMFORT } from "../../src/generate/business.ts";
import { type AnalysisContext, analyzeReview, createAnalysisContext } from "../../src/insights/mod.ts";
import type { Polarity } from "../../src/model/mod.ts";

/** The analysis context of "A business" of `category` (its pack chosen by the category), no staff, no services. */
export function contextFor(category: string): AnalysisContext {
  return createAnalysisContext({ ...SUMMIT_COMFORT, name: "A business", category, technicians: [], services: [] });
}

/** The analyser's reading of `text` on its own: 3 stars, which is no prior either way. */
export function readText(text: string, context: AnalysisContext): ReturnType<typeof analyzeReview> {
  return analyzeReview({ text, rating: 3 }, context);
}

/** Asserts that each of `texts`, read on its own ({@link readText}) in `context`, gets the review label `expected`. */
export function expectSentiment(expected: Polarity, texts: readonly string[], context: AnalysisContext): void {
  for (const text of texts) assert.equal(readText(text, context).sentiment, expected, text);
}
