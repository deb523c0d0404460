/**
 * The hub's pinned HTTP/1.1 exchange (src/hub/http1.ts) against a raw TLS server on 127.0.0.1 that answers with
 * hand-written responses: every body framing, a body over the limit, a trickle past the timeout, and garbage.
 */
import assert from "node:assert/strict";
import { exchange, type ExchangeOptions, Http1Pool } from "../../src/hub/http1.ts";
import { makeTestTls } from "../helpers/tls/mod.ts";

const enc = new TextEncoder();
const dec = new TextDecoder();

Deno.test("pinned HTTP/1.1 exchange: framings, limits, timeouts", async (t) => {
  const tls = await makeTestTls();
  const listener = Deno.listenTls({ hostname: "127.0.0.1", port: 0, cert: tls.cert, key: tls.key });
  const port = listener.addr.port;
  let answer: (conn: Deno.TlsConn, request: string) => Promise<void> = async () => {};
  const seen: string[] = [];
  const serving = (async () => {
    for await (const conn of listener) {
      (async () => {
        try {
          const buf = new Uint8Array(64 * 1024);
          let request = "";
          while (!request.includes("\r\n\r\n")) {
            const n = await conn.read(buf);
            if (n === null) break;
            request += dec.decode(buf.subarray(0, n));
          }
          seen.push(request);
          await answer(conn, request);
        } catch {
          // the client went away (timeout test)
        } finally {
          try {
            conn.close();
          } catch { /* closed */ }
        }
      })();
    }
  })().catch(() => {});
  const base: ExchangeOptions = {
    url: new URL(`https://localhost:${port}/cb?x=1`),
    address: "127.0.0.1",
    method: "GET",
    readBody: true,
    maxBody: 16,
    caCerts: [tls.ca],
    timeoutMs: 1_000,
  };
  const respond = (raw: string) => async (conn: Deno.TlsConn) => void await conn.write(enc.encode(raw));
  try {
    await t.step("request line, host, close; content-length body", async () => {
      answer = respond("HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nhello");
      const r = await exchange(base);
      assert.equal(r.status, 200);
      assert.equal(dec.decode((r as { body: Uint8Array }).body), "hello");
      assert.match(seen.at(-1)!, /^GET \/cb\?x=1 HTTP\/1\.1\r\nhost: localhost:\d+\r\nconnection: close\r\n/);
    });
    await t.step("chunked body is decoded", async () => {
      answer = respond("HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n3;ext=1\r\nabc\r\n4\r\ndefg\r\n0\r\n\r\n");
      const r = await exchange(base);
      assert.equal(dec.decode((r as { body: Uint8Array }).body), "abcdefg");
    });
    await t.step("body until close", async () => {
      answer = respond("HTTP/1.0 202 Accepted\r\n\r\nuntil-close");
      const r = await exchange(base);
      assert.equal(r.status, 202);
      assert.equal(dec.decode((r as { body: Uint8Array }).body), "until-close");
    });
    await t.step("a body over the limit is cut at limit + 1 bytes", async () => {
      answer = respond("HTTP/1.1 200 OK\r\ncontent-length: 100000\r\n\r\n" + "z".repeat(100_000));
      const r = await exchange(base);
      assert.equal((r as { body: Uint8Array }).body.length, 17);
    });
    await t.step("POST carries content-length and the exact body; 3xx is just a status", async () => {
      answer = respond("HTTP/1.1 302 Found\r\nlocation: https://localhost/elsewhere\r\ncontent-length: 0\r\n\r\n");
      const r = await exchange({ ...base, method: "POST", body: enc.encode("payload"), readBody: false });
      assert.equal(r.status, 302);
      assert.match(seen.at(-1)!, /content-length: 7\r\n\r\n/);
    });
    await t.step("a pooled connection is reused; one the server closed is replaced once", async () => {
      const pool = new Http1Pool();
      try {
        // This server closes every connection after one answer, whatever the client asks.
        answer = respond("HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok");
        const before = seen.length;
        for (let i = 0; i < 3; i++) assert.equal((await exchange(base, pool)).status, 200);
        assert.equal(seen.length - before, 3);
        assert.doesNotMatch(seen.at(-1)!, /connection: close/);
      } finally {
        pool.close();
      }
    });
    await t.step("a trickling answer times out", async () => {
      answer = async (conn) => {
        await conn.write(enc.encode("HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\n"));
        for (let i = 0; i < 30; i++) {
          await new Promise((r) => setTimeout(r, 100));
          await conn.write(enc.encode("x"));
        }
      };
      const r = await exchange({ ...base, timeoutMs: 500 });
      assert.deepEqual(r, { status: null, error: "timeout" });
    });
    await t.step("garbage is a network error, never a throw", async () => {
      answer = respond("SSH-2.0-OpenSSH\r\n\r\n");
      const r = await exchange(base);
      assert.equal(r.status, null);
      assert.match((r as { error: string }).error, /not an HTTP\/1.1 response/);
    });
  } finally {
    listener.close();
    await serving;
    await new Promise((r) => setTimeout(r, 3_200)); // let the trickling handler finish its writes
    await tls.cleanup();
  }
});
