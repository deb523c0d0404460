import assert from "node:assert/strict";
import { compareNewestFirst } from "../../src/dataset/publish.ts";
import { publishReviewsBytes } from "../../src/dataset/publish_bytes.ts";
import { SerialisedRows } from "../../src/dataset/review_rows.ts";
import type { Review } from "../../src/model/review.ts";
import { assertSameDataset, encode, mixedFile, reference } from "../helpers/published.ts";

/** Every seventh review with its id last, every eleventh with a URL the plain check leaves to the URL parser. */
function leftToZod(review: Review, k: number): Review {
  if (k % 7 === 3) {
    const { id, ...rest } = review;
    return { ...rest, id } as Review;
  }
  return k % 11 === 5 ? { ...review, source_url: "HTTPS://Example.COM/x" } : review;
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
    // Reviews the cheap check leaves to zod among plain ones, in the same pieces: keys in another order, a URL only
    // the URL parser accepts.
    ["some reviews left to zod", JSON.stringify({ ...file, reviews: file.reviews.map(leftToZod) }, null, 2)],
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
  const { detachBuffer: release } = await import("../../src/buffer_release.ts");
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
  // Newest first already, the document is made where the reviews were staged (a view, nothing copied); reordered,
  // it is a copy in the published order.
  assert.ok(published.value.serialised.document.byteOffset > 0, "made in place");
  const reordered = publishReviewsBytes(encode(JSON.stringify({ ...file, reviews: [...file.reviews].reverse() })));
  assert.ok(reordered.ok);
  assert.equal(reordered.value.serialised.document.byteOffset, 0, "copied in order");
  assert.equal(reordered.value.serialised.document.buffer.byteLength, reordered.value.serialised.document.length);
  const shared = new Uint8Array(new SharedArrayBuffer(8));
  release(shared);
  assert.equal(shared.byteLength, 8, "a shared buffer is left to the collector");
});
