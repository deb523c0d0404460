import assert from "node:assert/strict";
import { SUMMIT_COMFORT } from "../../src/generate/business.ts";
import {
  analyzeReview,
  analyzeText,
  aspectPolarity,
  ASPECTS,
  createAnalysisContext,
  detectProblems,
  leastSquaresSlope,
  splitClauses,
  splitSentences,
  trendOf,
} from "../../src/insights/mod.ts";
import type { MonthlyInsight } from "../../src/model/mod.ts";

const context = createAnalysisContext(SUMMIT_COMFORT);

/** The polarity of each aspect the sentence mentions, analysed with no rating. */
function aspectsOf(text: string, rating: number | null = null): Record<string, string> {
  const analysis = analyzeText(text);
  const result: Record<string, string> = {};
  ASPECTS.forEach((aspect, index) => {
    const total = analysis.aspectTotals[index];
    if (!Number.isNaN(total)) result[aspect.id] = aspectPolarity(total, rating);
  });
  return result;
}

Deno.test("insights text: sentences and clauses", async (t) => {
  await t.step("sentences split on terminal punctuation, not inside amounts or abbreviations", () => {
    assert.deepEqual(splitSentences("Paid $3,200.50 total. Mr. Bell came at 8 a.m. and left! Great?"), [
      "Paid $3,200.50 total.",
      "Mr. Bell came at 8 a.m. and left!",
      "Great?",
    ]);
  });
  await t.step("clauses split at commas, semicolons and contrast words, weighting what follows the contrast", () => {
    const clauses = splitClauses("Great tech, but the price was steep");
    assert.deepEqual(clauses.map((clause) => clause.text), ["great tech", "but the price was steep"]);
    assert.ok(clauses[1].weight > clauses[0].weight);
  });
  await t.step("a leading concession counts less than the main clause", () => {
    const clauses = splitClauses("Although they were late, the install was flawless");
    assert.equal(clauses.length, 2);
    assert.ok(clauses[0].weight < clauses[1].weight);
  });
  await t.step("'not yet' is not a contrast", () => {
    assert.equal(splitClauses("We do not need a new unit yet").length, 1);
  });
});

Deno.test("insights polarity", async (t) => {
  await t.step("negation flips a cue's own polarity", () => {
    assert.equal(aspectsOf("He showed up on time.").punctuality, "positive");
    assert.equal(aspectsOf("He was not on time.").punctuality, "negative");
    assert.equal(aspectsOf("He wasn't late at all.").punctuality, "positive");
    assert.equal(aspectsOf("It wasn't cheap.").pricing, "negative");
    assert.equal(aspectsOf("They never called back.").communication, "negative");
  });
  await t.step("negation flips sentiment words around a neutral cue", () => {
    assert.equal(aspectsOf("The price was fair.").pricing, "positive");
    assert.equal(aspectsOf("The price was not fair.").pricing, "negative");
  });
  await t.step("a negated neutral cue is an absence: negative, except for charges", () => {
    assert.equal(aspectsOf("There was no communication at all.").communication, "negative");
    assert.equal(aspectsOf("They did not charge for the second visit.").pricing, "positive");
  });
  await t.step("contrast: the clause after 'but' decides", () => {
    const result = aspectsOf("Great work, but the price was steep.");
    assert.equal(result.quality_of_work, "positive");
    assert.equal(result.pricing, "negative");
    assert.equal(aspectsOf("Not cheap, but worth every penny.").pricing, "positive");
  });
  await t.step("intensifiers scale and diminishers soften", () => {
    const plain = analyzeText("The price was fair.").aspectTotals[1];
    const strong = analyzeText("The price was very fair.").aspectTotals[1];
    const soft = analyzeText("The price was somewhat fair.").aspectTotals[1];
    assert.ok(strong > plain && plain > soft && soft > 0, `${strong} > ${plain} > ${soft} > 0`);
    // A softened price complaint is still a complaint: "a bit high" is how people say "too expensive".
    assert.equal(aspectsOf("The price was slightly high.").pricing, "negative");
    assert.equal(aspectsOf("Prices are on the high side.").pricing, "negative");
  });
  await t.step("the rating is a weak prior: it never turns a neutral mention, and a 5-star review can complain", () => {
    assert.equal(aspectsOf("The quote was $3,200.", 5).pricing, "neutral");
    const analysis = analyzeReview({ text: "Loved the crew, but way too expensive.", rating: 5 }, context);
    assert.equal(analysis.aspects.pricing, "negative");
  });
  await t.step("a sentence with no aspect has none", () => {
    assert.deepEqual(aspectsOf("We moved into the house in March."), {});
  });
});

Deno.test("insights review analysis", async (t) => {
  await t.step("rating-only reviews: sentiment from the rating, no aspects or entities", () => {
    const five = analyzeReview({ text: null, rating: 5 }, context);
    assert.deepEqual(five, {
      sentiment: "positive",
      score: 1,
      aspects: {},
      technicians: [],
      services: [],
      problems: [],
      service_areas: [],
    });
    assert.equal(analyzeReview({ text: null, rating: 3 }, context).sentiment, "neutral");
    assert.equal(analyzeReview({ text: null, rating: 1 }, context).score, -1);
  });
  await t.step("entities: technicians, services and areas through detectMentions, plus problems", () => {
    const analysis = analyzeReview(
      { text: "Marcus fixed our clogged drain in Aurora. Tanya handled the no heat call.", rating: 5 },
      context,
    );
    assert.deepEqual(analysis.technicians, ["marcus-bell", "tanya-okafor"]);
    assert.deepEqual(analysis.service_areas, ["aurora"]);
    assert.deepEqual(analysis.problems, ["clogged-drain", "no-heat"]);
  });
  await t.step("scores stay in -1..1", () => {
    const analysis = analyzeReview({ text: "Amazing amazing amazing! Best best best. Perfect.", rating: 5 }, context);
    assert.ok(analysis.score <= 1 && analysis.score >= -1);
  });
});

Deno.test("insights problems lexicon", async (t) => {
  await t.step("detects problems by id, once each, in order of first mention", () => {
    assert.deepEqual(
      detectProblems("the water heater was leaking and then the breaker kept tripping. no heat either"),
      [
        "leaking-water-heater",
        "tripping-breaker",
        "no-heat",
      ],
    );
  });
  await t.step("no false positives inside words", () => {
    assert.deepEqual(detectProblems("they unclogged nothing; great guys"), []);
  });
});

Deno.test("insights trend rule", async (t) => {
  const months = (scores: number[]): MonthlyInsight[] =>
    scores.map((score, i) => ({
      month: `2025-${String(i + 1).padStart(2, "0")}`,
      review_count: 10,
      average_rating: 4,
      sentiment_score: score,
    }));
  await t.step("least-squares slope", () => {
    assert.equal(leastSquaresSlope([0, 1, 2, 3], [1, 3, 5, 7]), 2);
    assert.equal(leastSquaresSlope([1, 1], [0, 5]), 0);
  });
  await t.step("improving, declining, stable by a ±0.01/month slope over the last 12 months", () => {
    assert.equal(trendOf(months([0.2, 0.25, 0.3, 0.35, 0.4, 0.45])), "improving");
    assert.equal(trendOf(months([0.6, 0.55, 0.5, 0.45, 0.4])), "declining");
    assert.equal(trendOf(months([0.5, 0.505, 0.5, 0.495, 0.5])), "stable");
  });
  await t.step("fewer than three months with reviews is stable", () => {
    assert.equal(trendOf(months([0, 1])), "stable");
    assert.equal(trendOf([]), "stable");
  });
});
