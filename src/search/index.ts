import type { PublishedDataset } from "../dataset/publish.ts";
import type { Review } from "../model/mod.ts";
import { type TextIndex, textIndexSteps } from "./text_index.ts";

export { INDEX_CHUNK, textIndexSteps, TOKEN } from "./text_index.ts";

/**
 * Precomputed structures for searching one published dataset. Built once per dataset version.
 *
 * Text search is a substring match; the text index (`text_index.ts`) keeps each review's lower-cased tokens as
 * ids in typed arrays and each token's reviews, which answers one-token needles exactly and checks phrases against
 * token sequences rather than texts. No lower-cased copy of the texts is kept: it would cost as much as the texts.
 */
export interface SearchIndex {
  readonly reviews: readonly Review[];
  readonly ratings: Uint8Array;
  /** Review dates as `YYYYMMDD` numbers, in the reviews' newest-first order. */
  readonly dates: Uint32Array;
  /** The texts' tokens; null while it is still being built (text queries then scan the texts). */
  readonly text: TextIndex | null;
  /** Entity id to the ascending positions of the reviews that mention it. */
  readonly technicianPostings: ReadonlyMap<string, Uint32Array>;
  readonly servicePostings: ReadonlyMap<string, Uint32Array>;
  /** Lower-cased id, full name and first name to technician ids. */
  readonly technicianNames: ReadonlyMap<string, readonly string[]>;
  /** Lower-cased id and label to service ids. */
  readonly serviceNames: ReadonlyMap<string, readonly string[]>;
}

/** `2024-03-09` to 20240309. */
export const dateNumber = (date: string) => Number(date.slice(0, 4) + date.slice(5, 7) + date.slice(8, 10));

function addName(names: Map<string, string[]>, name: string, id: string) {
  const key = name.trim().toLowerCase();
  const ids = names.get(key) ?? [];
  if (!ids.includes(id)) ids.push(id);
  names.set(key, ids);
}

function postings(lists: readonly (readonly string[])[]): Map<string, Uint32Array> {
  const positions = new Map<string, number[]>();
  lists.forEach((ids, position) => {
    for (const id of ids) {
      const list = positions.get(id) ?? [];
      list.push(position);
      positions.set(id, list);
    }
  });
  return new Map([...positions].map(([id, list]) => [id, Uint32Array.from(list)]));
}

/** Builds the search index of a published dataset. */
export function buildSearchIndex(dataset: PublishedDataset): SearchIndex {
  const steps = textIndexSteps(dataset.reviews);
  for (;;) {
    const step = steps.next();
    if (step.done) return { ...buildBaseIndex(dataset), text: step.value };
  }
}

/**
 * Everything but the token postings, which is cheap (one pass over ratings and dates, and the mentions): enough to
 * answer any search, text queries by scanning the texts, while {@link textIndexSteps} runs.
 */
export function buildBaseIndex(dataset: PublishedDataset): SearchIndex {
  const { reviews, business, mentions } = dataset;
  const ratings = new Uint8Array(reviews.length);
  const dates = new Uint32Array(reviews.length);
  for (let i = 0; i < reviews.length; i++) {
    ratings[i] = reviews[i].rating;
    dates[i] = dateNumber(reviews[i].date);
  }
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
  return {
    reviews,
    ratings,
    dates,
    text: null,
    technicianPostings: postings(mentions.map((m) => m.technicians)),
    servicePostings: postings(mentions.map((m) => m.services)),
    technicianNames,
    serviceNames,
  };
}
