/** The analyser on the smallest businesses an `init` + `import` produces: zero reviews, one review, one rating. */
import assert from "node:assert/strict";
import { deriveInsights } from "../../src/insights/mod.ts";
import { BusinessInput, Insights, type Review } from "../../src/model/mod.ts";

const business = BusinessInput.parse({ id: "crumb", name: "Crumb & Co", category: "Bakery" });
const review = (text: string | null, rating = 5): Review => ({
  id: "01JPBHKE00PXBRCR85ENYKJD1W",
  author: "Ada",
  author_avatar_url: null,
  rating,
  date: "2025-03-15",
  text,
  source: "direct",
  source_url: null,
  owner_reply: null,
  verified: true,
});
const derive = (reviews: Review[]) =>
  Insights.parse(deriveInsights({ business, reviews }, { generatedAt: new Date(0) }));

Deno.test("insights of zero reviews: valid, empty, no division by zero", () => {
  const insights = derive([]);
  assert.equal(insights.review_count, 0);
  assert.deepEqual(insights.date_range, { earliest: null, latest: null });
  assert.equal(insights.pull_quote, null);
  assert.equal(insights.temporal.trend, "stable");
  assert.ok(!JSON.stringify(insights).includes("NaN"));
  assert.ok(Number.isFinite(insights.overall_sentiment.score));
});

Deno.test("insights of one review, with text and rating-only", () => {
  for (const single of [review("The croissants were perfect and the staff so friendly."), review(null, 2)]) {
    const insights = derive([single]);
    assert.equal(insights.review_count, 1);
    assert.deepEqual(insights.date_range, { earliest: "2025-03-15", latest: "2025-03-15" });
    assert.equal(insights.temporal.monthly.length, 1);
    assert.ok(insights.per_review[single.id], "the review is analysed");
    assert.ok(insights.summary.length > 0);
    for (const value of [insights.overall_sentiment.positive_pct, insights.overall_sentiment.score]) {
      assert.ok(Number.isFinite(value));
    }
  }
});
