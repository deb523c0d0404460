/** Analysis contexts for rule tests: a business of a given trade with none of the demo's staff or services. */
import { SUMMIT_COMFORT } from "../../src/generate/business.ts";
import { type AnalysisContext, createAnalysisContext } from "../../src/insights/mod.ts";

/** The analysis context of "A business" of `category` (its pack chosen by the category), no staff, no services. */
export function contextFor(category: string): AnalysisContext {
  return createAnalysisContext({ ...SUMMIT_COMFORT, name: "A business", category, technicians: [], services: [] });
}
