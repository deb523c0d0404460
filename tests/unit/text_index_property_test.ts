import assert from "node:assert/strict";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { publish } from "../../src/dataset/publish.ts";
import { rowsOf } from "../../src/dataset/review_rows.ts";
import { buildSearchIndex } from "../../src/search/index.ts";
import { search } from "../../src/search/search.ts";
import { SearchFilters } from "../../src/search/filters.ts";
import { gapClass, TOKEN } from "../../src/search/text_index.ts";

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pieces texts are made of: words, every kind of whitespace, punctuation, regex metacharacters, non-ASCII. */
const PIECES = [
  "the",
  "The",
  "time",
  "on",
  "TIME",
  "a",
  "e",
  "n",
  "t",
  "x1",
  "42",
  "technician",
  "verylongwordthatgoeson",
  " ",
  " ",
  " ",
  "  ",
  "\t",
  "\n",
  "\r\n",
  "\v",
  "\f",
  "\u00a0",
  "\u2028",
  "\ufeff",
  ",",
  ".",
  "!",
  "/",
  "$",
  "(",
  ")",
  "[",
  "\\",
  "^",
  "|",
  "?",
  "*",
  "+",
  "-",
  "'",
  "\u0000",
  "café",
  "İ",
  "ß",
  "\u212a",
  "😀",
  "\ud83d",
  "\ude00",
  "ｆｕｌｌ",
  "naïve",
];

Deno.test("the text index answers random queries over hostile texts exactly as a scan of the texts", () => {
  const next = random(13);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const generated = publish(generateReviewsFile({ reviews: 400, seed: "text-index-property" }));
  // Half the reviews all ASCII (split by character codes), half with non-ASCII pieces (split by TOKEN).
  const reviews = [...generated.reviews].map((review, i) => {
    const pieces = i % 2 ? PIECES.filter((piece) => !/[\u0080-\uffff]/.test(piece)) : PIECES;
    const text = Array.from({ length: Math.floor(next() * 30) }, () => pick(pieces)).join("");
    return { ...review, text: i % 50 === 0 ? null : text };
  });
  const published = { ...generated, reviews: rowsOf(reviews) };
  const index = buildSearchIndex(published);
  const text = index.text!;
  const mask = (1 << text.shift) - 1;

  // The stream holds each review's TOKEN split, with the gaps between tokens.
  reviews.forEach((review, r) => {
    const lower = (review.text ?? "").toLowerCase();
    const matches = [...lower.matchAll(TOKEN)];
    const entries = [...text.stream.subarray(text.offsets[r], text.offsets[r + 1])];
    assert.deepEqual(entries.map((entry) => text.vocabulary[entry & mask]), matches.map((m) => m[0]), `review ${r}`);
    let end = 0;
    matches.forEach((match, k) => {
      assert.equal(entries[k] >>> text.shift, gapClass(lower.slice(end, match.index)), `review ${r} gap ${k}`);
      end = match.index + match[0].length;
    });
    assert.equal(text.trailing[r], gapClass(lower.slice(end)), `review ${r} trailing gap`);
  });

  // Queries: slices of the texts (phrases, fragments across tokens) and random runs of pieces.
  const queries: string[] = [];
  for (let q = 0; q < 300; q++) {
    const source = reviews[Math.floor(next() * reviews.length)].text ?? "";
    const from = Math.floor(next() * source.length);
    queries.push(
      q % 3 === 2
        ? Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(PIECES)).join("")
        : source.slice(from, from + 1 + Math.floor(next() * 12)),
    );
  }
  let nonEmpty = 0;
  for (const query of queries) {
    const parsed = SearchFilters.safeParse({ limit: 100, query });
    if (!parsed.success) continue;
    const filters = parsed.data;
    const needle = (filters.query ?? "").toLowerCase();
    const expected = reviews.filter((review) => (review.text ?? "").toLowerCase().includes(needle));
    const result = search(index, filters);
    assert.equal(result.matched, expected.length, JSON.stringify(query));
    assert.deepEqual(result.reviews.map((r) => r.id), expected.slice(0, 100).map((r) => r.id), JSON.stringify(query));
    if (expected.length > 0) nonEmpty++;
  }
  assert.ok(nonEmpty > 100, `most queries match something (${nonEmpty})`);
});
