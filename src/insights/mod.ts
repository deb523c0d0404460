/**
 * The project's deterministic review analyser: aspect-based sentiment, entities, topics, trend, FAQ and summary,
 * derived from the published reviews so every number in `/insights.json` can be reproduced.
 */
export { ANALYSER_MODEL, INSIGHTS_VERSION } from "./version.ts";
export { type DeriveInput, deriveInsights, type DeriveOptions, insightsAreCurrent } from "./derive.ts";
export {
  analyzeReview,
  analyzeReviewDetailed,
  analyzeText,
  aspectPolarity,
  type ReviewInput,
  reviewLean,
  reviewScore,
  type TextAnalysis,
} from "./review.ts";
export { type AnalysisContext, createAnalysisContext, type TextContext, textContext } from "./context.ts";
export { type CompiledPack, compilePack } from "./compile.ts";
export {
  type Aspect,
  AUTO_SERVICES,
  defaultStaffTitle,
  FOOD_AND_HOSPITALITY,
  GENERAL,
  HEALTHCARE,
  HOME_SERVICES,
  LEGAL,
  packById,
  packFor,
  PACKS,
  SENIOR_LIVING,
  type TaxonomyPack,
} from "./packs/mod.ts";
import { HOME_SERVICES } from "./packs/mod.ts";
/** The home-services aspects (the default pack's), for callers written before packs. */
export const ASPECTS = HOME_SERVICES.aspects;
export { detectProblems, type Problem, PROBLEMS } from "./problems.ts";
export { splitClauses, splitSentences } from "./sentences.ts";
export { tokenize } from "./text.ts";
export { leastSquaresSlope, trendOf } from "./temporal.ts";
