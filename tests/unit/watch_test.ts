import assert from "node:assert/strict";
import { dataDirSignature, watchDataDir, watchSignature } from "../../src/dataset/watch.ts";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `count()` reaches `want`, or rejects after `ms`. */
async function until(count: () => number, want: number, ms = 5_000): Promise<void> {
  for (const start = Date.now(); count() < want; await tick(10)) {
    if (Date.now() - start > ms) throw new Error(`saw ${count()} changes, wanted ${want}`);
  }
}

Deno.test("watchDataDir sees writes, renames and a FIFO, and keeps working after one", async () => {
  const dir = await Deno.makeTempDir({ prefix: "watch-" });
  const controller = new AbortController();
  let changes = 0;
  try {
    await Deno.writeTextFile(`${dir}/reviews.json`, "{}");
    watchDataDir(dir, () => changes++, controller.signal, { debounceMs: 20, pollMs: 20 });
    await tick(100);
    assert.equal(changes, 0, "no change, no call");

    // Each step must be seen; a poll that lands mid-step (between a remove and a mkfifo) may count it twice.
    const seen = async (step: () => Promise<void>) => {
      const before = changes;
      await step();
      await until(() => changes, before + 1);
    };
    await seen(() => Deno.writeTextFile(`${dir}/reviews.json`, '{"a":1}'));

    // A FIFO in place of the file (and another beside it) is seen by stat, never opened.
    await seen(async () => {
      await Deno.remove(`${dir}/reviews.json`);
      for (const name of ["reviews.json", "other.fifo"]) {
        assert.ok((await new Deno.Command("mkfifo", { args: [`${dir}/${name}`] }).output()).success);
      }
    });

    await seen(async () => {
      await Deno.writeTextFile(`${dir}/reviews.json.tmp`, '{"b":2}');
      await Deno.rename(`${dir}/reviews.json.tmp`, `${dir}/reviews.json`);
    });

    await seen(() => Deno.writeTextFile(`${dir}/insights.json`, "{}"));
    await tick(150);
    const settled = changes;
    await Deno.writeTextFile(`${dir}/unrelated.txt`, "x");
    await tick(150);
    assert.equal(changes, settled, "other files are ignored");
  } finally {
    controller.abort();
    await tick(100); // a poll in flight finishes its stat and stops
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("watchSignature: a poll that lands mid-change (a torn value) still gives one change, once settled", async (t) => {
  /** A reader that returns `values` in turn, then keeps returning the last one; counts its reads. */
  const sequence = (values: string[]) => {
    let reads = 0;
    return { read: () => Promise.resolve(values[Math.min(reads++, values.length - 1)]), reads: () => reads };
  };
  const watch = async (values: string[], waitMs: number) => {
    const controller = new AbortController();
    const reader = sequence(values);
    let changes = 0;
    watchSignature(reader.read, () => changes++, controller.signal, 15, 10);
    await tick(waitMs);
    controller.abort();
    await tick(30);
    return { changes, reads: reader.reads() };
  };
  await t.step("old, torn, new: one change", async () => {
    const { changes, reads } = await watch(["old", "old", "torn", "new"], 250);
    assert.ok(reads >= 6, `polled throughout (${reads} reads)`);
    assert.equal(changes, 1);
  });
  await t.step("two separate changes: two calls", async () => {
    const values = ["a", "a", "b", ...Array(12).fill("b"), "c"];
    assert.equal((await watch(values, 400)).changes, 2);
  });
  await t.step("nothing changes: no call", async () => {
    assert.equal((await watch(["same"], 150)).changes, 0);
  });
});

Deno.test("watchDataDir given the state from before a load sees a change made before its first poll", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "watch-since-" });
  try {
    await Deno.writeTextFile(`${dir}/reviews.json`, "{}");
    const before = await dataDirSignature(dir);
    assert.equal(await dataDirSignature(dir), before, "the same state reads the same");
    // The load reads the file here; an operator replaces it before the server starts watching.
    await Deno.writeTextFile(`${dir}/reviews.json.tmp`, '{"a":1}');
    await Deno.rename(`${dir}/reviews.json.tmp`, `${dir}/reviews.json`);
    for (
      const [name, since, want] of [["with the state from before", before, 1], ["without it", undefined, 0]] as const
    ) {
      await t.step(name, async () => {
        const controller = new AbortController();
        let changes = 0;
        watchDataDir(dir, () => changes++, controller.signal, { debounceMs: 20, pollMs: 20, since });
        await tick(200);
        controller.abort();
        await tick(60);
        assert.equal(changes, want);
      });
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
