/**
 * The dataset loader's Worker, in one of two modes.
 * - Reload (`{ kind: "load", dir }`): reads, validates and publishes a data directory, derives insights if they
 *   are missing or stale, builds the search index, and sends the result back packed for transfer. Everything slow
 *   about a reload happens here, off the serving thread.
 * - Start (`{ kind: "share", … }` when the reviews file is large, `{ kind: "insights", path }`, then
 *   `{ kind: "subject", … }`): stages its share of the reviews beside the serving thread (see `publish_share.ts`)
 *   at the serving thread's priority, then reads and validates the stored `insights.json` while the serving thread
 *   finishes the reviews, then, told the published reviews' hash and ids, sends back the insights compacted (see
 *   `stored_insights.ts`), or null when they are missing, invalid or stale.
 *
 * After each answer the Worker collects its heap and says `{ kind: "released" }`; the serving thread ends it then.
 * Ended at once, its freed heap (over 100 MB for a 100,000-review start) stayed in the process for seconds.
 */
import { setPriority } from "node:os";
import { releaseHeapGarbage } from "../heap_release.ts";
import { log } from "../log.ts";
import { analyserPolicy } from "./analyser_on_demand.ts";
import { analyserIsCurrent } from "./insights_current.ts";
import { loadDataDir } from "./load.ts";
import { DATA_FILE_LIMITS, readRegularFileBytes } from "./read_regular_file.ts";
import {
  compactInsights,
  compactTransferables,
  type InsightsSubject,
  type ValidInsights,
  validStoredInsights,
  validStoredInsightsInPieces,
} from "./stored_insights.ts";
import { packVersion } from "./transfer.ts";
import { partTransferables } from "./staged.ts";
import { type ShareRequest, stageShare } from "./publish_share.ts";

/** What the serving thread sends this Worker. */
export type LoaderRequest =
  | { kind: "load"; dir: string }
  | { kind: "share"; request: ShareRequest }
  | { kind: "insights"; path: string }
  | { kind: "subject"; subject: InsightsSubject; ids: readonly string[] };

/**
 * Puts this thread below the serving thread: on two cores, a start's first answers (and a reload's requests) keep a
 * core while this works. Not before a start's share of the reviews (which the serving thread waits for): a thread
 * cannot raise its priority again. Only on Linux, where a nice value belongs to the thread; elsewhere it would
 * lower the whole process.
 */
let lowered = false;
function lowerPriority(): void {
  if (Deno.build.os !== "linux" || lowered) return;
  lowered = true;
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

/**
 * Stored insights, read, validated and serialised; null when missing or invalid (logged, as the in-thread loader
 * does). The reading's garbage is collected before this resolves: the serving thread's answer usually comes later
 * (once the reviews are published), and the Worker's heap need not be at its largest meanwhile.
 */
async function readStoredInsights(path: string): Promise<ValidInsights | null> {
  const valid = await readAndValidate(path);
  await releaseHeapGarbage();
  return valid;
}

async function readAndValidate(path: string): Promise<ValidInsights | null> {
  const read = await readRegularFileBytes(path, DATA_FILE_LIMITS);
  if (!read.ok) {
    if (!read.missing) log("warn", "insights.json not used", { problem: read.problem });
    return null;
  }
  const inPieces = validStoredInsightsInPieces(read.bytes);
  if (inPieces !== undefined) return inPieces;
  // The bytes were written over: an unusual file (rare) is read again, and parsed whole.
  const again = await readRegularFileBytes(path, DATA_FILE_LIMITS);
  if (!again.ok) {
    log("warn", "insights.json not used", { problem: again.problem });
    return null;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(again.bytes));
  } catch (error) {
    log("warn", "insights.json not used", { problem: `not valid JSON: ${(error as Error).message}` });
    return null;
  }
  return validStoredInsights(raw);
}

let stored: Promise<ValidInsights | null> = Promise.resolve(null);

/** The stored insights compacted for the published reviews (kept out of the handler, so nothing else holds them). */
async function answerSubject(request: Extract<LoaderRequest, { kind: "subject" }>): Promise<void> {
  const valid = await stored;
  stored = Promise.resolve(null);
  const compact = valid && compactInsights(valid, request.subject, request.ids, analyserIsCurrent);
  scope.postMessage({ kind: "insights", compact }, compact ? compactTransferables(compact) : []);
}

/** A whole data directory loaded and sent back packed (its buffers transferred). */
async function answerLoad(dir: string): Promise<void> {
  const loaded = await loadDataDir(dir, await analyserPolicy());
  if (!loaded.ok) return scope.postMessage({ kind: "done", ok: false, problems: loaded.problems });
  const { message, transfer } = packVersion(loaded.value);
  scope.postMessage({ kind: "done", ok: true, version: message }, transfer);
}

scope.onmessage = async (event) => {
  const request = event.data;
  if (request.kind === "share") {
    const answer = stageShare(request.request);
    scope.postMessage({ kind: "share", answer }, answer.part ? partTransferables(answer.part) : []);
    // Its garbage goes back now (while the next request's read waits for the disk), not at the first answers, and
    // below the serving thread, which is about to answer them.
    lowerPriority();
    await releaseHeapGarbage();
    return;
  }
  lowerPriority();
  if (request.kind === "insights") {
    stored = readStoredInsights(request.path);
    return;
  }
  try {
    await (request.kind === "subject" ? answerSubject(request) : answerLoad(request.dir));
  } catch (error) {
    scope.postMessage({ kind: "done", ok: false, problems: [`loader failed: ${(error as Error).message}`] });
  }
  // Answered, and nothing of the load is referenced any more: its heap goes back to the system before this ends.
  await releaseHeapGarbage();
  scope.postMessage({ kind: "released" });
};
scope.postMessage({ kind: "ready" });
