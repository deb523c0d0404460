import assert from "node:assert/strict";
import { join } from "node:path";
import { contractChecker } from "../helpers/contract.ts";
import { startServer } from "../helpers/server.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const REDOCLY = "npm:@redocly/cli@2.77.0";

/** Every read endpoint, and requests that make it answer 200, 400 and 404 (304 comes from replaying the ETag). */
const READS = [
  "/",
  "/reviews.json",
  "/insights.json",
  "/api/feed.json",
  "/feed.xml",
  "/api/reviews/search",
  "/api/reviews/search?rating=5&limit=3",
  "/api/reviews/search?min_rating=3.5&since=2024-01-01&until=2025-12-31&limit=100",
  "/api/reviews/search?query=furnace&mentions_technician=diego",
  "/api/reviews/search?mentions_service=ac-repair",
  "/api/reviews/search?query=zzzz-no-such-text",
  "/api/reviews/since/2025-01-01",
  "/api/reviews/since/2099-01-01",
  "/schemas/reviews.json",
  "/schemas/insights.json",
  "/openapi.json",
  "/docs",
  "/docs/redoc.standalone.js",
];
const BAD_REQUESTS = [
  "/api/reviews/search?rating=9",
  "/api/reviews/search?rating=abc",
  "/api/reviews/search?min-rating=4",
  "/api/reviews/search?limit=0",
  "/api/reviews/search?limit=101",
  "/api/reviews/search?rating=5&rating=4",
  "/api/reviews/search?since=2025-02-30",
  "/api/reviews/search?since=2025-06-01&until=2025-01-01",
  "/api/reviews/search?query=",
  "/api/reviews/since/2025-02-30",
  "/api/reviews/since/yesterday",
];
const NOT_FOUND = ["/nope", "/reviews.json/extra", "/api/reviews/since/", "/api/reviews/since/2025-01-01/x"];

