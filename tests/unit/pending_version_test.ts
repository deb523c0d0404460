import assert from "node:assert/strict";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { type InsightsParts, PendingVersion } from "../../src/dataset/pending_version.ts";
import { NO_ANALYSES } from "../../src/dataset/per_review.ts";
import { publish } from "../../src/dataset/publish.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { answersFromReviews } from "../../src/http/early.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { SearchFilters } from "../../src/search/filters.ts";
import { search } from "../../src/search/search.ts";

Deno.test("a pending version serves its reviews, then its insights once settled; the warm-up waits for them", async () => {
  const published = publish(generateReviewsFile({ reviews: 400, seed: "pending" }));
  const insights = ANALYSER_POLICY.derive(published);
  // Postings that detection would never give, so the test sees which ones search used.
  const technician = published.business.technicians[0].id;
  const postings = { technicians: new Map([[technician, Uint32Array.of(0, 5)]]), services: new Map() };
  let settle!: (parts: InsightsParts) => void;
  const version = new PendingVersion(published, new Promise((resolve) => settle = resolve));
  assert.throws(() => version.insights, /not ready/);
  assert.throws(() => version.insightsOrigin, /not ready/);
  assert.equal(version.prepared, undefined);

  const views = new DatasetViews(version, "http://x");
  assert.ok(views.reviews.body.length > 0);
  let warm = false;
  const warming = views.warmUp().then(() => warm = true);
  // A text search is answered meanwhile, by scan or index.
  assert.ok(search(views.searchIndex, SearchFilters.parse({ query: "the", limit: 5 })).matched > 0);
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(warm, false, "the warm-up waits for the insights before the entity postings");
  assert.notEqual(views.searchIndex.text, null, "text queries use the text index without waiting for the insights");

  settle({ insights, perReview: NO_ANALYSES, insightsOrigin: "stored", prepared: { entityPostings: postings } });
  await version.ready;
  await warming;
  assert.equal(version.insights, insights);
  assert.equal(version.insightsOrigin, "stored");
  const found = search(views.searchIndex, SearchFilters.parse({ mentions_technician: technician, limit: 10 }));
  assert.deepEqual(found.reviews.map((review) => review.id), [published.reviews.at(0).id, published.reviews.at(5).id]);
});

Deno.test("answersFromReviews: the reviews, feeds, since, health and searches not by mention", () => {
  const early = (path: string) => answersFromReviews(new URL(path, "http://x"));
  for (const path of ["/reviews.json", "/api/feed.json", "/feed.xml", "/health", "/api/reviews/since/2025-01-01"]) {
    assert.ok(early(path), path);
  }
  assert.ok(early("/api/reviews/search?query=on%20time&rating=5"));
  for (
    const path of [
      "/",
      "/insights.json",
      "/mcp",
      "/reviews",
      "/reviews.json/x",
      "/api/reviews/search?mentions_technician=marcus",
      "/api/reviews/search?query=a&mentions_service=drain",
      "/api/websub/hub",
      "/docs",
    ]
  ) assert.equal(early(path), false, path);
});
