import type { Rng } from "./prng.ts";

/** Crockford's base32 alphabet, as the ULID spec uses it (no I, L, O, U). */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A ULID for a moment: 48-bit millisecond timestamp (10 characters) then 80 seeded random bits (16 characters).
 *
 * Why seeded: ids are the merge key, so regenerating the bundled dataset must give the same ids.
 */
export function ulidAt(epochMs: number, rng: Rng): string {
  let random = "";
  for (let i = 0; i < 16; i++) random += CROCKFORD[rng.uint32() >>> 27];
  return ulidTime(epochMs) + random;
}

/** The 10-character time part of a ULID: a 48-bit millisecond timestamp in Crockford base32. */
export function ulidTime(epochMs: number): string {
  if (!Number.isInteger(epochMs) || epochMs < 0 || epochMs > 2 ** 48 - 1) {
    throw new RangeError(`ULID time out of range: ${epochMs}`);
  }
  let time = "";
  let rest = epochMs;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  return time;
}

/** The 16-character random part of a ULID from the first 10 bytes (80 bits) of `bytes`. */
export function ulidRandomFromBytes(bytes: Uint8Array): string {
  let random = "";
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < 10; i++) {
    buffer = (buffer << 8) | bytes[i];
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      random += CROCKFORD[(buffer >>> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return random;
}
