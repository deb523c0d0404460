import assert from "node:assert/strict";
import { analyserPolicy } from "../../src/dataset/analyser_on_demand.ts";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { loadDataDir } from "../../src/dataset/load.ts";
import { coreFree, loadDataDirAtStart } from "../../src/dataset/start_load.ts";
import { compactInsights, validStoredInsights } from "../../src/dataset/stored_insights.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { buildEntityPostings } from "../../src/search/index.ts";
import { SearchFilters } from "../../src/search/filters.ts";
import { search } from "../../src/search/search.ts";
import { fullInsights } from "../helpers/full_insights.ts";

async function withDataDir(reviews: number, run: (dir: string) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "reviews-start-" });
  try {
    const file = generateReviewsFile({ reviews, seed: "start-load" });
    file.reviews[2].text = 'Ünïcödé 🚀 "quoted" \\ back\u2028slash </script> and a/c';
    await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify(file));
    await run(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("a start with stored insights checked in the Worker serves what the in-thread load serves", async () => {
  // 2,200 reviews: 35 pieces of 64, enough for the loader Worker to be given a share of them (publish_share.ts).
  await withDataDir(2200, async (dir) => {
    const derived = await loadDataDir(dir, ANALYSER_POLICY);
    assert.ok(derived.ok);
    await Deno.writeTextFile(`${dir}/insights.json`, JSON.stringify(fullInsights(derived.value), null, 2));
    // The policy is loaded on demand, as the server does: current stored insights never need the analyser.
    let loads = 0;
    const onDemand = () => (loads++, Promise.resolve(ANALYSER_POLICY));
    const [here, start] = [
      await loadDataDir(dir, ANALYSER_POLICY),
      await loadDataDirAtStart(dir, onDemand, undefined, true),
    ];
    assert.ok(here.ok && start.ok);
    const [a, b] = [here.value, start.value];
    assert.ok(b.ready, "the version came back before its insights were checked");
    assert.throws(() => b.insights, /not ready/);
    const preparedBefore = b.prepared;
    assert.equal(preparedBefore, undefined);
    // Its reviews can be served meanwhile.
    assert.deepEqual(new DatasetViews(b, "http://x").reviews.body, new DatasetViews(a, "http://x").reviews.body);
    await b.ready;
    assert.equal(b.insightsOrigin, "stored");
    assert.equal(loads, 0, "the analyser was not loaded");
    assert.ok(b.prepared?.entityPostings, "entity postings came from the stored insights");
    assert.equal(b.published.sha256, a.published.sha256);
    assert.deepEqual([...b.published.reviews], [...a.published.reviews]);
    // The postings taken from per_review are those detection gives (the stored insights came from detection).
    assert.deepEqual(b.prepared.entityPostings, buildEntityPostings(a.published));
    assert.deepEqual(b.insights.aspects, a.insights.aspects);
    // Each review's analysis is read from the body, as it is in the stored file.
    const stored = JSON.parse(await Deno.readTextFile(`${dir}/insights.json`)).per_review;
    for (const review of a.published.reviews) {
      assert.deepEqual(b.perReview?.analysisOf(review.id), stored[review.id]);
      assert.deepEqual(a.perReview?.analysisOf(review.id), stored[review.id]);
    }

    const [viewsHere, viewsStart] = [new DatasetViews(a, "http://x"), new DatasetViews(b, "http://x")];
    assert.deepEqual(viewsStart.insights.body, viewsHere.insights.body);
    assert.equal(viewsStart.insights.etag, viewsHere.insights.etag);
    assert.deepEqual(viewsStart.reviews.body, viewsHere.reviews.body);
    for (const filters of [{ mentions_technician: "marcus" }, { mentions_service: "furnace-repair", rating: 5 }]) {
      const parsed = SearchFilters.parse({ limit: 100, ...filters });
      const found = search(viewsStart.searchIndex, parsed);
      assert.deepEqual(found, search(viewsHere.searchIndex, parsed));
    }
  });
});

Deno.test("a start derives insights that are stale, invalid or missing", async () => {
  await withDataDir(300, async (dir) => {
    const derived = await loadDataDir(dir, ANALYSER_POLICY);
    assert.ok(derived.ok);
    const cases: [string, string | null][] = [
      ["stale", JSON.stringify({ ...fullInsights(derived.value), source_sha256: "0".repeat(64) })],
      ["invalid", JSON.stringify({ ...fullInsights(derived.value), version: "two" })],
      ["not JSON", "{"],
      ["missing", null],
    ];
    for (const [what, text] of cases) {
      if (text === null) await Deno.remove(`${dir}/insights.json`);
      else await Deno.writeTextFile(`${dir}/insights.json`, text);
      // Loaded on demand as the server loads it: here the analyser is needed, and loaded.
      const start = await loadDataDirAtStart(dir, analyserPolicy);
      assert.ok(start.ok, what);
      await start.value.ready;
      assert.equal(start.value.insightsOrigin, "derived", what);
      assert.equal(start.value.insights.source_sha256, derived.value.published.sha256, what);
      // Derived here: the body was made with them, and search detects the entities itself.
      assert.ok(start.value.prepared?.insightsBody, what);
      assert.equal(start.value.prepared.entityPostings, undefined, what);
    }
  });
});

Deno.test("the analyser's policy loaded on demand is the one the commands use, loaded once", async () => {
  const [first, second] = await Promise.all([analyserPolicy(), analyserPolicy()]);
  assert.equal(first, ANALYSER_POLICY);
  assert.equal(second, first);
});

Deno.test("a start refuses a broken reviews file with its problems", async () => {
  const dir = await Deno.makeTempDir({ prefix: "reviews-start-" });
  try {
    await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify({ business: {}, reviews: [{ id: 1 }] }));
    const result = await loadDataDirAtStart(dir, ANALYSER_POLICY);
    assert.equal(result.ok, false);
    if (!result.ok) assert.ok(result.problems.some((problem) => problem.startsWith("reviews[0]")));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("compact insights: postings follow the published order and skip reviews without an analysis", () => {
  const file = generateReviewsFile({ reviews: 50, seed: "compact" });
  const ids = file.reviews.map((review) => review.id);
  const analysis = (technicians: string[], services: string[]) => ({
    sentiment: "positive" as const,
    score: 0.5,
    aspects: {},
    technicians,
    services,
    problems: [],
    service_areas: [],
  });
  const subject = { business: { category: "HVACBusiness" }, sha256: "a".repeat(64) };
  const stored = {
    version: 1,
    taxonomy: "home_services",
    generated_at: "2026-01-01T00:00:00.000Z",
    model: "m",
    source_sha256: subject.sha256,
    review_count: 3,
    date_range: { earliest: null, latest: null },
    overall_sentiment: { score: 0, positive_pct: 0, neutral_pct: 0, negative_pct: 0 },
    aspects: [],
    entities: { technicians: [], services: [], problems: [], service_areas: [] },
    topics: [],
    temporal: { monthly: [], trend: "stable" },
    per_review: {
      [ids[7]]: analysis(["ana"], ["drain"]),
      [ids[3]]: analysis(["ana", "bo"], []),
      "not-published": analysis(["zed"], ["drain"]),
    },
    faq: [],
    summary: "",
    pull_quote: null,
  };
  const valid = validStoredInsights(stored);
  assert.ok(valid, "the hand-made insights are valid");
  const current = (insights: { source_sha256: string }, s: typeof subject) => insights.source_sha256 === s.sha256;
  const compact = compactInsights(valid, subject, ids, current);
  assert.ok(compact);
  assert.deepEqual(compact.postings.technicians, new Map([["bo", Uint32Array.of(3)], ["ana", Uint32Array.of(3, 7)]]));
  assert.deepEqual(compact.postings.services, new Map([["drain", Uint32Array.of(7)]]));
  assert.equal("per_review" in compact.insights, false);
  assert.deepEqual(JSON.parse(new TextDecoder().decode(compact.body)), stored);
  assert.equal(compactInsights(valid, { ...subject, sha256: "b".repeat(64) }, ids, current), null);
  assert.equal(validStoredInsights({ ...stored, per_review: { x: { sentiment: "happy" } } }), null);
});

Deno.test("the share is made while the 1-minute load average is below the cores (the start's own client counts)", () => {
  // A quiet 2-core machine with a benchmark or deploy script running reads 1.1 to 1.9: a core is still free.
  assert.equal(coreFree(1.9, 2), true);
  assert.equal(coreFree(0, 2), true);
  // Busy (2.6 and up measured a slower start with the share); at the cores exactly, no core is free.
  assert.equal(coreFree(2, 2), false);
  assert.equal(coreFree(2.6, 2), false);
  assert.equal(coreFree(3.9, 4), true);
});
