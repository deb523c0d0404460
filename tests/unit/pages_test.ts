import assert from "node:assert/strict";
import { monthlyChart } from "../../src/pages/chart.ts";
import { excerpt, jsonForScript, safeHttpUrl } from "../../src/pages/escape.ts";
import { renderEmbed } from "../../src/pages/embed.tsx";
import { formatHours, pluralize } from "../../src/pages/format.ts";
import { renderHome } from "../../src/pages/home.tsx";
import { businessJsonLd, reviewJsonLd } from "../../src/pages/jsonld.ts";
import { parseListQuery } from "../../src/pages/list_query.ts";
import { renderLlmsTxt } from "../../src/pages/llms_txt.ts";
import { barPercent } from "../../src/pages/rating.tsx";
import { renderReviewPage } from "../../src/pages/review_page.tsx";
import { renderReviewsPage } from "../../src/pages/reviews_page.tsx";
import { renderSitemap, renderSitemapPart, SITEMAP_LIMIT } from "../../src/pages/seo.ts";
import { renderSummaryPage } from "../../src/pages/summary_page.tsx";
import { renderBadge } from "../../src/pages/svg.ts";
import { prefersHtml } from "../../src/http/negotiate.ts";
import { BASE, HOSTILE, review, siteFrom } from "../helpers/site.ts";
import { rowsOf } from "../../src/dataset/review_rows.ts";

/** The JSON inside every `<script type="application/ld+json">` of a page. */
function scriptBodies(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}

const hostileSite = () =>
  siteFrom({
    business: { id: "evil", name: `Evil ${HOSTILE}`, url: "javascript:alert(1)", description: HOSTILE },
    reviews: [
      review(1, {
        author: HOSTILE,
        text: HOSTILE,
        source_url: "javascript:alert(3)",
        owner_reply: { text: HOSTILE, date: "2025-06-01" },
      }),
      review(2, {
        author: `"><img src=x onerror=alert(4)>`,
        text: null,
        source_url: 'https://example.com/r?a=1&b="2"',
      }),
    ],
  });

