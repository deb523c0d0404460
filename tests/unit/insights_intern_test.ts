import assert from "node:assert/strict";
import { analyzeText } from "../../src/insights/mod.ts";
import { hashSlice, intern, wordId, wordOfId } from "../../src/insights/intern.ts";
import { tokenize } from "../../src/insights/text.ts";

Deno.test("word ids: the same id for the same word, its word equal to the slice, none once all ids are taken", () => {
  const text = "the service was great and the price was fair, the tech was great";
  const words = [...text.matchAll(/[a-z]+/g)];
  const idOf = new Map<string, number>();
  for (let round = 0; round < 2; round++) {
    for (const match of words) {
      const start = match.index;
      const end = start + match[0].length;
      const id = wordId(text, start, end, hashSlice(text, start, end));
      assert.ok(id >= 0);
      assert.equal(wordOfId(id), match[0]);
      if (idOf.has(match[0])) assert.equal(id, idOf.get(match[0]), match[0]);
      idOf.set(match[0], id);
    }
  }
  assert.equal(new Set(idOf.values()).size, idOf.size, "different words, different ids");
  // Far more distinct words than the table takes: each still comes back as itself; past the limit some get no id.
  const many = Array.from({ length: 70_000 }, (_, i) => `w${i.toString(36)}x`);
  let without = 0;
  for (let round = 0; round < 2; round++) {
    for (const word of many) {
      assert.equal(intern(word), word);
      if (round === 1 && wordId(word, 0, word.length, hashSlice(word, 0, word.length)) < 0) without++;
    }
  }
  assert.ok(without > 0, "ids run out");
  assert.equal(intern("great"), "great");
  assert.equal(wordOfId(idOf.get("great")!), "great", "ids keep their word");
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
  // The tokenizer hashes as it reads: its ids are the ones hashSlice finds, contractions included.
  const tokenized = tokenize("Wasn't the PRICE fair?");
  for (const [k, word] of ["wasn't", "the", "price", "fair"].entries()) {
    assert.equal(tokenized.wordIds[k], wordId(word, 0, word.length, hashSlice(word, 0, word.length)), word);
  }
  assert.equal(tokenized.wordIds[4], -1, "a break has no word id");
  // The same text analysed twice, with its words now shared, gives the same reading.
  const text = "The price was fair but the tech was late. Not on time at all.";
  const first = analyzeText(text);
  const second = analyzeText(text);
  assert.deepEqual([...second.aspectTotals], [...first.aspectTotals]);
  assert.ok(first.mentions.length >= 2);
});
