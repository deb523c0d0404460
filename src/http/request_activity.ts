/**
 * When requests last arrived, so background work can wait for a pause in them. Deno writes a response's body
 * between JavaScript tasks and its client reads it on the same few cores; `ServeHandlerInfo.completed` settles once
 * the body is handed over, long before a client has read 62 MiB. After a start, the search index's warm-up (a core
 * for a second or more at 100,000 reviews) made the first `/reviews.json` reach a client on the same two cores two
 * to three times later than without it, so the warm-up waits for a pause instead (see `DatasetViews.warmUp`).
 */
export class RequestActivity {
  #last = -Infinity;

  /** Notes a request arriving now. */
  touch(): void {
    this.#last = performance.now();
  }

  /** Milliseconds since the last request arrived; Infinity before any. */
  get sinceLast(): number {
    return performance.now() - this.#last;
  }
}

/**
 * Waits until no request has arrived for `quietMs`, for at most `limitMs` (so steady traffic never starves
 * background work) or until `signal` aborts. Resolves with the milliseconds waited (0 when it did not wait).
 */
export async function waitForPause(
  activity: RequestActivity,
  quietMs: number,
  limitMs: number,
  signal?: AbortSignal,
): Promise<number> {
  const start = performance.now();
  let waited = false;
  for (;;) {
    const wait = Math.min(quietMs - activity.sinceLast, limitMs - (performance.now() - start));
    if (wait <= 0 || signal?.aborted) break;
    waited = true;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, wait);
      signal?.addEventListener("abort", done, { once: true });
    });
  }
  return waited ? performance.now() - start : 0;
}
