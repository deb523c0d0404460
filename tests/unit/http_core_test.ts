import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { isNotModified } from "../../src/http/conditional.ts";
import { negotiateEncoding } from "../../src/http/encoding.ts";
import { Representation } from "../../src/http/representation.ts";

Deno.test("negotiateEncoding", async (t) => {
  await t.step("prefers br, then gzip, then identity", () => {
    assert.equal(negotiateEncoding("gzip, deflate, br"), "br");
    assert.equal(negotiateEncoding("gzip"), "gzip");
    assert.equal(negotiateEncoding(null), "identity");
    assert.equal(negotiateEncoding("deflate"), "identity");
  });
  await t.step("honours q-values and wildcards", () => {
    assert.equal(negotiateEncoding("br;q=0.5, gzip;q=0.8"), "gzip");
    assert.equal(negotiateEncoding("br;q=0, *"), "gzip");
    assert.equal(negotiateEncoding("*;q=0.1"), "br");
    assert.equal(negotiateEncoding("gzip;q=0, br;q=0"), "identity");
  });
});

Deno.test("isNotModified", async (t) => {
  const validators = { etag: '"abc"', lastModified: new Date("2026-03-01T00:00:00Z").toUTCString() };
  const check = (headers: Record<string, string>) => isNotModified(new Headers(headers), validators);
  await t.step("If-None-Match matches exactly, in a list, weakly, per coding, or *", () => {
    assert.equal(check({ "if-none-match": '"abc"' }), true);
    assert.equal(check({ "if-none-match": '"x", "abc"' }), true);
    assert.equal(check({ "if-none-match": 'W/"abc"' }), true);
    assert.equal(check({ "if-none-match": '"abc-gzip"' }), true);
    assert.equal(check({ "if-none-match": "*" }), true);
    assert.equal(check({ "if-none-match": '"abd"' }), false);
  });
  await t.step("If-Modified-Since compares dates", () => {
    assert.equal(check({ "if-modified-since": "Sun, 01 Mar 2026 00:00:00 GMT" }), true);
    assert.equal(check({ "if-modified-since": "Mon, 02 Mar 2026 00:00:00 GMT" }), true);
    assert.equal(check({ "if-modified-since": "Sat, 28 Feb 2026 00:00:00 GMT" }), false);
    assert.equal(check({ "if-modified-since": "not a date" }), false);
  });
  await t.step("If-None-Match takes precedence over If-Modified-Since", () => {
    assert.equal(check({ "if-none-match": '"other"', "if-modified-since": "Mon, 02 Mar 2026 00:00:00 GMT" }), false);
  });
});

Deno.test("Representation", async (t) => {
  const text = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, text: "some review text" })) });
  const representation = new Representation(text, "application/json", { "x-extra": "1" }, new Date(0));
  await t.step("strong tag over the bytes; same bytes, same tag", () => {
    assert.match(representation.etag, /^"[0-9a-f]{32}"$/);
    assert.equal(new Representation(text, "application/json").etag, representation.etag);
    assert.notEqual(new Representation(text + " ", "application/json").etag, representation.etag);
  });
  await t.step("gzip decodes to the same bytes and has its own tag", () => {
    const gzip = representation.encoded("gzip");
    assert.equal(gzip.headers["content-encoding"], "gzip");
    assert.equal(gzip.headers.vary, "Accept-Encoding");
    assert.equal(gzip.headers.etag, `${representation.etag.slice(0, -1)}-gzip"`);
    assert.deepEqual(new Uint8Array(gunzipSync(gzip.body)), representation.body);
    assert.equal(representation.encoded("gzip"), gzip, "computed once, then kept");
  });
  await t.step("small bodies are never compressed", () => {
    const small = new Representation("{}", "application/json");
    assert.equal(small.encoded("br").headers["content-encoding"], undefined);
  });
});
