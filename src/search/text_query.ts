import type { ReviewRows } from "../dataset/review_rows.ts";
import { addPositions, bitsetWords, unite } from "./bitset.ts";
import { gramMatch } from "./grams.ts";
import { FAR, GAP_NONE, GAP_OTHER, GAP_SPACE, reviewOf, type TextIndex, TOKEN } from "./text_index.ts";

/** How a token of the needle must sit inside a token of the text, by where it stands in the needle. */
function tokenTest(part: string, openLeft: boolean, openRight: boolean): (token: string) => boolean {
  if (openLeft && openRight) return (token) => token.includes(part);
  if (openLeft) return (token) => token.endsWith(part);
  if (openRight) return (token) => token.startsWith(part);
  return (token) => token === part;
}

/** The id of the token whose text holds offset `at` of `joined`. */
function tokenAt(starts: Uint32Array, at: number): number {
  let lo = 0, hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Ids of the tokens one part of a needle may be. Found by substring search in the NUL-joined vocabulary (one
 * native search instead of a test per token); a part holding a NUL itself is tested token by token.
 */
export function tokenIds(text: TextIndex, part: string, openLeft: boolean, openRight: boolean): number[] {
  const test = tokenTest(part, openLeft, openRight);
  const ids: number[] = [];
  if (part.includes("\0")) {
    text.vocabulary.forEach((token, id) => test(token) && ids.push(id));
    return ids;
  }
  const { joined, starts, vocabulary } = text;
  const exact = !openLeft && !openRight;
  // A closed side is a NUL in the needle, so the search finds only tokens that end (or begin) with the part.
  const skip = openLeft ? 0 : 1;
  const needle = (openLeft ? "" : "\0") + part + (openRight ? "" : "\0");
  for (let at = joined.indexOf(needle); at >= 0;) {
    const id = tokenAt(starts, at + skip);
    if (test(vocabulary[id])) ids.push(id);
    if (exact || id + 1 >= starts.length) break;
    at = joined.indexOf(needle, starts[id + 1] - skip);
  }
  return ids;
}

/**
 * Per index, mark arrays (a byte per token: is this token allowed at this place of the phrase?) kept between
 * searches. At 100,000 reviews each is tens of kilobytes; made anew for every phrase they filled the young generation
 * every few hundred searches, and each collection there paused a search for milliseconds.
 */
const markPool = new WeakMap<TextIndex, Uint8Array[]>();

/** One cleared mark array per part, with the part's token ids marked. */
function takeMarks(text: TextIndex, parts: readonly number[][]): Uint8Array[] {
  const pool = markPool.get(text) ?? [];
  markPool.set(text, pool);
  // One more than the vocabulary: the id of "no token" at a review's edges is never marked.
  return parts.map((ids) => {
    const mark = pool.pop() ?? new Uint8Array(text.vocabulary.length + 1);
    for (const id of ids) mark[id] = 1;
    return mark;
  });
}

/** Clears the marks (only the ids set) and keeps a few for the next search. */
function returnMarks(text: TextIndex, marks: Uint8Array[], parts: readonly number[][]) {
  const pool = markPool.get(text)!;
  marks.forEach((mark, j) => {
    for (const id of parts[j]) mark[id] = 0;
    if (pool.length < MARKS_KEPT) pool.push(mark);
  });
}

/** Mark arrays kept per index: enough for phrases of eight tokens. */
const MARKS_KEPT = 8;

/** Whether a text gap fits the needle's whitespace there: 0 no, 1 yes, 2 only the text can tell. */
function edgeFits(required: string, gap: number): number {
  if (gap === GAP_NONE) return 0;
  if (gap === GAP_SPACE) return required === " " ? 1 : 0;
  return 2;
}

/** The reviews holding any of the tokens, as a bitset. */
function unionOf(text: TextIndex, ids: readonly number[], words: number): Uint32Array {
  const union = new Uint32Array(words);
  for (const id of ids) {
    const slot = text.denseSlot[id];
    if (slot >= 0) unite(union, text.dense, slot * words);
    else addPositions(union, text.positions, text.postingStart[id], text.postingStart[id + 1]);
  }
  return union;
}

/**
 * The reviews whose text contains a lower-cased needle, as an exact bitset of its own (never a view of the index), or
 * null when the needle holds no token (only whitespace) and is not a precomputed gram. Each token of the needle must
 * lie inside a token of the text: the first may end one, the last may begin one, the ones between are whole tokens. A
 * needle of one bare token is the union of its tokens' reviews. Otherwise the phrase is looked for around each
 * occurrence of its rarest part: the neighbouring tokens and the gaps between them must fit, within one review; only
 * whitespace other than one space sends a review to its text.
 */
export function textMatch(text: TextIndex, reviews: ReviewRows, needle: string): Uint32Array | null {
  const gram = needle.length <= 3 ? gramMatch(text.grams, needle, reviews.length) : null;
  if (gram) return gram;
  const words = bitsetWords(reviews.length);
  // A fragment is one token's characters, no whitespace: its set is the answer, before any token is looked up.
  const fragment = needle.length <= 3 ? text.fragments.indexOf(needle) : -1;
  if (fragment >= 0) return text.fragmentSets.slice(fragment * words, (fragment + 1) * words);
  const matches = [...needle.matchAll(TOKEN)];
  if (matches.length === 0) return null;
  const last = matches[matches.length - 1];
  const leading = needle.slice(0, matches[0].index);
  const trailing = needle.slice(last.index + last[0].length);
  const parts = matches.map((match, i) => {
    const openLeft = i === 0 && leading === "";
    const openRight = i === matches.length - 1 && trailing === "";
    return tokenIds(text, match[0], openLeft, openRight);
  });
  if (parts.length === 1 && leading === "" && trailing === "") return unionOf(text, parts[0], words);

  const { stream, offsets, shift, occurrenceStart, occurrenceGaps, farPlaces, before, after } = text;
  const bits = new Uint32Array(words);
  let textChecked: Uint32Array | null = null;
  if (parts.some((ids) => ids.length === 0)) return bits;
  const occurrenceCount = (ids: number[]) =>
    ids.reduce((n, id) => n + occurrenceStart[id + 1] - occurrenceStart[id], 0);
  const counts = parts.map(occurrenceCount);
  const anchor = counts.indexOf(Math.min(...counts));
  const marks = takeMarks(text, parts);
  // Gaps between needle tokens must equal the text's: "" and " " are told by the index, other whitespace by the text.
  const inner = [GAP_NONE].concat(
    matches.slice(1).map((match, j) => {
      const gap = needle.slice(matches[j].index + matches[j][0].length, match.index);
      return gap === "" ? GAP_NONE : gap === " " ? GAP_SPACE : GAP_OTHER;
    }),
  );
  const unsureInside = inner.includes(GAP_OTHER);
  const mask = (1 << shift) - 1;
  const span = parts.length;
  const hasBefore = anchor > 0, hasAfter = anchor + 1 < span;
  const markBefore = marks[anchor - 1], markAfter = marks[anchor + 1];
  const gapBefore = inner[anchor], gapAfter = inner[anchor + 1];
  try {
    for (const id of parts[anchor]) {
      let review = 0;
      // The place of occurrence `o`, decoded from the gaps in order (see TextIndex.occurrenceGaps).
      let place = 0, far = text.farStart[id];
      // Indexed loops: these run over up to hundreds of thousands of occurrences. The neighbours come first, read in
      // sequence; `stream` (random reads) only for phrases of three tokens or more and for needles with edge spaces.
      outer: for (let o = occurrenceStart[id]; o < occurrenceStart[id + 1]; o++) {
        const gap = occurrenceGaps[o];
        place = gap === FAR ? farPlaces[far++] : place + gap;
        if (hasBefore) {
          const code = before[o];
          if (markBefore[code & mask] === 0 || code >>> shift !== gapBefore) continue;
        }
        if (hasAfter) {
          const code = after[o];
          if (markAfter[code & mask] === 0 || code >>> shift !== gapAfter) continue;
        }
        const first = place - anchor;
        const end = first + span;
        review = reviewOf(text, review, place);
        const reviewEnd = offsets[review + 1];
        if (first < offsets[review] || end > reviewEnd || (bits[review >>> 5] & (1 << (review & 31))) !== 0) continue;
        for (let j = 0; j < span; j++) {
          if (j >= anchor - 1 && j <= anchor + 1) continue;
          const code = stream[first + j];
          if (marks[j][code & mask] === 0 || (j > 0 && code >>> shift !== inner[j])) continue outer;
        }
        // The gaps at the phrase's edges only when the needle has whitespace there: a look into `stream` is a random
        // read (a cache miss at 100,000 reviews), and most needles have none.
        const fitsBefore = leading === ""
          ? 1
          : edgeFits(leading, anchor === 0 ? before[o] >>> shift : stream[first] >>> shift);
        const fitsAfter = trailing === "" ? 1 : edgeFits(
          trailing,
          anchor === span - 1 ? after[o] >>> shift : end < reviewEnd ? stream[end] >>> shift : text.trailing[review],
        );
        if (fitsBefore === 0 || fitsAfter === 0) continue;
        if (unsureInside || fitsBefore === 2 || fitsAfter === 2) {
          // Decided by the text once per review, whatever it says.
          textChecked ??= new Uint32Array(words);
          if ((textChecked[review >>> 5] & (1 << (review & 31))) !== 0) continue;
          textChecked[review >>> 5] |= 1 << (review & 31);
          if (!(reviews.text(review) ?? "").toLowerCase().includes(needle)) continue;
        }
        bits[review >>> 5] |= 1 << (review & 31);
      }
    }
  } finally {
    returnMarks(text, marks, parts);
  }
  return bits;
}
