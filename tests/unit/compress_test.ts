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
