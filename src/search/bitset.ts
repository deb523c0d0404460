/** Sets of review positions as bitsets: one bit per review, so unions and intersections go 32 reviews at a time. */

import { detachOwned } from "../buffer_release.ts";

/** 32-bit words a bitset over `count` reviews needs. */
export const bitsetWords = (count: number) => (count + 31) >>> 5;

/** Sets the bits of ascending (or any) positions. */
export function addPositions(bits: Uint32Array, positions: Uint32Array, from = 0, to = positions.length) {
  for (let k = from; k < to; k++) {
    const position = positions[k];
    bits[position >>> 5] |= 1 << (position & 31);
  }
}

/** A bitset of positions. */
export function fromPositions(count: number, positions: Uint32Array): Uint32Array {
  const bits = new Uint32Array(bitsetWords(count));
  addPositions(bits, positions);
  return bits;
}

/** `into &= other`, in place. */
export function intersect(into: Uint32Array, other: Uint32Array) {
  for (let k = 0; k < into.length; k++) into[k] &= other[k];
}

/** `into |= source[offset ..]`, in place. */
export function unite(into: Uint32Array, source: Uint32Array, offset: number) {
  for (let k = 0; k < into.length; k++) into[k] |= source[offset + k];
}

/** Set bits in a 32-bit word. */
export function bitCount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Frees bitsets a search made for itself, now. A bitset at 100,000 reviews is 12.5 KB of native memory, and V8
 * frees such buffers only at a collection, which it starts for them after tens of megabytes: over a run of uncached
 * searches they piled up as RSS. Only a set that is the whole of its buffer is freed (a view into an index's arrays
 * never is); the sets must be garbage (nobody reads them afterwards).
 */
export function freeBitsets(sets: readonly Uint32Array[]): void {
  for (const set of sets) detachOwned(set);
}
