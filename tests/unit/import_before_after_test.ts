/**
 * The fast import gives exactly the answers of the import before its fast paths (tests/helpers/import_before.ts)
 * on hostile CSV files: BOMs, quotes, CRLF, blank and broken rows, duplicate rows, bad dates and stars, huge
 * fields, day-first dates, reviews already stored (unchanged, edited, re-verified) and --prune. Same problems in
 * the same words, same reviews and ids, same merge, and a byte-identical reviews.json.
 */
import assert from "node:assert/strict";
import { importBefore } from "../helpers/import_before.ts";
import { parseImport, planImport } from "../../src/import/mod.ts";
import type { Review } from "../../src/model/review.ts";

function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return Math.floor((state / 0x80000000) * n);
  };
}

const DATES = [
  "2025-03-15",
  "2024-11-02T10:15:00Z",
  " 2023-01-31 ",
  "15/03/2025",
  "03/04/2025",
  "15.03.2025 14:20",
  "Mar 15, 2025",
  "Sat, 15 Mar 2025",
  "2025-02-30",
  "yesterday",
  "",
  "2999-01-01",
  "1969-12-31",
];
const STARS = ["5", "4", "3", "1", "4.0", "5/5", "★★★☆☆", "FIVE", "two", "6", "4.5", "0", "", " 2 "];
const AUTHORS = ["Maria González", "Tom", "", "  Priya\tRaman ", "O'Neill", "李", "x".repeat(250)];
const TEXTS = [
  "Great visit.",
  'They said "no", politely.',
  "two\r\nlines",
  "tabs\t \nand trailing spaces  ",
  "control\u0001chars\u007f",
  "",
  "   ",
  "🦷 emoji and \ud800 lone surrogate",
  "y".repeat(20_001),
];

/** Values every row may hold in an export without a bad row (the import then reads it in pieces). */
const GOOD_DATES = ["2025-03-15", "2024-11-02T10:15:00Z", "03/04/2025", "3/5/25", "15.03.2025", "Mar 15, 2025"];
/** Dotted dates that read either way: day first, as a column of them is. */
const DOTTED_DATES = ["03.04.2025", "11.10.2024 14:20", "2025-03-15"];
const GOOD_STARS = ["5", "4", "1", "4.0", "5/5", "★★★☆☆", "FIVE"];

/**
 * One hostile export: random rows of a review-platform layout, with or without an id column; a third of them
 * without a bad row, some with day-first dates (`25/12/2024` among others, or only dotted ones like `03.04.2025`).
 */
function hostileExport(next: (n: number) => number): string {
  const good = next(3) === 0;
  const dates = !good ? DATES : next(3) === 0 ? DOTTED_DATES : [...GOOD_DATES, ...(next(2) ? ["25/12/2024"] : [])];
  const replyDates = good && next(3) === 0 ? DOTTED_DATES : dates; // a column of its own: its own order
  const stars = good ? GOOD_STARS : STARS;
  const texts = good ? TEXTS.slice(0, -1) : TEXTS;
  const withIds = next(2) === 0;
  const delimiter = next(4) === 0 ? ";" : ",";
  const header = [
    ...(withIds ? ["Review ID"] : []),
    "Date",
    "Reviewer",
    "Title",
    "Content",
    "Stars",
    "Reply",
    "Reply Date",
  ];
  const quote = (value: string) =>
    value.includes(delimiter) || /["\r\n]/.test(value) || next(3) === 0 ? `"${value.replaceAll('"', '""')}"` : value;
  const lines = [header.join(delimiter)];
  const rows = 1 + next(40);
  for (let i = 0; i < rows; i++) {
    if (next(15) === 0) {
      lines.push(next(2) ? "" : " ; ".replace(";", delimiter)); // blank rows
      continue;
    }
    if (next(12) === 0 && lines.length > 1) {
      lines.push(lines[1 + next(lines.length - 1)]); // a duplicate row
      continue;
    }
    const fields = [
      ...(withIds ? [next(6) === 0 ? "" : next(8) === 0 ? "01JPBHKE00PXBRCR85ENYKJD1W" : `rv-${next(30)}`] : []),
      dates[next(dates.length)],
      AUTHORS[next(AUTHORS.length - (good ? 1 : 0))],
      next(2) ? `Visit ${i}` : "",
      texts[next(texts.length)],
      stars[next(stars.length)],
      next(3) === 0 ? "Thank you!" : "",
      next(3) === 0 ? replyDates[next(replyDates.length)] : "",
    ];
    if (!good && next(25) === 0) fields.push("extra");
    lines.push(fields.map(quote).join(delimiter));
  }
  const newline = next(2) ? "\r\n" : "\n";
  return (next(3) === 0 ? "\uFEFF" : "") + lines.join(newline) + (next(2) ? newline : "");
}

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
