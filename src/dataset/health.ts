import type { DatasetVersion } from "./version.ts";

/** The body of `GET /health`. */
export interface HealthReport {
  /** "degraded" while the latest reload attempt was refused (the last good data is still served). */
  status: "ok" | "degraded";
  dataset: {
    /** The served version: SHA-256 of the published reviews, as in `insights.json` `source_sha256`. */
    sha256: string;
    reviews: number;
    /** When the served version was loaded (ISO 8601). */
    loaded_at: string;
    source: "bundled" | "data_dir";
  };
  /** The most recent refused reload, kept after a later success so operators can still see it; null if none. */
  last_reload_error: { at: string; problems: string[] } | null;
}

/** Records loads and refused reloads, so their outcome is visible over HTTP and not only in the logs. */
export class DatasetHealth {
  #loaded: { version: DatasetVersion; at: Date } | null = null;
  #refused: { at: Date; problems: string[] } | null = null;
  #latestFailed = false;

  constructor(readonly source: HealthReport["dataset"]["source"], readonly now: () => Date = () => new Date()) {}

  /** A version was loaded and is now served. */
  loaded(version: DatasetVersion): void {
    this.#loaded = { version, at: this.now() };
    this.#latestFailed = false;
  }

  /** A reload was refused; the previous version stays. */
  refused(problems: string[]): void {
    this.#refused = { at: this.now(), problems: [...problems] };
    this.#latestFailed = true;
  }

  report(): HealthReport {
    if (!this.#loaded) throw new Error("DatasetHealth.report before the first load");
    const { version, at } = this.#loaded;
    return {
      status: this.#latestFailed ? "degraded" : "ok",
      dataset: {
        sha256: version.published.sha256,
        reviews: version.published.reviews.length,
        loaded_at: at.toISOString(),
        source: this.source,
      },
      last_reload_error: this.#refused
        ? { at: this.#refused.at.toISOString(), problems: this.#refused.problems }
        : null,
    };
  }
}
