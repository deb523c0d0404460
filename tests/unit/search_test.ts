import assert from "node:assert/strict";
import { parseSearchParams } from "../../src/search/params.ts";
import { buildSearchIndex } from "../../src/search/index.ts";
import { search } from "../../src/search/search.ts";
import { SearchFilters } from "../../src/search/filters.ts";
import { smallPublished } from "../helpers/fixture.ts";

const dataset = smallPublished();
const index = buildSearchIndex(dataset);
const run = (filters: Record<string, unknown>) => search(index, SearchFilters.parse(filters));
/** The same filter applied naively, to compare the index against. */
const naive = (predicate: (i: number) => boolean) =>
  [...dataset.reviews].filter((_, i) => predicate(i)).map((r) => r.id);

Deno.test("search", async (t) => {
  await t.step("no filters: all published reviews, newest first, limit 20", () => {
    const result = run({});
    assert.equal(result.matched, 10);
    assert.equal(result.returned, 10);
    assert.deepEqual(result.reviews.map((r) => r.id), [...dataset.reviews].map((r) => r.id));
  });

  await t.step("limit caps returned but not matched", () => {
    const result = run({ limit: 3 });
    assert.equal(result.matched, 10);
    assert.equal(result.returned, 3);
    assert.deepEqual(result.reviews, dataset.reviews.slice(0, 3));
  });

  await t.step("rating and min_rating", () => {
    assert.deepEqual(run({ rating: 5 }).reviews.map((r) => r.id), naive((i) => dataset.reviews.at(i).rating === 5));
    assert.deepEqual(
      run({ min_rating: 3.5 }).reviews.map((r) => r.id),
      naive((i) => dataset.reviews.at(i).rating >= 3.5),
    );
    assert.equal(run({ rating: 2, min_rating: 3 }).matched, 0);
  });

  await t.step("since and until are inclusive", () => {
    const result = run({ since: "2026-01-15", until: "2026-02-20" });
    assert.deepEqual(result.reviews.map((r) => r.date), ["2026-02-20", "2026-02-20", "2026-01-15"]);
    assert.equal(run({ since: "2026-03-02" }).matched, 0);
    assert.equal(run({ until: "2024-12-30" }).matched, 0);
  });

  await t.step("query is a case-insensitive substring of the text", () => {
    assert.deepEqual(
      run({ query: "DRAIN" }).reviews.map((r) => r.id),
      naive((i) => /drain/i.test(dataset.reviews.at(i).text ?? "")),
    );
    assert.equal(run({ query: "ünïcödé" }).matched, 1);
    assert.equal(run({ query: "<3 & quick" }).matched, 1);
    assert.equal(run({ query: "not in any review" }).matched, 0);
  });

  await t.step("mentions_technician by id, full name or first name", () => {
    const byId = run({ mentions_technician: "diego-ramirez" }).reviews.map((r) => r.id);
    assert.equal(byId.length, 2);
    assert.deepEqual(run({ mentions_technician: "Diego Ramirez" }).reviews.map((r) => r.id), byId);
    assert.deepEqual(run({ mentions_technician: "diego" }).reviews.map((r) => r.id), byId);
    // Two technicians share the first name Marcus: the first name matches both.
    const marcus = run({ mentions_technician: "marcus" });
    const bell = run({ mentions_technician: "marcus-bell" });
    const reed = run({ mentions_technician: "Marcus Reed" });
    const union = new Set([...bell.reviews, ...reed.reviews].map((r) => r.id));
    assert.equal(marcus.matched, union.size);
    assert.deepEqual([bell.matched, reed.matched, marcus.matched], [2, 2, 3]);
    assert.equal(run({ mentions_technician: "nobody" }).matched, 0);
  });

  await t.step("mentions_service by id or label", () => {
    const byId = run({ mentions_service: "drain-cleaning" }).reviews.map((r) => r.id);
    assert.equal(byId.length, 3);
    assert.deepEqual(run({ mentions_service: "drain cleaning" }).reviews.map((r) => r.id), byId);
    assert.equal(run({ mentions_service: "roofing" }).matched, 0);
  });

  await t.step("filters combine with AND", () => {
    const result = run({ mentions_service: "drain-cleaning", min_rating: 4, since: "2025-01-01" });
    assert.deepEqual(result.reviews.map((r) => r.rating), [4]);
    const all = run({ query: "a", rating: 5, mentions_technician: "diego", until: "2026-01-01" });
    assert.equal(all.matched, 1);
  });
});

