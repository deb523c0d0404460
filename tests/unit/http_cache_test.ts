import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { reviewsSha256 } from "../../src/dataset/hash.ts";
import { publish } from "../../src/dataset/publish.ts";
import { firstReviewsDocument, reviewsArrayBytes } from "../../src/dataset/serialise.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { createApp } from "../../src/http/app.ts";
import { ByteLruCache } from "../../src/http/byte_cache.ts";
import { backgroundCompressor, INLINE_MAX_BYTES } from "../../src/http/compress.ts";
import { Representation } from "../../src/http/representation.ts";
import { DatasetViews } from "../../src/http/views.ts";
import type { Insights } from "../../src/model/mod.ts";
import { smallFixture } from "../helpers/fixture.ts";

const decoder = new TextDecoder();

/** Waits until the background compressor has nothing queued (so no worker outlives a test). */
async function drained(): Promise<void> {
  while (backgroundCompressor.queuedBytes > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  // The worker stops itself once idle, after its last message is handled.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

Deno.test("ByteLruCache is bounded by bytes, not entries", async (t) => {
  const sized = (bytes: number) => ({ byteLength: bytes, onResize: undefined as (() => void) | undefined });
  await t.step("least recently used entries go first once the bytes exceed the bound", () => {
    const cache = new ByteLruCache<ReturnType<typeof sized>>(1000, 400);
    cache.getOrCreate("a", () => sized(300));
    cache.getOrCreate("b", () => sized(300));
    cache.getOrCreate("a", () => assert.fail("a is cached"));
    cache.getOrCreate("c", () => sized(300));
    assert.equal(cache.bytes, 900);
    cache.getOrCreate("d", () => sized(300));
    assert.equal(cache.bytes, 900);
    let made = 0;
    cache.getOrCreate("b", () => (made++, sized(300)));
    assert.equal(made, 1, "b, the least recently used, was evicted");
    assert.ok(cache.bytes <= 1000);
  });
  await t.step("an entry above the per-entry bound is served but never kept", () => {
    const cache = new ByteLruCache<ReturnType<typeof sized>>(1000, 400);
    cache.getOrCreate("small", () => sized(100));
    const big = cache.getOrCreate("big", () => sized(401));
    assert.equal(big.byteLength, 401);
    assert.equal(cache.size, 1);
    assert.equal(cache.bytes, 100);
  });
  await t.step("growth after insertion is counted and can evict", () => {
    const cache = new ByteLruCache<{ byteLength: number; onResize?: () => void }>(1000, 700);
    const a = cache.getOrCreate("a", () => ({ byteLength: 400 }));
    cache.getOrCreate("b", () => ({ byteLength: 400 }));
    cache.getOrCreate("a", () => assert.fail("a is cached"));
    (a as { byteLength: number }).byteLength = 650;
    a.onResize!();
    assert.equal(cache.bytes, 650, "b, less recently used than a, was evicted");
    assert.equal(cache.size, 1);
    (a as { byteLength: number }).byteLength = 701;
    a.onResize!();
    assert.equal(cache.bytes, 0, "a outgrew the per-entry bound");
  });
  await t.step("evicts in least-recently-used order through runs of hits on the newest entry", () => {
    // A reference LRU (an array, most recent last) against the cache, over random gets, inserts, repeated hits on
    // the newest entry (which the cache answers without reordering) and growth that evicts the newest itself.
    let seed = 13;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const cache = new ByteLruCache<{ byteLength: number; onResize?: () => void; name: string }>(1000, 600);
    let model: { name: string; bytes: number }[] = [];
    const fit = () => {
      while (model.reduce((sum, entry) => sum + entry.bytes, 0) > 1000) model.shift();
    };
    for (let step = 0; step < 5000; step++) {
      const name = `k${random(12)}`;
      const action = random(10);
      if (action < 4 && model.length > 0) {
        // Hits on the newest, several in a row.
        const newest = model[model.length - 1];
        for (let hit = 0; hit < 3; hit++) assert.equal(cache.get(newest.name)?.name, newest.name);
      } else if (action < 5 && model.length > 0) {
        // The newest grows; past the per-entry bound it is dropped.
        const newest = model[model.length - 1];
        const value = cache.get(newest.name)!;
        value.byteLength = newest.bytes = newest.bytes + 150;
        value.onResize!();
        if (newest.bytes > 600) model = model.filter((entry) => entry !== newest);
        fit();
      } else {
        const bytes = 50 + random(200);
        const at = model.findIndex((entry) => entry.name === name);
        const value = cache.getOrCreate(name, () => ({ byteLength: bytes, name }));
        assert.equal(value.name, name);
        if (at >= 0) model.push(...model.splice(at, 1));
        else {
          model.push({ name, bytes });
          fit();
        }
      }
      assert.equal(cache.size, model.length, `step ${step}`);
      assert.equal(cache.bytes, model.reduce((sum, entry) => sum + entry.bytes, 0), `step ${step}`);
    }
    for (const { name } of model) assert.equal(cache.get(name)?.name, name);
  });
});

Deno.test("serialised reviews equal JSON.stringify, with slices for since answers", () => {
  const file = generateReviewsFile({ reviews: 300, seed: "serialise" });
  // Non-ASCII text exercises the growing buffer and byte offsets.
  file.reviews[0].text = "Ünïcödé 🚀 “quotes” — ok";
  file.reviews[0].verified = true;
  const dataset = publish(file);
  const { business, aggregate, serialised } = dataset;
  const reviews = [...dataset.reviews];
  assert.equal(
    decoder.decode(serialised.document),
    JSON.stringify({ business, aggregate_rating: aggregate, reviews }),
  );
  assert.equal(dataset.sha256, reviewsSha256(reviews));
  assert.equal(decoder.decode(reviewsArrayBytes(serialised)), JSON.stringify(reviews));
  for (const count of [0, 1, 2, 57, reviews.length]) {
    const body = firstReviewsDocument(serialised, `"since":"2020-01-01","count":${count}`, count);
    assert.equal(
      decoder.decode(body),
      JSON.stringify({ since: "2020-01-01", count, reviews: reviews.slice(0, count) }),
    );
  }
  const empty = publish({ ...file, reviews: [] });
  assert.equal(
    decoder.decode(empty.serialised.document),
    JSON.stringify({
      business: empty.business,
      aggregate_rating: empty.aggregate,
      reviews: [],
    }),
  );
});

Deno.test("large bodies are compressed off the serving thread, answered in identity meanwhile", async () => {
  const text = JSON.stringify(Array.from({ length: 8000 }, (_, i) => ({ i, text: `review number ${i} was fine` })));
  const representation = new Representation(text, "application/json");
  assert.ok(representation.body.length > INLINE_MAX_BYTES);
  let resized = 0;
  representation.onResize = () => resized++;
  const first = representation.encoded("br");
  assert.equal(first.headers["content-encoding"], undefined, "not made yet: identity");
  assert.equal(first.headers.vary, "Accept-Encoding");
  representation.encoded("gzip");
  await representation.settled();
  await drained();
  const br = representation.encoded("br");
  const gzip = representation.encoded("gzip");
  assert.equal(br.headers["content-encoding"], "br");
  assert.equal(gzip.headers["content-encoding"], "gzip");
  assert.equal(decoder.decode(brotliDecompressSync(br.body)), text);
  assert.equal(decoder.decode(gunzipSync(gzip.body)), text);
  assert.equal(resized, 2);
  assert.equal(representation.byteLength, representation.body.length + br.body.length + gzip.body.length);
});

Deno.test("a compressed form made inline is counted by the cache that holds it", () => {
  const cache = new ByteLruCache<Representation>(1024 * 1024);
  const text = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i, text: `review ${i} was fine` })));
  const representation = cache.getOrCreate("a", () => new Representation(text, "application/json"));
  assert.ok(representation.body.length <= INLINE_MAX_BYTES);
  assert.equal(cache.bytes, representation.body.length);
  const gzip = representation.encoded("gzip", true);
  assert.equal(gzip.headers["content-encoding"], "gzip");
  assert.equal(decoder.decode(gunzipSync(gzip.body)), text);
  assert.equal(cache.bytes, representation.body.length + gzip.body.length);
  representation.encoded("gzip", true);
  assert.equal(cache.bytes, representation.byteLength, "counted once");
});

