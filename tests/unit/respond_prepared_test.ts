import assert from "node:assert/strict";
import { respondWith, STREAM_MIN_BYTES } from "../../src/http/respond.ts";
import { PREPARED_MAX_BYTES, Representation } from "../../src/http/representation.ts";
import { ByteLruCache } from "../../src/http/byte_cache.ts";

/** A body of `length` bytes, every byte telling where it is. */
function patterned(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >>> 16)) & 255;
  return bytes;
}

const get = (coding = "identity", headers: Record<string, string> = {}, method = "GET") =>
  new Request("http://x/a", { method, headers: { "accept-encoding": coding, ...headers } });

const representationOf = (body: Uint8Array<ArrayBuffer>) =>
  new Representation(body, "application/json", { "cache-control": "public, max-age=60" }, new Date(0));

/**
 * Status and header lines of a response, in order, but `content-length`: a streamed body's is among its headers,
 * `Deno.serve` writes a byte body's itself (the e2e test compares the lines as sent).
 */
const head = (response: Response) => [
  response.status,
  ...[...response.headers].filter(([name]) => name !== "content-length"),
];

Deno.test("a coding's 200 is made anew the first time, then cloned from one response sharing one copy", async () => {
  for (const length of [100, 14_000, STREAM_MIN_BYTES + 1, 1_100_000]) {
    const body = patterned(length);
    const representation = representationOf(body);
    const [first, second, third] = [0, 1, 2].map(() => respondWith(get(), representation));
    assert.deepEqual(head(second), head(first), `${length}`);
    assert.deepEqual(head(third), head(first), `${length}`);
    const [a, b, c] = [await first.bytes(), await second.bytes(), await third.bytes()];
    assert.deepEqual(b, body);
    assert.deepEqual(c, body);
    assert.equal(b.buffer, c.buffer, `${length}: the clones share their body's bytes`);
    assert.notEqual(b.buffer, body.buffer, `${length}: a copy of its own, never the representation's buffer`);
    assert.notEqual(a.buffer, b.buffer, `${length}: the first answer is not the prepared one`);
  }
});

Deno.test("each coding has its own prepared answer, with that coding's headers and bytes", async () => {
  const representation = representationOf(patterned(20_000));
  for (const coding of ["gzip", "br", "identity"] as const) {
    const encoded = representation.encoded(coding);
    const fresh = new Response(encoded.body, { status: 200, headers: encoded.headers });
    for (let i = 0; i < 3; i++) {
      const response = respondWith(get(coding), representation);
      assert.deepEqual(head(response), head(fresh));
      assert.deepEqual(await response.bytes(), encoded.body, coding);
    }
  }
});

Deno.test("the prepared copy is counted, and a cache holding the answer is told", () => {
  const body = patterned(30_000);
  const cache = new ByteLruCache<Representation>(1 << 20);
  const representation = cache.getOrCreate("a", () => representationOf(body));
  const before = cache.bytes;
  assert.equal(before, body.length);
  respondWith(get(), representation);
  assert.equal(cache.bytes, before, "an answer sent once is not copied");
  respondWith(get(), representation);
  assert.equal(representation.byteLength, 2 * body.length);
  assert.equal(cache.bytes, 2 * body.length, "the cache recounted the copy");
  respondWith(get(), representation);
  assert.equal(cache.bytes, 2 * body.length, "made once");
});

Deno.test("an answer the copy would take over the bound stays in its cache, streamed, never copied", async () => {
  const body = patterned(PREPARED_MAX_BYTES / 2 + 1);
  const cache = new ByteLruCache<Representation>();
  const make = () => representationOf(body);
  for (let i = 0; i < 3; i++) {
    const representation = cache.getOrCreate("a", make);
    const reader = respondWith(get(), representation).body!.getReader();
    assert.equal((await reader.read()).value!.buffer, body.buffer, "views of its own bytes");
    await reader.cancel();
  }
  assert.equal(cache.bytes, body.length, "kept, and counted once");
  assert.equal(cache.get("a")?.encoded("identity").ok, null);
});

Deno.test("HEAD answers, and bodies over the bound, never make a prepared copy", async () => {
  const small = representationOf(patterned(5_000));
  for (let i = 0; i < 3; i++) assert.equal(respondWith(get("identity", {}, "HEAD"), small).body, null);
  respondWith(get(), small);
  assert.equal(small.byteLength, 5_000, "HEAD counted no GET");
  respondWith(get(), small);
  assert.equal(small.byteLength, 10_000);

  const body = patterned(PREPARED_MAX_BYTES + 1);
  const large = representationOf(body);
  for (let i = 0; i < 3; i++) {
    const response = respondWith(get(), large);
    const reader = response.body!.getReader();
    const read = await reader.read();
    assert.equal(read.value!.buffer, body.buffer, "streamed as views of its own bytes");
    await reader.cancel();
  }
  assert.equal(large.byteLength, body.length);
});

Deno.test("a 304 is cloned from one made on the first conditional hit, with the 304 headers", () => {
  const representation = representationOf(patterned(2_000));
  const encoded = representation.encoded("identity");
  const fresh = new Response(null, { status: 304, headers: encoded.notModifiedHeaders });
  const conditions: Record<string, string>[] = [
    { "if-none-match": representation.etag },
    { "if-modified-since": "Thu, 01 Jan 1970 00:00:00 GMT" },
  ];
  for (const conditional of conditions) {
    for (let i = 0; i < 3; i++) {
      const response = respondWith(get("identity", conditional), representation);
      assert.deepEqual(head(response), head(fresh));
      assert.equal(response.body, null);
    }
  }
  assert.equal(representation.byteLength, 2_000, "a 304 holds no body");
});

Deno.test("a released answer drops its prepared responses", () => {
  const representation = representationOf(patterned(3_000));
  for (let i = 0; i < 2; i++) respondWith(get(), representation);
  respondWith(get("identity", { "if-none-match": representation.etag }), representation);
  const encoded = representation.encoded("identity");
  assert.ok(encoded.ok && encoded.notModified);
  representation.release();
  assert.equal(encoded.ok, null);
  assert.equal(encoded.notModified, null);
});