Deno.test("parseSearchParams", async (t) => {
  const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
  const codes = (query: string) => {
    const result = parse(query);
    assert.equal(result.ok, false, `expected ${query} to be refused`);
    return result.ok ? [] : result.issues.map((issue) => `${issue.path.join(".")}:${issue.code}`);
  };

  await t.step("accepts every filter and applies the default limit", () => {
    const result = parse("rating=5&min_rating=4.5&since=2025-01-01&until=2025-12-31&query=ac&mentions_technician=x");
    assert.ok(result.ok);
    assert.equal(result.value.limit, 20);
    assert.equal(result.value.min_rating, 4.5);
  });

  await t.step("refuses out-of-range, malformed and impossible values", () => {
    assert.deepEqual(codes("rating=6"), ["rating:too_big"]);
    assert.deepEqual(codes("rating=0"), ["rating:too_small"]);
    assert.deepEqual(codes("rating=4.5"), ["rating:invalid_type"]);
    assert.deepEqual(codes("rating=abc"), ["rating:invalid_type"]);
    assert.deepEqual(codes("min_rating=0.5"), ["min_rating:too_small"]);
    assert.deepEqual(codes("limit=0"), ["limit:too_small"]);
    assert.deepEqual(codes("limit=101"), ["limit:too_big"]);
    assert.deepEqual(codes("since=2025-02-30"), ["since:invalid_date"]);
    assert.deepEqual(codes("until=yesterday"), ["until:invalid_date"]);
    assert.deepEqual(codes("query="), ["query:too_small"]);
  });

  await t.step("refuses since after until, unknown and repeated parameters", () => {
    assert.deepEqual(codes("since=2025-06-01&until=2025-05-01"), ["since:custom"]);
    assert.deepEqual(codes("min-rating=4"), ["min-rating:unrecognized_keys"]);
    assert.deepEqual(codes("rating=4&rating=5"), ["rating:repeated_parameter"]);
  });
});

Deno.test("text search agrees with a naive case-insensitive scan on generated data", async () => {
  const { generateReviewsFile } = await import("../../src/generate/mod.ts");
  const { publish } = await import("../../src/dataset/publish.ts");
  const generated = publish(generateReviewsFile({ reviews: 1500, seed: "search-property" }));
  const generatedIndex = buildSearchIndex(generated);
  // Needles cut at arbitrary places from real texts: inside words, across words, with punctuation.
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const texts = [...generated.reviews].map((r) => r.text).filter((t): t is string => t !== null);
  const needles = [
    "on time",
    "The",
    "no heat",
    "!",
    " a",
    "e, b",
    "zzz",
    "fixed it",
    "can't",
    "a/c",
    "$",
    "24/7",
    ".",
    "!!",
    "-",
  ];
  for (let i = 0; i < 150; i++) {
    const text = texts[Math.floor(next() * texts.length)];
    const start = Math.floor(next() * text.length);
    needles.push(text.slice(start, start + 1 + Math.floor(next() * 14)));
  }
  for (const needle of needles) {
    const expected = [...generated.reviews].filter((r) => (r.text ?? "").toLowerCase().includes(needle.toLowerCase()));
    const result = search(generatedIndex, SearchFilters.parse({ query: needle, limit: 100 }));
    assert.equal(result.matched, expected.length, `matched for ${JSON.stringify(needle)}`);
    assert.deepEqual(result.reviews.map((r) => r.id), expected.slice(0, 100).map((r) => r.id), JSON.stringify(needle));
  }
});

