import assert from "node:assert/strict";
import { parseReviewsBytes } from "../../src/dataset/parse.ts";
import { compareNewestFirst, publish, type PublishedDataset } from "../../src/dataset/publish.ts";
import { publishReviewsBytes } from "../../src/dataset/publish_bytes.ts";
import { SerialisedRows } from "../../src/dataset/review_rows.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import type { ReviewsFile } from "../../src/model/mod.ts";

const encode = (text: string) => new TextEncoder().encode(text);

/** The published dataset the old way: parse into objects, then publish them. */
function reference(bytes: Uint8Array) {
  const parsed = parseReviewsBytes(bytes);
  return parsed.ok ? { ok: true as const, value: publish(parsed.value) } : parsed;
}

function assertSameDataset(actual: PublishedDataset, expected: PublishedDataset, label: string) {
  assert.deepEqual(actual.serialised.document, expected.serialised.document, `${label}: document bytes`);
  assert.equal(actual.serialised.arrayStart, expected.serialised.arrayStart, label);
  assert.deepEqual(actual.serialised.ends, expected.serialised.ends, `${label}: review ends`);
  assert.equal(actual.sha256, expected.sha256, label);
  assert.deepEqual(actual.aggregate, expected.aggregate, label);
  assert.deepEqual(actual.business, expected.business, label);
  assert.equal(actual.lastModified?.getTime(), expected.lastModified?.getTime(), label);
  assert.deepEqual(actual.reviews.columns.ids, expected.reviews.columns.ids, label);
  assert.deepEqual(actual.reviews.columns.ratings, expected.reviews.columns.ratings, label);
  assert.deepEqual(actual.reviews.columns.dates, expected.reviews.columns.dates, label);
  assert.deepEqual(actual.reviews.columns.modified, expected.reviews.columns.modified, label);
  assert.deepEqual([...actual.reviews], [...expected.reviews], `${label}: reviews`);
  const texts = Array.from({ length: actual.reviews.length }, (_, k) => actual.reviews.text(k));
  assert.deepEqual(texts, [...expected.reviews].map((review) => review.text), `${label}: texts`);
  for (const needle of ["the", "e, ", "\\", "🚀", "zzz"]) {
    const naive = new Uint32Array(Math.ceil(texts.length / 32));
    texts.forEach((text, k) => (text ?? "").toLowerCase().includes(needle) && (naive[k >>> 5] |= 1 << (k & 31)));
    assert.deepEqual(actual.reviews.textBits?.(needle), naive, `${label}: texts holding ${needle}, by position`);
  }
  assert.deepEqual(actual.mentions, expected.mentions, `${label}: mentions`);
}

function mixedFile(): ReviewsFile {
  const file = generateReviewsFile({ reviews: 400, seed: "publish-bytes" });
  const hostile = [
    'quotes " and \\ and \\" end',
    "U+2028 \u2028 U+2029 \u2029 NUL \u0000 tab \t",
    "emoji 🚀👨‍👩‍👧 lone \ud800 surrogate",
    "Ünïcödé — “curly” … ".repeat(2000),
    '], "reviews": [1], {"x": "',
  ];
  hostile.forEach((text, k) => file.reviews[k * 61].text = text);
  // Same day, ids in either order; unverified ones among them; replies newer than every review.
  file.reviews[10] = { ...file.reviews[10], date: file.reviews[11].date };
  file.reviews[12].verified = false;
  file.reviews[77].verified = false;
  file.reviews[90].owner_reply = { text: "Thanks \u2028 🚀", date: "2026-11-15" };
  return file;
}

