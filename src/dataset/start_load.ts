import { join } from "node:path";
import { startLoaderWorker } from "./background_load.ts";
import { loadDataDir, readReviewsFile, readStoredInsights } from "./load.ts";
import type { LoaderRequest } from "./load_worker.ts";
import type { ParseResult } from "./parse.ts";
import { publish, type PublishedDataset } from "./publish.ts";
import { type CompactInsights, expandInsights } from "./stored_insights.ts";
import { type DatasetVersion, type InsightsPolicy, versionOf } from "./version.ts";

type Answer = { kind: "insights"; compact: CompactInsights | null } | { kind: "failed" };

/**
 * The stored insights checked in the loader Worker while this thread loads the reviews: started at once, told the
 * published reviews by `check`. Null where no Worker can start.
 */
function checkInsightsInWorker(path: string) {
  const worker = startLoaderWorker();
  if (!worker) return null;
  const answer = new Promise<Answer>((resolve) => {
    // "ready" needs no answer (requests are queued until the Worker listens, and handled in order); "done" means
    // the Worker failed, and the check is then done here.
    worker.onmessage = (event: MessageEvent<Answer | { kind: "ready" } | { kind: "done" }>) => {
      const reply = event.data;
      if (reply.kind !== "ready") resolve(reply.kind === "insights" ? reply : { kind: "failed" });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      resolve({ kind: "failed" });
    };
  });
  worker.postMessage({ kind: "insights", path } satisfies LoaderRequest);
  return {
    check(published: PublishedDataset): Promise<Answer> {
      const request: LoaderRequest = {
        kind: "subject",
        subject: { business: { category: published.business.category }, sha256: published.sha256 },
        ids: published.reviews.map((review) => review.id),
      };
      worker.postMessage(request);
      return answer;
    },
    stop: () => worker.terminate(),
  };
}

/**
 * Loads a data directory at start: the reviews here (they are what the first answer needs) while a Worker reads,
 * validates (zod) and compacts the stored insights, the slowest part of a load after the reviews, in parallel. The
 * serving thread so never holds the parsed insights file: only the insights without `per_review`, their body and
 * the entity postings search uses. Stale or missing insights are derived here, as {@link loadDataDir} does, which
 * is also what runs where no Worker can start.
 */
export async function loadDataDirAtStart(
  dir: string,
  policy: InsightsPolicy,
  signal?: AbortSignal,
): Promise<ParseResult<DatasetVersion>> {
  const insights = checkInsightsInWorker(join(dir, "insights.json"));
  if (!insights) return loadDataDir(dir, policy, signal);
  try {
    const parsed = await readReviewsFile(dir, signal);
    if (!parsed.ok) return parsed;
    const published = publish(parsed.value);
    const answer = await insights.check(published);
    if (answer.kind === "failed") {
      return { ok: true, value: versionOf(published, await readStoredInsights(dir, signal), policy) };
    }
    const { compact } = answer;
    if (!compact) return { ok: true, value: versionOf(published, undefined, policy) };
    return {
      ok: true,
      value: {
        published,
        insights: expandInsights(compact.insights, compact.body),
        insightsOrigin: "stored",
        prepared: { insightsBody: { bytes: compact.body, etag: compact.etag }, entityPostings: compact.postings },
      },
    };
  } finally {
    insights.stop();
  }
}
