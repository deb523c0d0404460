import { join } from "node:path";
import type { ReviewsFile } from "../model/mod.ts";
import { type ParseResult, parseReviewsFile } from "./parse.ts";
import { buildVersion, type DatasetVersion, type InsightsPolicy } from "./version.ts";

/** The raw material of a version: a validated reviews file and whatever insights were stored beside it. */
export interface DatasetInput {
  file: ReviewsFile;
  /** Parsed JSON of `insights.json`, or undefined when there is none (it is validated when used). */
  storedInsights: unknown;
}

/** Reads `reviews.json` and the optional `insights.json` of a data directory; never throws. */
export async function readDataDir(dir: string): Promise<ParseResult<DatasetInput>> {
  let text: string;
  try {
    text = await Deno.readTextFile(join(dir, "reviews.json"));
  } catch (error) {
    return { ok: false, problems: [`cannot read ${join(dir, "reviews.json")}: ${(error as Error).message}`] };
  }
  const parsed = parseReviewsFile(text);
  if (!parsed.ok) return parsed;
  let storedInsights: unknown;
  try {
    storedInsights = JSON.parse(await Deno.readTextFile(join(dir, "insights.json")));
  } catch {
    // Missing or unreadable insights are derived from the reviews instead.
    storedInsights = undefined;
  }
  return { ok: true, value: { file: parsed.value, storedInsights } };
}

/** Reads a data directory and builds a version from it. */
export async function loadDataDir(dir: string, policy: InsightsPolicy): Promise<ParseResult<DatasetVersion>> {
  const input = await readDataDir(dir);
  if (!input.ok) return input;
  return { ok: true, value: buildVersion(input.value.file, input.value.storedInsights, policy) };
}
