/**
 * GET and HEAD on read paths without parameters skip Hono's routing (src/http/app.ts `readFirst`): these tests pin
 * that the answers are the ones Hono's routing gives, for every method and spelling of a path.
 */
import assert from "node:assert/strict";
import { publish } from "../../src/dataset/publish.ts";
import { createApp } from "../../src/http/app.ts";
import { DatasetViews } from "../../src/http/views.ts";
import type { Insights } from "../../src/model/mod.ts";
import { smallFixture } from "../helpers/fixture.ts";

const published = publish(smallFixture());
const views = new DatasetViews({ published, insights: {} as Insights, insightsOrigin: "stored" }, "http://x");
const app = createApp({ views: () => views });
const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());

Deno.test("HEAD on a read path answers the GET's status and headers without a body", async () => {
  for (const path of ["/reviews.json", "/api/reviews/search?rating=5", "/", "/reviews"]) {
    const get = await app.request(path);
    const getBody = await bytes(get);
    const head = await app.request(path, { method: "HEAD" });
    assert.equal(head.status, get.status, path);
    assert.equal(head.headers.get("etag"), get.headers.get("etag"), path);
    assert.equal(head.headers.get("content-type"), get.headers.get("content-type"), path);
    assert.equal((await bytes(head)).length, 0, path);
    assert.ok(getBody.length > 0, path);
  }
});

Deno.test("a percent-escaped path, a trailing slash and other methods still go through Hono's routing", async () => {
  const plain = await app.request("/reviews.json");
  const escaped = await app.request("/reviews%2Ejson");
  assert.equal(escaped.status, 200);
  assert.equal(escaped.headers.get("etag"), plain.headers.get("etag"));
  assert.deepEqual(await bytes(escaped), await bytes(plain));

  const slash = await app.request("/reviews.json/");
  await slash.body?.cancel();
  assert.equal(slash.status, 404);

  const post = await app.request("/reviews.json", { method: "POST" });
  assert.equal(post.status, 405);
  assert.equal(post.headers.get("allow"), "GET, HEAD, OPTIONS");
  assert.equal((await post.json()).error, "method_not_allowed");

  const options = await app.request("/api/reviews/search", { method: "OPTIONS" });
  assert.equal(options.status, 204);
  assert.equal(options.headers.get("access-control-allow-origin"), "*");
});

Deno.test("a read route whose parameter is its last segment answers as Hono routes it", async () => {
  // Percent-escaped paths go through Hono's routing, which decodes them: the same answer both ways.
  const pairs = [
    ["/api/reviews/since/2026-01-01", "/api/reviews/since/2026%2D01%2D01"],
    ["/api/reviews/since/2026-01-01?x=1", "/api/reviews/since/2026-01-0%31?x=1"],
    ["/api/reviews/since/2026-13-01", "/api/reviews/since/2026%2D13%2D01"],
    ["/api/reviews/since/bogus", "/api/reviews/since/bogu%73"],
  ];
  for (const [direct, routed] of pairs) {
    const [a, b] = [await app.request(direct), await app.request(routed)];
    assert.equal(a.status, b.status, direct);
    assert.equal(a.headers.get("etag"), b.headers.get("etag"), direct);
    assert.equal(a.headers.get("content-type"), b.headers.get("content-type"), direct);
    assert.deepEqual(await bytes(a), await bytes(b), direct);
  }
  assert.equal((await app.request("/api/reviews/since/2026-01-01")).status, 200);
  assert.equal((await app.request("/api/reviews/since/bogus")).status, 400);
  const head = await app.request("/api/reviews/since/2026-01-01", { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal((await bytes(head)).length, 0);
  for (const path of ["/api/reviews/since/", "/api/reviews/since/2026-01-01/", "/api/reviews/since/2026-01-01/x"]) {
    const response = await app.request(path);
    await response.body?.cancel();
    assert.equal(response.status, 404, path);
  }
});

Deno.test("a failing read handler answers the same 500 as a route Hono dispatched", async () => {
  const broken = createApp({
    views: () => {
      throw new Error("views unavailable (test)");
    },
  });
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args[0]);
  try {
    const direct = await broken.request("/reviews.json");
    // Percent-escaped, so Hono dispatches it.
    const routed = await broken.request("/api/reviews/since/2026-01-0%31");
    assert.equal(direct.status, 500);
    assert.equal(routed.status, 500);
    assert.deepEqual(await direct.json(), {
      error: "internal_error",
      message: "The request to /reviews.json failed.",
    });
    assert.deepEqual(await routed.json(), {
      error: "internal_error",
      message: "The request to /api/reviews/since/2026-01-01 failed.",
    });
    assert.equal(direct.headers.get("cache-control"), routed.headers.get("cache-control"));
    assert.equal(errors.length, 2, "both were logged");
  } finally {
    console.error = original;
  }
});
