import assert from "node:assert/strict";
import { respondWith, STREAM_MIN_BYTES } from "../../src/http/respond.ts";
import { Representation } from "../../src/http/representation.ts";

/** A body just over the streaming size, every byte telling where it is. */
function largeBody(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(STREAM_MIN_BYTES + 12345);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >>> 16)) & 255;
  return bytes;
}

const identity = (method = "GET") =>
  new Request("http://x/big", { method, headers: { "accept-encoding": "identity" } });

Deno.test("a large body is sent as views of its own bytes, not a copy", async () => {
  const body = largeBody();
  const representation = new Representation(body, "application/json");
  const response = respondWith(identity(), representation);
  assert.equal(response.headers.get("content-length"), String(body.length));
  const reader = response.body!.getReader();
  let at = 0, chunks = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    assert.equal(read.value.buffer, body.buffer, "a view of the representation's buffer");
    assert.equal(read.value.byteOffset, at);
    at += read.value.length, chunks++;
  }
  assert.equal(at, body.length);
  assert.ok(chunks > 1);
  const small = respondWith(identity(), new Representation(body.slice(0, 1000), "application/json"));
  assert.deepEqual(await small.bytes(), body.slice(0, 1000));
  const head = respondWith(identity("HEAD"), representation);
  assert.equal(head.body, null);
});

Deno.test("a streamed body reaches an HTTP client whole, with its length and no chunked coding", async () => {
  const body = largeBody();
  const representation = new Representation(body, "application/json");
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    (request) => respondWith(request, representation),
  );
  try {
    const response = await fetch(`http://127.0.0.1:${server.addr.port}/`, {
      headers: { "accept-encoding": "identity" },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-length"), String(body.length));
    assert.equal(response.headers.get("transfer-encoding"), null);
    assert.equal(response.headers.get("etag"), representation.etag);
    assert.deepEqual(await response.bytes(), body);
  } finally {
    await server.shutdown();
  }
});
