import assert from "node:assert/strict";
import { formatReport, runFuzz } from "../fuzz/run.ts";

// The short, seeded version of `deno task fuzz`: the same generators and checks, a few hundred requests.
Deno.test("fuzz (short): hostile requests across every endpoint get no 5xx, no hang, no crash", async () => {
  const report = await runFuzz({
    requests: 400,
    seed: "test-suite",
    concurrency: 4,
    perRequestTimeoutMs: 15_000,
    totalTimeoutMs: 180_000,
  });
  assert.deepEqual(report.failures, [], formatReport(report));
  assert.equal(report.sent, 400);
  // Every family of status was reached: the generators hit real handlers, not only 404s.
  for (const status of ["200", "400", "404", "405"]) assert.ok(report.byStatus[status] > 0, formatReport(report));
});
