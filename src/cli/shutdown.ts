/** How long shutdown may take after SIGTERM before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Waits for `work` (closing the server, draining reloads and hub jobs), but no longer than `graceMs` after `signal`
 * aborts: a hung read or a stuck connection must never keep a process alive that was told to stop. Resolves true
 * when the work finished, false when the grace period ran out first.
 */
export function finishWithin(
  work: Promise<unknown>,
  signal: AbortSignal,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startGrace = () => timer = setTimeout(() => resolve(false), graceMs);
    if (signal.aborted) startGrace();
    else signal.addEventListener("abort", startGrace, { once: true });
    work.then(() => true, () => true).then((done) => {
      clearTimeout(timer);
      signal.removeEventListener("abort", startGrace);
      resolve(done);
    });
  });
}
