import { join } from "node:path";
import { detachBuffer } from "../buffer_release.ts";
import { log } from "../log.ts";
import type { ReviewsFile } from "../model/mod.ts";
import type { ParseResult } from "./parse.ts";
import { DATA_FILE_LIMITS, readRegularFile, readRegularFileBytes } from "./read_regular_file.ts";
import { publishReviewsBytes } from "./publish_bytes.ts";
import { publishReviewsBytesShared, type Share } from "./publish_share.ts";
import type { PublishedDataset } from "./publish.ts";
import { type DatasetVersion, type InsightsPolicy, versionOf } from "./version.ts";

/** The raw material of a version: a validated reviews file and whatever insights were stored beside it. */
export interface DatasetInput {
  file: ReviewsFile;
  /** Parsed JSON of `insights.json`, or undefined when there is none (it is validated when used). */
  storedInsights: unknown;
}

/** The parsed JSON of a data directory's `insights.json`, or undefined (after logging why) when it cannot be used. */
export async function readStoredInsights(dir: string, signal?: AbortSignal): Promise<unknown> {
  // Missing or unreadable insights are derived from the reviews instead.
  const insights = await readRegularFile(join(dir, "insights.json"), { ...DATA_FILE_LIMITS, signal });
  if (insights.ok) {
    try {
      return JSON.parse(insights.text);
    } catch (error) {
      log("warn", "insights.json not used", { problem: `not valid JSON: ${(error as Error).message}` });
    }
  } else if (!insights.missing) log("warn", "insights.json not used", { problem: insights.problem });
  return undefined;
}

/**
 * Reads, validates and publishes a data directory's `reviews.json` in one pass over its bytes (see
 * `publish_bytes.ts`): the same dataset as parsing the whole file and publishing it, without holding every
 * review as an object on the way. With a `share` (asked for once the file is read), a helper thread takes part of the
 * work (see `publish_share.ts`); `onReading` is called while the file's bytes are being read.
 */
export async function readPublishedReviews(
  dir: string,
  signal?: AbortSignal,
  share?: () => Share | undefined,
  onReading?: () => void,
): Promise<ParseResult<PublishedDataset>> {
  const reviews = await readRegularFileBytes(join(dir, "reviews.json"), { ...DATA_FILE_LIMITS, signal, onReading });
  if (!reviews.ok) return { ok: false, problems: [reviews.problem] };
  const helper = share?.();
  const published = helper
    ? await publishReviewsBytesShared(reviews.bytes, helper)
    : publishReviewsBytes(reviews.bytes);
  // The file's bytes are read by nothing else: free them now rather than a few collections later.
  detachBuffer(reviews.bytes);
  return published;
}

/** Reads a data directory and builds a version from it. */
export async function loadDataDir(
  dir: string,
  policy: InsightsPolicy,
  signal?: AbortSignal,
): Promise<ParseResult<DatasetVersion>> {
  const published = await readPublishedReviews(dir, signal);
  if (!published.ok) return published;
  const storedInsights = await readStoredInsights(dir, signal);
  return { ok: true, value: versionOf(published.value, storedInsights, policy) };
}
