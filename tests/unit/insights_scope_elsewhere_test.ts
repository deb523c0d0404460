import assert from "node:assert/strict";
import { analyzeReview } from "../../src/insights/mod.ts";
import { contextFor } from "../helpers/analysis.ts";

// Negation that a new predicate escapes (scope.ts) and businesses named by an ordinal (elsewhere.ts): each case reads
// on the text alone (3 stars is no prior).

const home = contextFor("Plumber");
const aspects = (text: string) => analyzeReview({ text, rating: 3 }, home).aspects;

Deno.test("a do-support negation stops at a past-tense verb with its object after 'and'", () => {
  // The charge and the mess happened: the negation belongs to "fix" and "clean up".
  assert.equal(aspects("They didn't fix it and charged me anyway.").pricing, "negative");
  assert.equal(aspects("He did not clean up and left a mess everywhere.").cleanliness, "negative");
  assert.equal(aspects("The tech didn't show up and then charged us a trip fee.").pricing, "negative");
  // "never" before a past tense negates that verb alone.
  assert.equal(aspects("They never fixed it and charged me anyway.").pricing, "negative");
  const food = contextFor("Restaurant");
  const meal = analyzeReview({ text: "I never felt rushed and enjoyed the whole meal.", rating: 3 }, food);
  assert.equal(meal.sentiment, "positive");
});

Deno.test("a negation still reaches what shares its verb", () => {
  // A participle with nothing after it may be the negated verb's complement.
  assert.notEqual(aspects("The crew didn't seem clean and organized.").cleanliness, "positive");
  // Not do-support: "wasn't" reaches across "and".
  assert.notEqual(aspects("The office wasn't cleaned and tidied up.").cleanliness, "positive");
  // No past tense after "and".
  assert.notEqual(aspects("They didn't call and apologize.").communication, "positive");
  assert.notEqual(analyzeReview({ text: "They never called and apologized.", rating: 3 }, home).sentiment, "positive");
});

Deno.test("the next company, or the second one we called, is another business", () => {
  for (
    const text of [
      "We had to call the next company, who fixed it in an hour and was great.",
      "The second plumber we called fixed it in ten minutes and was great.",
      "We got a quote from the next company who did great work for half the price.",
    ]
  ) {
    const found = aspects(text);
    assert.notEqual(found.quality_of_work, "positive", text);
    assert.notEqual(found.pricing, "positive", text);
  }
});

Deno.test("an ordinal that is this business's own stays this business's", () => {
  assert.equal(aspects("The second plumber they sent fixed it in ten minutes.").quality_of_work, "positive");
  assert.equal(aspects("Next the plumber fixed it in ten minutes.").quality_of_work, "positive");
  assert.equal(aspects("The second visit, they fixed it for good.").quality_of_work, "positive");
});
