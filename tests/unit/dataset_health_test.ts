import assert from "node:assert/strict";
import { DatasetHealth } from "../../src/dataset/health.ts";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { smallFixture } from "../helpers/fixture.ts";

Deno.test("DatasetHealth: ok after a load, degraded after a refusal, ok again after the next load", () => {
  let now = Date.parse("2026-01-01T00:00:00Z");
  const health = new DatasetHealth("data_dir", () => new Date(now));
  assert.throws(() => health.report());
  const version = buildVersion(smallFixture(), undefined, ANALYSER_POLICY);
  health.loaded(version);
  assert.deepEqual(health.report(), {
    status: "ok",
    dataset: {
      sha256: version.published.sha256,
      reviews: version.published.reviews.length,
      loaded_at: "2026-01-01T00:00:00.000Z",
      source: "data_dir",
    },
    last_reload_error: null,
  });
  now += 60_000;
  const problems = ["reviews[0].rating: Too big"];
  health.refused(problems);
  problems.push("changed by the caller later");
  const refused = health.report();
  assert.equal(refused.status, "degraded");
  assert.equal(refused.dataset.loaded_at, "2026-01-01T00:00:00.000Z");
  assert.deepEqual(refused.last_reload_error, {
    at: "2026-01-01T00:01:00.000Z",
    problems: ["reviews[0].rating: Too big"],
  });
  now += 60_000;
  health.loaded(version);
  const again = health.report();
  assert.equal(again.status, "ok");
  assert.equal(again.dataset.loaded_at, "2026-01-01T00:02:00.000Z");
  assert.equal(again.last_reload_error?.at, "2026-01-01T00:01:00.000Z");
});
