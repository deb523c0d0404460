import type { ReviewRows } from "../dataset/review_rows.ts";
import type { Review } from "../model/mod.ts";
import type { SearchFilters } from "./filters.ts";
import { bitCount, bitsetWords, freeBitsets, fromPositions, intersect } from "./bitset.ts";
import { dateNumber, type SearchIndex } from "./index.ts";
import { textMatch } from "./text_query.ts";

/** The result of a search (decisions.md §2): `matched` counts hits before `limit` is applied. */
export interface SearchResult {
  matched: number;
  returned: number;
  reviews: Review[];
}

/** A search's hits as positions in the published order: what a serialiser needs to copy the reviews' bytes. */
export interface SearchHits {
  matched: number;
  /** Positions of the returned reviews (at most `limit`), ascending. */
  positions: number[];
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

/**
 * How many of the newest-first `reviews` are dated on or after `date` (a valid `YYYY-MM-DD`; they are the first
 * ones). Needs no index, so `since` answers do not wait for one to be built.
 */
export function reviewsOnOrAfter(reviews: ReviewRows, date: string): number {
  return firstBefore(reviews.columns.dates, dateNumber(date));
}

/**
 * The reviews whose text contains `needle` (already lower-cased), as a new bitset (the caller's to free). Until the
 * text index is built, or for a needle of whitespace alone that is no precomputed gram, every text is tested, exactly
 * as the contract says: its lower-cased form contains the needle.
 */
function textFilter(index: SearchIndex, needle: string): Uint32Array {
  const found = (index.text && textMatch(index.text, index.reviews, needle)) || index.reviews.textBits?.(needle);
  if (found) return found;
  const bits = new Uint32Array(bitsetWords(index.reviews.length));
  for (let position = 0; position < index.reviews.length; position++) {
    if ((index.reviews.text(position) ?? "").toLowerCase().includes(needle)) {
      bits[position >>> 5] |= 1 << (position & 31);
    }
  }
  return bits;
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
 * search; entity and text filters each give an exact bitset, and their intersection drives the scan.
 */
export function search(index: SearchIndex, filters: SearchFilters): SearchResult {
  const { matched, positions } = searchHits(index, filters);
  return { matched, returned: positions.length, reviews: positions.map((position) => index.reviews.at(position)) };
}

/** First index in ascending `list` whose value is >= `value`. */
function lowerBound(list: Uint32Array, value: number): number {
  let lo = 0, hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Hits of a search by date range and rating alone, without visiting every review: the count comes from binary
 * searches in each star rating's positions, and the first `limit` positions from merging those lists.
 */
function rangeHits(
  index: SearchIndex,
  from: number,
  to: number,
  exact: number,
  minimum: number,
  limit: number,
): SearchHits {
  if (exact === 0 && minimum <= 1) {
    const positions: number[] = [];
    for (let position = from; position < to && positions.length < limit; position++) positions.push(position);
    return { matched: to - from, positions };
  }
  const cursors: { list: Uint32Array; at: number; end: number }[] = [];
  let matched = 0;
  for (let rating = 1; rating <= 5; rating++) {
    if ((exact && rating !== exact) || rating < minimum) continue;
    const list = index.ratingPositions[rating];
    const at = lowerBound(list, from), end = lowerBound(list, to);
    matched += end - at;
    if (at < end) cursors.push({ list, at, end });
  }
  const positions: number[] = [];
  while (positions.length < limit && cursors.length) {
    let next = 0;
    for (let k = 1; k < cursors.length; k++) {
      if (cursors[k].list[cursors[k].at] < cursors[next].list[cursors[next].at]) next = k;
    }
    const cursor = cursors[next];
    positions.push(cursor.list[cursor.at++]);
    if (cursor.at === cursor.end) cursors.splice(next, 1);
  }
  return { matched, positions };
}

/** Runs a search, answering with positions (see {@link search}). */
export function searchHits(index: SearchIndex, filters: SearchFilters): SearchHits {
  const sets: Uint32Array[] = [];
  try {
    return hitsOf(index, filters, sets);
  } finally {
    // Every set was made for this search alone (see textFilter), so none outlives it.
    freeBitsets(sets);
  }
}

/** {@link searchHits}, with the bitsets it makes left in `sets`. */
function hitsOf(index: SearchIndex, filters: SearchFilters, sets: Uint32Array[]): SearchHits {
  const from = filters.until ? firstOnOrBefore(index.dates, dateNumber(filters.until)) : 0;
  const to = filters.since ? firstBefore(index.dates, dateNumber(filters.since)) : index.reviews.length;
  const count = index.reviews.length;

  if (filters.mentions_technician !== undefined) {
    const positions = entityPositions(index.technicianNames, index.entities().technicians, filters.mentions_technician);
    sets.push(fromPositions(count, positions));
  }
  if (filters.mentions_service !== undefined) {
    sets.push(
      fromPositions(count, entityPositions(index.serviceNames, index.entities().services, filters.mentions_service)),
    );
  }
  if (filters.query !== undefined && from < to) {
    sets.push(textFilter(index, filters.query.toLowerCase()));
  }
  const bits = sets.length ? sets.reduce((into, more) => (intersect(into, more), into)) : null;

  const exact = filters.rating ?? 0;
  const minimum = filters.min_rating ?? 0;
  if (from >= to) return { matched: 0, positions: [] };
  if (!bits) return rangeHits(index, from, to, exact, minimum, filters.limit);
  // The star ratings allowed, as offsets of their bitsets: a word of hits is masked by them at once.
  const allowed: number[] = [];
  const words = bitsetWords(count);
  for (let rating = 1; rating <= 5; rating++) {
    if (!(exact && rating !== exact) && rating >= minimum) allowed.push(rating * words);
  }
  const rated = allowed.length < 5;
  const { ratingSets } = index;
  const positions: number[] = [];
  let matched = 0;
  // Set bits from `from` to `to`, a word at a time: a word's hits are counted at once, and only the first `limit`
  // are taken out one by one (the lowest set bit is `word & -word`).
  for (let k = from >>> 5, last = (to - 1) >>> 5; k <= last; k++) {
    let word = bits[k];
    if (k === from >>> 5) word &= ~0 << (from & 31);
    if (k === last && (to & 31) !== 0) word &= (1 << (to & 31)) - 1;
    if (rated && word !== 0) {
      let mask = 0;
      for (const offset of allowed) mask |= ratingSets[offset + k];
      word &= mask;
    }
    matched += bitCount(word);
    while (word !== 0 && positions.length < filters.limit) {
      const low = word & -word;
      positions.push((k << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return { matched, positions };
}
