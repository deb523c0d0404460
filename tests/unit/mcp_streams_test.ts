import assert from "node:assert/strict";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { createMcpHandler } from "../../src/mcp/http.ts";
import { smallFixture } from "../helpers/fixture.ts";

const views = new DatasetViews(buildVersion(smallFixture(), undefined, ANALYSER_POLICY), "http://localhost");

Deno.test("MCP GET event streams are capped per session and in total, and time out", async (t) => {
  const kv = await Deno.openKv(":memory:");
  const shutdown = new AbortController();
  const handle = createMcpHandler({
    views: () => views,
    kv,
    signal: shutdown.signal,
    streams: { perSession: 2, total: 3, maxLifetimeMs: 300 },
  });
  const open = async () => {
    const response = await handle(
      new Request("http://localhost/mcp", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "initialize",
          params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
        }),
      }),
    );
    await response.body?.cancel();
    return response.headers.get("mcp-session-id")!;
  };
  const get = (session: string) =>
    handle(
      new Request("http://localhost/mcp", {
        headers: { accept: "text/event-stream", "mcp-session-id": session, "mcp-protocol-version": "2025-06-18" },
      }),
    );
  const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
  const keep = (response: Response) => {
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-type"), "text/event-stream");
    readers.push(response.body!.getReader());
  };
  try {
    const a = await open();
    const b = await open();

    await t.step("a session holds at most perSession streams: the next gets 409", async () => {
      keep(await get(a));
      keep(await get(a));
      const third = await get(a);
      assert.equal(third.status, 409);
      assert.equal((await third.json()).error.code, -32000);
    });

    await t.step("all sessions together hold at most `total`: the next gets 503 with Retry-After", async () => {
      keep(await get(b));
      const over = await get(b);
      assert.equal(over.status, 503);
      assert.ok(Number(over.headers.get("retry-after")) > 0);
      await over.body?.cancel();
    });

    await t.step("a stream closed by its client frees its slot", async () => {
      await readers.shift()!.cancel();
      keep(await get(b));
    });

    await t.step("every stream ends after maxLifetimeMs, freeing all slots", async () => {
      for (const reader of readers.splice(0)) for (;;) if ((await reader.read()).done) break;
      keep(await get(a));
    });
  } finally {
    shutdown.abort();
    for (const reader of readers) for (;;) if ((await reader.read()).done) break;
    kv.close();
  }
});
