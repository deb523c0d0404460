// The review-level verdict of analyser 2.10.0: the customer's own verdict on returning or recommending weighs more
// than one sentence of mixed praise and complaint, and the rules each case was checked to fail on before it.
import assert from "node:assert/strict";
import { contextFor, readText } from "../helpers/analysis.ts";

const contexts = { home: contextFor("Plumber"), food: contextFor("Restaurant"), auto: contextFor("AutoRepair") };
type Trade = keyof typeof contexts;

/** The review's overall label, text only (3 stars is no prior). */
const label = (text: string, trade: Trade) => readText(text, contexts[trade]).sentiment;

Deno.test("the verdict on returning or recommending decides a mixed review", () => {
  const cases: ReadonlyArray<readonly [Trade, string, string]> = [
    ["food", "Nice patio and friendly staff. The food was bland. Never again.", "negative"],
    ["food", "The room was loud. The food was good. We'll definitely be back.", "positive"],
    [
      "food",
      "The waiter was rude and the room was cold. The dessert was amazing. Can't recommend it enough.",
      "positive",
    ],
    // "Can't recommend it enough" is the strongest praise, not a refusal to recommend.
    ["food", "Can't recommend it enough.", "positive"],
    ["home", "I can't recommend this company enough.", "positive"],
  ];
  for (const [trade, text, expected] of cases) assert.equal(label(text, trade), expected, text);
});

Deno.test("a hedged or another person's return is no verdict, and one-sided reviews keep their side", () => {
  // Hedged returns stay lukewarm; another person's promise to come back is no return intent.
  assert.equal(label("It was ok. Might come back.", "food"), "neutral");
  assert.equal(label("He said they would come back Monday.", "home"), "neutral");
  // The return verdict only adds weight: a clear text is not turned over by it.
  assert.equal(label("Rude staff, cold food, dirty tables. We'll be back to complain.", "food"), "negative");
  assert.equal(label("Amazing food, lovely staff, great prices. Not going back to the old place.", "food"), "positive");
});
