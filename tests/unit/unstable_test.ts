import assert from "node:assert/strict";
import { missingUnstableFlags, unstableApiProblem } from "../../src/cli/unstable.ts";

Deno.test("unstable API check names exactly the missing flags", () => {
  const fn = () => {};
  assert.deepEqual(missingUnstableFlags({ openKv: fn, cron: fn }), []);
  assert.equal(unstableApiProblem({ openKv: fn, cron: fn }), null);
  assert.deepEqual(missingUnstableFlags({ openKv: fn }), ["--unstable-cron"]);
  assert.deepEqual(missingUnstableFlags({}), ["--unstable-kv", "--unstable-cron"]);
  const line = unstableApiProblem({ cron: fn })!;
  assert.doesNotMatch(line, /\n/);
  assert.match(line, /--unstable-kv is missing; run with --unstable-kv --unstable-cron/);
  // The test runner itself runs with deno.json's "unstable": nothing is missing.
  assert.deepEqual(missingUnstableFlags(), []);
});
