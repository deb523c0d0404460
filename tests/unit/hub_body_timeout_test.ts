import assert from "node:assert/strict";
import { Hono } from "hono";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { createHub, HUB_DEFAULTS } from "../../src/hub/mod.ts";
import { smallFixture } from "../helpers/fixture.ts";
import { sendAndStall } from "../helpers/slow_body.ts";

const views = new DatasetViews(buildVersion(smallFixture(), undefined, ANALYSER_POLICY), "http://localhost");

/** Serves a hub (not started: no worker runs) with a short body deadline, and runs `fn` against its port. */
async function withHub(fn: (port: number) => Promise<void>) {
  const kv = await Deno.openKv(":memory:");
  const hub = createHub({
    kv,
    config: HUB_DEFAULTS,
    views: () => views,
    baseUrl: () => "http://localhost",
    cron: false,
    bodyTimeoutMs: 300,
  });
  const app = new Hono();
  hub.mount(app);
  const shutdown = new AbortController();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, signal: shutdown.signal, onListen() {} }, app.fetch);
  try {
    await fn(server.addr.port);
  } finally {
    shutdown.abort();
    await server.finished;
    await hub.stop();
    kv.close();
  }
}

const head = (extra: string) =>
  "POST /api/websub/hub HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n" + extra;

Deno.test("a hub request body that trickles in gets 408 at the deadline (declared and chunked)", async (t) => {
  await withHub(async (port) => {
    await t.step("Content-Length promised, two bytes sent", async () => {
      const answer = await sendAndStall(port, head("Content-Length: 100\r\n\r\nhu"));
      assert.match(answer, /^HTTP\/1\.1 408 /);
      assert.match(answer, /did not arrive in time/);
    });
    await t.step("chunked, one chunk then nothing", async () => {
      const answer = await sendAndStall(port, head("Transfer-Encoding: chunked\r\n\r\n2\r\nhu\r\n"));
      assert.match(answer, /^HTTP\/1\.1 408 /);
    });
    await t.step("a whole form still gets its answer (400: no topic)", async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/websub/hub`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "hub.mode=subscribe",
      });
      assert.equal(response.status, 400);
      await response.body?.cancel();
    });
  });
});
