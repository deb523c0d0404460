/**
 * The streamed CSV read (src/import/csv_stream.ts) parses in chunks; these tests make the chunks small, so rows,
 * quoted multi-line fields, doubled quotes and CRLF line breaks straddle them, and check that every answer is the
 * one of a read in a single chunk, and that files without a bad row really take the streamed path.
 */
import assert from "node:assert/strict";
import { parseCsv } from "../../src/import/csv.ts";
import { streamValidCsv } from "../../src/import/csv_stream.ts";
import { exportCsv } from "../bench/import.ts";
import { hostileExport, random } from "../helpers/hostile_csv.ts";

const OPTIONS = { maps: [], sourceOverride: null, latestDate: "2026-01-01" };
const WHOLE = 1 << 30;

Deno.test("small chunks give the answers of one chunk, on hostile exports", () => {
  const next = random(7);
  let streamed = 0;
  for (let i = 0; i < 200; i++) {
    const withBom = hostileExport(next);
    const text = withBom.replace(/^\uFEFF/, "");
    const whole = parseCsv("export.csv", withBom, { ...OPTIONS, chunkSize: WHOLE });
    for (const chunkSize of [16, 61, 300]) {
      const chunked = parseCsv("export.csv", withBom, { ...OPTIONS, chunkSize });
      assert.deepEqual(chunked, whole, `chunks of ${chunkSize}: ${text.slice(0, 200)}`);
      if (streamValidCsv("export.csv", text, { ...OPTIONS, chunkSize }) !== null) streamed++;
    }
    // In one chunk, the streamed path answers exactly when the file has no problem and no warning. (A chunk that
    // ends between a closing quote and its line break is a structural error to Papa Parse: the file is then read
    // the careful way, with the same answer.)
    const fast = streamValidCsv("export.csv", text, { ...OPTIONS, chunkSize: WHOLE });
    if (fast !== null) assert.deepEqual(fast, whole);
    else assert.ok(whole.problems.length + whole.warnings.length > 0, `streamed path refused: ${text.slice(0, 200)}`);
  }
  assert.ok(streamed > 100, `${streamed} reads took the streamed path`);
});

Deno.test("a review-platform export read in chunks of any size gives the same reviews", () => {
  const text = exportCsv(2_000);
  const whole = streamValidCsv("export.csv", text, { ...OPTIONS, chunkSize: WHOLE });
  assert.ok(whole !== null, "a valid export takes the streamed path");
  assert.equal(whole.candidates.length, 2_000);
  for (const chunkSize of [1_000, 4_096, 65_536]) {
    assert.deepEqual(streamValidCsv("export.csv", text, { ...OPTIONS, chunkSize }), whole, `chunks of ${chunkSize}`);
  }
});

Deno.test("a day-first column decided at the end reads every row of it day first, in any chunk", () => {
  const rows = ["Date,Stars,Reply,Reply Date", "03/04/2025,5,Thanks,04/05/2025"];
  for (let i = 0; i < 50; i++) rows.push(`0${1 + (i % 9)}/0${1 + (i % 7)}/2024,4,,`);
  rows.push("25/12/2024,3,,", "2025-01-02,5,Thanks,2025-01-03");
  for (const chunkSize of [20, WHOLE]) {
    const result = streamValidCsv("dmy.csv", rows.join("\n"), { ...OPTIONS, chunkSize });
    assert.ok(result !== null);
    assert.equal(result.candidates[0].review.date, "2025-04-03", "day first, decided by 25/12/2024 later on");
    assert.equal(result.candidates[0].review.owner_reply?.date, "2025-04-05", "replies: month first, its own column");
    assert.equal(result.candidates[51].review.date, "2024-12-25");
    assert.equal(result.candidates[52].review.owner_reply?.date, "2025-01-03");
  }
});
