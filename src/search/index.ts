import type { PublishedDataset } from "../dataset/publish.ts";
import type { Review } from "../model/mod.ts";

/**
 * Precomputed structures for searching one published dataset. Built once per dataset version.
 *
 * Text search is a substring match, which a plain word index cannot answer alone: the index maps each distinct
 * word to the reviews that contain it, a query's words are looked up among the (few thousand) distinct words by
 * substring, and that gives an exact answer for one-word queries and a small superset, then checked against the
 * texts, for longer ones. No lower-cased copy of the texts is kept: it would cost as much memory as the texts.
 */
export interface SearchIndex {
  readonly reviews: readonly Review[];
  readonly ratings: Uint8Array;
  /** Review dates as `YYYYMMDD` numbers, in the reviews' newest-first order. */
  readonly dates: Uint32Array;
  /**
   * Every distinct lower-cased token in the texts, to the ascending positions of the reviews containing it; null
   * while it is still being built (text queries then scan the texts).
   */
  readonly words: ReadonlyMap<string, Uint32Array> | null;
  /** Entity id to the ascending positions of the reviews that mention it. */
  readonly technicianPostings: ReadonlyMap<string, Uint32Array>;
  readonly servicePostings: ReadonlyMap<string, Uint32Array>;
  /** Lower-cased id, full name and first name to technician ids. */
  readonly technicianNames: ReadonlyMap<string, readonly string[]>;
  /** Lower-cased id and label to service ids. */
  readonly serviceNames: ReadonlyMap<string, readonly string[]>;
}

/**
 * Tokens are runs of letters and digits, and each other visible character on its own ("!", "/", "$"), so a query
 * such as "a/c" or "!" is answered from the index instead of a scan of every text. The same rule splits texts and
 * queries.
 */
export const TOKEN = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;

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

/** Reviews tokenised between two yields of {@link tokenIndexSteps}: a few milliseconds of work. */
export const INDEX_CHUNK = 1000;

/** Builds the search index of a published dataset. */
export function buildSearchIndex(dataset: PublishedDataset): SearchIndex {
  const steps = tokenIndexSteps(dataset.reviews);
  for (;;) {
    const step = steps.next();
    if (step.done) return { ...buildBaseIndex(dataset), words: step.value };
  }
}

/**
 * Everything but the token postings, which is cheap (one pass over ratings and dates, and the mentions): enough to
 * answer any search, text queries by scanning the texts, while {@link tokenIndexSteps} runs.
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
    words: null,
    technicianPostings: postings(mentions.map((m) => m.technicians)),
    servicePostings: postings(mentions.map((m) => m.services)),
    technicianNames,
    serviceNames,
  };
}

/**
 * The token postings of the texts, in steps: it yields after every {@link INDEX_CHUNK} reviews, so a server can
 * build them between requests after it starts listening instead of making a search wait for all of it.
 */
export function* tokenIndexSteps(reviews: readonly Review[]): Generator<void, Map<string, Uint32Array>> {
  const wordLists = new Map<string, number[]>();
  for (let i = 0; i < reviews.length; i++) {
    if (i > 0 && i % INDEX_CHUNK === 0) yield;
    for (const [word] of (reviews[i].text ?? "").toLowerCase().matchAll(TOKEN)) {
      const list = wordLists.get(word);
      if (!list) wordLists.set(word, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
  }
  yield;
  const words = new Map<string, Uint32Array>();
  for (const [word, list] of wordLists) words.set(word, Uint32Array.from(list));
  return words;
}