Deno.test("a search while the token index is still being built answers like the full index", async () => {
  const { generateReviewsFile } = await import("../../src/generate/mod.ts");
  const { publish } = await import("../../src/dataset/publish.ts");
  const { DatasetViews } = await import("../../src/http/views.ts");
  const published = publish(generateReviewsFile({ reviews: 3000, seed: "warm-up" }));
  const full = buildSearchIndex(published);
  const views = new DatasetViews(
    { published, insights: {} as import("../../src/model/mod.ts").Insights, insightsOrigin: "stored" },
    "http://x",
  );
  const warming = views.warmUp();
  const partial = views.searchIndex;
  assert.equal(partial.text, null, "not built yet: the texts are scanned");
  for (const filters of [{ query: "on time" }, { query: "a/c", min_rating: 2 }, { query: "!" }, { rating: 4 }]) {
    const parsed = SearchFilters.parse({ limit: 30, ...filters });
    assert.deepEqual(search(partial, parsed), search(full, parsed), JSON.stringify(filters));
  }
  await warming;
  assert.notEqual(views.searchIndex.text, null);
  assert.deepEqual(views.searchIndex.text, full.text);
});

/** Texts that break token-based matching if gaps, edges or case folding are handled loosely. */
const TRICKY = [
  "On  time, the technician was great",
  "on\ntime\tand the technician  was here",
  "  leading spaces and trailing  ",
  "NUL\u0000inside a/c text \u0000",
  "Café crème, İstanbul naïve ß STRASSE",
  "emoji 😀😀 time!! on time!",
  "e, b e,b e ,b e , b",
  "",
  "A/C a / c a/ c A /C",
  "the technician was the technician was on time on time",
  "ＦＵＬＬ width \u00a0non-breaking\u00a0space and on \u00a0time",
  "time",
  "on",
];

Deno.test("text search agrees with a naive scan on tricky texts, phrases and combined filters", async () => {
  const { generateReviewsFile } = await import("../../src/generate/mod.ts");
  const { publish } = await import("../../src/dataset/publish.ts");
  const { rowsOf } = await import("../../src/dataset/review_rows.ts");
  const generated = publish(generateReviewsFile({ reviews: 800, seed: "search-tricky" }));
  // Every seventh review gets a tricky text (or none), so they sit in different bitset words.
  const reviews = [...generated.reviews].map((review, i) =>
    i % 7 === 0 ? { ...review, text: i % 91 === 0 ? null : TRICKY[(i / 7) % TRICKY.length] } : review
  );
  const published = { ...generated, reviews: rowsOf(reviews) };
  const trickyIndex = buildSearchIndex(published);
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const needles = [
    "on time",
    "the",
    "e",
    "the technician was",
    "n t",
    "e, ",
    "on  time",
    "on\ntime",
    " on",
    "time ",
    "  ",
    "\t",
    "a / c",
    "e ,b",
    ", b",
    "😀",
    "\ud83d",
    "i̇s",
    "ß",
    " the technician was ",
    "was the",
    "\u0000",
    "nul\u0000in",
    "s  ",
    "was\n",
    "on \u00a0time",
    "full",
    "technician was great",
    "time!",
    "!! on",
  ];
  const texts = reviews.map((r) => r.text).filter((t): t is string => !!t);
  for (let i = 0; i < 200; i++) {
    const text = i % 2 ? TRICKY[i % TRICKY.length] || "x" : texts[Math.floor(next() * texts.length)];
    const start = Math.floor(next() * text.length);
    needles.push(text.slice(start, start + 1 + Math.floor(next() * 40)));
  }
  const shapes = [{}, { min_rating: 3 }, { rating: 5, limit: 3 }, { since: reviews[400].date }, {
    until: reviews[100].date,
    since: reviews[700].date,
    limit: 2,
  }];
  for (const needle of needles) {
    for (const shape of shapes) {
      const filters = SearchFilters.parse({ limit: 100, ...shape, query: needle });
      const expected = reviews.filter((r) =>
        (r.text ?? "").toLowerCase().includes(needle.toLowerCase()) &&
        (!filters.rating || r.rating === filters.rating) && r.rating >= (filters.min_rating ?? 0) &&
        (!filters.since || r.date >= filters.since) && (!filters.until || r.date <= filters.until)
      );
      const result = search(trickyIndex, filters);
      const label = `${JSON.stringify(needle)} ${JSON.stringify(shape)}`;
      assert.equal(result.matched, expected.length, `matched for ${label}`);
      assert.deepEqual(result.reviews.map((r) => r.id), expected.slice(0, filters.limit).map((r) => r.id), label);
    }
  }
});

