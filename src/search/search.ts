import type { Review } from "../model/mod.ts";
import type { SearchFilters } from "./filters.ts";
import { dateNumber, type SearchIndex } from "./index.ts";

/** The result of a search (decisions.md §2): `matched` counts hits before `limit` is applied. */
export interface SearchResult {
  matched: number;
  returned: number;
  reviews: Review[];
}

/** First position whose date is <= `date` in a newest-first date array. */
function firstOnOrBefore(dates: Uint32Array, date: number): number {
  let lo = 0, hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dates[mid] > date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First position whose date is < `date` (the end of the reviews on or after it). */
function firstBefore(dates: Uint32Array, date: number): number {
  let lo = 0, hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dates[mid] >= date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Last position whose text starts at or before `offset`. */
function reviewAt(starts: Uint32Array, offset: number): number {
  let lo = 0, hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Ascending review positions in [from, to) whose text contains `needle` (already lower-cased). */
function textMatches(index: SearchIndex, needle: string, from: number, to: number): Uint32Array {
  const hits: number[] = [];
  const end = index.textStarts[to];
  let offset = index.haystack.indexOf(needle, index.textStarts[from]);
  while (offset !== -1 && offset < end) {
    const position = reviewAt(index.textStarts, offset);
    hits.push(position);
    // One hit is enough for a review: continue from the next review's text.
    offset = index.haystack.indexOf(needle, index.textStarts[position + 1]);
  }
  return Uint32Array.from(hits);
}

/** Union of the postings of every entity the name resolves to, ascending. */
function entityPositions(
  names: ReadonlyMap<string, readonly string[]>,
  postings: ReadonlyMap<string, Uint32Array>,
  name: string,
): Uint32Array {
  const ids = names.get(name.trim().toLowerCase()) ?? [];
  if (ids.length === 1) return postings.get(ids[0]) ?? new Uint32Array();
  const union = new Set<number>();
  for (const id of ids) for (const position of postings.get(id) ?? []) union.add(position);
  return Uint32Array.from([...union].sort((a, b) => a - b));
}

/**
 * Runs a search. Results keep the published order (newest first). The date range narrows the scan by binary
 * search; entity and text filters each yield ascending candidate lists, and the shortest one drives the scan.
 */
export function search(index: SearchIndex, filters: SearchFilters): SearchResult {
  const from = filters.until ? firstOnOrBefore(index.dates, dateNumber(filters.until)) : 0;
  const to = filters.since ? firstBefore(index.dates, dateNumber(filters.since)) : index.reviews.length;

  const candidateLists: Uint32Array[] = [];
  if (filters.mentions_technician !== undefined) {
    candidateLists.push(entityPositions(index.technicianNames, index.technicianPostings, filters.mentions_technician));
  }
  if (filters.mentions_service !== undefined) {
    candidateLists.push(entityPositions(index.serviceNames, index.servicePostings, filters.mentions_service));
  }
  if (filters.query !== undefined && from < to) {
    candidateLists.push(textMatches(index, filters.query.toLowerCase(), from, to));
  }
  candidateLists.sort((a, b) => a.length - b.length);
  const [driver, ...others] = candidateLists;
  const otherSets = others.map((list) => new Set(list));

  const { ratings } = index;
  const exact = filters.rating ?? 0;
  const minimum = filters.min_rating ?? 0;
  const reviews: Review[] = [];
  let matched = 0;
  const consider = (position: number) => {
    if (position < from || position >= to) return;
    const rating = ratings[position];
    if (exact && rating !== exact) return;
    if (rating < minimum) return;
    for (const set of otherSets) if (!set.has(position)) return;
    matched++;
    if (reviews.length < filters.limit) reviews.push(index.reviews[position]);
  };
  if (driver) for (const position of driver) consider(position);
  else for (let position = from; position < to; position++) consider(position);

  return { matched, returned: reviews.length, reviews };
}
