/**
 * The fast import gives exactly the answers of the import before its fast paths (tests/helpers/import_before.ts)
 * on hostile CSV files: BOMs, quotes, CRLF, blank and broken rows, duplicate rows, bad dates and stars, huge
 * fields, day-first dates, reviews already stored (unchanged, edited, re-verified) and --prune. Same problems in
 * the same words, same reviews and ids, same merge, and a byte-identical reviews.json.
 */
import assert from "node:assert/strict";
import { hostileExport, random } from "../helpers/hostile_csv.ts";
import { importBefore } from "../helpers/import_before.ts";
import { parseImport, planImport } from "../../src/import/mod.ts";
import type { Review } from "../../src/model/review.ts";

Deno.test("the fast import answers as the import before it, on hostile exports into empty and stored files", () => {
  const next = random(21);
  const business = { id: "b", name: "Bench Dental" };
  const latestDate = "2026-01-01";
  let [compared, clean] = [0, 0];
  for (let i = 0; i < 300; i++) {
    const text = hostileExport(next);
    const options = { maps: [], source: next(5) === 0 ? "yelp" : null, latestDate, prune: next(4) === 0 };
    // Half the time the export goes into a file that already holds an earlier import of part of it.
    let storedReviews: Review[] = [];
    if (next(2) === 0) {
      const earlier = importBefore("earlier.csv", text, { business, reviews: [] }, { ...options, prune: false });
      storedReviews = earlier.merged.reviews.filter(() => next(3) !== 0).map((review) => ({
        ...review,
        verified: next(4) === 0 ? !review.verified : review.verified,
        text: next(5) === 0 ? "edited since" : review.text,
      }));
    }
    const stored = { business, reviews: storedReviews };
    const before = importBefore("export.csv", text, stored, options);

    const parsed = parseImport([{ file: "export.csv", text }], { format: null, ...options });
    assert.deepEqual(parsed.problems, before.problems, text.slice(0, 300));
    assert.deepEqual(parsed.warnings, before.warnings);
    assert.equal(JSON.stringify(parsed.reviews), JSON.stringify(before.reviews), "same reviews, ids and key order");
    const plan = planImport(stored, parsed.reviews, options);
    const { reviews, changes, ...counts } = plan;
    const { reviews: beforeReviews, changes: beforeChanges, ...beforeCounts } = before.merged;
    assert.deepEqual({ ...counts, pieces: undefined }, { ...beforeCounts, pieces: undefined });
    assert.equal(JSON.stringify(reviews), JSON.stringify(beforeReviews));
    assert.equal(JSON.stringify(changes), JSON.stringify(beforeChanges));
    assert.equal(plan.pieces === null ? null : [...plan.pieces].join(""), before.text, "byte-identical file");
    if (before.problems.length > 0 && before.text !== null) compared++;
    if (before.problems.length === 0 && before.reviews.length > 5) clean++;
  }
  assert.ok(compared > 50, `${compared} exports had both bad rows and a file to write`);
  assert.ok(clean > 50, `${clean} exports had no bad row`);
});
