/**
 * Frees native buffers now rather than at V8's next collection. V8 frees an `ArrayBuffer`'s memory only when it
 * collects the buffer, and it starts a collection for such memory only after tens of megabytes of it: a buffer made
 * per request or per search (a bitset, a zlib chunk, a body replaced by its gzip form) piled up as RSS until then.
 * Detaching a buffer (`transfer(0)`) frees it at once; every view of it reads as empty from then on, so only buffers
 * that are garbage may be given here.
 */

/** Detaches the buffer under `view` (all of it); one that cannot be detached (shared, the runtime's) is left as is. */
export function detachBuffer(view: ArrayBufferView): void {
  const { buffer } = view;
  if (!(buffer instanceof ArrayBuffer)) return;
  try {
    buffer.transfer(0);
  } catch {
    // Not detachable here: the collector frees it as usual.
  }
}

/** Detaches the buffer under `view` only when the view is all of it (never a view into a larger array). */
export function detachOwned(view: ArrayBufferView): void {
  if (view.byteOffset !== 0 || view.byteLength !== view.buffer.byteLength || view.byteLength === 0) return;
  detachBuffer(view);
}
