import type { PublishedDataset } from "../dataset/publish.ts";
import type { ReviewRows } from "../dataset/review_rows.ts";
import { bitsetWords } from "./bitset.ts";
import { type TextIndex, textIndexSteps } from "./text_index.ts";

export { INDEX_CHUNK, textIndexSteps, TOKEN } from "./text_index.ts";
export { dateNumber } from "../dataset/review_rows.ts";

/** Entity id to the ascending positions of the reviews that mention it. */
export interface EntityPostings {
  readonly technicians: ReadonlyMap<string, Uint32Array>;
  readonly services: ReadonlyMap<string, Uint32Array>;
}

/**
 * Precomputed structures for searching one published dataset. Built once per dataset version.
 *
 * Text search is a substring match; the text index (`text_index.ts`) keeps each review's lower-cased tokens as
 * ids in typed arrays and each token's reviews, which answers one-token needles exactly and checks phrases against
 * token sequences rather than texts. No lower-cased copy of the texts is kept: it would cost as much as the texts.
 */
export interface SearchIndex {
  readonly reviews: ReviewRows;
  readonly ratings: Uint8Array;
  /** `ratingPositions[r]`: the ascending positions of the reviews rated `r` (1 to 5; index 0 is empty). */
  readonly ratingPositions: readonly Uint32Array[];
  /** The same as bitsets: rating `r`'s at `ratingSets[r * words]` (six sets; 0 is empty). */
  readonly ratingSets: Uint32Array;
  /** Review dates as `YYYYMMDD` numbers, in the reviews' newest-first order. */
  readonly dates: Uint32Array;
  /** The texts' tokens; null while it is still being built (text queries then scan the texts). */
  readonly text: TextIndex | null;
  /**
   * Which reviews mention each technician and service. Made on first call and kept: it needs every review's
   * entities, which only a search by technician or service (or the warm-up) should wait for.
   */
  readonly entities: () => EntityPostings;
  /** Lower-cased id, full name and first name to technician ids. */
  readonly technicianNames: ReadonlyMap<string, readonly string[]>;
  /** Lower-cased id and label to service ids. */
  readonly serviceNames: ReadonlyMap<string, readonly string[]>;
}

function addName(names: Map<string, string[]>, name: string, id: string) {
  const key = name.trim().toLowerCase();
  const ids = names.get(key) ?? [];
  if (!ids.includes(id)) ids.push(id);
  names.set(key, ids);
}

/** Each entity id's ascending positions, from the list of ids at each position (none where it gives undefined). */
export function postingsOf(
  lists: (position: number) => readonly string[] | undefined,
  count: number,
): Map<string, Uint32Array> {
  const positions = new Map<string, number[]>();
  for (let position = 0; position < count; position++) {
    for (const id of lists(position) ?? []) {
      const list = positions.get(id);
      if (list) list.push(position);
      else positions.set(id, [position]);
    }
  }
  const result = new Map<string, Uint32Array>();
  for (const [id, list] of positions) result.set(id, Uint32Array.from(list));
  return result;
}

/** The entity postings of a dataset (reads its mentions, which may detect them now). */
export function buildEntityPostings(dataset: PublishedDataset): EntityPostings {
  const { mentions } = dataset;
  return {
    technicians: postingsOf((position) => mentions[position].technicians, mentions.length),
    services: postingsOf((position) => mentions[position].services, mentions.length),
  };
}

/** Each star rating's positions, by a counting sort: one buffer, six views (index 0 for ratings out of range). */
export function ratingLists(ratings: Uint8Array): Uint32Array[] {
  const starts = new Uint32Array(7);
  for (let i = 0; i < ratings.length; i++) starts[Math.min(ratings[i], 5) + 1]++;
  for (let r = 0; r < 6; r++) starts[r + 1] += starts[r];
  const all = new Uint32Array(ratings.length);
  const fill = starts.slice(0, 6);
  for (let i = 0; i < ratings.length; i++) all[fill[Math.min(ratings[i], 5)]++] = i;
  return Array.from({ length: 6 }, (_, r) => all.subarray(starts[r], starts[r + 1]));
}

/** Each star rating's reviews as a bitset, one after another (see {@link SearchIndex.ratingSets}). */
export function ratingBitsets(ratings: Uint8Array): Uint32Array {
  const words = bitsetWords(ratings.length);
  const sets = new Uint32Array(6 * words);
  for (let i = 0; i < ratings.length; i++) sets[Math.min(ratings[i], 5) * words + (i >>> 5)] |= 1 << (i & 31);
  return sets;
}

/** The same index with its text index. */
export const withText = (index: SearchIndex, text: TextIndex | null): SearchIndex => ({ ...index, text });

/** Builds the search index of a published dataset. */
export function buildSearchIndex(dataset: PublishedDataset): SearchIndex {
  const steps = textIndexSteps(dataset.reviews);
  for (;;) {
    const step = steps.next();
    if (step.done) return withText(buildBaseIndex(dataset), step.value);
  }
}

/**
 * Everything but the token postings, which is cheap (one pass over ratings and dates; entities on first use):
 * enough to answer any search, text queries by scanning the texts, while {@link textIndexSteps} runs. Entity
 * postings already known when first needed (from current stored insights) are used as they are.
 */
export function buildBaseIndex(
  dataset: PublishedDataset,
  entityPostings: () => EntityPostings | undefined = () => undefined,
): SearchIndex {
  const { reviews, business } = dataset;
  const { ratings, dates } = reviews.columns;
  const ratingPositions = ratingLists(ratings);
  const ratingSets = ratingBitsets(ratings);
  const technicianNames = new Map<string, string[]>();
  for (const tech of business.technicians) {
    addName(technicianNames, tech.id, tech.id);
    addName(technicianNames, tech.name, tech.id);
    addName(technicianNames, tech.name.split(/\s+/)[0], tech.id);
  }
  const serviceNames = new Map<string, string[]>();
  for (const service of business.services) {
    addName(serviceNames, service.id, service.id);
    addName(serviceNames, service.label, service.id);
  }
  let made: EntityPostings | undefined;
  return {
    reviews,
    ratings,
    ratingPositions,
    ratingSets,
    dates,
    text: null,
    entities: () => made ??= entityPostings() ?? buildEntityPostings(dataset),
    technicianNames,
    serviceNames,
  };
}
