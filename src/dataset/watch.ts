import { basename } from "node:path";

const WATCHED = new Set(["reviews.json", "insights.json"]);

/**
 * Calls `onChange` after `reviews.json` or `insights.json` in `dir` changes, once per burst of events: editors and
 * `mv` replace files in several steps. Watches the directory, not the file, so an atomic rename is seen too.
 */
export function watchDataDir(dir: string, onChange: () => void, signal: AbortSignal, debounceMs = 200): void {
  const watcher = Deno.watchFs(dir, { recursive: false });
  let timer: ReturnType<typeof setTimeout> | undefined;
  signal.addEventListener("abort", () => {
    clearTimeout(timer);
    watcher.close();
  }, { once: true });
  (async () => {
    try {
      for await (const event of watcher) {
        if (!event.paths.some((path) => WATCHED.has(basename(path)))) continue;
        clearTimeout(timer);
        timer = setTimeout(onChange, debounceMs);
      }
    } catch {
      // The watcher was closed: the server is shutting down.
    }
  })();
}
