import assert from "node:assert/strict";
import { RequestActivity, waitForPause } from "../../src/http/request_activity.ts";
import { buildSearchIndex } from "../../src/search/index.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Notes a request every few milliseconds until `until` settles or `maxMs` pass; true when `until` settled first. */
async function touchUntil(activity: RequestActivity, until: Promise<unknown>, maxMs: number): Promise<boolean> {
  let settled = false;
  void until.then(() => settled = true);
  const start = performance.now();
  while (!settled && performance.now() - start < maxMs) {
    activity.touch();
    await sleep(5);
  }
  return settled;
}

Deno.test("waitForPause: at once before any request, else until the requests have paused", async () => {
  const activity = new RequestActivity();
  assert.equal(activity.sinceLast, Infinity);
  assert.equal(await waitForPause(activity, 50, 1000), 0, "no request yet: no wait");
  activity.touch();
  assert.ok(activity.sinceLast < 50);
  await waitForPause(activity, 50, 10_000);
  assert.ok(activity.sinceLast >= 50, "resolved only once no request had come for the quiet time");
});

Deno.test("waitForPause: steady requests never hold it past its limit, and an abort ends it", async () => {
  const activity = new RequestActivity();
  activity.touch();
  // Requests keep coming for up to 20 s; the wait is limited to 100 ms, so it must end while they still come.
  const limited = waitForPause(activity, 1000, 100);
  assert.ok(await touchUntil(activity, limited, 20_000), "ended by its limit, not by a pause");
  assert.ok(await limited >= 100);

  const controller = new AbortController();
  activity.touch();
  const aborted = waitForPause(activity, 60_000, 60_000, controller.signal);
  setTimeout(() => controller.abort(), 20);
  assert.ok(await touchUntil(activity, aborted, 20_000), "ended by the abort");
});

Deno.test("the warm-up waits for a pause in requests, yet finishes under steady requests with the same index", async () => {
  const { generateReviewsFile } = await import("../../src/generate/mod.ts");
  const { publish } = await import("../../src/dataset/publish.ts");
  const { DatasetViews } = await import("../../src/http/views.ts");
  const published = publish(generateReviewsFile({ reviews: 2000, seed: "warm-up-pause" }));
  const full = buildSearchIndex(published);
  const views = new DatasetViews(
    { published, insights: {} as import("../../src/model/mod.ts").Insights, insightsOrigin: "stored" },
    "http://x",
  );
  const activity = new RequestActivity();
  activity.touch();
  let warm = false;
  const warming = views.warmUp(undefined, undefined, activity).then(() => warm = true);
  // Requests right after it started: the text index waits for them (its first step, ratings and dates, does not).
  for (let k = 0; k < 2; k++) {
    activity.touch();
    await sleep(5);
  }
  assert.equal(warm, false, "still waiting for a pause");
  assert.equal(views.searchIndex.text, null, "no text index yet: the texts are scanned meanwhile");
  assert.ok(await touchUntil(activity, warming, 60_000), "finished although the requests never paused");
  assert.deepEqual(views.searchIndex.text, full.text);
});
