/**
 * Precomputed answers for the broadest needles of one token that may lie anywhere inside the texts' tokens: a
 * single character ("e"), or two or three ASCII letters and digits ("er", "ing"). Such a needle is the union of the
 * reviews of every token holding it, often thousands of tokens; for the few where that union costs the most, the
 * reviews are kept as bitsets. Memory is bounded: at most {@link FRAGMENT_SETS} sets of one bit per review.
 */
import { addPositions, unite } from "./bitset.ts";

/** The chosen fragments and their reviews: `fragments[k]`'s bitset at `fragmentSets[k * words]`. */
export interface FragmentSets {
  readonly fragments: readonly string[];
  readonly fragmentSets: Uint32Array<ArrayBuffer>;
}

/** Most fragments given a bitset (12 KB each at 100,000 reviews). */
export const FRAGMENT_SETS = 128;
/** A fragment gets a set only if its union costs more than this many whole bitsets of work. */
const BROAD = 4;
/** The longest fragment of letters and digits considered. */
const LONGEST = 3;
/** Tokens looked at between two yields. */
const CHUNK = 256;

/** An ASCII letter or digit (the vocabulary is lower-cased). */
const isAlnum = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/** Calls `visit` once for each distinct fragment of `token` worth a set: single characters, short ASCII runs. */
function eachFragment(token: string, visit: (fragment: string) => void) {
  const seen = new Set<string>();
  const once = (fragment: string) => {
    if (!seen.has(fragment)) seen.add(fragment), visit(fragment);
  };
  for (const character of token) if (character.length === 1) once(character);
  for (let i = 0; i + 1 < token.length; i++) {
    for (let stop = i + 1; stop < i + LONGEST && stop < token.length && isAlnum(token.charCodeAt(stop)); stop++) {
      if (stop === i + 1 && !isAlnum(token.charCodeAt(i))) break;
      once(token.slice(i, stop + 1));
    }
  }
}

/**
 * The broadest fragments and their reviews, in steps (see {@link FragmentSets}). A token's work is what its part of
 * the union costs: its reviews, or a whole bitset's words for a dense token.
 */
export function* fragmentIndex(
  vocabulary: readonly string[],
  reviewCounts: Uint32Array,
  words: number,
  denseSlot: Int32Array,
  dense: Uint32Array,
  positions: Uint32Array,
  postingStart: Uint32Array,
): Generator<void, FragmentSets> {
  const cost = new Map<string, number>();
  for (let id = 0; id < vocabulary.length; id++) {
    if ((id & (CHUNK - 1)) === CHUNK - 1) yield;
    const work = Math.min(reviewCounts[id], words);
    eachFragment(vocabulary[id], (fragment) => cost.set(fragment, (cost.get(fragment) ?? 0) + work));
  }
  const fragments = [...cost].filter(([, work]) => work > BROAD * words).sort((a, b) => b[1] - a[1])
    .slice(0, FRAGMENT_SETS).map(([fragment]) => fragment);
  const slots = new Map(fragments.map((fragment, k) => [fragment, k]));
  const fragmentSets = new Uint32Array(fragments.length * words);
  for (let id = 0; id < vocabulary.length; id++) {
    if ((id & (CHUNK - 1)) === CHUNK - 1) yield;
    eachFragment(vocabulary[id], (fragment) => {
      const k = slots.get(fragment);
      if (k === undefined) return;
      const into = fragmentSets.subarray(k * words, (k + 1) * words);
      const slot = denseSlot[id];
      if (slot >= 0) unite(into, dense, slot * words);
      else addPositions(into, positions, postingStart[id], postingStart[id + 1]);
    });
  }
  return { fragments, fragmentSets };
}
