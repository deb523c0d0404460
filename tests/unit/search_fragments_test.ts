import assert from "node:assert/strict";
import { FRAGMENT_SETS } from "../../src/search/fragments.ts";
import { buildSearchIndex } from "../../src/search/index.ts";
import { search } from "../../src/search/search.ts";
import { SearchFilters } from "../../src/search/filters.ts";
import { rowsOf } from "../../src/dataset/review_rows.ts";

/** Texts where a fragment sits at a token's edges, inside it, beside punctuation, outside ASCII and across tokens. */
const TEXTS = [
  "The technician was on time, there at ten. Other errors: none!",
  "ER er Er eR, serve (the) theme; them... ther-e e r",
  "Café crème İstanbul naïve ß STRASSE \u212a kelvin ＴＨＥ",
  "emoji 😀😀 time!! \ud83d lone surrogate \ude00 thé",
  "ing? singing, ring-ring in g ... in-g ingredient",
  "",
  "a/c 24/7 $5 e, b 10x 007",
];

Deno.test("fragments: every precomputed one answers like a naive scan, and short needles beside them too", async () => {
  const { generateReviewsFile } = await import("../../src/generate/mod.ts");
  const { publish } = await import("../../src/dataset/publish.ts");
  const generated = publish(generateReviewsFile({ reviews: 1200, seed: "search-fragments" }));
  // Every fifth review gets one of the texts (or none), so they sit in different bitset words.
  const reviews = [...generated.reviews].map((review, i) =>
    i % 5 === 0 ? { ...review, text: i % 85 === 0 ? null : TEXTS[(i / 5) % TEXTS.length] } : review
  );
  const index = buildSearchIndex({ ...generated, reviews: rowsOf(reviews) });
  const fragments = index.text!.fragments;
  assert.ok(fragments.length > 0 && fragments.length <= FRAGMENT_SETS, `${fragments.length} fragments`);
  // The sets hold fragments of each length, so each path below is one the index answers from them.
  for (const length of [1, 2, 3]) assert.ok(fragments.some((f) => f.length === length), `a fragment of ${length}`);
  const needles = new Set<string>(fragments);
  for (const fragment of fragments) {
    // Beside each: other cases, a space or punctuation around it, one character more.
    needles.add(fragment.toUpperCase()).add(` ${fragment}`).add(`${fragment} `).add(`${fragment},`);
    needles.add(`${fragment}e`).add(`t${fragment}`);
  }
  for (const needle of ["th", "thé", "ß", "k", "\u212a", "😀", "\ud83d", "g", "in", "ing", "e r", "x", "07"]) {
    needles.add(needle);
  }
  for (const needle of needles) {
    for (const shape of [{}, { min_rating: 4, limit: 7 }]) {
      const filters = SearchFilters.parse({ limit: 50, ...shape, query: needle });
      const expected = reviews.filter((r) =>
        (r.text ?? "").toLowerCase().includes(needle.toLowerCase()) && r.rating >= (filters.min_rating ?? 0)
      );
      const result = search(index, filters);
      assert.equal(result.matched, expected.length, `matched for ${JSON.stringify(needle)} ${JSON.stringify(shape)}`);
      assert.deepEqual(
        result.reviews.map((r) => r.id),
        expected.slice(0, filters.limit).map((r) => r.id),
        JSON.stringify(needle),
      );
    }
  }
});
