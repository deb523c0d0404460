import assert from "node:assert/strict";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import {
  compactInsights,
  validStoredInsights,
  validStoredInsightsInPieces,
} from "../../src/dataset/stored_insights.ts";
import { publish } from "../../src/dataset/publish.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import type { Insights } from "../../src/model/mod.ts";

const encoder = new TextEncoder();

/** Real insights of 1,300 generated reviews (three pieces of per_review and a bit). */
const derived: Insights = (() => {
  const file = generateReviewsFile({ reviews: 1300, seed: "insights-pieces" });
  file.reviews[5].text = 'Ünïcödé 🚀, a/c — "quoted" and a backslash \\ fine';
  return ANALYSER_POLICY.derive(publish(file));
})();

/** Both readings of one stored text: whole (JSON.parse, then validation) and in pieces. */
function bothWays(text: string) {
  let whole: ReturnType<typeof validStoredInsights> | "syntax";
  try {
    whole = validStoredInsights(JSON.parse(text));
  } catch {
    whole = "syntax";
  }
  return { whole, pieces: validStoredInsightsInPieces(encoder.encode(text)) };
}

function assertSame(text: string, label: string) {
  const { whole, pieces } = bothWays(text);
  assert.notEqual(whole, "syntax", label);
  assert.notEqual(pieces, undefined, `${label}: read in pieces`);
  if (whole === null || whole === "syntax") return assert.equal(pieces, null, label);
  assert.ok(pieces, label);
  assert.deepEqual(pieces.body, whole.body, `${label}: body byte for byte`);
  assert.equal(pieces.etag, whole.etag, label);
  assert.deepEqual(pieces.insights, whole.insights, label);
  // The postings made of them, for published reviews in another order than the file's (and one not analysed).
  const ids = [...Object.keys(JSON.parse(text).per_review)].reverse().concat("not-analysed");
  const subject = { business: { category: "x" }, sha256: "0" };
  const [a, b] = [pieces, whole].map((valid) => compactInsights(valid, subject, ids, () => true)!.postings);
  assert.deepEqual([...a.technicians], [...b.technicians], label);
  assert.deepEqual([...a.services], [...b.services], label);
}

const withPerReview = (perReview: Record<string, unknown>) => ({ ...derived, per_review: perReview });
const analysis = (technicians: string[]) => ({
  sentiment: "neutral",
  score: 0,
  aspects: { price: "negative" },
  technicians,
  services: ["drain-cleaning"],
  problems: [],
  service_areas: [],
});

Deno.test("insights read in pieces: the same body, tag, insights and mentions as read whole", () => {
  assert.ok(Object.keys(derived.per_review).length > 1024, "several pieces");
  assertSame(JSON.stringify(derived), "compact");
  assertSame(JSON.stringify(derived, null, 2), "indented");
  assertSame(JSON.stringify({ ...derived, per_review: {} }), "no per_review entries");
  // Keys in another order than the schema's: the body follows the schema's order, as zod's output does.
  const { per_review: perReview, ...rest } = derived;
  assertSame(JSON.stringify({ per_review: perReview, ...rest }), "per_review first");
  assertSame(JSON.stringify({ ...rest, per_review: perReview }), "per_review last");
  // Ids that look like JSON structure, escapes and other scripts.
  assertSame(
    JSON.stringify(withPerReview({
      'a,"b":{}': analysis(["x"]),
      "c}{]": analysis([]),
      "naïve \u2028 \\ ": analysis(["y", "x"]),
      "日本": analysis(["z"]),
    })),
    "tricky ids",
  );
});

Deno.test("insights read in pieces: invalid is invalid, and anything unusual is left to the whole reading", () => {
  const entries = Object.entries(derived.per_review);
  const broken = Object.fromEntries(entries.map(([id, value], k) => [id, k === 900 ? { ...value, score: 7 } : value]));
  assertSame(JSON.stringify(withPerReview(broken)), "an invalid analysis in the second piece");
  assertSame(JSON.stringify({ ...derived, extra: 1 }), "an unknown top-level key");
  assertSame(JSON.stringify({ ...derived, model: 3 }), "an invalid top-level value");
  assertSame(JSON.stringify(withPerReview({ a: { ...analysis([]), extra: true } })), "an unknown analysis key");

  const unusual = (text: string, label: string) =>
    assert.equal(validStoredInsightsInPieces(encoder.encode(text)), undefined, label);
  const text = JSON.stringify(derived);
  const firstId = entries[0][0];
  // The same id twice: in one piece, and in pieces far apart (JSON.parse keeps the last value at the first place).
  unusual(text.replace(`"per_review":{`, `"per_review":{"${firstId}":${JSON.stringify(analysis([]))},`), "repeated");
  unusual(text.replace(`}},"faq"`, `},"${firstId}":${JSON.stringify(analysis(["q"]))}},"faq"`), "repeated far");
  unusual(JSON.stringify(withPerReview({ b: analysis([]), "12": analysis(["x"]) })), "an integer-like id");
  unusual(text.replace(`"per_review":{`, `"per_review":{"__proto__":${JSON.stringify(analysis([]))},`), "__proto__");
  unusual(JSON.stringify({ ...derived, per_review: [] }), "per_review an array");
  unusual(text.slice(0, -1), "cut short");
  unusual(text.replace(`"per_review":{`, `"per_review":{,`), "a stray comma");
  unusual(text.replace(`"per_review"`, `"per_\\u0072eview"`), "an escaped key");
});

Deno.test("insights read in pieces: a serialisation longer than the file's piece gives the same body", () => {
  // A byte that is not UTF-8 in an id is read as U+FFFD (three bytes): the serialised piece outgrows the file's one,
  // so the body can no longer be written over the file where it is read (in the first, a middle and the last piece).
  const entries = Object.entries(derived.per_review);
  for (const at of [0, 600, entries.length - 1]) {
    for (const indent of [0, 2]) {
      const perReview = Object.fromEntries(entries.map(([id, value], k) => [k === at ? `${id}-ZQX` : id, value]));
      const text = JSON.stringify(withPerReview(perReview), null, indent);
      const bytes = encoder.encode(text);
      bytes[encoder.encode(text.slice(0, text.indexOf("-ZQX"))).length + 1] = 0xff;
      const whole = validStoredInsights(JSON.parse(new TextDecoder().decode(bytes)));
      const pieces = validStoredInsightsInPieces(bytes);
      const label = `entry ${at}, indent ${indent}`;
      assert.ok(whole && pieces, label);
      assert.ok(new TextDecoder().decode(whole.body).includes("-\uFFFD"), label);
      assert.deepEqual(pieces.body, whole.body, `${label}: body byte for byte`);
      assert.equal(pieces.body.buffer.byteLength, pieces.body.length, `${label}: a buffer of the body's length`);
      assert.equal(pieces.etag, whole.etag, label);
      assert.deepEqual(pieces.insights, whole.insights, label);
    }
  }
});
