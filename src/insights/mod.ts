/**
 * The project's deterministic review analyser: aspect-based sentiment, entities, topics, trend, FAQ and summary,
 * derived from the published reviews so every number in `/insights.json` can be reproduced.
 */
export { ANALYSER_MODEL, INSIGHTS_VERSION } from "./version.ts";
export { type DeriveInput, deriveInsights, type DeriveOptions, insightsAreCurrent } from "./derive.ts";
export {
  type AnalysisContext,
  analyzeReview,
  analyzeReviewDetailed,
  analyzeText,
  aspectPolarity,
  createAnalysisContext,
  type ReviewInput,
  type TextAnalysis,
} from "./review.ts";
export { type Aspect, ASPECTS } from "./taxonomy.ts";
export { detectProblems, type Problem, PROBLEMS } from "./problems.ts";
export { splitClauses, splitSentences, tokenize } from "./text.ts";
export { leastSquaresSlope, trendOf } from "./temporal.ts";
