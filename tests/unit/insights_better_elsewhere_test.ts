/**
 * Analyser 2.19.0: another business said to be better is a complaint about this one (src/insights/elsewhere.ts,
 * `BETTER_ELSEWHERE`). Every case is written here, not copied from the outside sets the class was found on; the
 * must-read cases read neutral or positive on 2.18.0, the must-not-read cases guard what the rule must leave alone.
 */
import { contextFor, expectSentiment } from "../helpers/analysis.ts";
import type { Polarity } from "../../src/model/mod.ts";

const contexts = { food: contextFor("Restaurant"), general: contextFor("LocalBusiness") };

const expectAll = (expected: Polarity, texts: readonly string[], context = contexts.general) =>
  expectSentiment(expected, texts, context);

Deno.test("another business said to be better", async (t) => {
  await t.step("is a complaint about this one", () => {
    expectAll("negative", [
      "There are other bakeries in town that are far better.",
      "The sandwich shop across the street is much better.",
      "Honestly the other places around here are better.",
    ], contexts.food);
    expectAll("negative", [
      "We should have called the other company, they were better.",
      "The shop next door does it better and for less.",
    ]);
  });

  await t.step("a denied better, or this business winning the comparison, is left alone", () => {
    expectAll("positive", [
      "Much better than the other bakeries in town.",
      "Far better than the shop across the street, we loved it.",
    ], contexts.food);
    expectAll("neutral", [
      "The other company was no better.",
      "We tried the bakery down the street last week.",
    ], contexts.food);
  });

  await t.step("praise of this business after turning back from the other one still counts", () => {
    expectAll("positive", ["The other company was better at calling back, but we loved this crew's work."]);
  });
});
