import assert from "node:assert/strict";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { createMcpHandler } from "../../src/mcp/http.ts";
import { smallFixture } from "../helpers/fixture.ts";
import { sendAndStall } from "../helpers/slow_body.ts";

const views = new DatasetViews(buildVersion(smallFixture(), undefined, ANALYSER_POLICY), "http://localhost");

// Deno.serve itself keeps the socket open after the answer (it has no connection timeouts; see the README), but
// the handler and its memory are released at the deadline instead of waiting for a body that never comes.
Deno.test("a slow MCP request body (slowloris on the body) gets 408 at the deadline", async () => {
  const kv = await Deno.openKv(":memory:");
  const shutdown = new AbortController();
  const handle = createMcpHandler({ views: () => views, kv, bodyTimeoutMs: 300 });
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, signal: shutdown.signal, onListen() {} }, handle);
  try {
    // Promises 100 bytes, sends 2, then nothing.
    const answer = await sendAndStall(
      server.addr.port,
      "POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        "Accept: application/json, text/event-stream\r\nContent-Length: 100\r\n\r\n{}",
    );
    assert.match(answer, /^HTTP\/1\.1 408 /);
    assert.match(answer, /"code":-32600/);
  } finally {
    shutdown.abort();
    await server.finished;
    kv.close();
  }
});
