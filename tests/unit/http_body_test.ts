import assert from "node:assert/strict";
import { readBody } from "../../src/http/body.ts";

const encoder = new TextEncoder();

/** A POST over a real connection (as Deno.serve gives it: Content-Length or chunked framing), answered with the read. */
async function overHttp(
  raw: string | Uint8Array,
  limits: { limit: number; timeoutMs?: number },
): Promise<string> {
  const shutdown = new AbortController();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, signal: shutdown.signal, onListen() {} }, async (req) => {
    const read = await readBody(req, limits);
    return new Response(read.ok ? `ok:${read.text}` : read.reason, { headers: { connection: "close" } });
  });
  try {
    const conn = await Deno.connect({ hostname: "127.0.0.1", port: server.addr.port });
    await conn.write(typeof raw === "string" ? encoder.encode(raw) : raw);
    const buffer = new Uint8Array(65536);
    let text = "";
    for (;;) {
      const n = await conn.read(buffer).catch(() => null);
      if (n === null) break;
      text += new TextDecoder().decode(buffer.subarray(0, n));
      const [headers, body] = text.split("\r\n\r\n", 2);
      const length = headers.match(/content-length: (\d+)/i);
      if (body !== undefined && length && encoder.encode(body).length >= Number(length[1])) break;
    }
    conn.close();
    assert.match(text, /^HTTP\/1\.1 200 /);
    return text.slice(text.indexOf("\r\n\r\n") + 4);
  } finally {
    shutdown.abort();
    await server.finished;
  }
}

const head = (extra: string) => `POST / HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`;

Deno.test("readBody: a Content-Length within the cap is read whole", async () => {
  assert.equal(await overHttp(head("Content-Length: 5\r\n") + "hello", { limit: 5, timeoutMs: 5_000 }), "ok:hello");
});

Deno.test("readBody: a Content-Length over the cap is refused before reading", async () => {
  // Only the header arrives: a refusal that waited for the body would end in too_slow instead.
  assert.equal(await overHttp(head("Content-Length: 6\r\n"), { limit: 5, timeoutMs: 5_000 }), "too_large");
});

Deno.test("readBody: a chunked body is counted and refused once past the cap", async () => {
  const chunked = head("Transfer-Encoding: chunked\r\n") + "3\r\nabc\r\n3\r\ndef\r\n0\r\n\r\n";
  assert.equal(await overHttp(chunked, { limit: 5 }), "too_large");
  assert.equal(await overHttp(chunked, { limit: 6 }), "ok:abcdef");
});

Deno.test("readBody: a body trickling past the deadline is given up (declared length or chunked)", async () => {
  assert.equal(await overHttp(head("Content-Length: 100\r\n") + "{}", { limit: 1000, timeoutMs: 200 }), "too_slow");
  const chunked = head("Transfer-Encoding: chunked\r\n") + "2\r\n{}\r\n";
  assert.equal(await overHttp(chunked, { limit: 1000, timeoutMs: 200 }), "too_slow");
});

Deno.test("readBody: an empty body is empty text", async () => {
  assert.equal(await overHttp(head("Content-Length: 0\r\n"), { limit: 5, timeoutMs: 5_000 }), "ok:");
  assert.deepEqual(await readBody(new Request("http://x/", { method: "POST" }), { limit: 5 }), { ok: true, text: "" });
});

Deno.test("readBody: bytes that are not UTF-8 become U+FFFD, declared or streamed", async () => {
  const bytes = new Uint8Array([0x61, 0xff, 0xfe, 0x62]);
  const expected = { ok: true, text: "a\uFFFD\uFFFDb" };
  const declared = new Request("http://x/", { method: "POST", body: bytes, headers: { "content-length": "4" } });
  assert.deepEqual(await readBody(declared, { limit: 10 }), expected);
  const streamed = new Request("http://x/", {
    method: "POST",
    body: ReadableStream.from([bytes.slice(0, 2), bytes.slice(2)]),
  });
  assert.deepEqual(await readBody(streamed, { limit: 10, timeoutMs: 5_000 }), expected);
});

Deno.test("readBody: an in-process body longer than its declared length is still capped", async () => {
  const lying = new Request("http://x/", { method: "POST", body: "x".repeat(10), headers: { "content-length": "3" } });
  assert.deepEqual(await readBody(lying, { limit: 5 }), { ok: false, reason: "too_large" });
});
