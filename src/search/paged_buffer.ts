/**
 * Scratch memory for building the text index, in pages of its own rather than from malloc.
 *
 * Measured at 100,000 reviews (Deno 2.9.6, glibc): the build's temporaries (the growing token stream, 32 MiB at
 * the end, the places before they become gaps, the review edges) came from glibc's heap once its mmap threshold had
 * risen to 32 MiB (it follows the largest buffer freed). Freed, they left holes below the index's own arrays that
 * glibc never gives back (it trims only the heap's top): 26 to 45 MiB of resident free memory after the searches.
 * A `WebAssembly.Memory` is mapped by V8 page by page, outside malloc, grows in place without a copy, and is unmapped
 * when collected (the warm-up collects right after the index is built). Its typed arrays are ordinary ones (as fast in
 * a loop as any), but its buffer cannot be transferred or detached, so only the build's own scratch lives here.
 */

/** Bytes of a WebAssembly page. */
const PAGE = 65536;

/** Bytes in an ArrayBuffer of at least `bytes`, kept apart from malloc where the runtime allows. */
export class PagedBuffer {
  #memory: WebAssembly.Memory | null = null;
  #buffer: ArrayBuffer;

  constructor(bytes: number) {
    try {
      this.#memory = new WebAssembly.Memory({ initial: Math.max(1, Math.ceil(bytes / PAGE)) });
      this.#buffer = this.#memory.buffer as ArrayBuffer; // not shared: made without `shared`
    } catch {
      // No WebAssembly here, or no address space for it: an ordinary buffer does the same work.
      this.#buffer = new ArrayBuffer(bytes);
    }
  }

  /** The buffer now; a {@link grow} replaces it (views of the old one then read as empty). */
  get buffer(): ArrayBuffer {
    return this.#buffer;
  }

  /** Whether the bytes are pages of their own (false where the fallback took over). */
  get paged(): boolean {
    return this.#memory !== null;
  }

  /** Grows to at least `bytes`, keeping the contents (in place for pages); returns the new buffer. */
  grow(bytes: number): ArrayBuffer {
    if (bytes <= this.#buffer.byteLength) return this.#buffer;
    if (this.#memory) {
      try {
        this.#memory.grow(Math.ceil((bytes - this.#buffer.byteLength) / PAGE));
        return this.#buffer = this.#memory.buffer as ArrayBuffer;
      } catch {
        // Past what the pages may hold: copied into an ordinary buffer from here on.
        this.#memory = null;
      }
    }
    const grown = new ArrayBuffer(bytes);
    new Uint8Array(grown).set(new Uint8Array(this.#buffer));
    return this.#buffer = grown;
  }
}

/** A zeroed Uint32Array of `length` for scratch work (see {@link PagedBuffer}). */
export function scratchUint32(length: number): Uint32Array<ArrayBuffer> {
  return new Uint32Array(new PagedBuffer(length * 4).buffer, 0, length);
}

/** A zeroed Uint8Array of `length` for scratch work (see {@link PagedBuffer}). */
export function scratchUint8(length: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(new PagedBuffer(length).buffer, 0, length);
}
