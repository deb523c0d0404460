/** The full insights of a loaded version, `per_review` included, as `/insights.json` serves them. */
import type { DatasetVersion } from "../../src/dataset/version.ts";
import type { Insights } from "../../src/model/mod.ts";

export function fullInsights(version: DatasetVersion): Insights {
  const body = version.prepared?.insightsBody;
  if (!body) throw new Error("a loaded version has its insights body");
  return JSON.parse(new TextDecoder().decode(body.bytes)) as Insights;
}