Deno.test("a search frees the bitsets it made, never the index's arrays, and a repeat answers the same", async () => {
  const { generateReviewsFile } = await import("../../src/generate/mod.ts");
  const { publish } = await import("../../src/dataset/publish.ts");
  const { freeBitsets } = await import("../../src/search/bitset.ts");
  const owned = new Uint32Array(8).fill(7);
  const whole = new Uint32Array(16).fill(9);
  const view = whole.subarray(0, 8);
  const wholeView = new Uint32Array(whole.buffer, 0, 16);
  freeBitsets([owned, view]);
  assert.equal(owned.byteLength, 0, "a set that is its whole buffer is freed");
  assert.deepEqual([...view], new Array(8).fill(9), "a view into a larger buffer is left alone");
  assert.equal(wholeView.length, 16);

  const generated = publish(generateReviewsFile({ reviews: 1200, seed: "search-frees" }));
  const generatedIndex = buildSearchIndex(generated);
  const arrays = (value: unknown, seen = new Set<unknown>()): ArrayBufferView[] => {
    if (!value || typeof value !== "object" || seen.has(value)) return [];
    seen.add(value);
    if (ArrayBuffer.isView(value)) return [value];
    const values = value instanceof Map ? [...value.values()] : Object.values(value);
    return values.flatMap((inner) => arrays(inner, seen));
  };
  const technician = [...generatedIndex.technicianNames.keys()][0];
  // One of each way a text filter is answered: a letter's precomputed set, a gram's, a token union, phrases of two
  // and three tokens, punctuation, whitespace edges; with and without other filters.
  const shapes: Record<string, unknown>[] = [
    { query: "e" },
    { query: "n t" },
    { query: "furnace" },
    { query: "on time" },
    { query: "the technician was" },
    { query: "a/c" },
    { query: " the " },
    { query: "zzzq" },
    { query: "the", min_rating: 4, mentions_technician: technician },
    { mentions_technician: technician },
    { rating: 3, since: "2025-01-01" },
  ];
  const sizes = () => arrays([generatedIndex, generatedIndex.entities()]).map((array) => array.byteLength);
  const before = sizes();
  assert.ok(before.length > 10 && before.every((size) => size >= 0));
  const first = shapes.map((filters) => search(generatedIndex, SearchFilters.parse({ ...filters, limit: 100 })));
  const again = shapes.map((filters) => search(generatedIndex, SearchFilters.parse({ ...filters, limit: 100 })));
  assert.deepEqual(sizes(), before, "no array of the index was freed");
  assert.deepEqual(again, first, "a repeat answers the same");
  assert.ok(first.some((result) => result.matched > 0) && first.some((result) => result.matched === 0));
  const texts = [...generated.reviews].map((review) => (review.text ?? "").toLowerCase());
  shapes.forEach((filters, k) => {
    if (Object.keys(filters).length !== 1 || typeof filters.query !== "string") return;
    const needle = filters.query;
    assert.equal(first[k].matched, texts.filter((text) => text.includes(needle)).length, needle);
  });
});

