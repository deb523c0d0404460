import assert from "node:assert/strict";
import { releaseHeapGarbage } from "../../src/heap_release.ts";
import { startLoaderWorker } from "../../src/dataset/background_load.ts";
import type { LoaderRequest } from "../../src/dataset/load_worker.ts";

Deno.test("releaseHeapGarbage gives a dropped heap back at once, and leaves no gc global behind", async () => {
  let garbage: { n: number; s: string }[] | null = [];
  for (let i = 0; i < 600_000; i++) garbage.push({ n: i, s: `item ${i}` });
  const before = Deno.memoryUsage().heapTotal;
  assert.equal(garbage.length, 600_000);
  garbage = null;
  assert.equal(await releaseHeapGarbage(), true, "Deno has node:vm and v8.setFlagsFromString");
  const after = Deno.memoryUsage().heapTotal;
  // The garbage is about 40 MiB of objects and strings; whatever else the test process holds stays.
  assert.ok(before - after > 30 * 2 ** 20, `heap ${before} bytes before, ${after} after`);
  assert.equal("gc" in globalThis, false);
  assert.equal(await releaseHeapGarbage(), true, "a second call reuses the collector");
});

Deno.test("the loader Worker says it has released its heap after each answer", async () => {
  const dir = await Deno.makeTempDir({ prefix: "reviews-release-" });
  const worker = startLoaderWorker();
  assert.ok(worker);
  try {
    await Deno.writeTextFile(`${dir}/reviews.json`, "{ not json");
    const kinds: string[] = [];
    const released = new Promise<void>((resolve) => {
      worker.onmessage = (event: MessageEvent<{ kind: string }>) => {
        kinds.push(event.data.kind);
        if (event.data.kind === "released") resolve();
      };
    });
    worker.postMessage({ kind: "insights", path: `${dir}/insights.json` } satisfies LoaderRequest);
    worker.postMessage({ kind: "subject", subject: { business: { category: "x" }, sha256: "0" }, ids: [] });
    await released;
    assert.deepEqual(kinds, ["ready", "insights", "released"]);
    const again = new Promise<void>((resolve) =>
      worker.onmessage = (event) => event.data.kind === "released" && resolve()
    );
    worker.postMessage({ kind: "load", dir } satisfies LoaderRequest);
    await again;
  } finally {
    worker.terminate();
    await Deno.remove(dir, { recursive: true });
  }
});
