import assert from "node:assert/strict";
import { reviewsSha256, sha256Hex } from "../../src/dataset/hash.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";

Deno.test("the reviews hash, taken in chunks, is the SHA-256 of the JSON of the whole array", () => {
  const { reviews } = generateReviewsFile({ reviews: 400, seed: "hash-chunks" });
  // 400 reviews are well past one 64 KB chunk, so chunk borders fall inside the array.
  assert.ok(JSON.stringify(reviews).length > 3 * 65_536);
  for (const set of [[], reviews.slice(0, 1), reviews.slice(0, 2), reviews]) {
    assert.equal(reviewsSha256(set), sha256Hex(JSON.stringify(set)));
  }
  assert.notEqual(reviewsSha256(reviews), reviewsSha256(reviews.slice(1)));
});
