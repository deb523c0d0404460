import assert from "node:assert/strict";
import { evaluateGold, loadGold, TRADE_GOLD } from "../bench/insights.ts";

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

// The trades' gold sets were labelled before the packs were tuned; floors sit a little below what they measure.
const TRADE_F1_FLOOR = 0.7;
const TRADE_POLARITY_FLOOR = 0.85;

Deno.test("trade gold sets", async (t) => {
  for (const [file, pack] of TRADE_GOLD) {
    await t.step(
      `${file} with the ${pack.id} pack: F1 ≥ ${TRADE_F1_FLOOR}, polarity ≥ ${TRADE_POLARITY_FLOOR}`,
      async () => {
        const gold = await loadGold(file);
        assert.ok(gold.length >= 30, `${gold.length} sentences`);
        for (const sentence of gold) {
          for (const label of sentence.labels) {
            assert.ok(pack.aspects.some((aspect) => aspect.id === label.aspect), `${file}: ${label.aspect}`);
          }
        }
        const scores = evaluateGold(gold, pack);
        assert.ok(scores.f1 >= TRADE_F1_FLOOR, `F1 ${scores.f1.toFixed(3)}`);
        assert.ok(scores.polarityAccuracy >= TRADE_POLARITY_FLOOR, `polarity ${scores.polarityAccuracy.toFixed(3)}`);
      },
    );
  }
});
