import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { copyFixtureToTemp } from "../helpers/fixture.ts";

const MAIN = new URL("../../main.ts", import.meta.url).pathname;

Deno.test("mcp over stdio (main.ts mcp --data DIR)", async (t) => {
  const dir = await copyFixtureToTemp();
  const transport = new StdioClientTransport({
    command: Deno.execPath(),
    args: ["run", "-A", "--frozen", MAIN, "mcp", "--data", dir],
    // The SDK passes only HOME, PATH and a few more by default; the child needs DENO_DIR, XDG_CACHE_HOME and
    // certificate variables (DENO_CERT, SSL_CERT_FILE) to find its cache and trust the same CAs as we do.
    env: Deno.env.toObject(),
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Uint8Array) => stderr += new TextDecoder().decode(chunk));
  const client = new Client({ name: "stdio-e2e", version: "1.0.0" });
  try {
    await client.connect(transport);
    await t.step("initialize, tools/list, tools/call, resources, prompts", async () => {
      assert.equal(client.getServerVersion()?.name, "public-reviews");
      assert.equal((await client.listTools()).tools.length, 12);
      const result = await client.callTool({
        name: "search_reviews",
        arguments: { rating: 5, limit: 3 },
      }) as CallToolResult;
      assert.ok(!result.isError);
      const structured = result.structuredContent as { returned: number; reviews: { rating: number }[] };
      assert.ok(structured.returned > 0);
      assert.ok(structured.reviews.every((review) => review.rating === 5));
      const bad = await client.callTool({ name: "get_aspect_sentiment", arguments: { aspect: "nope" } });
      assert.equal(bad.isError, true);
      const { resources } = await client.listResources();
      assert.ok(resources.some((r) => r.uri === "http://localhost:8000/reviews.json"));
      assert.equal((await client.listPrompts()).prompts.length, 2);
      assert.deepEqual(await client.ping(), {});
    });
    await t.step("logs go to stderr, as JSON lines", () => {
      const lines = stderr.trim().split("\n").filter(Boolean);
      assert.ok(lines.some((line) => JSON.parse(line).msg === "mcp stdio ready"), stderr);
    });
  } finally {
    await client.close();
    // The SDK's StdioClientTransport.close() races the child's exit against a 2 s timer it never clears; let it
    // run out so the ops sanitizer sees no pending timer.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await Deno.remove(dir, { recursive: true });
  }
});
