/**
 * A business made with `main.ts init` (zero reviews), then with a single review: every read endpoint, both feeds,
 * the schemas and every MCP tool answer through the real server, never with a 500 or a protocol error.
 */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { type RunningServer, startServer } from "../helpers/server.ts";
import { runMain } from "../helpers/cli.ts";

const READ_PATHS = [
  "/",
  "/reviews.json",
  "/insights.json",
  "/api/feed.json",
  "/feed.xml",
  "/api/reviews/search",
  "/api/reviews/search?query=bread&min_rating=1",
  "/api/reviews/since/2020-01-01",
  "/schemas/reviews.json",
  "/schemas/insights.json",
];

async function checkReadEndpoints(server: RunningServer, reviewCount: number) {
  for (const path of READ_PATHS) {
    const response = await fetch(`${server.url}${path}`);
    const body = await response.text();
    assert.equal(response.status, 200, `${path}: ${body.slice(0, 300)}`);
    assert.ok(response.headers.get("etag"), `${path}: ETag`);
    if (!path.endsWith(".xml")) JSON.parse(body);
    const again = await fetch(`${server.url}${path}`, { headers: { "if-none-match": response.headers.get("etag")! } });
    await again.body?.cancel();
    assert.equal(again.status, 304, `${path}: conditional GET`);
  }
  const reviews = await (await fetch(`${server.url}/reviews.json`)).json();
  assert.equal(reviews.reviews.length, reviewCount);
  assert.equal(reviews.aggregate_rating.review_count, reviewCount);
  assert.equal(reviews.business.category, "Bakery");
  assert.deepEqual(reviews.business.hours, []);
  const insights = await (await fetch(`${server.url}/insights.json`)).json();
  assert.equal(insights.review_count, reviewCount);
  const feed = await (await fetch(`${server.url}/api/feed.json`)).json();
  assert.equal(feed.items.length, reviewCount);
  const atom = await (await fetch(`${server.url}/feed.xml`)).text();
  assert.equal(atom.split("<entry>").length - 1, reviewCount);
}

async function checkMcpTools(server: RunningServer, reviewId: string | null) {
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", server.url));
  const client = new Client({ name: "tiny-business", version: "1.0.0" });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    assert.equal(tools.length, 12);
    const insights = await (await fetch(`${server.url}/insights.json`)).json();
    const aspect = insights.aspects[0]?.id ?? "pricing";
    const calls: Array<[string, Record<string, unknown>, "ok" | "either"]> = [
      ["get_business", {}, "ok"],
      ["get_summary", {}, "ok"],
      ["search_reviews", {}, "ok"],
      ["search_reviews", { query: "bread", min_rating: 4 }, "ok"],
      ["get_reviews_since", { date: "2020-01-01" }, "ok"],
      ["get_review", { id: reviewId ?? "01JPBHKE00PXBRCR85ENYKJD1W" }, reviewId ? "ok" : "either"],
      ["get_aspect_sentiment", { aspect }, insights.aspects.length > 0 ? "ok" : "either"],
      ["get_technician", { name: "anyone" }, "either"],
      ["get_service", { name: "anything" }, "either"],
      ["get_service_area", { name: "anywhere" }, "either"],
      ["get_trends", {}, "ok"],
      ["get_faq", {}, "ok"],
      ["list_entities", { kind: "aspects" }, "ok"],
      ["list_entities", { kind: "technicians" }, "ok"],
    ];
    for (const [name, args, expect] of calls) {
      const result = await client.callTool({ name, arguments: args }) as CallToolResult;
      const text = JSON.stringify(result).slice(0, 400);
      if (expect === "ok") {
        assert.ok(!result.isError, `${name}: ${text}`);
        assert.ok(result.structuredContent, `${name}: structuredContent`);
      } else if (result.isError) {
        // An unknown name is an error result that says what to use instead, never a crash.
        assert.match((result.content as Array<{ text: string }>)[0].text, /\w/, `${name}: ${text}`);
      }
    }
    const search = await client.callTool({ name: "search_reviews", arguments: {} }) as CallToolResult;
    assert.equal((search.structuredContent as { matched: number }).matched, reviewId ? 1 : 0);
  } finally {
    await client.close();
  }
}

Deno.test("a business with zero reviews, then one, through HTTP and MCP", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "tiny-business-" });
  let server: RunningServer | null = null;
  try {
    const init = await runMain(["init", "--data", dir, "--name", "Crumb & Co. Bakery", "--category", "Bakery"]);
    assert.equal(init.code, 0, init.stderr);
    server = await startServer({ args: ["--data", dir, "--kv", `${dir}/kv.sqlite`] });
    const s = server;

    await t.step("zero reviews: every read endpoint, feed and schema", () => checkReadEndpoints(s, 0));
    await t.step("zero reviews: every MCP tool", () => checkMcpTools(s, null));

    let id = "";
    await t.step("import one review; the server reloads", async () => {
      await Deno.writeTextFile(`${dir}/one.csv`, "date,name,stars,review\n2025-06-01,Ada,5,Best sourdough in town.\n");
      const imported = await runMain(["import", "--data", dir, `${dir}/one.csv`]);
      assert.equal(imported.code, 0, imported.stderr);
      assert.equal(imported.stdout.trim(), "added 1, updated 0, unchanged 0, skipped 0");
      await s.waitForLog((line) => line.msg === "dataset reloaded", 15_000);
      id = (await (await fetch(`${s.url}/reviews.json`)).json()).reviews[0]?.id;
      assert.ok(id);
    });
    await t.step("one review: every read endpoint, feed and schema", () => checkReadEndpoints(s, 1));
    await t.step("one review: every MCP tool", () => checkMcpTools(s, id));
    assert.ok(
      !s.logs.some((line) => line.level === "error"),
      JSON.stringify(s.logs.filter((l) => l.level === "error")),
    );
  } finally {
    await server?.stop();
    await Deno.remove(dir, { recursive: true });
  }
});
