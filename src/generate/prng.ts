/**
 * A small seeded pseudo-random generator (sfc32 seeded by cyrb128) with the helpers the generator needs.
 *
 * Why not Math.random: the bundled dataset must be reproducible byte for byte from a seed, on every platform.
 */

/** Hashes a seed string into four 32-bit words (cyrb128), so similar seeds still give unrelated streams. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

interface WeightTable {
  keys: string[];
  weights: number[];
  total: number;
}

// Weight objects are module constants, so their entries are computed once (this is hot at 100k reviews).
const tables = new WeakMap<object, WeightTable>();

function tableOf(weights: Readonly<Record<string, number>>): WeightTable {
  let table = tables.get(weights);
  if (!table) {
    const keys = Object.keys(weights);
    const values = keys.map((k) => weights[k]);
    table = { keys, weights: values, total: values.reduce((a, b) => a + b, 0) };
    tables.set(weights, table);
  }
  return table;
}

/** A deterministic random stream. Every draw advances the one underlying sfc32 state. */
export class Rng {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  /** Seeds the stream from any string or number; the same seed always yields the same sequence. */
  constructor(seed: string | number) {
    [this.#a, this.#b, this.#c, this.#d] = cyrb128(`${typeof seed}:${seed}`);
    // Warm up: the first outputs of sfc32 are weakly mixed.
    for (let i = 0; i < 15; i++) this.uint32();
  }

  /** A uniform unsigned 32-bit integer. */
  uint32(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return t >>> 0;
  }

  /** A uniform float in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** A uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty array, uniformly. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** One key of `weights`, with probability proportional to its (non-negative) weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const table = tableOf(weights);
    let r = this.next() * table.total;
    for (let i = 0; i < table.keys.length; i++) {
      r -= table.weights[i];
      if (r < 0) return table.keys[i] as K;
    }
    return table.keys[table.keys.length - 1] as K;
  }

  /** `count` distinct elements of `items` in random order (all of them when count >= length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }
}
