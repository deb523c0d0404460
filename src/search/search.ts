import type { Review } from "../model/mod.ts";
import type { SearchFilters } from "./filters.ts";
import { dateNumber, type SearchIndex, TOKEN } from "./index.ts";

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

/**
 * How many of the newest-first `reviews` are dated on or after `date` (they are the first ones). Needs no index,
 * so `since` answers do not wait for one to be built.
 */
export function reviewsOnOrAfter(reviews: readonly Review[], date: string): number {
  let lo = 0, hi = reviews.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (reviews[mid].date >= date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How a token of the needle must sit inside a token of the text, by where it stands in the needle. */
function tokenTest(part: string, openLeft: boolean, openRight: boolean): (token: string) => boolean {
  if (openLeft && openRight) return (token) => token.includes(part);
  if (openLeft) return (token) => token.endsWith(part);
  if (openRight) return (token) => token.startsWith(part);
  return (token) => token === part;
}

/** The postings of every indexed token one part of a needle may be, and how many positions they hold at most. */
interface PartPostings {
  lists: Uint32Array[];
  total: number;
}

function partPostings(
  words: ReadonlyMap<string, Uint32Array>,
  part: string,
  openLeft: boolean,
  openRight: boolean,
): PartPostings {
  const lists: Uint32Array[] = [];
  let total = 0;
  if (!openLeft && !openRight) {
    const list = words.get(part);
    if (list) lists.push(list), total = list.length;
    return { lists, total };
  }
  const test = tokenTest(part, openLeft, openRight);
  for (const [token, positions] of words) {
    if (test(token)) lists.push(positions), total += positions.length;
  }
  return { lists, total };
}

/**
 * Ascending review positions whose text contains `needle` (already lower-cased). Each token of the needle must lie
 * inside a token of the text: the first may end one, the last may begin one, the ones between are whole tokens.
 * Parts are intersected narrowest first in one counter array; a part far broader than the candidates left ("on" in
 * "on time") is skipped, since every candidate of a multi-token needle is confirmed against its text anyway. A
 * needle that is one bare token is exact from the index alone.
 */
function textMatches(index: SearchIndex, needle: string): Uint32Array {
  // A case-insensitive regex checks a text without allocating a lower-cased copy of it.
  const pattern = new RegExp(needle.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"), "iu");
  const contains = (position: number) => pattern.test(index.reviews[position].text ?? "");
  const matches = [...needle.matchAll(TOKEN)];
  const { words } = index;
  if (matches.length === 0 || words === null) {
    const hits: number[] = [];
    for (let position = 0; position < index.reviews.length; position++) if (contains(position)) hits.push(position);
    return Uint32Array.from(hits);
  }
  const parts = matches.map((match, i) => {
    const openLeft = i === 0 && match.index === 0;
    const openRight = i === matches.length - 1 && match.index + match[0].length === needle.length;
    return partPostings(words, match[0], openLeft, openRight);
  }).sort((a, b) => a.total - b.total);

  const counts = new Uint8Array(index.reviews.length);
  let rounds = 0;
  let candidates = index.reviews.length;
  for (const { lists, total } of parts) {
    if (rounds > 0 && total > 4 * candidates) break;
    if (rounds === 255) break;
    let reached = 0;
    for (const list of lists) {
      // Indexed loops: these run over up to millions of positions.
      for (let k = 0; k < list.length; k++) {
        const position = list[k];
        if (counts[position] === rounds) counts[position] = rounds + 1, reached++;
      }
    }
    rounds++;
    candidates = reached;
    if (candidates === 0) return new Uint32Array();
  }
  const found = new Uint32Array(candidates);
  for (let position = 0, j = 0; position < counts.length; position++) {
    if (counts[position] === rounds) found[j++] = position;
  }
  if (matches.length === 1 && matches[0][0] === needle) return found;
  return found.filter(contains);
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
    candidateLists.push(textMatches(index, filters.query.toLowerCase()));
  }
  candidateLists.sort((a, b) => a.length - b.length);
  const [driver, ...others] = candidateLists;
  const otherSets = others.map((list) => new Set(list));

  const { ratings } = index;
  const exact = filters.rating ?? 0;
  const minimum = filters.min_rating ?? 0;
  const reviews: Review[] = [];
  let matched = 0;
  const count = driver ? driver.length : to - from;
  // One loop over either the shortest candidate list or the date range; kept free of closures, it is the hot path.
  for (let k = 0; k < count; k++) {
    const position = driver ? driver[k] : from + k;
    if (position < from || position >= to) continue;
    const rating = ratings[position];
    if ((exact && rating !== exact) || rating < minimum) continue;
    let inAll = true;
    // Indexed loop: a for-of here would allocate an iterator per review.
    for (let j = 0; j < otherSets.length; j++) {
      if (!otherSets[j].has(position)) {
        inAll = false;
        break;
      }
    }
    if (!inAll) continue;
    matched++;
    if (reviews.length < filters.limit) reviews.push(index.reviews[position]);
  }

  return { matched, returned: reviews.length, reviews };
}