Deno.test("escaping: hostile review, reply, author and business text stays text in every context", async (t) => {
  const site = hostileSite();
  const pages = {
    home: renderHome(site),
    review: renderReviewPage(site, [...site.reviews].find((r) => r.text === HOSTILE)!),
    list: renderReviewsPage(site, {
      values: { query: HOSTILE },
      aspect: null,
      page: 1,
      pageSize: 20,
      matched: site.reviews.length,
      reviews: [...site.reviews],
    }),
    summary: renderSummaryPage(site),
    embed: renderEmbed(site),
  };
  for (const [name, html] of Object.entries(pages)) {
    await t.step(`${name}: no live markup from the data`, () => {
      assert.doesNotMatch(html, /<img/i, "no img element appears");
      assert.doesNotMatch(html, /<b>bold/, "no markup from text");
      // Text never holds a raw "<", so every "<" opens a tag we wrote: none may carry an event handler.
      for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
        const names = tag.replace(/="[^"]*"/g, "");
        assert.doesNotMatch(names, /\son[a-z]+[\s=>]/i, `no event-handler attribute in ${tag}`);
      }
      assert.doesNotMatch(html, /href="javascript:/i, "javascript: URLs never become links");
      // Exactly the scripts we wrote: at most one JSON-LD block, no other script element.
      assert.equal((html.match(/<script/g) ?? []).length, scriptBodies(html).length);
      assert.ok(scriptBodies(html).length <= 1);
      for (const body of scriptBodies(html)) {
        assert.doesNotMatch(body, /<\/script|<!--|\u2028|\u2029/i);
        JSON.parse(body); // still valid JSON
      }
    });
  }
  await t.step("the hostile text is shown, escaped, where it belongs", () => {
    assert.match(pages.review, /&lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(pages.review, /&lt;img src=x onerror=&quot;alert\(&#39;x&#39;\)&quot;&gt;/);
    // In an attribute (the list's search box keeps the query): quotes are escaped.
    assert.match(pages.list, /value="&lt;\/script&gt;[^"]*&quot; onmouseover=&quot;alert\(2\)&quot;/);
  });
  await t.step("JSON-LD parses back to the exact original text", () => {
    const [body] = scriptBodies(pages.review);
    const parsed = JSON.parse(body);
    assert.equal(parsed.reviewBody, HOSTILE);
    assert.equal(parsed.author.name, HOSTILE);
    assert.equal(parsed.comment.text, HOSTILE);
  });
  await t.step("a safe source URL keeps its query, escaped in the attribute", () => {
    assert.match(pages.home, /href="https:\/\/example\.com\/r\?a=1&amp;b=%222%22"/);
  });
});

Deno.test("jsonForScript escapes what could end the script and parses back", () => {
  const value = { text: "</script><!--<script>\u2028\u2029&" };
  const out = jsonForScript(value);
  assert.equal(out, '{"text":"\\u003c/script\\u003e\\u003c!--\\u003cscript\\u003e\\u2028\\u2029\\u0026"}');
  assert.deepEqual(JSON.parse(out), value);
});

Deno.test("safeHttpUrl keeps http(s) only; excerpt cuts on a word", () => {
  assert.equal(safeHttpUrl("javascript:alert(1)"), null);
  assert.equal(safeHttpUrl("data:text/html,x"), null);
  assert.equal(safeHttpUrl("not a url"), null);
  assert.equal(safeHttpUrl("https://a.example/x"), "https://a.example/x");
  assert.equal(excerpt("one two three four", 12), "one two…");
  assert.equal(excerpt("short", 12), "short");
});

Deno.test("JSON-LD on / : schema.org type from category, aggregate rating, recent reviews", () => {
  const site = siteFrom({
    business: {
      id: "b",
      name: "Crumb & Co",
      category: "Bakery",
      telephone: "+1 555 0101",
      address: { locality: "Lyon", country: "FR" },
      hours: [{ days: ["Tu", "We"], opens: "07:00", closes: "13:00" }],
    },
    reviews: [review(1, { rating: 4 }), review(2, { rating: 5, text: null })],
  });
  const ld = businessJsonLd(site.business, site.aggregate, [...site.reviews], BASE);
  assert.equal(ld["@context"], "https://schema.org");
  assert.equal(ld["@type"], "Bakery");
  assert.equal(ld["@id"], `${BASE}/#business`);
  assert.equal(ld.url, `${BASE}/`);
  assert.deepEqual(ld.address, { "@type": "PostalAddress", addressLocality: "Lyon", addressCountry: "FR" });
  assert.deepEqual(ld.openingHoursSpecification, [
    { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Wednesday"], opens: "07:00", closes: "13:00" },
  ]);
  assert.equal("email" in ld, false, "unknown fields are left out, not null");
  assert.deepEqual(ld.aggregateRating, {
    "@type": "AggregateRating",
    ratingValue: 4.5,
    reviewCount: 2,
    bestRating: 5,
    worstRating: 1,
  });
  const reviews = ld.review as Array<Record<string, unknown>>;
  assert.equal(reviews.length, 2);
  assert.equal(reviews[0]["@type"], "Review");
  assert.equal(reviews[0].url, `${BASE}/reviews/${site.reviews.at(0).id}`);
  assert.deepEqual(reviews[0].reviewRating, {
    "@type": "Rating",
    ratingValue: site.reviews.at(0).rating,
    bestRating: 5,
    worstRating: 1,
  });
  assert.ok(reviews.some((r) => !("reviewBody" in r)), "a rating without text has no reviewBody");

  const empty = siteFrom({ business: { id: "e", name: "Empty" }, reviews: [] });
  const emptyLd = businessJsonLd(empty.business, empty.aggregate, [], BASE);
  assert.equal(emptyLd["@type"], "LocalBusiness");
  assert.equal("aggregateRating" in emptyLd, false, "no aggregateRating without reviews");
  assert.equal("review" in emptyLd, false);

  const withReply = { ...site.reviews.at(0), owner_reply: { text: "Thanks!", date: "2025-09-01" } };
  const one = reviewJsonLd(withReply, site.business, BASE);
  assert.equal(one["@type"], "Review");
  assert.deepEqual(one.itemReviewed, { "@type": "Bakery", "@id": `${BASE}/#business`, name: "Crumb & Co" });
  assert.deepEqual(one.comment, {
    "@type": "Comment",
    text: "Thanks!",
    dateCreated: "2025-09-01",
    author: { "@type": "Organization", name: "Crumb & Co" },
  });
});

Deno.test("monthly chart geometry from known numbers", () => {
  const box = { width: 200, height: 100, left: 20, right: 0, top: 0, bottom: 20 };
  const g = monthlyChart([
    { month: "2024-01", review_count: 10, average_rating: 5, sentiment_score: 0.5 },
    { month: "2024-02", review_count: 0, average_rating: null, sentiment_score: 0 },
    { month: "2024-03", review_count: 5, average_rating: 3, sentiment_score: 0 },
    { month: "2024-04", review_count: 5, average_rating: 1, sentiment_score: -0.5 },
  ], box)!;
  // Plot: x 20..200 (180 wide, 45 per month), y 0..80; bars take at most 45% of 80 = 36.
  assert.deepEqual(g.bars.map((b) => [b.x, b.width, b.height, b.y]), [
    [26.8, 31.5, 36, 44],
    [71.8, 31.5, 0, 80],
    [116.8, 31.5, 18, 62],
    [161.8, 31.5, 18, 62],
  ]);
  assert.deepEqual(g.points.map((p) => [p.x, p.y]), [[42.5, 0], [132.5, 40], [177.5, 80]]);
  assert.equal(g.path, "M42.5 0M132.5 40L177.5 80", "the empty month breaks the line");
  assert.deepEqual(g.yTicks.map((t) => t.y), [80, 60, 40, 20, 0]);
  assert.deepEqual(g.xLabels.map((l) => l.text), ["Jan", "Feb", "Mar", "Apr"]);
  assert.equal(g.maxCount, 10);
  assert.equal(monthlyChart([]), null);
  // A long history keeps the newest 60 months, labelled by year.
  const long = Array.from({ length: 100 }, (_, i) => ({
    month: `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`,
    review_count: 1,
    average_rating: 4,
    sentiment_score: 0,
  }));
  const lg = monthlyChart(long)!;
  assert.equal(lg.bars.length, 60);
  assert.equal(lg.months[0].month, "2003-05");
  assert.deepEqual(lg.xLabels.map((l) => l.text), ["2003", "2004", "2005", "2006", "2007", "2008"]);
});

Deno.test("distribution bar widths and wording helpers", () => {
  assert.equal(barPercent(1, 3), 33.3);
  assert.equal(barPercent(0, 0), 0);
  assert.equal(pluralize("baker"), "bakers");
  assert.equal(pluralize("attorney"), "attorneys");
  assert.equal(pluralize("staff member"), "staff members");
  assert.equal(pluralize("therapy"), "therapies");
  assert.deepEqual(formatHours([{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "07:00", closes: "19:00" }]), [
    "Mon–Fri 07:00–19:00",
  ]);
  assert.deepEqual(formatHours([{ days: ["Sa", "Mo"], opens: "08:00", closes: "12:00" }]), ["Mon, Sat 08:00–12:00"]);
});

Deno.test("a bakery's pages never say technician; one review and zero reviews render", () => {
  const one = siteFrom({
    business: {
      id: "crumb",
      name: "Crumb",
      category: "Bakery",
      staff_title: "baker",
      technicians: [{ id: "anna", name: "Anna Roy" }],
    },
    reviews: [review(1, { text: "Anna baked the best sourdough; the croissants were flaky.", rating: 4 })],
  });
  const none = siteFrom({ business: { id: "bare", name: "Bare Bakery", category: "Bakery" }, reviews: [] });
  for (const site of [one, none]) {
    // The analyser's own sentences (summary, FAQ) follow the business's taxonomy pack (issue 9); this checks ours.
    const ours = { ...site, insights: { ...site.insights, summary: "Customers like the bread.", faq: [] } };
    const pages = [renderHome(ours), renderSummaryPage(ours), renderEmbed(ours), renderLlmsTxt(ours)];
    for (const page of pages) {
      // Field names of the API (mentions_technician) and paths (/technicians/) are not wording.
      const words = page.replace(/mentions_technician|\/technicians\/|entities\.technicians/g, "");
      assert.doesNotMatch(words, /technician/i);
    }
  }
  assert.match(renderHome(one), /Bakers customers mention most/);
  assert.match(renderHome(none), /No reviews yet/);
  assert.equal(none.business.staff_title, "staff member");
});

Deno.test("list query: the API's validation, plus page and aspect; empty form fields are absent", () => {
  const aspects = siteFrom({ business: { id: "b", name: "B" }, reviews: [review(1)] }).insights.aspects;
  const ok = parseListQuery(new URLSearchParams("rating=5&query=&since=&page=2"), aspects);
  assert.ok(ok.ok);
  assert.deepEqual(ok.query.filters, { rating: 5, limit: 20 });
  assert.equal(ok.query.page, 2);
  assert.deepEqual(ok.query.values, { rating: "5" });
  for (
    const [query, path] of [
      ["rating=9", "rating"],
      ["min-rating=4", "min-rating"],
      ["page=0", "page"],
      ["page=abc", "page"],
      ["aspect=nope", "aspect"],
      ["since=2025-02-30", "since"],
      ["rating=5&rating=4", "rating"],
    ]
  ) {
    const bad = parseListQuery(new URLSearchParams(query), aspects);
    assert.equal(bad.ok, false, query);
    assert.ok(!bad.ok && bad.issues.some((i) => i.path[0] === path), `${query}: issue at ${path}`);
  }
});

Deno.test("sitemap: review pages, and an index of parts past 50,000 URLs", () => {
  const replied = review(3, { owner_reply: { text: "Thanks!", date: "2025-12-24" } });
  const oldReply = review(4, { owner_reply: { text: "Thanks!", date: "2025-05-01" } }); // before its review (2025-05-14)
  const site = siteFrom({ business: { id: "b", name: "B" }, reviews: [review(1), review(2), replied, oldReply] });
  const xml = renderSitemap(site);
  assert.match(xml, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  for (const r of site.reviews) {
    const lastmod = r.id === replied.id ? "2025-12-24" : r.date;
    assert.ok(xml.includes(`<loc>${BASE}/reviews/${r.id}</loc><lastmod>${lastmod}</lastmod>`), r.id);
  }
  assert.ok(
    xml.includes(`<loc>${BASE}/</loc><lastmod>${site.reviews.at(0).date}</lastmod>`),
    "the newest review's date",
  );
  const many = { ...site, reviews: rowsOf(Array.from({ length: SITEMAP_LIMIT + 5 }, () => site.reviews.at(0))) };
  const index = renderSitemap(many);
  assert.match(index, /<sitemapindex/);
  assert.ok(index.includes(`<loc>${BASE}/sitemaps/2.xml</loc>`));
  assert.equal(renderSitemapPart(many, 3), null);
  assert.equal((renderSitemapPart(many, 2)!.match(/<url>/g) ?? []).length, 3 + 5);
});

Deno.test("llms.txt has the llmstxt.org shape; the badge reads well", () => {
  const site = siteFrom({ business: { id: "b", name: "Crumb\n# not a heading" }, reviews: [review(1)] });
  const text = renderLlmsTxt(site);
  const lines = text.split("\n");
  assert.equal(lines[0], "# Crumb # not a heading", "one H1, the name on one line");
  assert.match(lines[2], /^> .+/);
  assert.ok(text.includes(`- [All reviews](${BASE}/reviews.json)`));
  assert.ok(text.includes(`- [MCP server](${BASE}/mcp)`));
  assert.ok(text.includes("## Optional"));
  assert.match(renderBadge(site.aggregate), /aria-label="Rated 5\.0 out of 5 from 1 verified review"/);
});

Deno.test("content negotiation: HTML only when Accept prefers it over JSON", () => {
  assert.equal(prefersHtml(null), false);
  assert.equal(prefersHtml("*/*"), false);
  assert.equal(prefersHtml("application/json"), false);
  assert.equal(prefersHtml("text/html"), true);
  assert.equal(prefersHtml("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"), true);
  assert.equal(prefersHtml("application/json, text/html;q=0.5"), false);
  assert.equal(prefersHtml("text/html;q=0.5, application/json;q=0.4"), true);
  assert.equal(prefersHtml("text/*"), true);
});
