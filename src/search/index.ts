import type { PublishedDataset } from "../dataset/publish.ts";
import type { Review } from "../model/mod.ts";

/**
 * Precomputed structures for searching one published dataset. Built once per dataset version; searching
 * allocates only the result.
 *
 * Text search runs `indexOf` over one lower-cased haystack of all texts (V8 searches a long flat string far
 * faster than it can call `includes` on 100k small ones) and maps each hit back to its review by offset.
 */
export interface SearchIndex {
  readonly reviews: readonly Review[];
  readonly ratings: Uint8Array;
  /** Review dates as `YYYYMMDD` numbers, in the reviews' newest-first order. */
  readonly dates: Uint32Array;
  readonly haystack: string;
  /** `textStarts[i]` is where review i's text begins in the haystack; one extra entry marks the end. */
  readonly textStarts: Uint32Array;
  /** Entity id to the ascending positions of the reviews that mention it. */
  readonly technicianPostings: ReadonlyMap<string, Uint32Array>;
  readonly servicePostings: ReadonlyMap<string, Uint32Array>;
  /** Lower-cased id, full name and first name to technician ids. */
  readonly technicianNames: ReadonlyMap<string, readonly string[]>;
  /** Lower-cased id and label to service ids. */
  readonly serviceNames: ReadonlyMap<string, readonly string[]>;
}

/** Separates texts in the haystack; a query cannot contain it, so no hit spans two reviews. */
export const TEXT_SEPARATOR = "\u0000";

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
  const { reviews, business, mentions } = dataset;
  const ratings = new Uint8Array(reviews.length);
  const dates = new Uint32Array(reviews.length);
  const textStarts = new Uint32Array(reviews.length + 1);
  const texts: string[] = [];
  let offset = 0;
  reviews.forEach((review, i) => {
    ratings[i] = review.rating;
    dates[i] = dateNumber(review.date);
    textStarts[i] = offset;
    const text = (review.text ?? "").toLowerCase().replaceAll(TEXT_SEPARATOR, " ");
    texts.push(text);
    offset += text.length + TEXT_SEPARATOR.length;
  });
  textStarts[reviews.length] = offset;

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
    haystack: texts.join(TEXT_SEPARATOR) + TEXT_SEPARATOR,
    textStarts,
    technicianPostings: postings(mentions.map((m) => m.technicians)),
    servicePostings: postings(mentions.map((m) => m.services)),
    technicianNames,
    serviceNames,
  };
}