Deno.test("evicted values are released once enough more were evicted after them, and only then", () => {
  const released: string[] = [];
  const sized = (name: string) => ({ byteLength: 300, release: () => released.push(name) });
  const cache = new ByteLruCache<ReturnType<typeof sized>>(1000, 400, 600);
  for (const name of ["a", "b", "c", "d"]) cache.getOrCreate(name, () => sized(name));
  assert.deepEqual(released, [], "a is evicted, but less than 600 bytes were evicted after it");
  cache.getOrCreate("e", () => sized("e"));
  assert.deepEqual(released, [], "b was evicted after a: 300 bytes");
  cache.getOrCreate("f", () => sized("f"));
  assert.deepEqual(released, ["a"], "b and c (600 bytes) were evicted after a");
  cache.getOrCreate("g", () => sized("g"));
  assert.deepEqual(released, ["a", "b"]);
  for (const name of ["e", "f", "g"]) cache.getOrCreate(name, () => assert.fail(`${name} is cached`));
});

Deno.test("a representation kept as gzip only answers every coding with the same bytes", () => {
  const text = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i, text: `review ${i} was fine` })));
  const plain = new Representation(text, "application/json");
  const cache = new ByteLruCache<Representation>(1024 * 1024);
  const compact = cache.getOrCreate("a", () => new Representation(text, "application/json").keepGzipOnly());
  const gzip = compact.encoded("gzip", true);
  assert.equal(decoder.decode(gunzipSync(gzip.body)), text);
  assert.equal(compact.byteLength, gzip.body.byteLength, "the body is no longer held");
  assert.equal(cache.bytes, gzip.body.byteLength, "the cache counts the gzip form alone");
  assert.ok(gzip.body.byteLength * 4 < text.length);
  assert.equal(gzip.body.buffer.byteLength, gzip.body.byteLength, "no larger buffer is held behind the view");
  for (const [coding, acceptsGzip] of [["identity", false], ["br", false], ["gzip", true]] as const) {
    const made = compact.encoded(coding, acceptsGzip);
    const expected = plain.encoded(coding, acceptsGzip);
    assert.deepEqual(made.headers, expected.headers, coding);
    assert.deepEqual(made.notModifiedHeaders, expected.notModifiedHeaders, coding);
    const bytes = coding === "br"
      ? brotliDecompressSync(made.body)
      : coding === "gzip"
      ? gunzipSync(made.body)
      : made.body;
    assert.equal(decoder.decode(bytes), text, coding);
  }
  assert.equal(decoder.decode(compact.body), text);
  const br = compact.encoded("br", false).body;
  assert.equal(compact.byteLength, text.length + gzip.body.byteLength + br.byteLength, "asked for, the body is kept");
  assert.equal(cache.bytes, compact.byteLength, "and counted");
  assert.equal(compact.encoded("identity").body, compact.encoded("identity").body, "decompressed once");
});

