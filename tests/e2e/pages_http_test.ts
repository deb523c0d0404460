/**
 * The pages over real HTTP (fixture data dir): content negotiation on `/`, serving rules like the JSON (strong
 * ETag, 304, gzip/br, HEAD, Cache-Control, charset), 400 and 404 pages, feed and sitemap links, never a 500.
 */
import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { XMLParser } from "npm:fast-xml-parser@^5.12.1";
import { copyFixtureToTemp } from "../helpers/fixture.ts";
import { rawGet } from "../helpers/raw_http.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

async function get(server: RunningServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { response, text: await response.text() };
}

Deno.test("pages over HTTP", async (t) => {
  const dir = await copyFixtureToTemp();
  const server = await startServer({ args: ["--data", dir, "--kv", `${dir}/kv.sqlite`] });
  const base = `http://localhost:${server.port}`;
  try {
    const data = await (await fetch(`${server.url}/reviews.json`)).json();
    const ids: string[] = data.reviews.map((r: { id: string }) => r.id);

    await t.step("content negotiation on /: HTML for browsers, the JSON index otherwise", async () => {
      for (const accept of ["text/html", BROWSER_ACCEPT]) {
        const { response, text } = await get(server, "/", { accept });
        assert.equal(response.headers.get("content-type"), "text/html; charset=utf-8", accept);
        assert.match(text, /^<!doctype html>/);
        assert.match(response.headers.get("vary")!, /Accept\b/);
      }
      for (
        const headers of [{}, { accept: "application/json" }, { accept: "*/*" }, {
          accept: "application/json, text/html;q=0.5",
        }]
      ) {
        const { response, text } = await get(server, "/", headers as Record<string, string>);
        assert.equal(response.headers.get("content-type"), "application/json", JSON.stringify(headers));
        assert.equal(JSON.parse(text).service, "Public Reviews Service");
        assert.match(response.headers.get("vary")!, /Accept\b/);
      }
      const html = await get(server, "/", { accept: "text/html" });
      const json = await get(server, "/");
      assert.notEqual(html.response.headers.get("etag"), json.response.headers.get("etag"));
    });

    const pagePaths = [
      "/",
      "/reviews",
      "/reviews?min_rating=4",
      `/reviews/${ids[0]}`,
      `/technicians/${data.business.technicians[0].id}`,
      `/services/${data.business.services[0].id}`,
      "/summary",
      "/embed",
    ];
    await t.step("every page: charset, strong ETag, Cache-Control, 304, HEAD, gzip and br", async () => {
      for (const path of pagePaths) {
        const accept = { accept: "text/html" };
        const { response, text } = await get(server, path, accept);
        assert.equal(response.status, 200, path);
        assert.equal(response.headers.get("content-type"), "text/html; charset=utf-8", path);
        assert.equal(response.headers.get("cache-control"), "public, max-age=60", path);
        assert.match(response.headers.get("content-security-policy")!, /default-src 'none'/, path);
        const etag = response.headers.get("etag")!;
        assert.match(etag, /^"[0-9a-f]{32}(-br|-gzip)?"$/, path);
        const again = await fetch(`${server.url}${path}`, { headers: { ...accept, "if-none-match": etag } });
        assert.equal(again.status, 304, path);
        assert.equal(await again.text(), "");
        const head = await fetch(`${server.url}${path}`, { method: "HEAD", headers: accept });
        assert.equal(head.status, 200);
        assert.equal(await head.text(), "");
        assert.equal(head.headers.get("etag"), etag, `${path}: HEAD`);
        const identity = await rawGet(`${server.url}${path}`, accept);
        assert.equal(new TextDecoder().decode(identity.body), text);
        for (const coding of ["gzip", "br"]) {
          const raw = await rawGet(`${server.url}${path}`, { ...accept, "accept-encoding": coding });
          assert.equal(raw.headers["content-encoding"], coding, `${path} ${coding}`);
          const decoded = coding === "gzip" ? gunzipSync(raw.body) : brotliDecompressSync(raw.body);
          assert.equal(new TextDecoder().decode(decoded), text, `${path} ${coding}`);
        }
      }
    });

    await t.step("text types say charset=utf-8; the widget may be framed, pages only by themselves", async () => {
      const types: Record<string, string> = {
        "/llms.txt": "text/plain; charset=utf-8",
        "/robots.txt": "text/plain; charset=utf-8",
        "/sitemap.xml": "application/xml; charset=utf-8",
        "/feed.xml": "application/atom+xml; charset=utf-8",
        "/badge.svg": "image/svg+xml; charset=utf-8",
        "/favicon.svg": "image/svg+xml; charset=utf-8",
      };
      for (const [path, type] of Object.entries(types)) {
        const { response } = await get(server, path);
        assert.equal(response.status, 200, path);
        assert.equal(response.headers.get("content-type"), type, path);
        assert.ok(response.headers.get("etag"), path);
      }
      const embed = await fetch(`${server.url}/embed`);
      await embed.body?.cancel();
      assert.match(embed.headers.get("content-security-policy")!, /frame-ancestors \*/);
      const home = await fetch(`${server.url}/summary`);
      await home.body?.cancel();
      assert.match(home.headers.get("content-security-policy")!, /frame-ancestors 'self'/);
    });

    await t.step("feeds and the sitemap link each review page, and each answers 200", async () => {
      const feed = await (await fetch(`${server.url}/api/feed.json`)).json();
      assert.deepEqual(feed.items.map((i: { url: string }) => i.url), ids.map((id) => `${base}/reviews/${id}`));
      const atom = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" })
        .parse(await (await fetch(`${server.url}/feed.xml`)).text());
      const alternates = atom.feed.entry.map((e: { link: Record<string, string> | Record<string, string>[] }) =>
        [e.link].flat().find((l) => l["@rel"] === "alternate")!["@href"]
      );
      assert.deepEqual(alternates, ids.map((id) => `${base}/reviews/${id}`));
      const sitemap = new XMLParser().parse(await (await fetch(`${server.url}/sitemap.xml`)).text());
      const locs: string[] = sitemap.urlset.url.map((u: { loc: string }) => u.loc);
      for (const id of ids) assert.ok(locs.includes(`${base}/reviews/${id}`), id);
      for (const loc of locs) {
        const response = await fetch(loc.replace(base, server.url));
        await response.body?.cancel();
        assert.equal(response.status, 200, loc);
      }
      const robots = (await get(server, "/robots.txt")).text;
      assert.match(robots, new RegExp(`^Sitemap: ${base}/sitemap\\.xml$`, "m"));
      const llms = (await get(server, "/llms.txt")).text;
      assert.match(llms, /^# Acme Air & Plumbing\n\n> .+\n/);
      assert.ok(llms.includes(`(${base}/mcp)`) && llms.includes(`(${base}/feed.xml)`));
    });

    await t.step("a list page shows exactly what the API finds, in the same order", async () => {
      for (const query of ["min_rating=4", "query=drain", "mentions_technician=diego", "rating=5&limit=2"]) {
        const api = await (await fetch(`${server.url}/api/reviews/search?${query}`)).json();
        const { text } = await get(server, `/reviews?${query}`);
        const shown = [...text.matchAll(/<article class="review" aria-labelledby="r-([0-9A-Z]{26})"/g)].map((m) =>
          m[1]
        );
        assert.deepEqual(shown, api.reviews.map((r: { id: string }) => r.id), query);
      }
      // Pages of `limit`: page 2 continues where page 1 stopped.
      const page2 = (await get(server, "/reviews?limit=3&page=2")).text;
      const second = [...page2.matchAll(/aria-labelledby="r-([0-9A-Z]{26})"/g)].map((m) => m[1]);
      assert.deepEqual(second, ids.slice(3, 6));
      assert.match(page2, /rel="prev"/);
      assert.match(page2, /rel="next"/);
      assert.doesNotMatch(page2, /name="robots"/, "the plain list is indexed");
      const filtered = (await get(server, "/reviews?rating=5")).text;
      assert.match(filtered, /<meta name="robots" content="noindex"\/>/, "a filtered list is not");
    });

    await t.step("bad filters: a 400 page naming the problem; the API's 8 parameters are unchanged", async () => {
      for (
        const [query, problem] of [["rating=9", "rating"], ["min-rating=4", "min-rating"], ["page=0", "page"], [
          "aspect=nope",
          "aspect",
        ], ["since=2025-02-30", "since"]]
      ) {
        const { response, text } = await get(server, `/reviews?${query}`);
        assert.equal(response.status, 400, query);
        assert.equal(response.headers.get("content-type"), "text/html; charset=utf-8");
        assert.equal(response.headers.get("cache-control"), "no-store");
        assert.match(text, new RegExp(`<li>${problem}: `), query);
      }
      const api = await fetch(`${server.url}/api/reviews/search?aspect=pricing`);
      assert.equal(api.status, 400, "aspect belongs to the page, not the API");
      await api.body?.cancel();
    });

    await t.step("unknown ids: 404 pages; unknown paths: HTML for browsers, JSON otherwise", async () => {
      for (
        const path of [
          "/reviews/01NOTAREVIEW0000000000000X",
          "/technicians/nobody",
          "/services/nothing",
          "/reviews?page=99",
          "/sitemaps/2.xml",
        ]
      ) {
        const { response, text } = await get(server, path, { accept: "text/html" });
        assert.equal(response.status, 404, path);
        assert.match(text, /<h1>/, path);
      }
      const html = await get(server, "/no/such/thing", { accept: BROWSER_ACCEPT });
      assert.equal(html.response.status, 404);
      assert.equal(html.response.headers.get("content-type"), "text/html; charset=utf-8");
      const json = await get(server, "/no/such/thing");
      assert.equal(json.response.status, 404);
      assert.equal(JSON.parse(json.text).error, "not_found");
    });

    await t.step("never a 500, whatever the URL", async () => {
      const odd = [
        "/reviews/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
        "/reviews/%ED%A0%80",
        "/reviews?query=%00%01%02",
        "/reviews?query=%ED%A0%80",
        `/reviews?query=${"x".repeat(5000)}`,
        "/reviews?page=99999999999999999999",
        "/reviews?page=-1&page=2",
        "/reviews?limit=1e2",
        "/reviews?since=0000-01-01",
        "/reviews?aspect=__proto__",
        "/reviews?aspect=constructor",
        "/technicians/__proto__",
        "/services/constructor",
        "/sitemaps/0.xml",
        "/sitemaps/..%2F..%2Fetc",
        "/summary?x=1",
        "/embed?%zz",
      ];
      for (const path of odd) {
        const { response } = await get(server, path, { accept: "text/html" });
        assert.ok(response.status < 500, `${path}: ${response.status}`);
      }
    });
  } finally {
    await server.stop();
    await Deno.remove(dir, { recursive: true });
  }
});
