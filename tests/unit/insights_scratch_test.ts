import assert from "node:assert/strict";
import { analyzeText } from "../../src/insights/mod.ts";
import { Scratch } from "../../src/insights/scratch.ts";
import { tokenize } from "../../src/insights/text.ts";

Deno.test("scratch arrays come back zeroed, at the asked length, whatever the last caller left", () => {
  const scratch = new Scratch();
  const first = scratch.f32(0, 300);
  first.fill(7);
  const again = scratch.f32(0, 10);
  assert.equal(again.length, 10);
  assert.ok(again.every((value) => value === 0));
  const bytes = scratch.bytes(1, 1000);
  assert.equal(bytes.length, 1000);
  bytes[999] = 1;
  assert.equal(scratch.bytes(1, 1000)[999], 0);
  assert.notEqual(scratch.f64(0, 5).buffer, scratch.f64(1, 5).buffer, "slots do not share memory");
});

Deno.test("analysis with reused work arrays: a review reads the same before and after others", () => {
  const short = "The tech was late but polite.";
  const long = "Great service, fair price, friendly staff. ".repeat(40) + "Never again though, the invoice was wrong.";
  const before = analyzeText(short);
  analyzeText(long);
  const after = analyzeText(short);
  assert.deepEqual([...after.aspectTotals], [...before.aspectTotals]);
  assert.deepEqual(after.mentions, before.mentions);
  assert.equal(after.textSum, before.textSum);
  assert.ok(before.mentions.length > 0);
});

Deno.test("tokenize() returns its own copies: a later analysis does not change them", () => {
  const kept = tokenize("The price was fair, the tech was late.");
  const before = { tokens: [...kept.tokens], kinds: [...kept.kinds], ids: [...kept.wordIds] };
  analyzeText("A much longer review that reuses every work buffer: " + "great service and a fair price. ".repeat(30));
  analyzeText("Short.");
  assert.deepEqual([...kept.tokens], before.tokens);
  assert.deepEqual([...kept.kinds], before.kinds);
  assert.deepEqual([...kept.wordIds], before.ids);
  assert.equal(kept.tokens.length, 10);
});