Deno.test("releasing a representation frees the buffers it owns and leaves views of larger ones", () => {
  const text = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i, text: `review ${i} was fine` })));
  const owned = new Representation(text, "application/json");
  const gzip = owned.encoded("gzip", true).body;
  owned.release();
  assert.equal(owned.body.byteLength, 0);
  assert.equal(gzip.byteLength, 0);
  const document = new TextEncoder().encode(`[${text}]`);
  const view = new Representation(document.subarray(1, document.length - 1), "application/json");
  view.release();
  assert.equal(decoder.decode(view.body), text, "a view into the document is not detached");
  assert.equal(document.length, text.length + 2);
  // An empty body (the pages' shared "no such page" sentinel, cached under many keys) has nothing to free.
  const empty = new Representation("", "text/plain");
  empty.release();
  assert.equal(empty.encoded("identity").headers.etag, empty.etag);
  assert.equal(empty.encoded("gzip", true).body.byteLength, 0);
});

Deno.test("a representation being compressed in the background is not freed until that is done", async () => {
  const text = JSON.stringify(Array.from({ length: 6000 }, (_, i) => ({ i, text: `review ${i} was fine` })));
  assert.ok(text.length > INLINE_MAX_BYTES);
  const representation = new Representation(text, "application/json");
  assert.equal(representation.encoded("gzip", true).headers["content-encoding"], undefined, "identity meanwhile");
  representation.release();
  assert.equal(representation.body.length, text.length, "still being read by the compressor");
  await representation.settled();
  await drained();
  const gzip = representation.encoded("gzip", true);
  assert.equal(gzip.headers["content-encoding"], "gzip");
  assert.equal(decoder.decode(gunzipSync(gzip.body)), text);
  representation.release();
  assert.equal(representation.body.length, 0, "freed once nothing reads it");
});

Deno.test("600 distinct since dates keep the dynamic cache under its byte bound", async () => {
  const file = generateReviewsFile({
    reviews: 2000,
    seed: "since-flood",
    startDate: "2024-01-01",
    endDate: "2025-12-31",
  });
  const published = publish(file);
  const bound = 4 * 1024 * 1024;
  const views = new DatasetViews({ published, insights: {} as Insights, insightsOrigin: "stored" }, "http://x", bound);
  const app = createApp({ views: () => views });
  const start = Date.UTC(2024, 0, 1);
  let biggest = 0;
  for (let i = 0; i < 600; i++) {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const response = await app.request(`/api/reviews/since/${date}`, { headers: { "accept-encoding": "gzip, br" } });
    assert.equal(response.status, 200);
    const body = new Uint8Array(await response.arrayBuffer());
    biggest = Math.max(biggest, body.length);
    if (i % 100 === 0 && !response.headers.get("content-encoding")) {
      const parsed = JSON.parse(decoder.decode(body));
      assert.equal(parsed.since, date);
      assert.equal(parsed.count, [...published.reviews].filter((review) => review.date >= date).length);
      assert.equal(parsed.reviews.length, parsed.count);
    }
    assert.ok(views.dynamic.bytes <= bound, `after ${i + 1} dates: ${views.dynamic.bytes} > ${bound}`);
  }
  await drained();
  assert.ok(biggest > bound / 8, "some answers were too big to keep, and were still served");
  assert.ok(views.dynamic.bytes <= bound, `${views.dynamic.bytes} > ${bound} once compression finished`);
  assert.ok(views.dynamic.size > 0);
});

