import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { XMLParser } from "npm:fast-xml-parser@^5.12.1";
import { type RunningServer, startServer } from "../helpers/server.ts";
import { recordContract } from "../helpers/contract.ts";
import { copyFixtureToTemp } from "../helpers/fixture.ts";

type Json = Record<string, unknown> & { reviews?: Array<Record<string, unknown>> };

async function getJson(server: RunningServer, path: string, init?: RequestInit) {
  const response = await fetch(`${server.url}${path}`, init);
  const body = await response.json() as Json;
  return { response, body };
}

/** Every review the fixture publishes, newest first, straight from /reviews.json. */
async function allReviews(server: RunningServer) {
  return (await getJson(server, "/reviews.json")).body.reviews as Array<Record<string, unknown>>;
}

Deno.test("read endpoints over HTTP (fixture data dir)", async (t) => {
  const dir = await copyFixtureToTemp();
  const server = await startServer({ args: ["--data", dir, "--kv", `${dir}/kv.sqlite`] });
  const contract = await recordContract(server.url);
  try {
    await t.step("GET /reviews.json: business, computed aggregate, verified reviews newest first", async () => {
      const { response, body } = await getJson(server, "/reviews.json");
      assert.equal(response.status, 200);
      assert.equal(response.headers.get("content-type"), "application/json");
      assert.deepEqual(Object.keys(body), ["business", "aggregate_rating", "reviews"]);
      const reviews = body.reviews!;
      assert.equal(reviews.length, 10);
      assert.ok(reviews.every((r) => r.verified === true));
      const dates = reviews.map((r) => r.date as string);
      assert.deepEqual(dates, [...dates].sort().reverse());
      const aggregate = body.aggregate_rating as Record<string, unknown>;
      assert.equal(aggregate.review_count, 10);
      assert.equal(aggregate.best_rating, 5);
      assert.equal(aggregate.worst_rating, 1);
      for (const review of reviews) {
        assert.deepEqual(Object.keys(review).sort(), [
          "author",
          "author_avatar_url",
          "date",
          "id",
          "owner_reply",
          "rating",
          "source",
          "source_url",
          "text",
          "verified",
        ]);
      }
    });

    await t.step("headers: ETag, Last-Modified, Cache-Control, CORS, topic Link", async () => {
      const response = await fetch(`${server.url}/reviews.json`);
      await response.body?.cancel();
      assert.match(response.headers.get("etag")!, /^"[0-9a-f]{32}(-br|-gzip)?"$/);
      assert.equal(response.headers.get("last-modified"), "Mon, 02 Mar 2026 00:00:00 GMT");
      assert.equal(response.headers.get("cache-control"), "public, max-age=60");
      assert.equal(response.headers.get("access-control-allow-origin"), "*");
      assert.match(response.headers.get("access-control-expose-headers")!, /ETag.*Link.*Last-Modified/);
      assert.equal(
        response.headers.get("link"),
        `<http://localhost:${server.port}/api/websub/hub>; rel="hub", <http://localhost:${server.port}/reviews.json>; rel="self"`,
      );
    });

    await t.step("conditional GET: If-None-Match and If-Modified-Since give 304 with an empty body", async () => {
      const first = await fetch(`${server.url}/reviews.json`);
      await first.body?.cancel();
      const etag = first.headers.get("etag")!;
      const byTag = await fetch(`${server.url}/reviews.json`, { headers: { "if-none-match": etag } });
      assert.equal(byTag.status, 304);
      assert.equal(await byTag.text(), "");
      assert.equal(byTag.headers.get("etag"), etag);
      const byDate = await fetch(`${server.url}/reviews.json`, {
        headers: { "if-modified-since": first.headers.get("last-modified")! },
      });
      assert.equal(byDate.status, 304);
      await byDate.body?.cancel();
      const older = await fetch(`${server.url}/reviews.json`, {
        headers: { "if-modified-since": "Sun, 01 Mar 2026 00:00:00 GMT" },
      });
      assert.equal(older.status, 200);
      await older.body?.cancel();
      // If-None-Match wins over a matching If-Modified-Since.
      const mismatch = await fetch(`${server.url}/reviews.json`, {
        headers: { "if-none-match": '"nope"', "if-modified-since": first.headers.get("last-modified")! },
      });
      assert.equal(mismatch.status, 200);
      await mismatch.body?.cancel();
    });

    await t.step("HEAD works wherever GET does, with the same headers and no body", async () => {
      for (
        const path of ["/reviews.json", "/insights.json", "/api/feed.json", "/feed.xml", "/api/reviews/search?rating=5"]
      ) {
        const get = await fetch(`${server.url}${path}`);
        await get.body?.cancel();
        const head = await fetch(`${server.url}${path}`, { method: "HEAD" });
        assert.equal(head.status, 200, path);
        assert.equal(await head.text(), "");
        assert.equal(head.headers.get("etag"), get.headers.get("etag"), path);
        assert.equal(head.headers.get("content-type"), get.headers.get("content-type"), path);
      }
    });

    await t.step("gzip and br by Accept-Encoding, decoding to the identity bytes", async () => {
      const plain = new Uint8Array(await (await fetch(`${server.url}/reviews.json`)).arrayBuffer());
      for (const coding of ["gzip", "br"] as const) {
        // Deno's fetch decodes transparently; a raw HTTP/1.1 request shows the coded bytes.
        const raw = await rawGet(server.port, "/reviews.json", { "accept-encoding": coding });
        assert.equal(raw.headers.get("content-encoding"), coding);
        assert.equal(raw.headers.get("vary"), "Accept-Encoding");
        assert.notEqual(raw.headers.get("etag"), null);
        const decoded = coding === "gzip" ? gunzipSync(raw.body) : brotliDecompressSync(raw.body);
        assert.deepEqual(new Uint8Array(decoded), plain);
      }
    });

    await t.step("GET /insights.json is derived from the served reviews", async () => {
      const { response, body } = await getJson(server, "/insights.json");
      assert.equal(response.status, 200);
      assert.match(response.headers.get("etag")!, /^"/);
      assert.equal(body.review_count, 10);
      assert.equal(Object.keys(body.per_review as object).length, 10);
      const tagged = await fetch(`${server.url}/insights.json`, {
        headers: { "if-none-match": response.headers.get("etag")! },
      });
      assert.equal(tagged.status, 304);
      await tagged.body?.cancel();
    });

    await t.step("GET /api/feed.json: JSON Feed 1.1 with hubs and the newest reviews", async () => {
      const { response, body } = await getJson(server, "/api/feed.json");
      assert.equal(response.headers.get("content-type"), "application/json");
      assert.equal(body.version, "https://jsonfeed.org/version/1.1");
      assert.deepEqual(body.hubs, [{ type: "WebSub", url: `http://localhost:${server.port}/api/websub/hub` }]);
      const items = body.items as Array<{ id: string; _review: { rating: number } }>;
      assert.deepEqual(items.map((item) => item.id), (await allReviews(server)).map((r) => r.id));
      assert.match(response.headers.get("link")!, /\/api\/feed\.json>; rel="self"/);
    });

    await t.step("GET /feed.xml: Atom with hub and self links", async () => {
      const response = await fetch(`${server.url}/feed.xml`);
      assert.equal(response.headers.get("content-type"), "application/atom+xml; charset=utf-8");
      const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(await response.text());
      const rels = doc.feed.link.map((link: Record<string, string>) => link["@rel"]);
      assert.ok(rels.includes("hub") && rels.includes("self"));
      assert.equal(doc.feed.entry.length, 10);
      assert.match(response.headers.get("link")!, /\/feed\.xml>; rel="self"/);
    });

    await t.step("search: filters, AND, ordering and the result shape", async () => {
      const all = await allReviews(server);
      const { body } = await getJson(server, "/api/reviews/search?min_rating=4&query=DRAIN");
      assert.deepEqual(Object.keys(body), ["matched", "returned", "reviews"]);
      const expected = all.filter((r) => (r.rating as number) >= 4 && /drain/i.test(String(r.text ?? "")));
      assert.deepEqual(body.reviews!.map((r) => r.id), expected.map((r) => r.id));
      assert.equal(body.matched, expected.length);

      const limited = (await getJson(server, "/api/reviews/search?limit=2")).body;
      assert.deepEqual([limited.matched, limited.returned], [10, 2]);
      assert.deepEqual(limited.reviews!.map((r) => r.id), all.slice(0, 2).map((r) => r.id));

      const byDates = (await getJson(server, "/api/reviews/search?since=2026-01-15&until=2026-02-20")).body;
      assert.deepEqual(byDates.reviews!.map((r) => r.date), ["2026-02-20", "2026-02-20", "2026-01-15"]);

      const tech = (await getJson(server, "/api/reviews/search?mentions_technician=DIEGO")).body;
      assert.equal(tech.matched, 2);
      const service = (await getJson(server, "/api/reviews/search?mentions_service=Drain%20Cleaning&rating=5")).body;
      assert.deepEqual(service.reviews!.map((r) => r.text), ["Old but gold: drain cleaning done right."]);
      const exact = (await getJson(server, "/api/reviews/search?rating=1")).body;
      assert.deepEqual(exact.reviews!.map((r) => r.rating), [1]);
    });

    await t.step("search ETag and 304", async () => {
      const first = await fetch(`${server.url}/api/reviews/search?rating=5`);
      await first.body?.cancel();
      const again = await fetch(`${server.url}/api/reviews/search?rating=5`, {
        headers: { "if-none-match": first.headers.get("etag")! },
      });
      assert.equal(again.status, 304);
      await again.body?.cancel();
    });

    await t.step("search validation errors: 400 with the decisions.md shape", async () => {
      const cases: Array<[string, string, string]> = [
        ["rating=6", "rating", "too_big"],
        ["rating=0", "rating", "too_small"],
        ["min_rating=9", "min_rating", "too_big"],
        ["limit=0", "limit", "too_small"],
        ["limit=101", "limit", "too_big"],
        ["limit=ten", "limit", "invalid_type"],
        ["since=2025-13-01", "since", "invalid_date"],
        ["until=2025-02-30", "until", "invalid_date"],
        ["since=last-week", "since", "invalid_date"],
        ["since=2026-02-01&until=2026-01-01", "since", "custom"],
        ["min-rating=4", "min-rating", "unrecognized_keys"],
        ["rating=4&rating=5", "rating", "repeated_parameter"],
      ];
      for (const [query, path, code] of cases) {
        const { response, body } = await getJson(server, `/api/reviews/search?${query}`);
        assert.equal(response.status, 400, query);
        assert.equal(response.headers.get("content-type"), "application/json");
        assert.equal(body.error, "validation_error");
        assert.equal(typeof body.message, "string");
        const issues = body.issues as Array<{ path: string[]; code: string; message: string }>;
        assert.ok(
          issues.some((issue) => issue.path[0] === path && issue.code === code),
          `${query}: ${JSON.stringify(issues)}`,
        );
        assert.ok(issues.every((issue) => typeof issue.message === "string"));
      }
    });

    await t.step("GET /api/reviews/since/{date}", async () => {
      const { response, body } = await getJson(server, "/api/reviews/since/2026-01-15");
      assert.equal(response.status, 200);
      assert.deepEqual(Object.keys(body), ["since", "count", "reviews"]);
      assert.equal(body.since, "2026-01-15");
      assert.equal(body.count, 4);
      assert.ok(body.reviews!.every((r) => (r.date as string) >= "2026-01-15"));
      const tagged = await fetch(`${server.url}/api/reviews/since/2026-01-15`, {
        headers: { "if-none-match": response.headers.get("etag")! },
      });
      assert.equal(tagged.status, 304);
      await tagged.body?.cancel();
      const since = await fetch(`${server.url}/api/reviews/since/2026-01-15`, {
        headers: { "if-modified-since": response.headers.get("last-modified")! },
      });
      assert.equal(since.status, 304);
      await since.body?.cancel();
      for (const bad of ["2025-02-30", "2025-1-5", "yesterday", "20250105"]) {
        const error = await getJson(server, `/api/reviews/since/${bad}`);
        assert.equal(error.response.status, 400, bad);
        assert.equal(error.body.error, "validation_error");
        assert.deepEqual((error.body.issues as Array<{ path: string[] }>)[0].path, ["date"]);
      }
    });

    await t.step("Authorization headers are ignored", async () => {
      const anonymous = await fetch(`${server.url}/reviews.json`);
      const withAuth = await fetch(`${server.url}/reviews.json`, { headers: { authorization: "Bearer whatever" } });
      assert.equal(withAuth.status, 200);
      assert.equal(await withAuth.text(), await anonymous.text());
    });

    await t.step("unknown paths: JSON 404; wrong methods: 405 with Allow; CORS preflight", async () => {
      const missing = await getJson(server, "/nope");
      assert.equal(missing.response.status, 404);
      assert.equal(missing.body.error, "not_found");
      for (const path of ["/reviews.json", "/api/reviews/search", "/api/reviews/since/2026-01-01"]) {
        const { response, body } = await getJson(server, path, { method: "POST", body: "{}" });
        assert.equal(response.status, 405, path);
        assert.equal(response.headers.get("allow"), "GET, HEAD, OPTIONS");
        assert.equal(body.error, "method_not_allowed");
      }
      const preflight = await fetch(`${server.url}/reviews.json`, {
        method: "OPTIONS",
        headers: { origin: "https://app.example", "access-control-request-method": "GET" },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get("access-control-allow-origin"), "*");
      await preflight.body?.cancel();
    });
    await t.step("every 200/304/400/404 answer above matches /openapi.json", async () => {
      assert.ok(await contract.verify() >= 10);
    });
  } finally {
    contract.restore();
    const status = await server.stop();
    assert.equal(status.code, 0, "SIGTERM shuts down cleanly");
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("data dir reload: a changed reviews.json is served, a broken one refused", async (t) => {
  const dir = await copyFixtureToTemp();
  const server = await startServer({ args: ["--data", dir, "--kv", `${dir}/kv.sqlite`] });
  try {
    const before = await fetch(`${server.url}/reviews.json`);
    const etagBefore = before.headers.get("etag");
    const original = await before.json() as Json;

    await t.step("a new review appears after the file changes", async () => {
      const file = JSON.parse(await Deno.readTextFile(`${dir}/reviews.json`));
      file.reviews.push({
        ...file.reviews[0],
        id: "01KAXQ4Z8N6V3T2R1P0M9K8J7H",
        date: "2026-04-01",
        text: "Brand new review after reload.",
        verified: true,
      });
      // Write beside and rename, as operators should: the watcher sees the rename.
      await Deno.writeTextFile(`${dir}/reviews.json.tmp`, JSON.stringify(file));
      await Deno.rename(`${dir}/reviews.json.tmp`, `${dir}/reviews.json`);
      await server.waitForLog((line) => line.msg === "dataset reloaded");
      const after = await fetch(`${server.url}/reviews.json`);
      const body = await after.json() as Json;
      assert.notEqual(after.headers.get("etag"), etagBefore);
      assert.equal(body.reviews!.length, original.reviews!.length + 1);
      assert.equal(body.reviews![0].text, "Brand new review after reload.");
      const search = await getJson(server, "/api/reviews/search?query=after%20reload");
      assert.equal(search.body.matched, 1);
    });

    await t.step("a broken file is refused with its problems logged; the last good data stays", async () => {
      const good = await (await fetch(`${server.url}/reviews.json`)).text();
      const file = JSON.parse(await Deno.readTextFile(`${dir}/reviews.json`));
      file.reviews[0].rating = 7;
      await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify(file));
      const refused = await server.waitForLog((line) => line.msg?.toString().startsWith("reload refused") ?? false);
      assert.ok((refused.problems as string[]).some((p) => p.startsWith("reviews[0].rating")));
      assert.equal(await (await fetch(`${server.url}/reviews.json`)).text(), good);
    });

    await t.step("SIGHUP reloads too", async () => {
      const file = JSON.parse(await Deno.readTextFile(`${dir}/reviews.json`));
      file.reviews[0].rating = 5;
      await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify(file));
      const reloads = () => server.logs.filter((line) => line.msg === "dataset reloaded").length;
      await server.waitForLog((line) => line.msg === "dataset reloaded" && reloads() >= 2);
      const count = reloads();
      server.process.kill("SIGHUP");
      await server.waitForLog(() => reloads() > count);
    });
  } finally {
    await server.stop();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("invalid configuration stops start-up with a clear message", async () => {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--frozen", new URL("../../main.ts", import.meta.url).pathname, "serve", "--port", "http"],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(output.code, 2);
  assert.match(new TextDecoder().decode(output.stderr), /--port\/PORT must be a whole number/);
});

/** A minimal HTTP/1.1 GET over TCP that keeps the body encoded (fetch would decode it). */
async function rawGet(port: number, path: string, headers: Record<string, string>) {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  const lines = [`GET ${path} HTTP/1.1`, `host: 127.0.0.1:${port}`, "connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  await conn.write(new TextEncoder().encode(lines.join("\r\n") + "\r\n\r\n"));
  const chunks: Uint8Array[] = [];
  const buffer = new Uint8Array(65536);
  for (;;) {
    const n = await conn.read(buffer);
    if (n === null) break;
    chunks.push(buffer.slice(0, n));
  }
  conn.close();
  const all = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  const split = findSequence(all, [13, 10, 13, 10]);
  const head = new TextDecoder().decode(all.slice(0, split)).split("\r\n");
  const responseHeaders = new Headers();
  for (const line of head.slice(1)) {
    const colon = line.indexOf(":");
    responseHeaders.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  let body: Uint8Array = all.slice(split + 4);
  if (responseHeaders.get("transfer-encoding") === "chunked") body = dechunk(body);
  return { status: Number(head[0].split(" ")[1]), headers: responseHeaders, body };
}

function findSequence(haystack: Uint8Array, needle: number[], from = 0): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function dechunk(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = findSequence(data, [13, 10], offset);
    const size = parseInt(new TextDecoder().decode(data.slice(offset, lineEnd)), 16);
    if (!size) break;
    parts.push(data.slice(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let position = 0;
  for (const part of parts) {
    out.set(part, position);
    position += part.length;
  }
  return out;
}
