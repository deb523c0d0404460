import assert from "node:assert/strict";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { createMcpHandler } from "../../src/mcp/http.ts";
import { SessionStore } from "../../src/mcp/sessions.ts";
import { smallFixture } from "../helpers/fixture.ts";

const BASE = "https://reviews.example.com";
const views = new DatasetViews(buildVersion(smallFixture(), undefined, ANALYSER_POLICY), BASE);
const ACCEPT = "application/json, text/event-stream";

function post(body: unknown, headers: Record<string, string> = {}, url = "http://127.0.0.1:8000/mcp"): Request {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: ACCEPT, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const initialize = (version = "2025-06-18") => ({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: version, capabilities: {}, clientInfo: { name: "unit", version: "0.1" } },
});

/** Status and the JSON-RPC error code of a response. */
async function rpcError(response: Response): Promise<[number, number]> {
  const body = await response.json();
  assert.equal(body.jsonrpc, "2.0");
  return [response.status, body.error.code];
}

Deno.test("mcp http handler", async (t) => {
  const kv = await Deno.openKv(":memory:");
  let now = 1_000_000;
  const options = { views: () => views, kv, sessions: { now: () => now, idleMs: 60_000, touchEveryMs: 1_000 } };
  const handle = createMcpHandler(options);
  const other = createMcpHandler(options); // a second instance sharing the KV

  let sessionId = "";
  await t.step("initialize stores a session in KV with version and client", async () => {
    const response = await handle(post(initialize()));
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.result.protocolVersion, "2025-06-18");
    assert.ok(body.result.capabilities.logging);
    sessionId = response.headers.get("mcp-session-id")!;
    assert.ok(sessionId);
    const record = await new SessionStore(kv, { now: () => now }).get(sessionId);
    assert.equal(record?.protocol_version, "2025-06-18");
    assert.deepEqual(record?.client_info, { name: "unit", version: "0.1" });
  });

  const headers = () => ({ "mcp-session-id": sessionId, "mcp-protocol-version": "2025-06-18" });

  await t.step("the session works on another instance", async () => {
    const response = await other(post({ jsonrpc: "2.0", id: 2, method: "tools/list" }, headers()));
    assert.equal(response.status, 200);
    assert.equal((await response.json()).result.tools.length, 12);
    const notified = await other(post({ jsonrpc: "2.0", method: "notifications/initialized" }, headers()));
    assert.equal(notified.status, 202);
  });

  await t.step("bad input: right status and a JSON-RPC error, never 500", async () => {
    assert.deepEqual(await rpcError(await handle(post("{not json", headers()))), [400, -32700]);
    assert.deepEqual(await rpcError(await handle(post({ hello: "world" }, headers()))), [400, -32700]);
    assert.deepEqual(
      await rpcError(await handle(post([{ jsonrpc: "2.0", id: 1, method: "ping" }], headers()))),
      [400, -32600],
    );
    assert.deepEqual(await rpcError(await handle(post("x".repeat(1024 * 1024 + 1), headers()))), [413, -32600]);
    assert.deepEqual(
      await rpcError(
        await handle(post({ jsonrpc: "2.0", id: 3, method: "ping" }, { ...headers(), accept: "text/html" })),
      ),
      [406, -32000],
    );
    assert.deepEqual(
      await rpcError(
        await handle(post({ jsonrpc: "2.0", id: 3, method: "ping" }, { ...headers(), "content-type": "text/plain" })),
      ),
      [415, -32000],
    );
    assert.deepEqual(
      await rpcError(
        await handle(
          post({ jsonrpc: "2.0", id: 3, method: "ping" }, { ...headers(), "mcp-protocol-version": "1999-01-01" }),
        ),
      ),
      [400, -32000],
    );
    // Unknown method: a JSON-RPC error inside a 200 answer.
    const unknown = await handle(post({ jsonrpc: "2.0", id: 4, method: "no/such" }, headers()));
    assert.equal(unknown.status, 200);
    assert.equal((await unknown.json()).error.code, -32601);
    // No session header on a non-initialize request.
    assert.deepEqual(await rpcError(await handle(post({ jsonrpc: "2.0", id: 5, method: "ping" }))), [400, -32000]);
    // Re-initializing an existing session.
    assert.deepEqual(await rpcError(await handle(post(initialize(), headers()))), [400, -32600]);
    assert.deepEqual(await rpcError(await handle(new Request("http://127.0.0.1/mcp", { method: "PUT" }))), [
      405,
      -32000,
    ]);
  });

  await t.step("Host and Origin validation (DNS rebinding)", async () => {
    const ping = { jsonrpc: "2.0", id: 6, method: "ping" };
    assert.deepEqual(await rpcError(await handle(post(ping, { ...headers(), host: "evil.example" }))), [403, -32000]);
    assert.deepEqual(
      await rpcError(await handle(post(ping, { ...headers(), origin: "http://evil.example" }))),
      [403, -32000],
    );
    assert.deepEqual(await rpcError(await handle(post(ping, { ...headers(), origin: "null" }))), [403, -32000]);
    for (const host of ["localhost:8000", "127.0.0.1", "[::1]:9", "reviews.example.com"]) {
      const response = await handle(post(ping, { ...headers(), host }));
      assert.equal(response.status, 200, host);
      await response.body?.cancel();
    }
    const allowed = await handle(post(ping, { ...headers(), origin: BASE }));
    assert.equal(allowed.status, 200);
    assert.equal(allowed.headers.get("access-control-allow-origin"), BASE);
    await allowed.body?.cancel();
  });

  await t.step("idle expiry is refreshed on use and enforced on read", async () => {
    now += 50_000;
    const used = await handle(post({ jsonrpc: "2.0", id: 7, method: "ping" }, headers()));
    assert.equal(used.status, 200);
    await used.body?.cancel();
    now += 50_000; // 100 s after creation, 50 s after last use: still alive
    const still = await handle(post({ jsonrpc: "2.0", id: 8, method: "ping" }, headers()));
    assert.equal(still.status, 200);
    await still.body?.cancel();
    now += 61_000;
    assert.deepEqual(await rpcError(await handle(post({ jsonrpc: "2.0", id: 9, method: "ping" }, headers()))), [
      404,
      -32001,
    ]);
  });

  await t.step("GET opens an event stream for the session; shutdown closes it", async () => {
    const shutdown = new AbortController();
    const withSignal = createMcpHandler({ ...options, signal: shutdown.signal });
    const opened = await withSignal(post(initialize()));
    await opened.body?.cancel();
    const id = opened.headers.get("mcp-session-id")!;
    const stream = await withSignal(
      new Request("http://localhost/mcp", {
        headers: { accept: "text/event-stream", "mcp-session-id": id, "mcp-protocol-version": "2025-06-18" },
      }),
    );
    assert.equal(stream.status, 200);
    assert.equal(stream.headers.get("content-type"), "text/event-stream");
    const reader = stream.body!.getReader();
    shutdown.abort();
    for (;;) if ((await reader.read()).done) break;
    // Without a session, GET is refused like any other request.
    assert.deepEqual(
      await rpcError(
        await withSignal(new Request("http://localhost/mcp", { headers: { accept: "text/event-stream" } })),
      ),
      [400, -32000],
    );
  });

  await t.step("DELETE ends a session; it is then unknown everywhere", async () => {
    const opened = await handle(post(initialize("2025-11-25")));
    const id = opened.headers.get("mcp-session-id")!;
    assert.equal((await opened.json()).result.protocolVersion, "2025-11-25");
    const h = { "mcp-session-id": id, "mcp-protocol-version": "2025-11-25" };
    const deleted = await other(new Request("http://localhost/mcp", { method: "DELETE", headers: h }));
    assert.equal(deleted.status, 200);
    assert.deepEqual(await rpcError(await handle(post({ jsonrpc: "2.0", id: 1, method: "ping" }, h))), [404, -32001]);
    assert.deepEqual(
      await rpcError(
        await handle(post({ jsonrpc: "2.0", id: 1, method: "ping" }, { ...h, "mcp-session-id": "bogus" })),
      ),
      [404, -32001],
    );
  });

  kv.close();
});
