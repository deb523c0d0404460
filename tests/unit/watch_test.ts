import assert from "node:assert/strict";
import { watchDataDir } from "../../src/dataset/watch.ts";

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
    watchDataDir(dir, () => changes++, controller.signal, 20, 20);
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