Deno.test("the small fixture's since answer matches a plain filter", async () => {
  const published = publish(smallFixture());
  const views = new DatasetViews({ published, insights: {} as Insights, insightsOrigin: "stored" }, "http://x");
  const app = createApp({ views: () => views });
  const body = await (await app.request("/api/reviews/since/2026-02-20")).json();
  const expected = [...published.reviews].filter((review) => review.date >= "2026-02-20");
  assert.deepEqual(body, { since: "2026-02-20", count: expected.length, reviews: expected });
});

Deno.test("a small body made now is gzip for clients that take gzip and br, br for br-only clients", () => {
  const text = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i, text: "fine" })));
  const both = new Representation(text, "application/json").encoded("br", true);
  assert.equal(both.headers["content-encoding"], "gzip");
  assert.equal(decoder.decode(gunzipSync(both.body)), text);
  const brOnly = new Representation(text, "application/json").encoded("br", false);
  assert.equal(brOnly.headers["content-encoding"], "br");
  assert.equal(decoder.decode(brotliDecompressSync(brOnly.body)), text);
});

Deno.test("without Workers, bodies up to 2 MiB are compressed after the answer and larger ones are not", async () => {
  const { BackgroundCompressor, FALLBACK_MAX_BYTES } = await import("../../src/http/compress.ts");
  const compressor = new BackgroundCompressor(undefined, { workers: false });
  const text = "review text that repeats ".repeat(40_000);
  const small = new TextEncoder().encode(text);
  assert.ok(small.length <= FALLBACK_MAX_BYTES);
  const out = await compressor.compress(small, "gzip");
  assert.ok(out && out.length < small.length);
  assert.equal(decoder.decode(gunzipSync(out)), text);
  assert.equal(await compressor.compress(new Uint8Array(FALLBACK_MAX_BYTES + 1), "br"), null);
  assert.equal(compressor.queuedBytes, 0);
});

Deno.test("a body kept as gzip only is freed once its gzip is made, unless it was handed out first", () => {
  const text = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i, text: `review ${i} was fine` })));
  const bytes = () => new TextEncoder().encode(text);
  // Nobody else holds it: freed (detached) as soon as the gzip form replaces it; every coding still answers.
  const own = bytes();
  const freed = new Representation(own, "application/json").keepGzipOnly();
  const gzip = freed.encoded("gzip", true).body;
  assert.equal(own.byteLength, 0, "the body was freed");
  assert.equal(decoder.decode(gunzipSync(gzip)), text);
  assert.equal(decoder.decode(freed.encoded("identity").body), text, "the body comes back from the gzip form");
  // Handed to a response (identity) or read through `body` before: never freed under its holder.
  const answered = bytes();
  const first = new Representation(answered, "application/json").keepGzipOnly();
  const identity = first.encoded("identity").body;
  first.encoded("gzip", true);
  assert.equal(decoder.decode(identity), text, "the identity response's bytes are intact");
  const read = bytes();
  const second = new Representation(read, "application/json").keepGzipOnly();
  const held = second.body;
  second.encoded("gzip", true);
  assert.equal(decoder.decode(held), text, "the bytes a caller read are intact");
  // Brotli-only clients: the body is still the source, and is kept.
  const brFirst = new Representation(bytes(), "application/json").keepGzipOnly();
  const br = brFirst.encoded("br", false).body;
  assert.equal(decoder.decode(brotliDecompressSync(br)), text);
  assert.equal(decoder.decode(gunzipSync(brFirst.encoded("gzip", true).body)), text);
});

Deno.test("interleaved answers of many gzip-only representations all decode to their own bodies", () => {
  const texts = Array.from({ length: 40 }, (_, k) => JSON.stringify({ k, reviews: "x".repeat(2000 + k * 97) }));
  const made = texts.map((text) => new Representation(text, "application/json").keepGzipOnly());
  // Alternating clients with and without gzip, as concurrent requests would ask.
  for (let round = 0; round < 3; round++) {
    made.forEach((representation, k) => {
      const gzip = (k + round) % 3 !== 0;
      const { body, headers } = representation.encoded(gzip ? "gzip" : "identity", gzip);
      assert.equal(decoder.decode(gzip ? gunzipSync(body) : body), texts[k], `${k} in round ${round}`);
      assert.equal(headers["content-encoding"], gzip ? "gzip" : undefined);
    });
  }
});
