/**
 * The dataset loader's Worker, in one of two modes.
 * - Reload (`{ kind: "load", dir }`): reads, validates and publishes a data directory, derives insights if they
 *   are missing or stale, builds the search index, and sends the result back packed for transfer. Everything slow
 *   about a reload happens here, off the serving thread.
 * - Start (`{ kind: "insights", path }`, then `{ kind: "subject", … }`): reads and validates the stored
 *   `insights.json` while the serving thread loads the reviews, then, told the published reviews' hash and ids,
 *   sends back the insights compacted (see `stored_insights.ts`), or null when they are missing, invalid or stale.
 */
import { setPriority } from "node:os";
import { log } from "../log.ts";
import { ANALYSER_POLICY } from "./insights_policy.ts";
import { loadDataDir } from "./load.ts";
import { DATA_FILE_LIMITS, readRegularFile } from "./read_regular_file.ts";
import {
  compactInsights,
  compactTransferables,
  type InsightsSubject,
  type ValidInsights,
  validStoredInsights,
} from "./stored_insights.ts";
import { packVersion } from "./transfer.ts";

/** What the serving thread sends this Worker. */
export type LoaderRequest =
  | { kind: "load"; dir: string }
  | { kind: "insights"; path: string }
  | { kind: "subject"; subject: InsightsSubject; ids: readonly string[] };

// Below the serving thread: on two cores, a start's first answers (and a reload's requests) keep a core while this
// works. Only on Linux, where a nice value belongs to the thread; elsewhere it would lower the whole process.
if (Deno.build.os === "linux") {
  try {
    setPriority(10);
  } catch {
    // Not permitted here (a sandbox): the Worker runs at the serving thread's priority, as before.
  }
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<LoaderRequest>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
};

/** Stored insights, read, validated and serialised; null when missing or invalid (logged, as the in-thread loader does). */
async function readStoredInsights(path: string): Promise<ValidInsights | null> {
  const read = await readRegularFile(path, DATA_FILE_LIMITS);
  if (!read.ok) {
    if (!read.missing) log("warn", "insights.json not used", { problem: read.problem });
    return null;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(read.text);
  } catch (error) {
    log("warn", "insights.json not used", { problem: `not valid JSON: ${(error as Error).message}` });
    return null;
  }
  return validStoredInsights(raw);
}

let stored: Promise<ValidInsights | null> = Promise.resolve(null);

scope.onmessage = async (event) => {
  const request = event.data;
  try {
    if (request.kind === "insights") {
      stored = readStoredInsights(request.path);
    } else if (request.kind === "subject") {
      const valid = await stored;
      const compact = valid && compactInsights(valid, request.subject, request.ids, ANALYSER_POLICY.isCurrent);
      scope.postMessage({ kind: "insights", compact }, compact ? compactTransferables(compact) : []);
    } else {
      const loaded = await loadDataDir(request.dir, ANALYSER_POLICY);
      if (!loaded.ok) return scope.postMessage({ kind: "done", ok: false, problems: loaded.problems });
      const { message, transfer } = packVersion(loaded.value);
      scope.postMessage({ kind: "done", ok: true, version: message }, transfer);
    }
  } catch (error) {
    scope.postMessage({ kind: "done", ok: false, problems: [`loader failed: ${(error as Error).message}`] });
  }
};
scope.postMessage({ kind: "ready" });
