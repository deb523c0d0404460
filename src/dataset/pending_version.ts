import type { PerReview } from "./per_review.ts";
import type { PublishedDataset } from "./publish.ts";
import type { DatasetVersion, PreparedParts, ServedInsights } from "./version.ts";

/** What a pending version still waits for. */
export interface InsightsParts {
  readonly insights: ServedInsights;
  readonly perReview?: PerReview;
  readonly insightsOrigin: DatasetVersion["insightsOrigin"];
  readonly prepared?: PreparedParts;
}

/**
 * A version whose reviews are published and whose insights are still being checked (in the loader Worker) or
 * derived: the reviews can be served at once, and everything that needs the insights waits for {@link ready}.
 * It is the same object before and after, so what was built from its reviews meanwhile (the search index) is kept.
 */
export class PendingVersion implements DatasetVersion {
  #parts: InsightsParts | null = null;
  readonly ready: Promise<void>;

  /** `parts` must not reject (a failed check settles as derived insights). */
  constructor(readonly published: PublishedDataset, parts: Promise<InsightsParts>) {
    this.ready = parts.then((settled) => {
      this.#parts = settled;
    });
  }

  get insights(): ServedInsights {
    return this.#settled().insights;
  }

  get perReview(): PerReview | undefined {
    return this.#settled().perReview;
  }

  get insightsOrigin(): DatasetVersion["insightsOrigin"] {
    return this.#settled().insightsOrigin;
  }

  get prepared(): PreparedParts | undefined {
    return this.#parts?.prepared;
  }

  #settled(): InsightsParts {
    if (!this.#parts) throw new Error("the insights of this version are not ready yet");
    return this.#parts;
  }
}
