/**
 * Reusable zeroed work arrays for per-review analysis. A typed array past 64 bytes costs a malloc, a finalizer and
 * a sweep; a review of real length needs a dozen per call (profiled: about a third of `analyzeText`'s own time),
 * so they are kept per slot and cleared instead. Callers must not keep a view past their call.
 */
export class Scratch {
  readonly #bytes: Uint8Array[] = [];
  readonly #f32: Float32Array[] = [];
  readonly #f64: Float64Array[] = [];

  /** Byte array number `slot`, `n` long, zeroed. */
  bytes(slot: number, n: number): Uint8Array {
    let array = this.#bytes[slot];
    if (array === undefined || array.length < n) array = this.#bytes[slot] = new Uint8Array(grow(n));
    return zeroed(array.subarray(0, n));
  }

  /** 32-bit float array number `slot`, `n` long, zeroed. */
  f32(slot: number, n: number): Float32Array {
    let array = this.#f32[slot];
    if (array === undefined || array.length < n) array = this.#f32[slot] = new Float32Array(grow(n));
    return zeroed(array.subarray(0, n));
  }

  /** 64-bit float array number `slot`, `n` long, zeroed. */
  f64(slot: number, n: number): Float64Array {
    let array = this.#f64[slot];
    if (array === undefined || array.length < n) array = this.#f64[slot] = new Float64Array(grow(n));
    return zeroed(array.subarray(0, n));
  }
}

const grow = (n: number) => Math.max(256, 2 ** Math.ceil(Math.log2(n + 1)));
const zeroed = <T extends { fill(value: number): T }>(view: T): T => view.fill(0);
