import { join } from "node:path";
import { policyOf, type PolicySource } from "./analyser_on_demand.ts";
import { startLoaderWorker } from "./background_load.ts";
import { readPublishedReviews, readStoredInsights } from "./load.ts";
import type { LoaderRequest } from "./load_worker.ts";
import type { ShareAnswer, ShareRequest } from "./publish_share.ts";
import type { ParseResult } from "./parse.ts";
import { type InsightsParts, PendingVersion } from "./pending_version.ts";
import type { PublishedDataset } from "./publish.ts";
import { buildEntityPostings } from "../search/index.ts";
import { aspectIds, PerReviewInBody } from "./per_review.ts";
import type { CompactInsights } from "./stored_insights.ts";
import { type DatasetVersion, versionOf } from "./version.ts";

type Answer = { kind: "insights"; compact: CompactInsights | null } | { kind: "failed" };
type Reply = Answer | { kind: "share"; answer: ShareAnswer } | { kind: "ready" | "done" | "released" };

/**
 * The loader Worker, started at once: it takes a share of the reviews if given one (`share`), then checks the
 * stored insights while this thread finishes the reviews, told the published reviews by `check`. Null where no
 * Worker can start.
 */
function startHelper(path: string) {
  const worker = startLoaderWorker();
  if (!worker) return null;
  let released = () => {};
  const done = new Promise<void>((resolve) => released = resolve);
  let shared: (answer: ShareAnswer | null) => void = () => {};
  const answer = new Promise<Answer>((resolve) => {
    // "ready" needs no answer (requests are queued until the Worker listens, and handled in order); "done" means
    // the Worker failed, and the check is then done here. "released" follows the answer (see load_worker.ts).
    worker.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      if (reply.kind === "released") released();
      else if (reply.kind === "share") shared(reply.answer);
      else if (reply.kind !== "ready") resolve(reply.kind === "insights" ? reply : { kind: "failed" });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      released();
      shared(null);
      resolve({ kind: "failed" });
    };
  });
  return {
    /** Gives the Worker its share of the reviews (or none), then the stored insights to read. */
    share(request: ShareRequest | null, transfer: ArrayBuffer[]): Promise<ShareAnswer | null> {
      const answered = new Promise<ShareAnswer | null>((resolve) => shared = resolve);
      if (request) worker.postMessage({ kind: "share", request } satisfies LoaderRequest, transfer);
      worker.postMessage({ kind: "insights", path } satisfies LoaderRequest);
      return request ? answered : Promise.resolve(null);
    },
    check(published: PublishedDataset): Promise<Answer> {
      const request: LoaderRequest = {
        kind: "subject",
        subject: { business: { category: published.business.category }, sha256: published.sha256 },
        ids: published.reviews.columns.ids,
      };
      worker.postMessage(request);
      return answer;
    },
    /** Ends the Worker once it has given its heap back (it does so right after answering). */
    finish: () => void done.then(() => worker.terminate()),
    stop: () => worker.terminate(),
  };
}

/**
 * Whether a core is free for the loader Worker's share of the reviews: the 1-minute load average is below the
 * cores. The load average counts whatever started this process too (a benchmark's client, a deploy script), so a
 * quiet 2-core machine reads 1.1 to 1.9 at a start, where the share still made it faster; on a busy machine (2.6 and
 * up) two threads staged no faster than one and the share's own costs (the copy, the part's ids and texts, the
 * append) made the start slower (tests/bench/HISTORY.md). False when it cannot be read (no `--allow-sys`).
 */
export function coreToSpare(): boolean {
  try {
    // Asked without a prompt: a start never waits for someone to answer one.
    if (Deno.permissions.querySync({ name: "sys", kind: "loadavg" }).state !== "granted") return false;
    return coreFree(Deno.loadavg()[0], navigator.hardwareConcurrency);
  } catch {
    return false;
  }
}

/** The rule of {@link coreToSpare}: a 1-minute load average below the cores leaves one for the loader Worker. */
export function coreFree(loadAverage: number, cores: number): boolean {
  return loadAverage < cores;
}

/**
 * Loads a data directory at start: the reviews here (they are all the first answers need), with `share` a share of
 * them staged by the loader Worker beside this thread (`publish_share.ts`; by default when a core is free), which
 * then reads, validates (zod) and compacts the stored insights, the slowest part of a load after the reviews, in
 * parallel. The version comes back as soon as the reviews are published, pending until the insights are settled (see
 * {@link PendingVersion}). The serving thread never holds the parsed insights file: only the insights without
 * `per_review`, their body and the entity postings search uses. Stale or missing insights are derived here, as
 * {@link loadDataDir} does, which is also what runs (complete, not pending) where no Worker can start. A policy
 * loaded on demand is loaded only then: current stored insights are checked in the Worker.
 */
export async function loadDataDirAtStart(
  dir: string,
  policy: PolicySource,
  signal?: AbortSignal,
  share = coreToSpare(),
): Promise<ParseResult<DatasetVersion>> {
  let helper: ReturnType<typeof startHelper> | undefined;
  // Started once the reviews file's one long read is under way on another thread: `new Worker` holds this thread
  // for 15 to 90 ms (the Worker's isolate is made before it returns), which then overlaps the read.
  const startHelperNow = () => {
    if (helper !== undefined) return;
    helper = startHelper(join(dir, "insights.json"));
    // Without a share, the Worker reads the insights at once.
    if (helper && !share) void helper.share(null, []);
  };
  let published: PublishedDataset;
  try {
    const parsed = await readPublishedReviews(dir, signal, share ? () => helper?.share : undefined, startHelperNow);
    if (!parsed.ok) {
      helper?.stop();
      return parsed;
    }
    published = parsed.value;
  } catch (error) {
    helper?.stop();
    throw error;
  }
  startHelperNow(); // in case the read never reached its long part
  // Where no Worker can start, the insights are read here, as loadDataDir does.
  if (!helper) {
    return { ok: true, value: versionOf(published, await readStoredInsights(dir, signal), await policyOf(policy)) };
  }
  const started = helper;
  const parts = settleInsights(published, started.check(published), dir, policy, signal)
    .finally(() => started.finish());
  return { ok: true, value: new PendingVersion(published, parts) };
}

/** The insights of a version from the Worker's answer: compacted, derived, or (the Worker failed) read here. */
async function settleInsights(
  published: PublishedDataset,
  answer: Promise<Answer>,
  dir: string,
  policy: PolicySource,
  signal?: AbortSignal,
): Promise<InsightsParts> {
  const reply = await answer;
  if (reply.kind === "insights" && reply.compact) {
    const { compact } = reply;
    return {
      insights: compact.insights,
      perReview: new PerReviewInBody(compact.body, published.reviews, aspectIds(compact.insights)),
      insightsOrigin: "stored",
      prepared: { insightsBody: { bytes: compact.body, etag: compact.etag }, entityPostings: compact.postings },
    };
  }
  let stored: unknown;
  if (reply.kind === "failed") {
    try {
      stored = await readStoredInsights(dir, signal);
    } catch {
      stored = undefined;
    }
  }
  const version = versionOf(published, stored, await policyOf(policy));
  // Stored insights read here carry each review's entities (a dataset with them attached, not this one).
  const entityPostings = version.published === published ? undefined : buildEntityPostings(version.published);
  return {
    insights: version.insights,
    perReview: version.perReview,
    insightsOrigin: version.insightsOrigin,
    prepared: { ...version.prepared, entityPostings },
  };
}
