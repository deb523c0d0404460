import assert from "node:assert/strict";
import { respondWith, STREAM_CHUNK_BYTES, STREAM_MIN_BYTES } from "../../src/http/respond.ts";
import { Representation } from "../../src/http/representation.ts";
import { ByteLruCache } from "../../src/http/byte_cache.ts";

/** A body of `length` bytes, every byte telling where it is. */
function patterned(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >>> 16)) & 255;
  return bytes;
}

/** A body over two views. */
const largeBody = () => patterned(STREAM_CHUNK_BYTES * 2 + 12345);

const identity = (method = "GET") =>
  new Request("http://x/big", { method, headers: { "accept-encoding": "identity" } });

/** The chunks of a response's stream, checked to be consecutive views of `body`'s own buffer. */
async function viewsRead(response: Response, body: Uint8Array): Promise<number> {
  const reader = response.body!.getReader();
  let at = 0, chunks = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    assert.equal(read.value.buffer, body.buffer, "a view of the representation's buffer");
    assert.equal(read.value.byteOffset, at);
    at += read.value.length, chunks++;
  }
  assert.equal(at, body.length);
  return chunks;
}

Deno.test("a large body is sent as views of its own bytes, not a copy", async () => {
  const body = largeBody();
  const representation = new Representation(body, "application/json");
  const response = respondWith(identity(), representation);
  assert.equal(response.headers.get("content-length"), String(body.length));
  assert.equal(await viewsRead(response, body), 3);
  const head = respondWith(identity("HEAD"), representation);
  assert.equal(head.body, null);
});

Deno.test("a body from the streaming size up is one view with its length; a smaller one is bytes", async () => {
  const body = patterned(STREAM_MIN_BYTES);
  const response = respondWith(identity(), new Representation(body, "application/json"));
  assert.equal(response.headers.get("content-length"), String(body.length));
  assert.equal(await viewsRead(response, body), 1);
  const smaller = body.slice(0, STREAM_MIN_BYTES - 1);
  const small = respondWith(identity(), new Representation(smaller, "application/json"));
  assert.equal(small.headers.get("content-length"), null, "Deno.serve counts a byte body itself");
  assert.deepEqual(await small.bytes(), smaller);
});

Deno.test("a streamed answer has the same headers as one sent as bytes, content-length added", () => {
  const body = patterned(STREAM_MIN_BYTES + 1);
  for (const coding of ["identity", "gzip", "br"]) {
    const request = new Request("http://x/", { headers: { "accept-encoding": coding } });
    const representation = new Representation(body, "application/json", { "cache-control": "public, max-age=60" });
    const encoded = representation.encoded(coding === "br" ? "br" : coding === "gzip" ? "gzip" : "identity");
    const response = respondWith(request, representation);
    const sent = [...response.headers];
    const expected = [...new Response(encoded.body, { headers: encoded.headers }).headers];
    if (encoded.body.length >= STREAM_MIN_BYTES) expected.push(["content-length", String(encoded.body.length)]);
    assert.deepEqual(sent.sort(), expected.sort(), coding);
  }
});

Deno.test("a streamed body reaches an HTTP client whole, with its length and no chunked coding", async () => {
  for (const body of [largeBody(), patterned(STREAM_MIN_BYTES + 7)]) {
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
  }
});

Deno.test("a cached answer streamed and then released by its cache still reaches the client whole", async () => {
  // As large as a cached answer gets (one view), more than the sockets between here and the client hold.
  const body = patterned(STREAM_CHUNK_BYTES);
  const expected = body.slice();
  // A cache that releases what it evicts at once: the answer is evicted and released in the next task after the
  // response was made, before the client has read it.
  const cache = new ByteLruCache<Representation>(body.length * 2, body.length * 2, 0);
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, (request) => {
    const representation = cache.getOrCreate("a", () => new Representation(body, "application/json"));
    const response = respondWith(request, representation);
    setTimeout(() => cache.getOrCreate("b", () => new Representation(patterned(body.length * 2), "text/plain")));
    return response;
  });
  try {
    const response = await fetch(`http://127.0.0.1:${server.addr.port}/`, {
      headers: { "accept-encoding": "identity" },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(body.byteLength, 0, "the cache released (detached) the answer's bytes");
    assert.equal(response.headers.get("content-length"), String(expected.length));
    assert.deepEqual(await response.bytes(), expected);
  } finally {
    await server.shutdown();
  }
});
