import assert from "node:assert/strict";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { parseHostHeader } from "../../src/mcp/host.ts";
import { createMcpHandler } from "../../src/mcp/http.ts";
import { smallFixture } from "../helpers/fixture.ts";

Deno.test("parseHostHeader reads host[:port] strictly", () => {
  assert.deepEqual(parseHostHeader("localhost"), { hostname: "localhost", port: null });
  assert.deepEqual(parseHostHeader("LocalHost:8000"), { hostname: "localhost", port: 8000 });
  assert.deepEqual(parseHostHeader("127.0.0.1:1"), { hostname: "127.0.0.1", port: 1 });
  assert.deepEqual(parseHostHeader("[::1]:9"), { hostname: "[::1]", port: 9 });
  assert.deepEqual(parseHostHeader("[::1]"), { hostname: "[::1]", port: null });
  assert.deepEqual(parseHostHeader("reviews.example.com."), { hostname: "reviews.example.com.", port: null });
  for (
    const bad of [
      "localhost:1@evil.com",
      "localhost@evil.com",
      "user:pass@localhost",
      "localhost:",
      "localhost:abc",
      "localhost:65536",
      "localhost:80:80",
      "localhost/evil",
      "localhost evil",
      "localhost\\evil.com",
      "[::1]evil.com",
      "[::1]:9@evil.com",
      "[not-ipv6]",
      "",
      " ",
      "-leading.example",
      "a..b",
      "localhost#x",
      "localhost?x",
      "local%68ost",
      "é.example",
    ]
  ) {
    assert.equal(parseHostHeader(bad), null, JSON.stringify(bad));
  }
});

Deno.test("mcp Host check refuses hosts that only look like loopback", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const views = new DatasetViews(
      buildVersion(smallFixture(), undefined, ANALYSER_POLICY),
      "https://reviews.example.com",
    );
    const handle = createMcpHandler({ views: () => views, kv });
    const ping = (host: string) =>
      handle(
        new Request("http://127.0.0.1:8000/mcp", {
          method: "POST",
          headers: { host, "content-type": "application/json", accept: "application/json, text/event-stream" },
          body: JSON.stringify({
            jsonrpc: "2.0",
            id: 1,
            method: "initialize",
            params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
          }),
        }),
      );
    for (
      const host of [
        "localhost:1@evil.com",
        "127.0.0.1:80@evil.com",
        "[::1]:1@evil.com",
        "localhost.evil.com",
        "reviews.example.com:1@evil.com",
        "reviews.example.com:8443",
        "evil.com#localhost",
      ]
    ) {
      const response = await ping(host);
      assert.equal(response.status, 403, host);
      assert.equal((await response.json()).error.code, -32000);
    }
    for (const host of ["localhost:8000", "127.0.0.1", "[::1]:9", "reviews.example.com", "reviews.example.com:443"]) {
      const response = await ping(host);
      assert.equal(response.status, 200, host);
      await response.body?.cancel();
    }
  } finally {
    kv.close();
  }
});
