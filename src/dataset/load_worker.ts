/**
 * The dataset loader's Worker: reads, validates and publishes a data directory, derives insights if they are
 * missing or stale, builds the search index, and sends the result back packed for transfer. Everything slow about
 * a reload happens here, off the serving thread.
 */
import { ANALYSER_POLICY } from "./insights_policy.ts";
import { loadDataDir } from "./load.ts";
import { packVersion } from "./transfer.ts";

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<{ dir: string }>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
};

scope.onmessage = async (event) => {
  try {
    const loaded = await loadDataDir(event.data.dir, ANALYSER_POLICY);
    if (!loaded.ok) return scope.postMessage({ kind: "done", ok: false, problems: loaded.problems });
    const { message, transfer } = packVersion(loaded.value);
    scope.postMessage({ kind: "done", ok: true, version: message }, transfer);
  } catch (error) {
    scope.postMessage({ kind: "done", ok: false, problems: [`loader failed: ${(error as Error).message}`] });
  }
};
scope.postMessage({ kind: "ready" });
