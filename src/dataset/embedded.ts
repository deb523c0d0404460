import insightsJson from "../../data/insights.json" with { type: "json" };
import reviewsJson from "../../data/reviews.json" with { type: "json" };
import { ReviewsFile } from "../model/mod.ts";
import type { DatasetInput } from "./load.ts";

/**
 * The bundled dataset. Imported, not read, so it travels inside `deno bundle` output and the compiled binary and
 * needs no file access at run time.
 */
export function embeddedInput(): DatasetInput {
  return { file: ReviewsFile.parse(reviewsJson as unknown), storedInsights: insightsJson as unknown };
}
