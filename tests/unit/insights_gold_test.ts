import assert from "node:assert/strict";
import { evaluateGold, loadGold } from "../bench/insights.ts";

// Floors a little below what the analyser measures (see tests/bench/insights.ts): a regression guard.
const F1_FLOOR = 0.82;
const POLARITY_FLOOR = 0.86;

Deno.test("insights gold set", async (t) => {
  const gold = await loadGold();
  await t.step("the gold set is large enough and well formed", () => {
    assert.ok(gold.length >= 250, `${gold.length} sentences`);
    for (const sentence of gold) {
      assert.equal(typeof sentence.text, "string");
      for (const label of sentence.labels) assert.match(label.polarity, /^(positive|neutral|negative)$/);
    }
  });
  await t.step(`aspect F1 ≥ ${F1_FLOOR} and polarity accuracy ≥ ${POLARITY_FLOOR}`, () => {
    const scores = evaluateGold(gold);
    assert.ok(scores.f1 >= F1_FLOOR, `F1 ${scores.f1.toFixed(3)}`);
    assert.ok(scores.polarityAccuracy >= POLARITY_FLOOR, `polarity ${scores.polarityAccuracy.toFixed(3)}`);
  });
});
