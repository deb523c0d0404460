import assert from "node:assert/strict";
import { analyzeText } from "../../src/insights/mod.ts";
import { hashSlice, intern, internSlice } from "../../src/insights/intern.ts";
import { tokenize } from "../../src/insights/text.ts";

Deno.test("interned slices equal the plain slices, for words seen before, new ones and past the table's limit", () => {
  const text = "the service was great and the price was fair, the tech was great";
  const words = [...text.matchAll(/[a-z]+/g)];
  for (let round = 0; round < 2; round++) {
    for (const match of words) {
      const start = match.index;
      const end = start + match[0].length;
      assert.equal(internSlice(text, start, end, hashSlice(text, start, end)), match[0]);
    }
  }
  // Far more distinct words than the table takes: every one still comes back as itself, twice.
  const many = Array.from({ length: 70_000 }, (_, i) => `w${i.toString(36)}x`);
  for (let round = 0; round < 2; round++) for (const word of many) assert.equal(intern(word), word);
  assert.equal(intern("great"), "great");
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
