import type { DatasetVersion } from "./version.ts";

/** Called after a new version has been swapped in. */
export type VersionListener = (version: DatasetVersion, previous: DatasetVersion) => void;

/**
 * Holds the current dataset version. A swap replaces one reference, so a request sees either the old version or
 * the new one, never a mix.
 */
export class DatasetStore {
  #current: DatasetVersion;
  readonly #listeners = new Set<VersionListener>();

  constructor(initial: DatasetVersion) {
    this.#current = initial;
  }

  get current(): DatasetVersion {
    return this.#current;
  }

  /** Swaps in a version and tells the listeners; they decide from content hashes whether anything changed. */
  replace(version: DatasetVersion): void {
    const previous = this.#current;
    this.#current = version;
    for (const listener of this.#listeners) listener(version, previous);
  }

  /** Registers a listener; returns a function that removes it. */
  onChange(listener: VersionListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
