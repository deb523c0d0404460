import assert from "node:assert/strict";
import { Hono } from "hono";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { HUB_DEFAULTS } from "../../src/hub/config.ts";
import { createLazyHub } from "../../src/hub/lazy.ts";
import { smallFixture } from "../helpers/fixture.ts";

const views = new DatasetViews(buildVersion(smallFixture(), undefined, ANALYSER_POLICY), "http://localhost");

/** Serves a lazy hub over Deno.serve (so the connection info reaches it) and runs `fn` against its URL. */
async function withLazyHub(start: boolean, fn: (url: string) => Promise<void>) {
  const kv = await Deno.openKv(":memory:");
  const hub = createLazyHub({
    kv,
    config: { ...HUB_DEFAULTS, rateLimitPerMinute: 2 },
    views: () => views,
    baseUrl: () => "http://localhost",
    cron: false,
  });
  const app = new Hono();
  hub.mount(app);
  const shutdown = new AbortController();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, signal: shutdown.signal, onListen() {} }, app.fetch);
  if (start) hub.start(shutdown.signal);
  try {
    await fn(`http://127.0.0.1:${server.addr.port}/api/websub/hub`);
  } finally {
    shutdown.abort();
    await server.finished;
    await hub.stop();
    kv.close();
  }
}

Deno.test("a hub request before the hub started imports it and gets the hub's answers", async () => {
  await withLazyHub(false, async (url) => {
    const get = await fetch(url);
    assert.equal(get.status, 405);
    assert.equal(get.headers.get("allow"), "POST");
    await get.body?.cancel();
    const form = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } };
    for (let i = 0; i < 2; i++) {
      const bad = await fetch(url, { ...form, body: "hub.mode=nonsense" });
      assert.equal(bad.status, 400);
      await bad.body?.cancel();
    }
    // The limit (2 a minute here) counts this client's POSTs, which the lazy route passes on: the third one waits.
    const limited = await fetch(url, { ...form, body: "hub.mode=nonsense" });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get("retry-after")) >= 1);
    await limited.body?.cancel();
  });
});

Deno.test("a lazy hub started after listening answers and stops cleanly; one never used stops at once", async () => {
  await withLazyHub(true, async (url) => {
    const response = await fetch(url, { method: "PUT" });
    assert.equal(response.status, 405);
    await response.body?.cancel();
  });
  let reached = false;
  await withLazyHub(false, () => Promise.resolve(void (reached = true)));
  assert.ok(reached);
});
