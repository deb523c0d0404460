import assert from "node:assert/strict";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { loadDataDir } from "../../src/dataset/load.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { SearchFilters } from "../../src/search/filters.ts";
import { search } from "../../src/search/search.ts";
import { buildSearchIndex } from "../../src/search/index.ts";
import { startServer } from "../helpers/server.ts";
import { fullInsights } from "../helpers/full_insights.ts";

Deno.test("a start with current stored insights answers every kind of request at once, consistently", async () => {
  const dir = await Deno.makeTempDir({ prefix: "reviews-start-" });
  try {
    const file = generateReviewsFile({ reviews: 4000, seed: "e2e-start" });
    file.reviews[1].text = 'Ünïcödé — "quoted" \\ and a/c';
    await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify(file, null, 2));
    const loaded = await loadDataDir(dir, ANALYSER_POLICY);
    assert.ok(loaded.ok);
    const stored = fullInsights(loaded.value);
    await Deno.writeTextFile(`${dir}/insights.json`, JSON.stringify(stored, null, 2));
    const technician = loaded.value.published.business.technicians[0].id;

    const server = await startServer({ args: ["--data", dir, "--kv", ":memory:"] });
    try {
      // All at once, as soon as the server listens: what needs the insights waits for them, nothing fails.
      const paths = [
        "/reviews.json",
        "/insights.json",
        `/api/reviews/search?mentions_technician=${technician}&limit=100`,
        "/api/reviews/search?query=a%2Fc&limit=5",
        "/reviews",
        "/api/feed.json",
      ];
      const responses = await Promise.all(paths.map((path) => fetch(`${server.url}${path}`)));
      const bodies = await Promise.all(responses.map((response) => response.text()));
      responses.forEach((response, k) => assert.equal(response.status, 200, paths[k]));
      assert.equal(JSON.parse(bodies[0]).reviews.length, loaded.value.published.reviews.length);
      assert.deepEqual(JSON.parse(bodies[1]), stored);
      const expected = search(
        buildSearchIndex(loaded.value.published),
        SearchFilters.parse({ mentions_technician: technician, limit: 100 }),
      );
      const found = JSON.parse(bodies[2]);
      assert.equal(found.matched, expected.matched);
      assert.deepEqual(found.reviews.map((review: { id: string }) => review.id), expected.reviews.map((r) => r.id));
      assert.ok(JSON.parse(bodies[3]).reviews.some((review: { id: string }) => review.id === file.reviews[1].id));
      const line = await server.waitForLog((entry) => entry.msg === "dataset loaded");
      assert.equal(line.insights, "stored");
    } finally {
      await server.stop();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("/mcp as the very first requests after start: its lazily loaded handler answers all of them", async () => {
  const server = await startServer({ args: ["--kv", ":memory:"] });
  try {
    const initialize = (id: number) =>
      fetch(`${server.url}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id,
          method: "initialize",
          params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "first", version: "1" } },
        }),
      });
    // Two at once: both wait for the same import, neither fails.
    const responses = await Promise.all([initialize(1), initialize(2)]);
    for (const [k, response] of responses.entries()) {
      assert.equal(response.status, 200);
      const text = await response.text();
      const body = JSON.parse(text.startsWith("{") ? text : text.split("\ndata: ")[1] ?? text.slice(6));
      assert.equal(body.id, k + 1);
      assert.equal(body.result.serverInfo.name, "public-reviews");
    }
    const refused = await fetch(`${server.url}/mcp`, { method: "PUT" });
    await refused.body?.cancel();
    assert.equal(refused.status, 405);
  } finally {
    await server.stop();
  }
});

Deno.test("the docs as the very first requests after start: their lazily loaded content answers", async () => {
  const server = await startServer({ args: ["--kv", ":memory:"] });
  try {
    const [openapi, docs, redoc] = await Promise.all(
      ["/openapi.json", "/docs", "/docs/redoc.standalone.js"].map((path) => fetch(`${server.url}${path}`)),
    );
    assert.equal(openapi.status, 200);
    assert.match((await openapi.json()).openapi, /^3\./);
    assert.equal(docs.status, 200);
    assert.match(await docs.text(), /<redoc spec-url="openapi.json"/);
    assert.equal(redoc.status, 200);
    assert.ok((await redoc.text()).length > 100_000);
  } finally {
    await server.stop();
  }
});