Deno.test("publishing from bytes in one pass equals parsing into objects and publishing them", () => {
  const file = mixedFile();
  // Newest first already, as generated files are (the document is then the staged bytes in one copy), or not quite.
  const sorted = [...file.reviews].sort(compareNewestFirst);
  assert.deepEqual(sorted, file.reviews, "the mixed file is newest first");
  const swapped = [...sorted];
  [swapped[398], swapped[399]] = [swapped[399], swapped[398]];
  const cases: [string, string][] = [
    ["newest first but the last two", JSON.stringify({ ...file, reviews: swapped })],
    ["the first unverified", JSON.stringify({ ...file, reviews: sorted.with(0, { ...sorted[0], verified: false }) })],
    ["compact", JSON.stringify(file)],
    ["pretty", JSON.stringify(file, null, 2)],
    ["keys reordered", JSON.stringify({ reviews: file.reviews, business: file.business }, null, "\t")],
    ["shuffled reviews", JSON.stringify({ ...file, reviews: [...file.reviews].reverse() })],
    ["no reviews", JSON.stringify({ ...file, reviews: [] })],
    ["none verified", JSON.stringify({ ...file, reviews: file.reviews.map((r) => ({ ...r, verified: false })) })],
    ["one review", JSON.stringify({ ...file, reviews: [file.reviews[61]] })],
    // Unusual but valid: the key written with an escape, so the whole-file path publishes it.
    ["escaped key", JSON.stringify(file).replace('"reviews":', '"\\u0072eviews":')],
  ];
  for (const [label, text] of cases) {
    const bytes = encode(text);
    const [actual, expected] = [publishReviewsBytes(bytes), reference(bytes)];
    assert.ok(actual.ok && expected.ok, label);
    assertSameDataset(actual.value, expected.value, label);
    assert.ok(actual.value.reviews instanceof SerialisedRows, `${label}: no review objects kept`);
  }
});

Deno.test("publishing from bytes refuses what parsing refuses, with the same problems", () => {
  const file = mixedFile();
  const good = JSON.stringify(file, null, 1);
  const bad = [
    good.slice(0, -3),
    good.replace('"rating": 5', '"rating": 9'),
    JSON.stringify({ ...file, reviews: file.reviews.map((r, k) => k === 350 ? { ...r, id: file.reviews[3].id } : r) }),
    // A duplicate id between an unverified review and a verified one is refused too.
    JSON.stringify({ ...file, reviews: file.reviews.map((r, k) => k === 13 ? { ...r, id: file.reviews[12].id } : r) }),
    JSON.stringify({ ...file, reviews: file.reviews.map((r, k) => k === 399 ? { ...r, date: "2025-02-30" } : r) }),
    JSON.stringify({ ...file, extra: 1 }),
    JSON.stringify({ ...file, business: { ...file.business, name: 5 } }),
    JSON.stringify({ reviews: file.reviews }),
    `{"business":${JSON.stringify(file.business)},"reviews":[1,]}`,
    "\ufeff{}",
    "[]",
    // A byte order mark where the second piece of 64 starts: refused, as JSON.parse of the whole text refuses it.
    `{"business":${JSON.stringify(file.business)},"reviews":[${
      file.reviews.map((r, k) => (k === 64 ? "\ufeff" : "") + JSON.stringify(r)).join(",")
    }]}`,
  ];
  for (const text of bad) {
    const bytes = encode(text);
    const [actual, expected] = [publishReviewsBytes(bytes), reference(bytes)];
    assert.equal(actual.ok, false, text.slice(0, 80));
    assert.deepEqual(actual, expected);
  }
});

Deno.test("the staging buffer is given back at once, and the published document is not touched by it", async () => {
  const { release } = await import("../../src/dataset/publish_bytes.ts");
  const file = mixedFile();
  const bytes = encode(JSON.stringify(file));
  const published = publishReviewsBytes(bytes);
  assert.ok(published.ok);
  const expected = reference(encode(JSON.stringify(file)));
  assert.ok(expected.ok);
  // Releasing the file's bytes too (as the loader does) leaves the dataset whole.
  release(bytes);
  assert.equal(bytes.byteLength, 0, "the file's buffer is detached");
  assertSameDataset(published.value, expected.value, "after release");
  const shared = new Uint8Array(new SharedArrayBuffer(8));
  release(shared);
  assert.equal(shared.byteLength, 8, "a shared buffer is left to the collector");
});
