/** Something whose memory cost is known, and which says when that cost changes. */
export interface Sized {
  readonly byteLength: number;
  onResize?: () => void;
  /** Gives the value's memory back now; called once the cache has dropped it for good (see {@link ByteLruCache}). */
  release?(): void;
}

/** Default budget of one dataset version's cache of dynamic answers. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * A least-recently-used cache bounded by bytes, not entries: a thousand small search pages and a few large
 * `since` answers cost what they weigh. An entry larger than `maxEntryBytes` is never kept (it is computed per
 * request instead), so one client asking for big answers cannot flush everyone else's. Values that grow after
 * insertion (compressed forms made in the background) are recounted and may evict others.
 *
 * Evicted values are released ({@link Sized.release}), not left to the collector: a cached answer lives long enough
 * to reach V8's old generation, whose buffers go back only at a full collection, which V8 starts after about 64 MB of
 * them, so a cache turning over held its size again in dead answers. A value is released only once
 * `releaseAfterBytes` more have been evicted after it: whoever took it from the cache has long made their response
 * by then (a response is made in the task that asked for the value).
 */
export class ByteLruCache<V extends Sized> {
  readonly #entries = new Map<string, { value: V; charged: number }>();
  #bytes = 0;
  /** Evicted values not released yet, oldest first, and their bytes. */
  readonly #evicted: { value: V; charged: number }[] = [];
  #evictedBytes = 0;
  /**
   * The most recently used entry. A hit on it leaves the map as it is: a delete and a set per hit fill the map's
   * table with deleted slots, so V8 rebuilds the table every few hits of a hot answer, and the new table (held by
   * this long-lived cache) survives into the old generation, as does a request's key string set into it; under a
   * steady load of one cached answer that was a full collection every second or so.
   */
  #newest: { value: V; charged: number } | undefined;

  constructor(
    readonly maxBytes = DEFAULT_CACHE_BYTES,
    readonly maxEntryBytes = Math.floor(maxBytes / 8),
    readonly releaseAfterBytes = Math.floor(maxBytes / 16),
  ) {}

  /** Bytes held by the entries now. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached value for `key`, now the most recently used, or undefined. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#touch(key, entry);
    return entry.value;
  }

  /** The cached value for `key`, made by `create` (and kept if it fits) when missing. */
  getOrCreate(key: string, create: () => V): V {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#touch(key, entry);
      return entry.value;
    }
    const value = create();
    if (value.byteLength <= this.maxEntryBytes) {
      this.#newest = { value, charged: value.byteLength };
      this.#entries.set(key, this.#newest);
      this.#bytes += value.byteLength;
      value.onResize = () => this.#recount(key, value);
      this.#evict();
    }
    return value;
  }

  /** Makes `entry` the most recently used (moved to the map's end), unless it is already. */
  #touch(key: string, entry: { value: V; charged: number }): void {
    if (entry === this.#newest) return;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#newest = entry;
  }

  #recount(key: string, value: V): void {
    const entry = this.#entries.get(key);
    if (!entry || entry.value !== value) return;
    this.#bytes += value.byteLength - entry.charged;
    entry.charged = value.byteLength;
    if (entry.charged > this.maxEntryBytes) this.#remove(key);
    this.#evict();
  }

  #remove(key: string): { value: V; charged: number } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    if (entry === this.#newest) this.#newest = undefined;
    this.#bytes -= entry.charged;
    entry.value.onResize = undefined;
    return entry;
  }

  /** Drops the least recently used entries until the total fits, and releases those evicted long enough ago. */
  #evict(): void {
    while (this.#bytes > this.maxBytes) {
      const entry = this.#remove(this.#entries.keys().next().value!)!;
      this.#evicted.push(entry);
      this.#evictedBytes += entry.charged;
    }
    while (this.#evicted.length > 0 && this.#evictedBytes - this.#evicted[0].charged >= this.releaseAfterBytes) {
      const { value, charged } = this.#evicted.shift()!;
      this.#evictedBytes -= charged;
      value.release?.();
    }
  }
}
