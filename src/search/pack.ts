import type { Review } from "../model/mod.ts";
import type { SearchIndex } from "./index.ts";

/** A search index without its reviews, in a form that crosses a Worker boundary cheaply (few, transferable buffers). */
export interface PackedSearchIndex {
  ratings: Uint8Array<ArrayBuffer>;
  dates: Uint32Array<ArrayBuffer>;
  /** Tokens in order; `lengths[i]` positions of `positions` belong to `tokens[i]`. */
  tokens: string[];
  lengths: Uint32Array<ArrayBuffer>;
  positions: Uint32Array<ArrayBuffer>;
  technicianPostings: Map<string, Uint32Array>;
  servicePostings: Map<string, Uint32Array>;
  technicianNames: Map<string, readonly string[]>;
  serviceNames: Map<string, readonly string[]>;
}

/** Packs an index; the buffers to transfer are `transferables(packed)`. */
export function packSearchIndex(index: SearchIndex): PackedSearchIndex {
  const words = index.words ?? new Map<string, Uint32Array>();
  const tokens = [...words.keys()];
  const lengths = new Uint32Array(tokens.length);
  let total = 0;
  tokens.forEach((token, i) => total += lengths[i] = words.get(token)!.length);
  const positions = new Uint32Array(total);
  let offset = 0;
  for (const token of tokens) {
    const list = words.get(token)!;
    positions.set(list, offset);
    offset += list.length;
  }
  return {
    ratings: Uint8Array.from(index.ratings),
    dates: Uint32Array.from(index.dates),
    tokens,
    lengths,
    positions,
    technicianPostings: new Map(index.technicianPostings),
    servicePostings: new Map(index.servicePostings),
    technicianNames: new Map(index.technicianNames),
    serviceNames: new Map(index.serviceNames),
  };
}

/** The buffers of a packed index that can be transferred rather than copied. */
export function transferables(packed: PackedSearchIndex): ArrayBuffer[] {
  return [packed.ratings.buffer, packed.dates.buffer, packed.lengths.buffer, packed.positions.buffer];
}

/** The index again, over `reviews`; token postings are views into one buffer, so this allocates little. */
export function unpackSearchIndex(packed: PackedSearchIndex, reviews: readonly Review[]): SearchIndex {
  const words = new Map<string, Uint32Array>();
  let offset = 0;
  packed.tokens.forEach((token, i) => {
    words.set(token, packed.positions.subarray(offset, offset += packed.lengths[i]));
  });
  return {
    reviews,
    ratings: packed.ratings,
    dates: packed.dates,
    words,
    technicianPostings: packed.technicianPostings,
    servicePostings: packed.servicePostings,
    technicianNames: packed.technicianNames,
    serviceNames: packed.serviceNames,
  };
}
