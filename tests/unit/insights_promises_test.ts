import assert from "node:assert/strict";
import { analyzeReview } from "../../src/insights/mod.ts";
import { contextFor, readText } from "../helpers/analysis.ts";

// Broken promises and unreal conditions (src/insights/promises.ts): what was promised and not done is a complaint
// about it, read on the text alone (3 stars is no prior); a promise kept is not.

const home = contextFor("Plumber");
const food = contextFor("Restaurant");

const read = (text: string, context = home) => readText(text, context);

Deno.test("a broken promise is a complaint about what was promised", () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ["They promised to come back and never did.", "follow_up"],
    ["He said he would call back, but he never did.", "communication"],
    ["The office assured me someone would call back the same day and no one did.", "communication"],
    ["She told us she'd call back with a quote, and we still haven't heard.", "communication"],
  ];
  for (const [text, aspect] of cases) {
    const review = read(text);
    assert.equal(review.aspects[aspect], "negative", text);
    assert.equal(review.sentiment, "negative", text);
  }
  const waiter = read("The waiter promised our food would be out soon and it never came.", food);
  assert.equal(waiter.aspects.customer_service, "negative");
});

Deno.test("an unreal condition about the business is a complaint", () => {
  const review = read("If they had called back I would have hired them.");
  assert.equal(review.aspects.communication, "negative");
});

Deno.test("a promise kept, or the customer's own condition, is no complaint", () => {
  const kept = read("They promised to come back and they did, right on time.");
  assert.equal(kept.aspects.follow_up, "positive");
  assert.equal(kept.sentiment, "positive");
  // A promise with nothing after it that failed.
  assert.notEqual(read("They promised a quick repair and delivered.").sentiment, "negative");
  // "If I had known" is about the customer, not the business.
  assert.equal(
    read("If I had known how good they are I would have called them years ago.").aspects.communication,
    undefined,
  );
});

Deno.test("a return that found the failure again is no praise of a follow-up", () => {
  for (
    const text of [
      "They came back a week later and it was leaking again.",
      "He came back the next day and it still wasn't working.",
    ]
  ) {
    const review = read(text);
    assert.notEqual(review.aspects.follow_up, "positive", text);
    assert.equal(review.aspects.quality_of_work, "negative", text);
    assert.equal(review.sentiment, "negative", text);
  }
  // A return that found everything working is still a follow-up, and praise.
  const kept = read("He came back to check on it and everything still works great.");
  assert.equal(kept.aspects.follow_up, "positive");
});

Deno.test("a wish in the past tense about the business is a complaint; the customer's or the reader's is not", () => {
  const wish = analyzeReview(
    { text: "If they lowered their prices a bit it would be a bigger draw.", rating: 3 },
    food,
  );
  assert.equal(wish.aspects.pricing, "negative");
  const reader = analyzeReview({ text: "If you want great food, go elsewhere.", rating: 3 }, food);
  assert.notEqual(reader.aspects.food_quality, "negative");
  assert.notEqual(read("If I had known about them sooner I would have called them first.").sentiment, "negative");
});

Deno.test("work not ready when promised is a complaint about the wait", () => {
  const auto = contextFor("AutoRepair");
  assert.equal(
    analyzeReview({ text: "The car wasn't ready when they promised.", rating: 3 }, auto).aspects.wait_time,
    "negative",
  );
  assert.equal(read("The job was not finished by the date quoted.").aspects.speed, "negative");

  assert.notEqual(
    analyzeReview({ text: "The car was ready when they promised.", rating: 3 }, auto).aspects.wait_time,
    "negative",
  );
});

Deno.test("hearing nothing is a communication complaint", () => {
  const auto = contextFor("AutoRepair");
  const review = analyzeReview(
    { text: "I dropped it off Monday and didn't hear anything until Friday.", rating: 3 },
    auto,
  );
  assert.equal(review.aspects.communication, "negative");
});

Deno.test("work ready as promised is praise of the wait", () => {
  const auto = contextFor("AutoRepair");
  assert.equal(
    analyzeReview({ text: "The car was ready when they promised.", rating: 3 }, auto).aspects.wait_time,
    "positive",
  );
});
