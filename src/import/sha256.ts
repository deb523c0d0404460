/**
 * SHA-256 of a short string's UTF-8 bytes, in plain JavaScript. An import derives one id per review from such a
 * hash (src/import/ids.ts); `node:crypto`'s `createHash` costs a few microseconds per call in op and Buffer
 * overhead, which at 100,000 reviews was the largest part of an import. The digest is the standard one (a test
 * compares it with `node:crypto` on hostile strings, lone surrogates included, which both encode as U+FFFD).
 */

const K = new Int32Array([
  0x428a2f98,
  0x71374491,
  0xb5c0fbcf,
  0xe9b5dba5,
  0x3956c25b,
  0x59f111f1,
  0x923f82a4,
  0xab1c5ed5,
  0xd807aa98,
  0x12835b01,
  0x243185be,
  0x550c7dc3,
  0x72be5d74,
  0x80deb1fe,
  0x9bdc06a7,
  0xc19bf174,
  0xe49b69c1,
  0xefbe4786,
  0x0fc19dc6,
  0x240ca1cc,
  0x2de92c6f,
  0x4a7484aa,
  0x5cb0a9dc,
  0x76f988da,
  0x983e5152,
  0xa831c66d,
  0xb00327c8,
  0xbf597fc7,
  0xc6e00bf3,
  0xd5a79147,
  0x06ca6351,
  0x14292967,
  0x27b70a85,
  0x2e1b2138,
  0x4d2c6dfc,
  0x53380d13,
  0x650a7354,
  0x766a0abb,
  0x81c2c92e,
  0x92722c85,
  0xa2bfe8a1,
  0xa81a664b,
  0xc24b8b70,
  0xc76c51a3,
  0xd192e819,
  0xd6990624,
  0xf40e3585,
  0x106aa070,
  0x19a4c116,
  0x1e376c08,
  0x2748774c,
  0x34b0bcb5,
  0x391c0cb3,
  0x4ed8aa4a,
  0x5b9cca4f,
  0x682e6ff3,
  0x748f82ee,
  0x78a5636f,
  0x84c87814,
  0x8cc70208,
  0x90befffa,
  0xa4506ceb,
  0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL = new Int32Array([
  0x6a09e667,
  0xbb67ae85,
  0x3c6ef372,
  0xa54ff53a,
  0x510e527f,
  0x9b05688c,
  0x1f83d9ab,
  0x5be0cd19,
]);

/** Reused between calls: the padded message, the schedule and the state (a hash never runs concurrently). */
let message = new Uint8Array(256);
const schedule = new Int32Array(64);
const state = new Int32Array(8);
const digest = new Uint8Array(32);

/** Writes `text` as UTF-8 into `message` (growing it), lone surrogates as U+FFFD like TextEncoder; returns the length. */
function utf8(text: string): number {
  if (message.length < text.length * 3 + 72) message = new Uint8Array(text.length * 3 + 72);
  const out = message;
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      out[length++] = code;
      continue;
    }
    if (code < 0x800) {
      out[length++] = 0xc0 | (code >> 6);
      out[length++] = 0x80 | (code & 63);
      continue;
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
        out[length++] = 0xf0 | (code >> 18);
        out[length++] = 0x80 | ((code >> 12) & 63);
        out[length++] = 0x80 | ((code >> 6) & 63);
        out[length++] = 0x80 | (code & 63);
        continue;
      }
      code = 0xfffd;
    }
    out[length++] = 0xe0 | (code >> 12);
    out[length++] = 0x80 | ((code >> 6) & 63);
    out[length++] = 0x80 | (code & 63);
  }
  return length;
}

/** Runs the compression function over one 64-byte block of `message`. */
function compress(offset: number): void {
  const w = schedule;
  const m = message;
  for (let t = 0; t < 16; t++) {
    const j = offset + t * 4;
    w[t] = (m[j] << 24) | (m[j + 1] << 16) | (m[j + 2] << 8) | m[j + 3];
  }
  for (let t = 16; t < 64; t++) {
    const a = w[t - 15];
    const b = w[t - 2];
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[t] = (w[t - 16] + s0 + w[t - 7] + s1) | 0;
  }
  let a = state[0], b = state[1], c = state[2], d = state[3];
  let e = state[4], f = state[5], g = state[6], h = state[7];
  for (let t = 0; t < 64; t++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const choice = (e & f) ^ (~e & g);
    const t1 = (h + s1 + choice + K[t] + w[t]) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const majority = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (s0 + majority) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] += a;
  state[1] += b;
  state[2] += c;
  state[3] += d;
  state[4] += e;
  state[5] += f;
  state[6] += g;
  state[7] += h;
}

/**
 * The SHA-256 digest of `text` encoded as UTF-8. The returned array is reused by the next call: read it (or copy
 * it) before hashing again.
 */
export function sha256Utf8(text: string): Uint8Array {
  const length = utf8(text);
  // Padding: 0x80, zeros to 56 mod 64, then the bit length as a 64-bit big-endian number.
  const blocks = ((length + 8) >> 6) + 1;
  const end = blocks * 64;
  message[length] = 0x80;
  message.fill(0, length + 1, end);
  const bits = length * 8;
  message[end - 4] = bits >>> 24;
  message[end - 3] = (bits >>> 16) & 255;
  message[end - 2] = (bits >>> 8) & 255;
  message[end - 1] = bits & 255;
  message[end - 5] = Math.floor(bits / 2 ** 32) & 255;
  state.set(INITIAL);
  for (let block = 0; block < blocks; block++) compress(block * 64);
  for (let i = 0; i < 8; i++) {
    const word = state[i];
    digest[i * 4] = word >>> 24;
    digest[i * 4 + 1] = (word >>> 16) & 255;
    digest[i * 4 + 2] = (word >>> 8) & 255;
    digest[i * 4 + 3] = word & 255;
  }
  return digest;
}
