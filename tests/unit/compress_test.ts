import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { BackgroundCompressor } from "../../src/http/compress.ts";

const body = new TextEncoder().encode(JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ id: i, text: "ok" }))));

Deno.test("the background compressor stops when idle unless kept warm, and then stops on abort", async () => {
  const cold = new BackgroundCompressor();
  const out = await cold.compress(body, "gzip");
  assert.deepEqual(new Uint8Array(gunzipSync(out!)), body);
  assert.equal(cold.running, false, "an idle worker stops by itself");

  const warm = new BackgroundCompressor();
  const shutdown = new AbortController();
  warm.keepWarm(shutdown.signal);
  await warm.compress(body, "gzip");
  assert.equal(warm.running, true, "kept for the next big body");
  const again = await warm.compress(body, "br");
  assert.ok(again && again.byteLength < body.byteLength);
  assert.equal(warm.running, true);
  shutdown.abort();
  assert.equal(warm.running, false, "stopped with the server");
});

Deno.test("a warm background compressor still stops once idle after a big body, giving its heap back", async () => {
  const shutdown = new AbortController();
  const compressor = new BackgroundCompressor(undefined, { releaseAfterBytes: body.byteLength });
  compressor.keepWarm(shutdown.signal);
  const small = body.subarray(0, body.byteLength - 1);
  assert.deepEqual(new Uint8Array(gunzipSync((await compressor.compress(small, "gzip"))!)), small);
  assert.equal(compressor.running, true, "a body under the size keeps it warm");
  const [big, other] = await Promise.all([compressor.compress(body, "gzip"), compressor.compress(small, "gzip")]);
  assert.deepEqual(new Uint8Array(gunzipSync(big!)), body);
  assert.deepEqual(new Uint8Array(gunzipSync(other!)), small, "work queued behind the big body is still done");
  assert.equal(compressor.running, false, "stopped once its queue emptied after the big body");
  const later = await compressor.compress(small, "br");
  assert.ok(later && later.byteLength < small.byteLength, "a new worker starts for the next body");
  assert.equal(compressor.running, true);
  shutdown.abort();
  assert.equal(compressor.running, false);
});

Deno.test("bodies of several chunks, two at once, and an empty one come back compressed whole", async () => {
  const { brotliDecompressSync } = await import("node:zlib");
  const compressor = new BackgroundCompressor();
  let seed = 1;
  const big = new Uint8Array(3.5 * 1024 * 1024 + 17).map(() => 97 + ((seed = (seed * 48271) % 2147483647) % 26));
  const other = new TextEncoder().encode("ünïcödé 🚀 ".repeat(150_000));
  const copy = big.slice();
  const [br, gzip, empty] = await Promise.all([
    compressor.compress(big, "br"),
    compressor.compress(other, "gzip"),
    compressor.compress(new Uint8Array(0), "gzip"),
  ]);
  assert.deepEqual(new Uint8Array(brotliDecompressSync(br!)), big);
  assert.deepEqual(new Uint8Array(gunzipSync(gzip!)), other);
  assert.deepEqual(new Uint8Array(gunzipSync(empty!)), new Uint8Array(0));
  assert.deepEqual(big, copy, "the caller's body is left as it was");
  assert.equal(compressor.queuedBytes, 0);
  assert.equal(compressor.running, false);
});

Deno.test("inline compression frees zlib's output chunk without touching node's Buffer pool", async () => {
  const { Buffer } = await import("node:buffer");
  const { compressInline } = await import("../../src/http/compress.ts");
  const pooled = Buffer.from("pooled bytes stay");
  assert.ok(pooled.buffer.byteLength <= Buffer.poolSize, "a small Buffer is a view into the pool");
  for (const size of [10, 900, 5000, 40_000, 70_000, 200_000]) {
    const input = new TextEncoder().encode(JSON.stringify(Array.from({ length: size / 10 }, (_, i) => i % 97)));
    const out = compressInline(input, "gzip");
    assert.equal(out.byteOffset, 0);
    assert.equal(out.buffer.byteLength, out.byteLength, "an exact buffer of its own");
    assert.deepEqual(new Uint8Array(gunzipSync(out)), input, `${size}`);
  }
  assert.equal(pooled.toString(), "pooled bytes stay", "the pool was never detached");
  assert.equal(Buffer.from("and still serves").toString(), "and still serves");
});

Deno.test("a compressor told to start after a pause waits for it, then compresses; once stopped it refuses", async () => {
  const compressor = new BackgroundCompressor();
  const shutdown = new AbortController();
  let open = () => {};
  const pause = new Promise<void>((resolve) => open = resolve);
  let waits = 0;
  compressor.startAfter(() => (waits++, pause), shutdown.signal);
  const first = compressor.compress(body, "gzip");
  const second = compressor.compress(body, "br");
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(compressor.running, false, "no worker before the pause");
  assert.equal(compressor.queuedBytes, 2 * body.byteLength, "waiting work counts against the bound");
  assert.equal(waits, 1, "one pause for all the work waiting");
  open();
  assert.deepEqual(new Uint8Array(gunzipSync((await first)!)), body);
  assert.ok((await second)!.byteLength < body.byteLength);
  assert.equal(compressor.running, false, "stopped once idle");
  assert.equal(compressor.queuedBytes, 0);

  let release = () => {};
  compressor.startAfter(() => new Promise<void>((resolve) => release = resolve), shutdown.signal);
  const late = compressor.compress(body, "gzip");
  shutdown.abort();
  release();
  assert.equal(await late, null, "work waiting when the server stops is refused");
  assert.equal(compressor.running, false);
  const after = await compressor.compress(body, "gzip");
  assert.deepEqual(new Uint8Array(gunzipSync(after!)), body, "without a server, work starts at once again");
  assert.equal(compressor.running, false);
});
