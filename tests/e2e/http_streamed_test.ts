/**
 * Bodies from 16 KiB up are sent as a stream of views (src/http/respond.ts), smaller ones as bytes, and a coding asked
 * for again as a clone of a prepared response: over HTTP none of these must be told apart. Every read route of the
 * bundled data, in each coding, answers with its exact length and no chunked coding, the same header set whichever
 * way its body went, and the same bytes and header lines the first time and every time after.
 */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";
import { STREAM_MIN_BYTES } from "../../src/http/respond.ts";

const PATHS = [
  "/reviews.json",
  "/insights.json",
  "/api/feed.json",
  "/feed.xml",
  "/api/reviews/search?min_rating=4&query=furnace&limit=20",
  "/api/reviews/search?limit=100",
  "/api/reviews/since/2026-10-01",
  "/api/reviews/since/2020-01-01",
];

/** The headers every read answer carries; topics add `link`, compressed answers `content-encoding`. */
const COMMON = [
  "access-control-allow-origin",
  "access-control-expose-headers",
  "cache-control",
  "content-length",
  "content-type",
  "date",
  "etag",
  "last-modified",
  "vary",
];

/**
 * One GET over a raw connection (`fetch` would decode gzip and br): status, headers, the header lines as sent (but
 * `date`) and the body's bytes as sent.
 */
async function rawGet(port: number, path: string, coding: string, extra = "") {
  const connection = await Deno.connect({ hostname: "127.0.0.1", port });
  await connection.write(
    new TextEncoder().encode(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${coding}\r\n${extra}Connection: close\r\n\r\n`,
    ),
  );
  const received = new Uint8Array(await new Response(connection.readable).arrayBuffer());
  let end = 0;
  while (!(received[end] === 13 && received[end + 1] === 10 && received[end + 2] === 13 && received[end + 3] === 10)) {
    end++;
  }
  const [statusLine, ...lines] = new TextDecoder().decode(received.subarray(0, end)).split("\r\n");
  const headers = new Map(lines.map((line) => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
  }));
  const sent = [statusLine, ...lines.filter((line) => !line.toLowerCase().startsWith("date:"))];
  return { status: Number(statusLine.split(" ")[1]), headers, sent, body: received.subarray(end + 4) };
}

Deno.test("streamed and byte bodies answer alike over HTTP: exact length, no chunked coding, one header set", async () => {
  const server = await startServer({ args: ["--kv", ":memory:"] });
  try {
    let streamed = 0, bytes = 0;
    for (const path of PATHS) {
      for (const coding of ["identity", "gzip", "br"]) {
        // A large body's compressed form is made in the background: asked again until it is there.
        let answer = await rawGet(server.port, path, coding);
        for (let attempt = 0; (answer.headers.get("content-encoding") ?? "identity") !== coding; attempt++) {
          assert.ok(attempt < 100, `${path}: no ${coding} form`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          answer = await rawGet(server.port, path, coding);
        }
        const { status, headers, body } = answer;
        assert.equal(status, 200, path);
        assert.equal(headers.get("transfer-encoding"), undefined, `${path} ${coding}`);
        assert.equal(headers.get("content-length"), String(body.length), `${path} ${coding}`);
        // `connection: close` answers the request's own.
        const names = [...headers.keys()].filter((name) => !["link", "content-encoding", "connection"].includes(name));
        assert.deepEqual(names.sort(), COMMON, `${path} ${coding}`);
        if (body.length >= STREAM_MIN_BYTES) streamed++;
        else bytes++;
      }
    }
    // Both ways were exercised (the bundled /reviews.json is 1 MiB, a search page 14 KB).
    assert.ok(streamed >= 3 && bytes >= 3, `streamed ${streamed}, bytes ${bytes}`);
  } finally {
    await server.stop();
  }
});

Deno.test("an answer asked for again is the first one's bytes and header lines, in every coding, 200 and 304", async () => {
  const server = await startServer({ args: ["--kv", ":memory:"] });
  try {
    for (const path of PATHS) {
      for (const coding of ["identity", "gzip", "br"]) {
        let first = await rawGet(server.port, path, coding);
        for (let attempt = 0; (first.headers.get("content-encoding") ?? "identity") !== coding; attempt++) {
          assert.ok(attempt < 100, `${path}: no ${coding} form`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          first = await rawGet(server.port, path, coding);
        }
        // The first answer in this coding is made anew; the second prepares the clone; the third is one.
        for (let again = 0; again < 2; again++) {
          const answer = await rawGet(server.port, path, coding);
          assert.deepEqual(answer.sent, first.sent, `${path} ${coding} header lines`);
          assert.deepEqual(answer.body, first.body, `${path} ${coding} body`);
        }
        const tag = `If-None-Match: ${first.headers.get("etag")}\r\n`;
        const notModified = await rawGet(server.port, path, coding, tag);
        assert.equal(notModified.status, 304, `${path} ${coding}`);
        assert.equal(notModified.body.length, 0);
        const again = await rawGet(server.port, path, coding, tag);
        assert.deepEqual(again.sent, notModified.sent, `${path} ${coding} 304 header lines`);
      }
    }
  } finally {
    await server.stop();
  }
});
