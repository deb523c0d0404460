import assert from "node:assert/strict";
import { parseReviewsBytes } from "../../src/dataset/parse.ts";
import { compareNewestFirst, publish } from "../../src/dataset/publish.ts";
import { dateText, rowsOf, SerialisedRows } from "../../src/dataset/review_rows.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { Review, type ReviewsFile } from "../../src/model/mod.ts";

/** Texts that JSON escapes, or that are more than one UTF-16 unit a character, or very long. */
const HOSTILE = [
  'quotes " and \\ backslashes \\" and a slash /',
  "lines\nand\ttabs\r\nand a form feed \f and a bell \u0007 and NUL \u0000",
  "U+2028 \u2028 and U+2029 \u2029 (JavaScript line terminators, legal in JSON strings)",
  "Ünïcödé, ß, İstanbul, K (Kelvin), Ω, “curly” — dashes – and … ellipses",
  "emoji 🚀👍🏽 family 👨‍👩‍👧 flags 🇬🇧 and a lone surrogate \ud800 and \udfff",
  "😀".repeat(50_000) + " a huge text " + "x".repeat(300_000),
  "</script><script>alert(1)</script> & <b>",
];

function hostileFile(): ReviewsFile {
  const file = generateReviewsFile({ reviews: 120, seed: "review-rows" });
  HOSTILE.forEach((text, k) => {
    file.reviews[k * 7].text = text;
    file.reviews[k * 7].verified = true;
  });
  file.reviews[5].owner_reply = { text: 'Thanks \u2028 🚀 "quoted"', date: file.reviews[5].date };
  file.reviews[6].verified = false;
  return file;
}

Deno.test("reviews read back from the serialised bytes equal the published reviews, hostile texts included", () => {
  const file = hostileFile();
  const expected = file.reviews.filter((review) => review.verified).sort(compareNewestFirst);
  const published = publish(file);
  const rows = published.reviews;
  assert.ok(rows instanceof SerialisedRows, "a published dataset keeps bytes, not review objects");
  assert.equal(rows.length, expected.length);
  assert.deepEqual([...rows], expected);
  for (const text of HOSTILE) {
    const position = expected.findIndex((review) => review.text === text);
    assert.ok(position >= 0);
    assert.deepEqual(rows.at(position), expected[position]);
    assert.equal(rows.text(position), text);
    assert.ok(Review.safeParse(rows.at(position)).success, "what is read back is still a valid review");
  }
  assert.deepEqual([...rows.columns.ids], expected.map((review) => review.id));
  assert.deepEqual([...rows.columns.ratings], expected.map((review) => review.rating));
  assert.deepEqual(
    [...rows.columns.dates],
    expected.map((review) => Number(review.date.replaceAll("-", ""))),
  );
  assert.deepEqual(
    [...rows.columns.modified].map(dateText),
    expected.map((review) =>
      review.owner_reply && review.owner_reply.date > review.date ? review.owner_reply.date : review.date
    ),
  );
  assert.ok(expected.some((review) => review.owner_reply && review.owner_reply.date > review.date));
  assert.equal(rows.position(expected[17].id), 17);
  assert.equal(rows.position("not-an-id"), undefined);
  assert.equal(rows.position(file.reviews[6].id), undefined, "an unverified review is not published");
});

Deno.test("texts are the same before and after the rows stop keeping them", () => {
  const published = publish(hostileFile());
  const rows = published.reviews as SerialisedRows;
  const before = Array.from({ length: rows.length }, (_, position) => rows.text(position));
  assert.equal(rows.keepsTexts, true);
  rows.releaseTexts();
  assert.equal(rows.keepsTexts, false);
  const after = Array.from({ length: rows.length }, (_, position) => rows.text(position));
  assert.deepEqual(after, before);
  assert.deepEqual(after, [...rows].map((review) => review.text));
});

Deno.test("slices and positions of rows behave as an array's", () => {
  const published = publish(generateReviewsFile({ reviews: 40, seed: "rows-slice" }));
  const all = [...published.reviews];
  const arrayRows = rowsOf(all);
  for (const rows of [published.reviews, arrayRows]) {
    for (
      const [from, to] of [[0, 5], [3, 3], [10, 1000], [-4, undefined], [-1000, 2], [5, -30], [undefined, undefined]]
    ) {
      assert.deepEqual(rows.slice(from, to), all.slice(from, to), `slice(${from}, ${to})`);
    }
    assert.deepEqual(rows.at(all.length - 1), all.at(-1));
  }
  assert.throws(() => published.reviews.at(all.length), RangeError);
  assert.throws(() => published.reviews.at(-1), RangeError);
});

Deno.test("a file written differently (spacing, key order) is still published canonically", () => {
  const file = generateReviewsFile({ reviews: 60, seed: "rows-canonical" });
  file.reviews[0] = { ...file.reviews[0], text: HOSTILE[4], verified: true };
  // Keys reversed and pretty-printed: the served document is JSON.stringify of the validated objects, not the file.
  const reversed = {
    reviews: file.reviews.map((review) => Object.fromEntries(Object.entries(review).reverse())),
    business: file.business,
  };
  const parsed = parseReviewsBytes(new TextEncoder().encode(JSON.stringify(reversed, null, 3)));
  assert.ok(parsed.ok);
  const published = publish(parsed.value);
  const canonical = publish(file);
  assert.deepEqual(published.serialised.document, canonical.serialised.document);
  assert.equal(published.sha256, canonical.sha256);
  const document = JSON.parse(new TextDecoder().decode(published.serialised.document));
  assert.deepEqual(document.reviews, [...published.reviews]);
  assert.deepEqual(Object.keys(published.reviews.at(0)), Object.keys(canonical.reviews.at(0)));
});