Deno.test("OpenAPI contract: every read API response matches /openapi.json", async (t) => {
  const server = await startServer();
  try {
    const served = await fetch(`${server.url}/openapi.json`);
    assert.equal(served.status, 200);
    const document = await served.json();
    assert.equal(document.openapi, "3.1.0");
    assert.equal(document.servers[0].url, `http://localhost:${server.port}`);
    const contract = contractChecker(document);
    const get = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${server.url}${path}`, init);
      await contract.check(init.method ?? "GET", `${server.url}${path}`, response);
      return response;
    };

    await t.step("200, then 304 with the ETag, then HEAD", async () => {
      for (const path of READS) {
        const ok = await get(path);
        assert.equal(ok.status, 200, path);
        const etag = ok.headers.get("etag")!;
        assert.equal((await get(path, { headers: { "if-none-match": etag } })).status, 304, path);
        assert.equal((await get(path, { method: "HEAD" })).status, 200, path);
      }
      // The JSON index for programs; browsers get the page.
      assert.equal((await get("/", { headers: { accept: "application/json" } })).status, 200);
      assert.equal((await get("/health")).status, 200);
    });

    await t.step("400 validation errors", async () => {
      for (const path of BAD_REQUESTS) assert.equal((await get(path)).status, 400, path);
    });

    await t.step("404 for unknown paths", async () => {
      for (const path of NOT_FOUND) assert.equal((await get(path)).status, 404, path);
    });

    await t.step("every read API path was checked at 200 and 304, search and since at 400", () => {
      for (const path of ["/reviews.json", "/insights.json", "/api/feed.json", "/feed.xml", "/openapi.json"]) {
        assert.ok(contract.seen.has(`${path} 200`) && contract.seen.has(`${path} 304`), path);
      }
      assert.ok(contract.seen.has("/api/reviews/search 400"));
      assert.ok(contract.seen.has("/api/reviews/since/{date} 400"));
      assert.ok(contract.seen.has("(unknown path) 404"));
    });

    await t.step("a response that breaks the contract is caught", async () => {
      const broken = new Response(JSON.stringify({ matched: 1, returned: 1, reviews: [{ id: "x" }] }), {
        headers: { "content-type": "application/json", etag: '"x"', "cache-control": "no-store" },
      });
      await assert.rejects(() => contract.check("GET", `${server.url}/api/reviews/search`, broken), /does not match/);
      const undeclared = new Response("{}", { status: 418, headers: { "content-type": "application/json" } });
      await assert.rejects(() => contract.check("GET", `${server.url}/reviews.json`, undeclared), /not declared/);
    });
  } finally {
    await server.stop();
  }
});

Deno.test("OpenAPI: the document describes every route, and @redocly/cli lint passes", async (t) => {
  // A public base URL: Redocly rightly warns about servers on localhost.
  const server = await startServer({ baseUrl: "https://reviews.summit-comfort.test" });
  const work = await Deno.makeTempDir({ prefix: "openapi-lint-" });
  try {
    const document = await (await fetch(`${server.url}/openapi.json`)).json();
    await t.step("paths of decisions.md §7", () => {
      const expected = [
        "/",
        "/reviews.json",
        "/insights.json",
        "/api/feed.json",
        "/feed.xml",
        "/api/reviews/search",
        "/api/reviews/since/{date}",
        "/reviews",
        "/reviews/{id}",
        "/technicians/{id}",
        "/services/{id}",
        "/summary",
        "/embed",
        "/llms.txt",
        "/robots.txt",
        "/sitemap.xml",
        "/favicon.svg",
        "/badge.svg",
        "/schemas/reviews.json",
        "/schemas/insights.json",
        "/health",
        "/mcp",
        "/api/websub/hub",
        "/openapi.json",
        "/docs",
        "/docs/redoc.standalone.js",
      ];
      assert.deepEqual(Object.keys(document.paths).sort(), expected.sort());
      const search = document.paths["/api/reviews/search"].get;
      assert.deepEqual(
        search.parameters.filter((p: { in: string }) => p.in === "query").map((p: { name: string }) => p.name),
        ["rating", "min_rating", "since", "until", "query", "mentions_technician", "mentions_service", "limit"],
      );
      assert.deepEqual(Object.keys(search.responses).sort(), ["200", "304", "400"]);
      assert.deepEqual(Object.keys(document.paths["/mcp"]).sort(), ["delete", "get", "post"]);
      assert.ok(document.paths["/api/websub/hub"].post.requestBody.content["application/x-www-form-urlencoded"]);
      assert.ok(!JSON.stringify(document).includes('"$id"'), "no $id: it would re-base the $refs");
    });

    await t.step("@redocly/cli lint (recommended rules), offline", async () => {
      const file = join(work, "openapi.json");
      await Deno.writeTextFile(file, JSON.stringify(document, null, 2));
      const output = await new Deno.Command(Deno.execPath(), {
        args: [
          "run",
          "-A",
          "--frozen",
          "--lock=tests/deno.lock",
          REDOCLY,
          "lint",
          "--config",
          join(ROOT, "tests/fixtures/redocly.yaml"),
          file,
        ],
        cwd: ROOT,
        env: {
          REDOCLY_TELEMETRY: "off",
          REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
          // Nothing may come from the network (Deno's downloads go through the proxy too): packages come from the
          // cache, pinned by tests/deno.lock.
          HTTP_PROXY: "http://127.0.0.1:9",
          HTTPS_PROXY: "http://127.0.0.1:9",
        },
        stdout: "piped",
        stderr: "piped",
      }).output();
      const text = new TextDecoder().decode(output.stdout) + new TextDecoder().decode(output.stderr);
      assert.equal(output.code, 0, text);
      assert.match(text, /Your API description is valid/);
      assert.doesNotMatch(text, /warning/i, text);
    });
  } finally {
    await server.stop();
    await Deno.remove(work, { recursive: true });
  }
});
