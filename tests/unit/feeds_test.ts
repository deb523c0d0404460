import assert from "node:assert/strict";
import { XMLParser, XMLValidator } from "npm:fast-xml-parser@^5.12.1";
import { escapeXml, renderAtom } from "../../src/feeds/atom.ts";
import { renderJsonFeed } from "../../src/feeds/json_feed.ts";
import { FEED_SIZE, topicLinkHeader } from "../../src/feeds/topics.ts";
import { smallPublished } from "../helpers/fixture.ts";

const BASE = "https://reviews.example.org";
const dataset = smallPublished();

Deno.test("JSON Feed 1.1", () => {
  const feed = JSON.parse(renderJsonFeed(dataset, BASE));
  assert.equal(feed.version, "https://jsonfeed.org/version/1.1");
  assert.equal(typeof feed.title, "string");
  assert.equal(feed.feed_url, `${BASE}/api/feed.json`);
  assert.deepEqual(feed.hubs, [{ type: "WebSub", url: `${BASE}/api/websub/hub` }]);
  assert.equal(feed.items.length, Math.min(FEED_SIZE, dataset.reviews.length));
  assert.deepEqual(feed.items.map((item: { id: string }) => item.id), [...dataset.reviews].map((r) => r.id));
  const first = feed.items[0];
  assert.equal(first._review.rating, dataset.reviews.at(0).rating);
  assert.equal(first.date_published, `${dataset.reviews.at(0).date}T00:00:00Z`);
  const ratingOnly = feed.items.find((item: { _review: { text: null } }) => item._review.text === null);
  assert.match(ratingOnly.content_text, /without a written review/);
});

Deno.test("Atom feed parses and has the required elements", () => {
  const xml = renderAtom(dataset, BASE);
  assert.equal(XMLValidator.validate(xml), true);
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(xml);
  const feed = doc.feed;
  assert.equal(feed["@xmlns"], "http://www.w3.org/2005/Atom");
  for (const required of ["id", "title", "updated"]) assert.ok(feed[required], `feed needs <${required}>`);
  const links = Object.fromEntries(feed.link.map((l: Record<string, string>) => [l["@rel"], l["@href"]]));
  assert.equal(links.self, `${BASE}/feed.xml`);
  assert.equal(links.hub, `${BASE}/api/websub/hub`);
  assert.equal(feed.entry.length, dataset.reviews.length);
  for (const entry of feed.entry) {
    for (const required of ["id", "title", "updated", "content"]) {
      assert.ok(entry[required], `entry needs <${required}>`);
    }
    assert.ok(entry.author?.name);
  }
  // Text with markup characters survives escaping.
  assert.ok(feed.entry.some((e: { content: { "#text": string } }) => e.content["#text"].includes("<3 & quick")));
});

Deno.test("escapeXml removes characters XML cannot carry", () => {
  assert.equal(escapeXml("a\u0001b<&>\"'"), "ab&lt;&amp;&gt;&quot;&apos;");
});

Deno.test("topic Link header", () => {
  assert.equal(
    topicLinkHeader(BASE, "/feed.xml"),
    `<${BASE}/api/websub/hub>; rel="hub", <${BASE}/feed.xml>; rel="self"`,
  );
});
