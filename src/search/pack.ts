import type { ReviewRows } from "../dataset/review_rows.ts";
import { ratingBitsets, ratingLists, type SearchIndex } from "./index.ts";
import type { TextIndex } from "./text_index.ts";

/** A search index without its reviews, in a form that crosses a Worker boundary cheaply (few, transferable buffers). */
export interface PackedSearchIndex {
  ratings: Uint8Array<ArrayBuffer>;
  dates: Uint32Array<ArrayBuffer>;
  /** Typed arrays all through but for the vocabulary; structured clone keeps them, the buffers are transferred. */
  text: TextIndex | null;
  technicianPostings: Map<string, Uint32Array>;
  servicePostings: Map<string, Uint32Array>;
  technicianNames: Map<string, readonly string[]>;
  serviceNames: Map<string, readonly string[]>;
}

/** Packs an index; the buffers to transfer are `transferables(packed)`. */
export function packSearchIndex(index: SearchIndex): PackedSearchIndex {
  return {
    ratings: Uint8Array.from(index.ratings),
    dates: Uint32Array.from(index.dates),
    text: index.text,
    technicianPostings: new Map(index.entities().technicians),
    servicePostings: new Map(index.entities().services),
    technicianNames: new Map(index.technicianNames),
    serviceNames: new Map(index.serviceNames),
  };
}

/** The buffers of a packed index that can be transferred rather than copied. */
export function transferables(packed: PackedSearchIndex): ArrayBuffer[] {
  const { text } = packed;
  const buffers = [packed.ratings.buffer, packed.dates.buffer];
  if (!text) return buffers;
  return buffers.concat(
    [text.starts, text.postingStart, text.positions, text.denseSlot, text.dense, text.stream]
      .concat([text.occurrenceStart, text.occurrenceGaps, text.farPlaces, text.farStart, text.before, text.after])
      .concat([text.offsets, text.reviewBlocks, text.fragmentSets])
      .concat([text.grams.codes, text.grams.sets])
      .map((array) => array.buffer),
    text.trailing.buffer,
  );
}

/** The index again, over `reviews`. */
export function unpackSearchIndex(packed: PackedSearchIndex, reviews: ReviewRows): SearchIndex {
  return {
    reviews,
    ratings: packed.ratings,
    ratingPositions: ratingLists(packed.ratings),
    ratingSets: ratingBitsets(packed.ratings),
    dates: packed.dates,
    text: packed.text,
    entities: () => ({ technicians: packed.technicianPostings, services: packed.servicePostings }),
    technicianNames: packed.technicianNames,
    serviceNames: packed.serviceNames,
  };
}
