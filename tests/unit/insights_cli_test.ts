import assert from "node:assert/strict";
import { parseAnalyzeInput } from "../../src/cli/analyze.ts";
import { insightsCommand } from "../../src/cli/insights.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { Insights } from "../../src/model/mod.ts";

Deno.test("analyze input parsing", async (t) => {
  await t.step("accepts a JSON array and JSON lines, with extra fields", () => {
    const review = { id: "a", rating: 5, text: "On time.", author: "x" };
    assert.equal(parseAnalyzeInput(JSON.stringify([review]))[0].id, "a");
    assert.equal(
      parseAnalyzeInput(`${JSON.stringify(review)}\n\n${JSON.stringify({ ...review, id: "b" })}\n`).length,
      2,
    );
    assert.deepEqual(parseAnalyzeInput("  "), []);
  });
  await t.step("rejects bad input with a message that names the line", () => {
    assert.throws(() => parseAnalyzeInput('{"id":"a","rating":5,"text":"x"}\n{oops'), /line 2 is not valid JSON/);
    assert.throws(() => parseAnalyzeInput('[{"id":"a","rating":7,"text":"x"}]'), /item 0: rating/);
    assert.throws(() => parseAnalyzeInput('{"id":"a","rating":5}'), /line 1: text/);
  });
});

Deno.test("insights command", async (t) => {
  const dir = await Deno.makeTempDir();
  try {
    await t.step("writes insights.json beside reviews.json", async () => {
      const file = generateReviewsFile({ reviews: 40, seed: "cli-test" });
      await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify(file));
      assert.equal(await insightsCommand(["--data", dir]), 0);
      const text = await Deno.readTextFile(`${dir}/insights.json`);
      assert.ok(text.endsWith("}\n"));
      assert.ok(text.startsWith('{\n  "version"'));
      const insights = Insights.parse(JSON.parse(text));
      assert.equal(insights.review_count, file.reviews.filter((review) => review.verified).length);
    });
    await t.step("invalid data, a missing directory and bad arguments exit 2 (bad configuration)", async () => {
      await Deno.writeTextFile(`${dir}/reviews.json`, '{"business": {}, "reviews": []}');
      assert.equal(await insightsCommand(["--data", dir]), 2);
      assert.equal(await insightsCommand(["--data", `${dir}/missing`]), 2);
      assert.equal(await insightsCommand(["--bogus"]), 2);
      assert.equal(await insightsCommand(["--data"]), 2);
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
