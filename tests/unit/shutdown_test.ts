import assert from "node:assert/strict";
import { finishWithin } from "../../src/cli/shutdown.ts";

Deno.test("finishWithin: work that never ends is abandoned once the grace period after the signal is over", async () => {
  const controller = new AbortController();
  const never = new Promise<void>(() => {});
  const result = finishWithin(never, controller.signal, 50);
  controller.abort();
  assert.equal(await result, false);
});

Deno.test("finishWithin: finished work (even failed) resolves true and leaves no timer", async () => {
  const controller = new AbortController();
  assert.equal(await finishWithin(Promise.resolve(), controller.signal, 60_000), true);
  controller.abort();
  assert.equal(await finishWithin(Promise.reject(new Error("x")), controller.signal, 60_000), true);
});
