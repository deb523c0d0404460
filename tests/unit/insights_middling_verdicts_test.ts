/**
 * Analyser 2.18.0: middling verdicts without a lukewarm word (src/insights/middling_verdicts.ts): the reviewer's own
 * rating said in the text, and praise held back. Every case is written here, not copied from the outside sets the
 * classes were found on; every must-read case failed on 2.17.0 except where a comment says otherwise, and the
 * must-not-read cases guard what the new rules must leave alone.
 */
import { contextFor, expectSentiment } from "../helpers/analysis.ts";
import type { Polarity } from "../../src/model/mod.ts";

const contexts = { food: contextFor("Restaurant"), general: contextFor("LocalBusiness") };

const expectAll = (expected: Polarity, texts: readonly string[], context = contexts.general) =>
  expectSentiment(expected, texts, context);

Deno.test("the reviewer's own rating said in the text is the review's verdict", async (t) => {
  await t.step("a middling rating outweighs a few good words", () => {
    expectAll("neutral", [
      "The tacos were delicious and the salsa was fresh. The staff was friendly. Parking is a pain, so 3 stars.",
      "Lovely patio, great margaritas, tasty chips. Slow kitchen though. A solid three stars from me.",
      "The coffee is excellent and the baristas are sweet, but the pastries were stale, which explains my 3 rating.",
    ], contexts.food);
  });

  await t.step("three and a half stars rounds up: praise, not a middling rating", () => {
    expectAll("positive", ["3.5 stars.", "Nice patio. 3.5 stars."], contexts.food);
    // Guard: a rating of four stays praise (idioms.ts; passed on 2.17.0 too).
    expectAll("positive", ["Four stars."], contexts.food);
  });

  await t.step("must not read: other people's stars, a clear verdict beside a rating", () => {
    // Other people's ratings judge nothing here (plain_verdicts.ts claims them first).
    expectAll("negative", [
      "Everyone who gave this place 5 stars must have been paid. The food was cold and the waiter was rude.",
    ], contexts.food);
    // A clear complaint still reads as one when the rating says the same.
    expectAll("negative", ["Terrible food, rude staff, filthy tables. Two stars is generous."], contexts.food);
    // A class of something else is no rating: "a three star hotel" keeps the weight it had (passed on 2.17.0 too).
    expectAll("positive", [
      "We stayed at a three star hotel nearby. The dinner here was delicious and the staff were lovely.",
    ], contexts.food);
    // Praise with a five-star rating stays praise (passed on 2.17.0 too).
    expectAll("positive", ["Amazing food and the friendliest staff. Five stars!"], contexts.food);
  });
});

Deno.test("praise held back is a middling word, not a complaint", async (t) => {
  await t.step("the top of the scale denied", () => {
    // Each sentence alone: neither a complaint nor praise ("wasn't spectacular" was neutral on 2.17.0 too).
    expectAll("neutral", [
      "The burger was not memorable.",
      "The pasta wasn't spectacular.",
      "The service is not outstanding.",
    ], contexts.food);
  });

  await t.step("must not read: denied faults and plain complaints keep their sign", () => {
    expectAll("negative", ["The burger was not good.", "The pasta wasn't fresh."], contexts.food);
    expectAll("positive", ["The service was outstanding.", "The burger was memorable."], contexts.food);
  });
});

Deno.test("a return told as a plan or a hedge is a middling verdict, not the customer's extra effort", async (t) => {
  await t.step("a plan to go back and try more, a return one would not mind", () => {
    expectAll("neutral", [
      "I'll have to go back and try the carnitas.",
      "Not my favorite, but I wouldn't mind going again.",
    ], contexts.food);
  });

  await t.step("must not read: going back to get a fault put right stays a complaint", () => {
    expectAll("negative", [
      "We had to go back to the counter because they forgot the fries.",
      "I had to go back twice to get the order right.",
      "I'll have to go back to the shop to get it fixed.",
    ], contexts.food);
  });
});
