import assert from "node:assert/strict";
import { bitsetWords } from "../../src/search/bitset.ts";
import { chooseGrams, gramCode, gramMatch, GramSetBuilder, MAX_GRAMS } from "../../src/search/grams.ts";
import { buildBaseIndex, buildSearchIndex } from "../../src/search/index.ts";
import { search } from "../../src/search/search.ts";
import { SearchFilters } from "../../src/search/filters.ts";

/** Runs a generator of steps to its end. */
function finish<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Hostile and ordinary texts: gaps of every kind, punctuation, regex metacharacters, NUL, surrogates, case folding. */
const TEXTS = [
  "On time, the technician was great. Then he left!",
  "e, b e,b e ,b e , b. n t nt n  t",
  "a/c (fixed) [twice] {really} $5 ^up^ a|b a?b a*b a+b a.b \\back\\slash",
  "NUL\u0000inside \u0000 and tabs\tand\nnewlines\r\n",
  "Café crème, İstanbul naïve ß STRASSE \u212a kelvin",
  "emoji 😀😀 time!! \ud83d lone surrogate \ude00",
  "",
  "   ",
  "ＦＵＬＬ width \u00a0non-breaking\u00a0space",
  "It's the (best) service... really; truly: yes - no -- maybe?",
];

function dataset(count: number) {
  // Every review holds one of the texts, so every gram of them is broad.
  return Array.from({ length: count }, (_, i) => TEXTS[i % TEXTS.length] + (i % 3 === 0 ? ` n t ${i}` : ""));
}

Deno.test("gram codes: one to three ASCII characters, each string its own code", () => {
  const seen = new Map<number, string>();
  for (
    const gram of ["a", "ab", "abc", "\u0000", "\u0000\u0000", "a\u0000", " ", "  ", "   ", "n t", "e, ", "\u007f"]
  ) {
    const code = gramCode(gram);
    assert.ok(code >= 0, gram);
    assert.equal(seen.get(code), undefined, `${JSON.stringify(gram)} collides with ${JSON.stringify(seen.get(code))}`);
    seen.set(code, gram);
  }
  for (const gram of ["", "abcd", "é", "a😀", "\ud83d", "x".repeat(200)]) assert.equal(gramCode(gram), -1, gram);
});

Deno.test("gram sets are exactly the reviews whose lower-cased text holds the gram", () => {
  const texts = dataset(700).map((text) => text.toLowerCase());
  const codes = finish(chooseGrams(texts.length, (i) => texts[i]));
  assert.ok(codes.length > 50, `chose ${codes.length} grams`);
  assert.ok(codes.length <= MAX_GRAMS);
  const builder = new GramSetBuilder(codes, texts.length);
  texts.forEach((text, i) => builder.add(i, text));
  const grams = builder.done();
  assert.equal(grams.sets.length, codes.length * bitsetWords(texts.length), "one bit per review per gram");
  // Every ASCII gram of one to three characters with a space or punctuation, from every text.
  const candidates = new Set<string>();
  for (const text of texts) {
    for (let i = 0; i < text.length; i++) {
      for (let n = 1; n <= 3; n++) candidates.add(text.slice(i, i + n));
    }
  }
  candidates.add("zz!");
  let answered = 0;
  for (const gram of candidates) {
    const found = gramMatch(grams, gram, texts.length);
    if (!found) continue;
    answered++;
    assert.ok(/[^a-z0-9]/.test(gram), `${JSON.stringify(gram)}: grams of letters alone are left to the tokens`);
    const expected = texts.map((text) => text.includes(gram));
    const got = texts.map((_, i) => (found[i >>> 5] & (1 << (i & 31))) !== 0);
    assert.deepEqual(got, expected, JSON.stringify(gram));
  }
  assert.equal(answered, codes.length, "every chosen gram answers");
  for (const gram of ["n t", "e, ", " ", ", ", "a/c", "(", "\\"]) assert.ok(gramMatch(grams, gram, texts.length), gram);
  assert.equal(gramMatch(grams, "zz!", texts.length), null, "absent grams are not chosen");
});

Deno.test("the number of gram sets is capped, the broadest kept", () => {
  const texts = dataset(300).map((text) => text.toLowerCase());
  const codes = finish(chooseGrams(texts.length, (i) => texts[i], 5));
  assert.equal(codes.length, 5);
  assert.ok(codes.includes(gramCode(" ")), "the space is in every review with text");
  assert.deepEqual([...codes], [...codes].sort((a, b) => a - b), "ascending, for binary search");
  assert.deepEqual(finish(chooseGrams(0, () => "")).length, 0);
});

Deno.test("searches answered from gram sets agree with a naive scan, hostile needles included", async () => {
  const { generateReviewsFile } = await import("../../src/generate/mod.ts");
  const { publish } = await import("../../src/dataset/publish.ts");
  const { rowsOf } = await import("../../src/dataset/review_rows.ts");
  const generated = publish(generateReviewsFile({ reviews: 600, seed: "grams" }));
  const texts = dataset(generated.reviews.length);
  const reviews = [...generated.reviews].map((review, i) => i % 2 ? { ...review, text: texts[i] } : review);
  const published = { ...generated, reviews: rowsOf(reviews) };
  const index = buildSearchIndex(published);
  assert.ok(index.text!.grams.codes.length > 0);
  const needles = [
    "n t",
    "e, ",
    " t",
    "s.",
    " ",
    "  ",
    "\t",
    "\n",
    "\u0000",
    ".*",
    "(",
    ")",
    "[t",
    "\\",
    "$5",
    "^u",
    "a|b",
    "a?b",
    "?",
    "+",
    "...",
    "e ,",
    "é",
    "😀",
    "\ud83d",
    "k",
    "x".repeat(200),
    "n t".repeat(60),
  ];
  for (const needle of needles) {
    for (const shape of [{}, { min_rating: 4 }, { since: reviews[300].date }]) {
      const filters = SearchFilters.parse({ limit: 100, ...shape, query: needle });
      const expected = reviews.filter((r) =>
        (r.text ?? "").toLowerCase().includes(needle.toLowerCase()) && r.rating >= (filters.min_rating ?? 0) &&
        (!filters.since || r.date >= filters.since)
      );
      const result = search(index, filters);
      const label = `${JSON.stringify(needle)} ${JSON.stringify(shape)}`;
      assert.equal(result.matched, expected.length, label);
      assert.deepEqual(result.reviews.map((r) => r.id), expected.slice(0, 100).map((r) => r.id), label);
    }
  }
});

Deno.test("the base index reads no review's entities until a search by entity needs them", async () => {
  const { smallPublished } = await import("../helpers/fixture.ts");
  const published = smallPublished();
  let reads = 0;
  const counting = Object.defineProperty({ ...published }, "mentions", {
    get: () => (reads++, published.mentions),
  }) as typeof published;
  const index = buildBaseIndex(counting);
  assert.equal(search(index, SearchFilters.parse({ min_rating: 4, query: "the" })).matched > 0, true);
  assert.equal(reads, 0, "ratings, dates and text need no entities");
  const byName = search(index, SearchFilters.parse({ mentions_technician: "diego" }));
  assert.equal(byName.matched, 2);
  search(index, SearchFilters.parse({ mentions_service: "drain-cleaning" }));
  assert.equal(reads, 1, "made once, then kept");
});
