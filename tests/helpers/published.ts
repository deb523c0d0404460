/** Publishing a reviews file from its bytes, checked against the old way: parse into objects, then publish. */
import assert from "node:assert/strict";
import { parseReviewsBytes } from "../../src/dataset/parse.ts";
import { publish, type PublishedDataset } from "../../src/dataset/publish.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import type { ReviewsFile } from "../../src/model/mod.ts";

export const encode = (text: string) => new TextEncoder().encode(text);

/** The published dataset the old way: parse into objects, then publish them. */
export function reference(bytes: Uint8Array) {
  const parsed = parseReviewsBytes(bytes);
  return parsed.ok ? { ok: true as const, value: publish(parsed.value) } : parsed;
}

/** Asserts two published datasets are the same: bytes, columns, hash, reviews, texts and mentions. */
export function assertSameDataset(actual: PublishedDataset, expected: PublishedDataset, label: string) {
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

/** A generated file, newest first, with hostile texts, unverified reviews, a same-day pair and a newer reply. */
export function mixedFile(): ReviewsFile {
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
