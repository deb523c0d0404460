import assert from "node:assert/strict";
import { analyzeText } from "../../src/insights/mod.ts";
import { hashSlice, intern, slotWord, wordSlot } from "../../src/insights/intern.ts";
import { tokenize } from "../../src/insights/text.ts";

Deno.test("word slots: the same slot for the same word, its word equal to the slice, none once the table is full", () => {
  const text = "the service was great and the price was fair, the tech was great";
  const words = [...text.matchAll(/[a-z]+/g)];
  const slotOf = new Map<string, number>();
  for (let round = 0; round < 2; round++) {
    for (const match of words) {
      const start = match.index;
      const end = start + match[0].length;
      const slot = wordSlot(text, start, end, hashSlice(text, start, end));
      assert.ok(slot >= 0);
      assert.equal(slotWord(slot), match[0]);
      if (slotOf.has(match[0])) assert.equal(slot, slotOf.get(match[0]), match[0]);
      slotOf.set(match[0], slot);
    }
  }
  assert.equal(new Set(slotOf.values()).size, slotOf.size, "different words, different slots");
  // Far more distinct words than the table takes: each still comes back as itself; past the limit some get no slot.
  const many = Array.from({ length: 70_000 }, (_, i) => `w${i.toString(36)}x`);
  let without = 0;
  for (let round = 0; round < 2; round++) {
    for (const word of many) {
      assert.equal(intern(word), word);
      if (round === 1 && wordSlot(word, 0, word.length, hashSlice(word, 0, word.length)) < 0) without++;
    }
  }
  assert.ok(without > 0, "the table stops growing");
  assert.equal(intern("great"), "great");
  assert.equal(slotWord(slotOf.get("great")!), "great", "slots keep their word");
});

Deno.test("hashSlice hashes the characters of the slice only: the same word anywhere hashes alike", () => {
  const text = "price, a price and the price";
  const at = [0, 9, 23];
  const hashes = at.map((start) => hashSlice(text, start, start + 5));
  assert.equal(new Set(hashes).size, 1);
  assert.equal(hashes[0], hashSlice("price", 0, 5));
  assert.notEqual(hashSlice("price", 0, 5), hashSlice("prize", 0, 5));
});

Deno.test("tokens from shared strings read as before: words, contractions, numbers, curly apostrophes", () => {
  const tokens = tokenize("Wasn’t cheap: $3,200 for the A/C — but Ana’s crew was ON TIME, on time!").tokens;
  assert.deepEqual(tokens, [
    "wasn't",
    "cheap",
    ",",
    "$3,200",
    "for",
    "the",
    "a",
    "c",
    ",",
    "but",
    "ana's",
    "crew",
    "was",
    "on",
    "time",
    ",",
    "on",
    "time",
    ".",
  ]);
  // The same text analysed twice, with its words now shared, gives the same reading.
  const text = "The price was fair but the tech was late. Not on time at all.";
  const first = analyzeText(text);
  const second = analyzeText(text);
  assert.deepEqual([...second.aspectTotals], [...first.aspectTotals]);
  assert.ok(first.mentions.length >= 2);
});