Deno.test("each token's places decode from two-byte gaps, far ones included, to exactly where it stands", async () => {
  const { generateReviewsFile } = await import("../../src/generate/mod.ts");
  const { publish } = await import("../../src/dataset/publish.ts");
  const { FAR, placesOf } = await import("../../src/search/text_index.ts");
  const generated = publish(generateReviewsFile({ reviews: 4000, seed: "search-gaps" }));
  const text = buildSearchIndex(generated).text!;
  const mask = (1 << text.shift) - 1;
  const expected = Array.from({ length: text.vocabulary.length }, () => [] as number[]);
  text.stream.forEach((entry, place) => expected[entry & mask].push(place));
  assert.ok(text.stream.length > 2 * FAR, "a stream long enough for gaps too far for two bytes");
  assert.ok(text.farPlaces.length > 0 && text.farPlaces.length < text.vocabulary.length * 4);
  assert.equal(text.occurrenceGaps.length, text.stream.length);
  assert.equal(text.farStart[text.vocabulary.length], text.farPlaces.length);
  expected.forEach((places, id) => assert.deepEqual(placesOf(text, id), places, text.vocabulary[id]));
});

Deno.test("a place's review is found from its block, empty reviews and every start point included", async () => {
  const { generateReviewsFile } = await import("../../src/generate/mod.ts");
  const { publish } = await import("../../src/dataset/publish.ts");
  const { rowsOf } = await import("../../src/dataset/review_rows.ts");
  const { REVIEW_BLOCK, reviewOf } = await import("../../src/search/text_index.ts");
  const generated = publish(generateReviewsFile({ reviews: 900, seed: "search-blocks" }));
  // Runs of reviews without tokens (no text, or only spaces), so some blocks start past several empty reviews.
  const reviews = [...generated.reviews].map((review, i) =>
    i % 50 < 6 ? { ...review, text: i % 2 ? null : "   " } : review
  );
  const text = buildSearchIndex({ ...generated, reviews: rowsOf(reviews) }).text!;
  assert.equal(text.reviewBlocks.length, (text.stream.length >>> REVIEW_BLOCK) + 1);
  const owner = new Uint32Array(text.stream.length);
  for (let review = 0; review + 1 < text.offsets.length; review++) {
    owner.fill(review, text.offsets[review], text.offsets[review + 1]);
  }
  assert.ok(text.offsets.some((start, r) => r > 0 && start === text.offsets[r - 1]), "some reviews hold no token");
  for (let place = 0, previous = 0; place < text.stream.length; place++) {
    assert.equal(reviewOf(text, 0, place), owner[place], `place ${place} from the start`);
    // As a scan calls it: from the review of an earlier place.
    assert.equal(reviewOf(text, previous, place), owner[place], `place ${place} from review ${previous}`);
    if (place % 37 === 0) previous = owner[place];
  }
});

Deno.test("a needle part's tokens, open or closed at each side, are exactly the vocabulary's that fit", async () => {
  const { generateReviewsFile } = await import("../../src/generate/mod.ts");
  const { publish } = await import("../../src/dataset/publish.ts");
  const { tokenIds } = await import("../../src/search/text_query.ts");
  const text = buildSearchIndex(publish(generateReviewsFile({ reviews: 600, seed: "search-token-ids" }))).text!;
  const { vocabulary } = text;
  // Whole tokens, their first and last letters and middles, and parts no token holds.
  const parts = new Set(["on", "time", "e", "er", "the", "a", "!", "zq", "ing", "s"]);
  for (let id = 0; id < vocabulary.length; id += 7) {
    const token = vocabulary[id];
    parts.add(token).add(token.slice(0, 2)).add(token.slice(-2)).add(token.slice(1, -1) || token);
  }
  for (const part of parts) {
    for (const [openLeft, openRight] of [[false, false], [true, false], [false, true], [true, true]]) {
      const fits = (token: string) =>
        openLeft && openRight
          ? token.includes(part)
          : openLeft
          ? token.endsWith(part)
          : openRight
          ? token.startsWith(part)
          : token === part;
      const expected = vocabulary.flatMap((token, id) => fits(token) ? [id] : []);
      assert.deepEqual(tokenIds(text, part, openLeft, openRight), expected, `${part} ${openLeft} ${openRight}`);
    }
  }
});
