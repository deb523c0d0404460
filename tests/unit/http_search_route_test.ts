/**
 * The search and since routes answer a repeated request from the cache without parsing it again: these tests pin
 * that a repeat gets the very bytes, tags and 304s of the first answer, that answers decode to the same bytes in
 * every coding, that invalid requests keep failing alike, and that entity tags did not change with the cheaper
 * tagging.
 */
import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sha256Hex } from "../../src/dataset/hash.ts";
import { publish } from "../../src/dataset/publish.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { createApp } from "../../src/http/app.ts";
import { DatasetViews } from "../../src/http/views.ts";
import type { Insights } from "../../src/model/mod.ts";
import { SearchFilters } from "../../src/search/filters.ts";
import { searchHits } from "../../src/search/search.ts";
import { searchBody } from "../../src/http/search_body.ts";

const published = publish(generateReviewsFile({ reviews: 600, seed: "search-route", startDate: "2025-01-01" }));

function setup() {
  const views = new DatasetViews({ published, insights: {} as Insights, insightsOrigin: "stored" }, "http://x");
  return { views, app: createApp({ views: () => views }) };
}

const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());

Deno.test("a repeated search is answered from the cache with the first answer's bytes, tag and validators", async () => {
  const { views, app } = setup();
  const path = "/api/reviews/search?query=the&min_rating=3&limit=50";
  const first = await app.request(path);
  assert.equal(first.status, 200);
  const firstBody = await bytes(first);
  const expected = searchBody(
    published.serialised,
    searchHits(
      views.searchIndex,
      SearchFilters.parse({
        query: "the",
        min_rating: 3,
        limit: 50,
      }),
    ),
  );
  assert.deepEqual(firstBody, expected);
  const cached = views.cachedSearch("query=the&min_rating=3&limit=50");
  assert.ok(cached, "the query string is remembered");
  assert.equal(cached.etag, first.headers.get("etag"));

  const again = await app.request(path);
  assert.deepEqual(await bytes(again), firstBody);
  assert.equal(again.headers.get("etag"), first.headers.get("etag"));
  assert.equal(again.headers.get("cache-control"), first.headers.get("cache-control"));

  const notModified = await app.request(path, { headers: { "if-none-match": first.headers.get("etag")! } });
  assert.equal(notModified.status, 304);
  assert.equal(notModified.headers.get("etag"), first.headers.get("etag"));
  assert.equal((await bytes(notModified)).length, 0);

  const head = await app.request(path, { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get("etag"), first.headers.get("etag"));
  assert.equal((await bytes(head)).length, 0);
});

Deno.test("the same filters in another order or spelling share one answer and one tag", async () => {
  const { app } = setup();
  const a = await app.request("/api/reviews/search?min_rating=4&query=service&limit=20");
  const b = await app.request("/api/reviews/search?query=service&min_rating=4");
  const c = await app.request("/api/reviews/search?query=service&min_rating=4.0&limit=20");
  const tags = [a, b, c].map((response) => response.headers.get("etag"));
  assert.equal(new Set(tags).size, 1, `tags: ${tags.join(", ")}`);
  const [x, y, z] = await Promise.all([a, b, c].map(bytes));
  assert.deepEqual(x, y);
  assert.deepEqual(x, z);
});

Deno.test("compressed search answers decode to the identity bytes, first time and from the cache", async () => {
  const { app } = setup();
  const path = "/api/reviews/search?query=a&limit=100";
  const identity = await bytes(await app.request(path));
  assert.ok(identity.length > 1024, "large enough to be compressed");
  for (let round = 0; round < 2; round++) {
    // A client taking both gets gzip made now, or brotli once a brotli form is already made.
    const both = await app.request(path, { headers: { "accept-encoding": "gzip, br" } });
    const coding = both.headers.get("content-encoding");
    assert.equal(coding, round === 0 ? "gzip" : "br");
    const decode = coding === "gzip" ? gunzipSync : brotliDecompressSync;
    assert.deepEqual(new Uint8Array(decode(await bytes(both))), identity);
    const br = await app.request(path, { headers: { "accept-encoding": "br" } });
    assert.equal(br.headers.get("content-encoding"), "br");
    assert.deepEqual(new Uint8Array(brotliDecompressSync(await bytes(br))), identity);
    // A strong tag names one coding; revalidating with it still gives a 304.
    const revalidated = await app.request(path, {
      headers: { "accept-encoding": "gzip, br", "if-none-match": both.headers.get("etag")! },
    });
    assert.equal(revalidated.status, 304);
  }
});

Deno.test("invalid searches fail alike every time, even after valid ones with the same parameters", async () => {
  const { app } = setup();
  assert.equal((await app.request("/api/reviews/search?rating=5")).status, 200);
  for (const path of ["/api/reviews/search?rating=abc", "/api/reviews/search?rating=5&rating=4"]) {
    const first = await app.request(path);
    const second = await app.request(path);
    assert.equal(first.status, 400);
    assert.equal(second.status, 400);
    const [a, b] = [await first.json(), await second.json()];
    assert.equal(a.error, "validation_error");
    assert.deepEqual(b, a);
  }
  const repeated = await (await app.request("/api/reviews/search?rating=5&rating=4")).json();
  assert.deepEqual(repeated.issues[0].path, ["rating"]);
  assert.equal(repeated.issues[0].code, "repeated_parameter");
});

Deno.test("a since answer is reused; an invalid date is still refused after valid ones", async () => {
  const { app } = setup();
  const first = await app.request("/api/reviews/since/2025-06-01");
  const again = await app.request("/api/reviews/since/2025-06-01");
  assert.equal(first.status, 200);
  assert.equal(again.headers.get("etag"), first.headers.get("etag"));
  assert.deepEqual(await bytes(again), await bytes(first));
  const bad = await app.request("/api/reviews/since/2025-13-01");
  assert.equal(bad.status, 400);
  assert.deepEqual((await bad.json()).issues[0].path, ["date"]);
});

Deno.test("entity tags are what they were: a hash of what, the dataset hash and the extra bytes' hash", async () => {
  const { app } = setup();
  const tag = (what: string, extra = new Uint8Array()) =>
    `"${sha256Hex(`${what}\n${published.sha256}\n${sha256Hex(extra)}`).slice(0, 32)}"`;
  const search = await app.request("/api/reviews/search?rating=5&limit=3");
  await search.body?.cancel();
  assert.equal(search.headers.get("etag"), tag('search:{"limit":3,"rating":5}'));
  const since = await app.request("/api/reviews/since/2025-03-01");
  await since.body?.cancel();
  assert.equal(since.headers.get("etag"), tag("since:2025-03-01"));
  const reviews = await app.request("/reviews.json");
  await reviews.body?.cancel();
  const { document, arrayStart } = published.serialised;
  assert.equal(reviews.headers.get("etag"), tag("reviews.json", document.subarray(0, arrayStart)));
});
