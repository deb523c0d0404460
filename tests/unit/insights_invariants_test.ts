import assert from "node:assert/strict";
import { compareNewestFirst } from "../../src/dataset/publish.ts";
import { reviewsSha256 } from "../../src/dataset/hash.ts";
import { BUNDLED_DATASET, generateReviewsFile } from "../../src/generate/mod.ts";
import { ANALYSER_MODEL, deriveInsights, INSIGHTS_VERSION, insightsAreCurrent } from "../../src/insights/mod.ts";
import { type EntityInsight, Insights, ReviewsFile } from "../../src/model/mod.ts";

/** The bundled data (data/reviews.json), or the same file regenerated when it is not there yet. */
async function bundled(): Promise<ReviewsFile> {
  try {
    return ReviewsFile.parse(JSON.parse(await Deno.readTextFile(new URL("../../data/reviews.json", import.meta.url))));
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
    return generateReviewsFile({ ...BUNDLED_DATASET });
  }
}

const pct = (count: number, total: number) => (total === 0 ? 0 : Math.round((count * 1000) / total) / 10);

Deno.test("insights invariants over the bundled data", async (t) => {
  const file = await bundled();
  const reviews = file.reviews.filter((review) => review.verified).sort(compareNewestFirst);
  const ids = new Set(reviews.map((review) => review.id));
  const progress: Array<[number, number]> = [];
  const insights = deriveInsights({ business: file.business, reviews }, {
    generatedAt: new Date("2026-01-01T00:00:00Z"),
    onProgress: (done, total) => progress.push([done, total]),
  });

  await t.step("the document passes Insights.parse", () => {
    Insights.parse(insights);
  });
  await t.step("identity: model, version, source hash; insightsAreCurrent agrees", () => {
    assert.equal(insights.model, ANALYSER_MODEL);
    assert.equal(insights.version, INSIGHTS_VERSION);
    assert.equal(insights.source_sha256, reviewsSha256(reviews));
    assert.ok(insightsAreCurrent(insights, reviews));
    assert.ok(!insightsAreCurrent(insights, reviews.slice(1)));
    assert.ok(!insightsAreCurrent({ ...insights, model: "other 0.0.0" }, reviews));
  });
  await t.step("review_count and date_range match the published reviews", () => {
    assert.equal(insights.review_count, reviews.length);
    const dates = reviews.map((review) => review.date).sort();
    assert.deepEqual(insights.date_range, { earliest: dates[0], latest: dates[dates.length - 1] });
  });
  await t.step("per_review covers exactly the published reviews", () => {
    assert.deepEqual(Object.keys(insights.per_review).sort(), [...ids].sort());
  });
  await t.step("overall sentiment percentages match the per-review labels", () => {
    const labels = Object.values(insights.per_review).map((analysis) => analysis.sentiment);
    const count = (label: string) => labels.filter((value) => value === label).length;
    assert.equal(insights.overall_sentiment.positive_pct, pct(count("positive"), reviews.length));
    assert.equal(insights.overall_sentiment.neutral_pct, pct(count("neutral"), reviews.length));
    assert.equal(insights.overall_sentiment.negative_pct, pct(count("negative"), reviews.length));
  });
  await t.step("aspect counts add up and match per_review", () => {
    for (const aspect of insights.aspects) {
      assert.equal(aspect.positive_count + aspect.neutral_count + aspect.negative_count, aspect.mention_count);
      assert.equal(aspect.positive_pct, pct(aspect.positive_count, aspect.mention_count));
      const polarities = Object.values(insights.per_review).map((analysis) => analysis.aspects[aspect.id]);
      assert.equal(polarities.filter((value) => value !== undefined).length, aspect.mention_count, aspect.id);
      assert.equal(polarities.filter((value) => value === "negative").length, aspect.negative_count, aspect.id);
    }
    assert.ok(insights.aspects.length >= 12);
  });
  await t.step("top phrases really occur in the reviews of their aspect or entity", () => {
    const texts = reviews.map((review) => (review.text ?? "").toLowerCase());
    for (const aspect of insights.aspects) {
      for (const phrase of aspect.top_phrases) assert.ok(texts.some((text) => text.includes(phrase)), phrase);
    }
  });
  await t.step("entities: counts match per_review, all referenced ids exist", () => {
    const kinds = ["technicians", "services", "problems", "service_areas"] as const;
    for (const kind of kinds) {
      for (const entity of insights.entities[kind] as EntityInsight[]) {
        const mentioning = reviews.filter((review) => insights.per_review[review.id][kind].includes(entity.id));
        assert.equal(entity.mention_count, mentioning.length, `${kind} ${entity.id}`);
        assert.equal(entity.first_mentioned, mentioning.length ? mentioning[mentioning.length - 1].date : null);
        for (const id of entity.example_review_ids) assert.ok(mentioning.some((review) => review.id === id));
      }
    }
  });
  await t.step("every referenced review id exists", () => {
    const referenced = [
      ...insights.aspects.flatMap((aspect) => aspect.example_review_ids),
      ...insights.topics.flatMap((topic) => topic.example_review_ids),
      ...insights.faq.flatMap((entry) => entry.source_review_ids),
      ...(insights.pull_quote ? [insights.pull_quote.review_id] : []),
    ];
    for (const id of referenced) assert.ok(ids.has(id), id);
  });
  await t.step("the pull quote and FAQ quotes are sentences of their reviews", () => {
    const byId = new Map(reviews.map((review) => [review.id, review]));
    if (insights.pull_quote) {
      assert.ok(byId.get(insights.pull_quote.review_id)!.text!.includes(insights.pull_quote.text));
    }
    assert.ok(insights.faq.length >= 8);
    for (const entry of insights.faq) {
      for (const [, quote] of entry.answer.matchAll(/"([^"]+)"/g)) {
        assert.ok(
          entry.source_review_ids.some((id) => byId.get(id)?.text?.replace(/"/g, "'").includes(quote)),
          quote,
        );
      }
    }
  });
  await t.step("monthly counts add up to review_count; topics stay within it", () => {
    assert.equal(insights.temporal.monthly.reduce((sum, month) => sum + month.review_count, 0), reviews.length);
    assert.ok(insights.topics.reduce((sum, topic) => sum + topic.review_count, 0) <= reviews.length);
    for (const topic of insights.topics) assert.equal(topic.share_pct, pct(topic.review_count, reviews.length));
  });
  await t.step("progress reaches the total", () => {
    assert.deepEqual(progress[progress.length - 1], [reviews.length, reviews.length]);
  });
  await t.step("identical input gives identical output apart from generated_at (topics included)", () => {
    const again = deriveInsights({ business: file.business, reviews: [...reviews] }, {
      generatedAt: new Date("2030-06-01T00:00:00Z"),
    });
    assert.notEqual(again.generated_at, insights.generated_at);
    assert.deepEqual({ ...again, generated_at: "" }, { ...insights, generated_at: "" });
    assert.equal(JSON.stringify(again.topics), JSON.stringify(insights.topics));
  });
});

Deno.test("insights of an empty dataset", () => {
  const insights = deriveInsights({ business: generateReviewsFile({ reviews: 0, seed: 1 }).business, reviews: [] }, {
    generatedAt: new Date(0),
  });
  Insights.parse(insights);
  assert.equal(insights.review_count, 0);
  assert.deepEqual(insights.date_range, { earliest: null, latest: null });
  assert.equal(insights.pull_quote, null);
});
