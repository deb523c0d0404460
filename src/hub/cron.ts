/** What the process-wide cron runs; a started hub plugs its sweep in, a stopped one takes it out. */
let target: (() => Promise<unknown>) | null = null;

/** Sets (or clears, with null) the sweep the per-minute hub cron runs. */
export function setCronSweep(sweep: (() => Promise<unknown>) | null): void {
  target = sweep;
}

/**
 * Registers the per-minute hub sweep with `Deno.cron`. Deno Deploy picks up cron jobs only when they are registered
 * at the top level of the main module before the server starts, so `main.ts` calls this at top level and the hub,
 * started later, plugs its sweep in with {@link setCronSweep}. Until then a tick does nothing.
 */
export function registerHubCron(): void {
  Deno.cron("hub-sweep", "* * * * *", async () => {
    await target?.();
  });
}
