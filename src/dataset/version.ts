import { Insights, type ReviewsFile } from "../model/mod.ts";
import type { EntityPostings, SearchIndex } from "../search/index.ts";
import { aspectIds, type PerReview, PerReviewInBody } from "./per_review.ts";
import { publish, type PublishedDataset, withMentions } from "./publish.ts";
import { insightsBodyOf, type InsightsSubject } from "./stored_insights.ts";

/** Derives insights from a published dataset (the analyser in `src/insights/`; injected so tests stay fast). */
export type DeriveInsights = (dataset: PublishedDataset) => Insights;
/** Whether stored insights were derived from exactly these reviews by the current analyser. */
export type InsightsAreCurrent = (insights: Insights, dataset: InsightsSubject) => boolean;

/** The insights a version keeps as objects: all but `per_review`, which stays in the body (see {@link PerReview}). */
export type ServedInsights = Omit<Insights, "per_review">;

/** One immutable version of the data: everything the service serves comes from one of these. */
export interface DatasetVersion {
  readonly published: PublishedDataset;
  readonly insights: ServedInsights;
  /**
   * Each review's analysis, read from the `/insights.json` body when asked for. Every loaded version has it; it is
   * absent only where a version is made by hand without insights (tests), which then has no analyses.
   */
  readonly perReview?: PerReview;
  /** Where the insights came from: the stored file, or derived at load because it was missing or stale. */
  readonly insightsOrigin: "stored" | "derived";
  /** What a background loader already made for this version, so the serving thread need not. */
  readonly prepared?: PreparedParts;
  /**
   * Present on a version made at start whose insights were still being checked when its reviews were ready (see
   * `pending_version.ts`): until it settles, `insights`, `perReview` and `insightsOrigin` throw and `prepared` is undefined, so
   * only what needs the reviews alone may be served from it.
   */
  readonly ready?: Promise<void>;
}

/** Parts of a version made off the serving thread. */
export interface PreparedParts {
  readonly searchIndex?: SearchIndex;
  /** The `/insights.json` body and its entity tag. */
  readonly insightsBody?: { readonly bytes: Uint8Array<ArrayBuffer>; readonly etag: string };
  /** Which reviews mention each technician and service, taken from current stored insights. */
  readonly entityPostings?: EntityPostings;
}

export interface InsightsPolicy {
  derive: DeriveInsights;
  isCurrent: InsightsAreCurrent;
}

/**
 * Builds a version from a reviews file and, optionally, stored insights. Stored insights are used only when valid
 * and current; otherwise they are derived, so `/insights.json` always matches the reviews served beside it.
 */
export function buildVersion(file: ReviewsFile, storedInsights: unknown, policy: InsightsPolicy): DatasetVersion {
  return versionOf(publish(file), storedInsights, policy);
}

/** {@link buildVersion} of reviews already published. */
export function versionOf(
  published: PublishedDataset,
  storedInsights: unknown,
  policy: InsightsPolicy,
): DatasetVersion {
  const parsed = storedInsights === undefined ? undefined : Insights.safeParse(storedInsights);
  if (parsed?.success && policy.isCurrent(parsed.data, published)) {
    // Current insights already hold each review's entities: search need not detect them again.
    const perReview = parsed.data.per_review;
    const known = withMentions(published, (id) => {
      const analysis = Object.hasOwn(perReview, id) ? perReview[id] : undefined;
      return analysis && {
        technicians: analysis.technicians,
        services: analysis.services,
        service_areas: analysis.service_areas,
      };
    });
    return served(known, parsed.data, "stored");
  }
  return served(published, policy.derive(published), "derived");
}

/**
 * A version of full insights as it is served: serialised now (the body is a third of the objects' heap, and the
 * objects become garbage), each review's analysis read back from the body when asked for.
 */
function served(published: PublishedDataset, full: Insights, origin: DatasetVersion["insightsOrigin"]): DatasetVersion {
  const { per_review: _, ...insights } = full;
  const body = insightsBodyOf(full);
  return {
    published,
    insights,
    perReview: new PerReviewInBody(body.bytes, published.reviews, aspectIds(insights)),
    insightsOrigin: origin,
    prepared: { insightsBody: body },
  };
}
