import { MCP_ACCEPT, rawInitialize } from "../helpers/mcp.ts";
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { type CallToolResult, LATEST_PROTOCOL_VERSION } from "@modelcontextprotocol/sdk/types.js";
import { startServer } from "../helpers/server.ts";

const ACCEPT = MCP_ACCEPT;

async function connect(url: string, sessionId?: string, protocolVersion?: string) {
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", url), sessionId ? { sessionId } : undefined);
  if (protocolVersion) transport.setProtocolVersion(protocolVersion);
  const client = new Client({ name: "e2e", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  await client.callTool({ name, arguments: args }) as CallToolResult;

/** A POST over a raw TCP connection with a Host header of our choosing; returns the whole response text. */
async function rawPost(port: number, host: string, body: string): Promise<string> {
  const connection = await Deno.connect({ hostname: "127.0.0.1", port });
  try {
    const request = `POST /mcp HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
      `Accept: ${ACCEPT}\r\nContent-Length: ${
        new TextEncoder().encode(body).length
      }\r\nConnection: close\r\n\r\n${body}`;
    await connection.write(new TextEncoder().encode(request));
    let text = "";
    const buffer = new Uint8Array(4096);
    for (;;) {
      const n = await connection.read(buffer);
      if (n === null) break;
      text += new TextDecoder().decode(buffer.subarray(0, n));
    }
    return text;
  } finally {
    connection.close();
  }
}

Deno.test("mcp over streamable HTTP (real server)", async (t) => {
  const kvDir = await Deno.makeTempDir({ prefix: "mcp-kv-" });
  const kvPath = `${kvDir}/kv.sqlite`;
  const first = await startServer({ args: ["--kv", kvPath] });
  let second: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    await t.step("SDK client: initialize at the SDK's latest version, tools, resources, prompts, ping", async () => {
      const { client, transport } = await connect(first.url);
      try {
        assert.ok(transport.sessionId);
        assert.equal(transport.protocolVersion, LATEST_PROTOCOL_VERSION);
        assert.ok(client.getServerCapabilities()?.logging);
        assert.equal(client.getServerVersion()?.name, "public-reviews");
        const { tools } = await client.listTools();
        assert.equal(tools.length, 12);
        const business = await call(client, "get_business");
        assert.ok(!business.isError);
        const rest = await (await fetch(`${first.url}/reviews.json`)).json();
        assert.deepEqual((business.structuredContent as { business: unknown }).business, rest.business);
        for (
          const [name, args] of Object.entries({
            get_summary: {},
            get_trends: {},
            get_faq: {},
            list_entities: { kind: "technicians" },
            get_reviews_since: { date: "2026-01-01", limit: 5 },
          })
        ) {
          const result = await call(client, name, args);
          assert.ok(!result.isError, `${name}: ${JSON.stringify(result.content)}`);
          assert.ok(result.structuredContent, name);
        }
        const technicians = (await call(client, "list_entities", { kind: "technicians" })).structuredContent as {
          entities: { name: string }[];
        };
        const tech = technicians.entities[0].name;
        assert.ok(!(await call(client, "get_technician", { name: tech })).isError);
        const unknown = await call(client, "get_technician", { name: "Zed Nobody" });
        assert.equal(unknown.isError, true);
        assert.ok((unknown.content[0] as { text: string }).text.includes(tech));
        assert.equal((await call(client, "search_reviews", { rating: 9 })).isError, true);
        assert.equal((await call(client, "get_review", { id: 7 })).isError, true);

        const { resources } = await client.listResources();
        const reviewsUri = resources.find((r) => r.uri.endsWith("/reviews.json"))!.uri;
        const read = await client.readResource({ uri: reviewsUri });
        assert.deepEqual(JSON.parse((read.contents[0] as { text: string }).text), rest);
        const oneId = rest.reviews[0].id;
        const one = await client.readResource({ uri: `review://${oneId}` });
        assert.deepEqual(JSON.parse((one.contents[0] as { text: string }).text), rest.reviews[0]);

        const { prompts } = await client.listPrompts();
        assert.equal(prompts.length, 2);
        const prompt = await client.getPrompt({ name: "summarize_technician", arguments: { technician: tech } });
        assert.ok(prompt.messages.length > 0);
        assert.deepEqual(await client.ping(), {});
        assert.deepEqual(await client.setLoggingLevel("info"), {});
      } finally {
        await client.close();
      }
    });

    await t.step("search_reviews agrees exactly with GET /api/reviews/search", async () => {
      const { client } = await connect(first.url);
      try {
        const technicians = (await call(client, "list_entities", { kind: "technicians" })).structuredContent as {
          entities: { id: string; name: string }[];
        };
        const services = (await call(client, "list_entities", { kind: "services" })).structuredContent as {
          entities: { id: string }[];
        };
        const cases: Record<string, string | number>[] = [
          {},
          { rating: 5, limit: 5 },
          { min_rating: 2.5, limit: 100 },
          { query: "water heater" },
          { rating: 1, query: "late" },
          { mentions_technician: technicians.entities[0].name.split(" ")[0].toLowerCase() },
          { mentions_technician: technicians.entities[1].id, since: "2024-01-01", until: "2025-06-30" },
          { mentions_service: services.entities[0].id, min_rating: 4, limit: 50 },
          { since: "2026-01-01" },
        ];
        for (const filters of cases) {
          const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)]));
          const rest = await (await fetch(`${first.url}/api/reviews/search?${query}`)).json();
          const result = await call(client, "search_reviews", filters);
          assert.ok(!result.isError, JSON.stringify(result.content));
          assert.deepEqual(result.structuredContent, rest, JSON.stringify(filters));
        }
      } finally {
        await client.close();
      }
    });

    await t.step(
      "initialize at 2025-06-18; the session serves requests on a second process sharing the KV",
      async () => {
        const opened = await rawInitialize(first.url, "2025-06-18");
        assert.equal(opened.status, 200);
        assert.equal(opened.body.result.protocolVersion, "2025-06-18");
        assert.ok(opened.sessionId);
        second = await startServer({ args: ["--kv", kvPath] });
        const { client } = await connect(second.url, opened.sessionId, "2025-06-18");
        try {
          assert.equal((await client.listTools()).tools.length, 12);
          const summary = await call(client, "get_summary");
          assert.ok(!summary.isError);
        } finally {
          await client.close();
        }

        // DELETE on the second process; both then answer 404 with a JSON-RPC error.
        const headers = { "mcp-session-id": opened.sessionId, "mcp-protocol-version": "2025-06-18", accept: ACCEPT };
        const deleted = await fetch(`${second.url}/mcp`, { method: "DELETE", headers });
        assert.equal(deleted.status, 200);
        await deleted.body?.cancel();
        for (const server of [first, second]) {
          const response = await fetch(`${server.url}/mcp`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" }),
          });
          assert.equal(response.status, 404);
          assert.equal((await response.json()).error.code, -32001);
        }
      },
    );

    await t.step("raw bad input never gives 500", async () => {
      const opened = await rawInitialize(first.url, LATEST_PROTOCOL_VERSION);
      const base = { "mcp-session-id": opened.sessionId!, "content-type": "application/json", accept: ACCEPT };
      const cases: Array<[string, RequestInit, number, number]> = [
        ["invalid JSON", { headers: base, body: "{oops" }, 400, -32700],
        ["not JSON-RPC", { headers: base, body: '{"hello":1}' }, 400, -32700],
        ["batch", { headers: base, body: '[{"jsonrpc":"2.0","id":1,"method":"ping"}]' }, 400, -32600],
        ["oversized", { headers: base, body: `"${"x".repeat(1_100_000)}"` }, 413, -32600],
        ["wrong Accept", { headers: { ...base, accept: "application/json" }, body: "{}" }, 406, -32000],
        ["bad Origin", { headers: { ...base, origin: "https://attacker.example" }, body: "{}" }, 403, -32000],
      ];
      for (const [name, init, status, code] of cases) {
        const response = await fetch(`${first.url}/mcp`, { method: "POST", ...init });
        assert.equal(response.status, status, name);
        const body = await response.json();
        assert.equal(body.error.code, code, name);
      }
      // fetch() will not send a foreign Host header, so that one goes over a raw connection.
      const raw = await rawPost(first.port, "attacker.example", '{"jsonrpc":"2.0","id":1,"method":"ping"}');
      assert.match(raw, /^HTTP\/1\.1 403/);
      assert.match(raw, /"code":-32000/);
      const unknown = await fetch(`${first.url}/mcp`, {
        method: "POST",
        headers: base,
        body: JSON.stringify({ jsonrpc: "2.0", id: 3, method: "nope/nothing" }),
      });
      assert.equal(unknown.status, 200);
      assert.equal((await unknown.json()).error.code, -32601);
    });
  } finally {
    await first.stop();
    if (second) await (second as { stop(): Promise<unknown> }).stop();
    await Deno.remove(kvDir, { recursive: true });
  }
});
