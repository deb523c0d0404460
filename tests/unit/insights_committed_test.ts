import assert from "node:assert/strict";
import { compareNewestFirst } from "../../src/dataset/publish.ts";
import { deriveInsights } from "../../src/insights/mod.ts";
import { Insights, ReviewsFile } from "../../src/model/mod.ts";

const DATA = new URL("../../data/", import.meta.url);
const REGENERATE = "regenerate it with `deno run -A main.ts insights`";

Deno.test("committed data/insights.json is current", async (t) => {
  const file = ReviewsFile.parse(JSON.parse(await Deno.readTextFile(new URL("reviews.json", DATA))));
  const stored = Insights.parse(JSON.parse(await Deno.readTextFile(new URL("insights.json", DATA))));
  const reviews = file.reviews.filter((review) => review.verified).sort(compareNewestFirst);
  const derived = deriveInsights({ business: file.business, reviews }, { generatedAt: new Date(stored.generated_at) });

  await t.step("derived from the current reviews by the current analyser", () => {
    assert.equal(stored.source_sha256, derived.source_sha256, `data/insights.json is stale: ${REGENERATE}`);
    assert.equal(stored.model, derived.model, `data/insights.json was made by another analyser: ${REGENERATE}`);
    assert.equal(stored.version, derived.version, `data/insights.json has another taxonomy version: ${REGENERATE}`);
  });
  await t.step("every figure equals a fresh derivation (apart from generated_at)", () => {
    assert.deepEqual(stored, derived, `data/insights.json differs from a fresh derivation: ${REGENERATE}`);
  });
});
