/**
 * Analyser 2.18.0: bad visits that read neutral or positive (src/insights/bad_visit_verdicts.ts). Every case is written
 * here, not copied from the outside sets the classes were found on; every must-read case failed on 2.17.0, and the
 * must-not-read cases guard what the new rules must leave alone.
 */
import assert from "node:assert/strict";
import { contextFor, expectSentiment, readText } from "../helpers/analysis.ts";
import type { Polarity } from "../../src/model/mod.ts";

const contexts = { food: contextFor("Restaurant"), general: contextFor("LocalBusiness") };

/** The review's overall label, text only (3 stars is no prior). */
const label = (text: string, context = contexts.general) => readText(text, context).sentiment;

const expectAll = (expected: Polarity, texts: readonly string[], context = contexts.general) =>
  expectSentiment(expected, texts, context);

Deno.test("a dish's name judges nothing", async (t) => {
  await t.step("kind or unkind words inside a dish's name are no verdict", () => {
    expectAll("neutral", [
      "For lunch we split the tom yum and a curry.",
      "I got my usual pad see ew.",
      "She ordered a sparkling water with lime.",
      "He ordered a side of sweet potato fries.",
      "He had the hot and sour soup.",
    ], contexts.food);
  });

  await t.step("the words around the name still judge", () => {
    expectAll("positive", ["The tom yum was wonderful.", "Loved the sweet potato fries."], contexts.food);
    expectAll(
      "negative",
      ["The pad see ew was bland and greasy.", "The sparkling wine was stale and overpriced."],
      contexts.food,
    );
  });

  await t.step("the words alone keep their sense", () => {
    expectAll("positive", ["Yum!", "The staff was so sweet to us."]);
  });
});

Deno.test("the reviewer's own low score is a complaint", async (t) => {
  await t.step("two stars, and stars docked", () => {
    expectAll("negative", [
      "Honestly, two stars.",
      "I'd give it 2 stars at most.",
      "I'm docking three stars for the wait alone.",
      "Knocked off a star for the dirty tables and another for the cold fries.",
    ]);
  });

  await t.step("other people's stars stay theirs; a high score stays praise", () => {
    expectAll("neutral", ["Someone who gave it 2 stars was sitting next to us."]);
    expectAll("positive", ["Five stars from me.", "Four stars from me."]);
  });
});

Deno.test("a refusal to come back said with 'even' or 'no longer'", async (t) => {
  await t.step("is a complaint", () => {
    expectAll("negative", [
      "I wouldn't even go back if they paid me.",
      "We won't ever come back.",
      "I will no longer shop at this store.",
      "We'll no longer be ordering from them.",
    ]);
  });

  await t.step("'no longer' of the customer's own trouble is no refusal", () => {
    expectAll("positive", ["Thanks to them I no longer have to worry about the furnace, great job."]);
    assert.notEqual(label("I no longer have to drive across town for my coffee."), "negative");
  });
});

Deno.test("what it should be, and other people's praise the reviewer cannot find", async (t) => {
  await t.step("is a complaint", () => {
    expectAll("negative", [
      "Given the prices, the coffee ought to be much better.",
      "With that kitchen it should be a lot better.",
      "I can't see what everyone loves about the burgers.",
      "I don't get what people like about it.",
      "I still don't get it.",
    ]);
  });

  await t.step("praise said after the puzzlement, or what everyone should be, stays praise", () => {
    expectAll("positive", [
      "I don't get it. Why the low reviews? Best tacos in town, friendly owner, fair prices.",
      "Everyone should be happy with this place.",
    ]);
  });
});
