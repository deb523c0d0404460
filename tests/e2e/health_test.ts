import assert from "node:assert/strict";
import { copyFixtureToTemp } from "../helpers/fixture.ts";
import { startServer } from "../helpers/server.ts";

interface Health {
  status: string;
  dataset: { sha256: string; reviews: number; loaded_at: string; source: string };
  last_reload_error: { at: string; problems: string[] } | null;
}

Deno.test("/health shows the dataset version, its load time and a refused reload", async (t) => {
  const dir = await copyFixtureToTemp();
  const server = await startServer({ args: ["--data", dir, "--kv", `${dir}/kv.sqlite`] });
  const health = async () => {
    const response = await fetch(`${server.url}/health`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("cache-control"), "no-store");
    assert.match(response.headers.get("content-type") ?? "", /^application\/json/);
    return await response.json() as Health;
  };
  try {
    const insights = await (await fetch(`${server.url}/insights.json`)).json();
    const first = await health();

    await t.step("after start: ok, the served version and when it was loaded", () => {
      assert.equal(first.status, "ok");
      assert.match(first.dataset.sha256, /^[0-9a-f]{64}$/);
      assert.equal(first.dataset.sha256, insights.source_sha256);
      assert.equal(first.dataset.source, "data_dir");
      assert.ok(first.dataset.reviews > 0);
      assert.ok(Date.parse(first.dataset.loaded_at) <= Date.now());
      assert.equal(first.last_reload_error, null);
    });

    await t.step("HEAD works; other methods are 405", async () => {
      const head = await fetch(`${server.url}/health`, { method: "HEAD" });
      assert.equal(head.status, 200);
      assert.equal(await head.text(), "");
      const post = await fetch(`${server.url}/health`, { method: "POST" });
      assert.equal(post.status, 405);
      assert.equal((await post.json()).error, "method_not_allowed");
    });

    const good = await Deno.readTextFile(`${dir}/reviews.json`);
    await t.step("a refused reload is visible: degraded, with its problems; the old version still served", async () => {
      const file = JSON.parse(good);
      file.reviews[0].rating = 9;
      await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify(file));
      await server.waitForLog((line) => line.msg?.toString().startsWith("reload refused") ?? false);
      const after = await health();
      assert.equal(after.status, "degraded");
      assert.equal(after.dataset.sha256, first.dataset.sha256);
      assert.equal(after.dataset.loaded_at, first.dataset.loaded_at);
      assert.ok(after.last_reload_error!.problems.some((p) => p.startsWith("reviews[0].rating")));
      assert.ok(Date.parse(after.last_reload_error!.at) >= Date.parse(first.dataset.loaded_at));
    });

    await t.step("a later good reload makes it ok again, with a new version and load time", async () => {
      const file = JSON.parse(good);
      file.reviews.find((review: { verified: boolean }) => review.verified).text = "Edited so the version changes.";
      await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify(file));
      await server.waitForLog((line) => line.msg === "dataset reloaded");
      const after = await health();
      assert.equal(after.status, "ok");
      assert.notEqual(after.dataset.sha256, first.dataset.sha256);
      assert.ok(Date.parse(after.dataset.loaded_at) > Date.parse(first.dataset.loaded_at));
      // The refusal stays on record with its time, older than the version now served.
      assert.ok(Date.parse(after.last_reload_error!.at) < Date.parse(after.dataset.loaded_at));
    });
  } finally {
    await server.stop();
    await Deno.remove(dir, { recursive: true });
  }
});
