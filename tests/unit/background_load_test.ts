import assert from "node:assert/strict";
import { loadInBackground } from "../../src/dataset/background_load.ts";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { loadDataDir } from "../../src/dataset/load.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { SearchFilters } from "../../src/search/filters.ts";
import { search } from "../../src/search/search.ts";
import { fullInsights } from "../helpers/full_insights.ts";

Deno.test("a version prepared in the loader Worker equals one loaded in this thread", async () => {
  const dir = await Deno.makeTempDir({ prefix: "reviews-bg-" });
  try {
    const file = generateReviewsFile({ reviews: 2500, seed: "background-load" });
    file.reviews[3].text = "Ünïcödé 🚀 and a/c — fine";
    await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify(file));
    const derived = await loadDataDir(dir, ANALYSER_POLICY);
    assert.ok(derived.ok);
    // Stored insights, so both sides serve the same generated_at.
    await Deno.writeTextFile(`${dir}/insights.json`, JSON.stringify(fullInsights(derived.value)));
    let inThreadCalls = 0;
    const here = await loadDataDir(dir, ANALYSER_POLICY);
    const there = await loadInBackground(dir, () => (inThreadCalls++, loadDataDir(dir, ANALYSER_POLICY)));
    assert.ok(here.ok && there.ok);
    assert.equal(inThreadCalls, 0, "the Worker did the work");
    const [a, b] = [here.value, there.value];
    assert.deepEqual([...b.published.reviews], [...a.published.reviews]);
    assert.equal(b.published.sha256, a.published.sha256);
    assert.deepEqual(b.published.aggregate, a.published.aggregate);
    assert.equal(b.published.lastModified?.getTime(), a.published.lastModified?.getTime());
    assert.deepEqual(b.published.mentions, a.published.mentions);
    assert.ok(b.prepared?.searchIndex, "the index came built");
    assert.equal(b.insightsOrigin, "stored");

    const viewsHere = new DatasetViews(a, "http://x");
    const viewsThere = new DatasetViews(b, "http://x");
    assert.deepEqual(viewsThere.insights.body, viewsHere.insights.body);
    assert.equal(viewsThere.insights.etag, viewsHere.insights.etag);
    assert.deepEqual(viewsThere.reviews.body, viewsHere.reviews.body);
    assert.equal(viewsThere.reviews.etag, viewsHere.reviews.etag);
    // Insights without per_review crossed by structured clone; per_review is parsed from the body when read.
    assert.deepEqual(b.insights.aspects, a.insights.aspects);
    // Each review's analysis is read from the body, as it is in the stored file.
    const stored = JSON.parse(await Deno.readTextFile(`${dir}/insights.json`)).per_review;
    for (const review of a.published.reviews) {
      assert.deepEqual(b.perReview?.analysisOf(review.id), stored[review.id]);
      assert.deepEqual(a.perReview?.analysisOf(review.id), stored[review.id]);
    }
    for (const filters of [{ query: "on time" }, { query: "a/c" }, { mentions_technician: "marcus", rating: 5 }]) {
      const parsed = SearchFilters.parse({ limit: 50, ...filters });
      assert.deepEqual(search(viewsThere.searchIndex, parsed), search(viewsHere.searchIndex, parsed));
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a broken file is refused by the loader Worker with its problems", async () => {
  const dir = await Deno.makeTempDir({ prefix: "reviews-bg-" });
  try {
    await Deno.writeTextFile(`${dir}/reviews.json`, "{ not json");
    const result = await loadInBackground(dir, () => assert.fail("the Worker answers"));
    assert.equal(result.ok, false);
    if (!result.ok) assert.match(result.problems[0], /not valid JSON/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
