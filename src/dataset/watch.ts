import { join } from "node:path";

const WATCHED = ["reviews.json", "insights.json"];

/** One state of a path: its own kind, inode, size and times, then its target's (a symlink is followed). */
async function signatureOf(path: string): Promise<string> {
  const parts: unknown[] = [];
  for (const read of [Deno.lstat, Deno.stat]) {
    try {
      const info = await read(path);
      parts.push(info.isFile ? "file" : info.isSymlink ? "link" : "other", info.ino, info.size);
      parts.push(info.mtime?.getTime(), info.ctime?.getTime());
    } catch {
      parts.push("absent");
    }
  }
  return parts.join(":");
}

/** How {@link watchDataDir} polls, and the state its first poll compares with (see {@link dataDirSignature}). */
export interface WatchOptions {
  /** How long a change must hold still before `onChange` runs. */
  debounceMs?: number;
  /** How often the files are polled. */
  pollMs?: number;
  /** The files' state taken before a load read them; without it the first poll only records the state. */
  since?: string;
}

/**
 * Calls `onChange` after `reviews.json` or `insights.json` in `dir` changes, once per burst of changes: editors and
 * `mv` replace files in several steps. It polls `stat` rather than using `Deno.watchFs`: the inotify watcher opens
 * what appears in the directory, so a FIFO there blocked it (and shutdown, which waited for it) forever; a stat
 * never opens anything, and also sees changes on mounts where inotify is silent.
 */
export function watchDataDir(
  dir: string,
  onChange: () => void,
  signal: AbortSignal,
  { debounceMs = 200, pollMs = 500, since }: WatchOptions = {},
): void {
  watchSignature(() => dataDirSignature(dir), onChange, signal, debounceMs, pollMs, since);
}

/**
 * The state of the watched files in `dir` as {@link watchDataDir} compares it. Taken before a load reads them and given
 * to the watcher as `since`, a change made while the load ran (before the watcher's first poll) is still seen.
 */
export async function dataDirSignature(dir: string): Promise<string> {
  return (await Promise.all(WATCHED.map((name) => signatureOf(join(dir, name))))).join("|");
}

/**
 * Polls `read` every `pollMs` and calls `onChange` once the value has changed and then held still for `debounceMs`.
 * `since`, when given, is the value the first poll compares with (else the first poll only records it).
 * The settling read matters: a poll can land in the middle of a change (a rename between its `lstat` and `stat`
 * on a busy machine), and a torn value that merely differs would otherwise count as one change and its completion
 * as a second, and the service would reload twice.
 */
export function watchSignature(
  read: () => Promise<string>,
  onChange: () => void,
  signal: AbortSignal,
  debounceMs: number,
  pollMs: number,
  since?: string,
): void {
  let last: string | undefined = since;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let polling: ReturnType<typeof setTimeout> | undefined;
  const settle = async () => {
    const now = await read();
    if (signal.aborted) return;
    if (now !== last) {
      // Still changing, or the poll saw it half-way: wait for the value to hold still.
      last = now;
      debounce = setTimeout(settle, debounceMs);
      return;
    }
    onChange();
  };
  const poll = async () => {
    const now = await read();
    if (signal.aborted) return;
    if (last !== undefined && now !== last) {
      clearTimeout(debounce);
      debounce = setTimeout(settle, debounceMs);
    }
    last = now;
    polling = setTimeout(poll, pollMs);
  };
  polling = setTimeout(poll, 0);
  signal.addEventListener("abort", () => {
    clearTimeout(debounce);
    clearTimeout(polling);
  }, { once: true });
}
