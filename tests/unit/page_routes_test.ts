/**
 * The page routes are registered at start while their answers (src/http/page_answers.ts) are imported on first use:
 * these tests pin that both list the same paths and that the first page request, which waits for the import,
 * answers as every later one does.
 */
import assert from "node:assert/strict";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { createApp } from "../../src/http/app.ts";
import { PAGE_HANDLERS } from "../../src/http/page_answers.ts";
import { PAGE_PATHS } from "../../src/http/page_routes.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { smallFixture } from "../helpers/fixture.ts";

Deno.test("the lazily loaded page answers cover exactly the page paths registered at start", () => {
  assert.deepEqual([...PAGE_HANDLERS.keys()].sort(), [...PAGE_PATHS].sort());
  assert.ok(PAGE_PATHS.includes("/reviews/:id"));
});

Deno.test("a page answers the same status, headers and bytes on its first request as after", async () => {
  const views = new DatasetViews(buildVersion(smallFixture(), undefined, ANALYSER_POLICY), "http://x");
  const app = createApp({ views: () => views });
  const html = { accept: "text/html" };
  const cases = [["/", html, 200], ["/reviews", {}, 200], ["/nowhere", html, 404], ["/robots.txt", {}, 200]] as const;
  for (const [path, headers, status] of cases) {
    const first = await app.request(path, { headers });
    const again = await app.request(path, { headers });
    assert.equal(first.status, status, path);
    assert.equal(again.status, status, path);
    assert.equal(first.headers.get("etag"), again.headers.get("etag"), path);
    assert.equal(first.headers.get("content-type"), again.headers.get("content-type"), path);
    assert.equal(await first.text(), await again.text(), path);
  }
  const missing = await app.request("/nowhere", { headers: html });
  assert.match(await missing.text(), /Page not found/);
  const head = await app.request("/reviews", { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal((await head.arrayBuffer()).byteLength, 0);
});
