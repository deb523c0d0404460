/**
 * Every page, llms.txt and the badge speak of the business as what it is, for several trades and 0, 1, 2 and 7
 * reviews: the trade's own word for its customers and staff, no home-services words, English plurals, date spans.
 */
import assert from "node:assert/strict";
import { renderEmbed } from "../../src/pages/embed.tsx";
import { renderEntityPage } from "../../src/pages/entity_page.tsx";
import { renderHome } from "../../src/pages/home.tsx";
import { tone } from "../../src/pages/insights.tsx";
import { renderLlmsTxt } from "../../src/pages/llms_txt.ts";
import { renderReviewPage } from "../../src/pages/review_page.tsx";
import { renderReviewsPage } from "../../src/pages/reviews_page.tsx";
import type { SiteData } from "../../src/pages/site.ts";
import { schemaOrgType } from "../../src/pages/schema_type.ts";
import { renderSummaryPage } from "../../src/pages/summary_page.tsx";
import { renderBadge } from "../../src/pages/svg.ts";
import { siteFrom } from "../helpers/site.ts";
import { type Trade, tradeFile, TRADES, visibleText, wordingProblems } from "../helpers/trades.ts";

const COUNTS = [0, 1, 2, 7];

function entityPage(site: SiteData, trade: Trade, kind: "technicians" | "services") {
  const entity = kind === "technicians" ? trade.person : { id: trade.service.id, name: trade.service.label };
  const insight = site.insights.entities[kind].find((e) => e.id === entity.id) ?? null;
  const reviews = [...site.reviews].filter((r) => site.perReview.analysisOf(r.id)?.[kind].includes(entity.id));
  return renderEntityPage(site, { kind, ...entity, insight, reviews: reviews.slice(0, 10), matched: reviews.length });
}

/** Every page of a site, by name, as the text people (or agents) read. */
function pages(site: SiteData, trade: Trade): Record<string, string> {
  const all: Record<string, string> = {
    "/": renderHome(site),
    "/summary": renderSummaryPage(site),
    "/reviews": renderReviewsPage(site, {
      values: {},
      aspect: null,
      page: 1,
      pageSize: 20,
      matched: site.reviews.length,
      reviews: site.reviews.slice(0, 20),
    }),
    "/technicians/{id}": entityPage(site, trade, "technicians"),
    "/services/{id}": entityPage(site, trade, "services"),
    "/embed": renderEmbed(site),
  };
  if (site.reviews.length) all["/reviews/{id}"] = renderReviewPage(site, site.reviews.at(0));
  const text = Object.fromEntries(Object.entries(all).map(([path, html]) => [path, visibleText(html)]));
  // The description and title people see in search results and link previews are words too.
  for (const [path, html] of Object.entries(all)) {
    const meta = [...html.matchAll(/<meta name="description" content="([^"]*)"|<title>([^<]*)<\/title>/g)];
    text[`${path} (title, description)`] = visibleText(meta.map((m) => m[1] ?? m[2]).join(" · "));
  }
  text["/llms.txt"] = renderLlmsTxt(site);
  text["/badge.svg"] = visibleText(renderBadge(site.aggregate).replace(/^[\s\S]*?aria-label="([^"]*)"[\s\S]*$/, "$1"));
  return text;
}

for (const trade of TRADES) {
  Deno.test(`${trade.category}: every page in the trade's words, with 0, 1, 2 and 7 reviews`, async (t) => {
    for (const count of COUNTS) {
      const site = siteFrom(tradeFile(trade, count));
      const text = pages(site, trade);
      const reviews = `${count} review${count === 1 ? "" : "s"}`;
      await t.step(`${reviews}: no home-services words, right plurals`, () => {
        for (const [path, words] of Object.entries(text)) {
          assert.deepEqual(wordingProblems(words, trade), [], `${trade.key}, ${count} reviews, ${path}`);
        }
      });
      await t.step(`${reviews}: the trade's own words for its customers and staff`, () => {
        const Staff = trade.staff[0].toUpperCase() + trade.staff.slice(1);
        assert.match(text["/summary"], new RegExp(`^What ${trade.customers} say about `));
        assert.ok(text["/"].includes(`What ${trade.customers} say`), "the site's navigation");
        assert.ok(text["/technicians/{id}"].includes(`${Staff} at ${trade.name}`), text["/technicians/{id}"]);
        assert.ok(text["/technicians/{id} (title, description)"].includes(`${trade.staff}`));
        assert.ok(text["/llms.txt"].includes(`[What ${trade.customers} say]`));
        if (count === 0) {
          assert.ok(text["/"].includes("No reviews yet."));
          assert.ok(text["/embed"].includes("No reviews yet."));
          assert.equal(text["/badge.svg"], "No reviews yet");
          assert.ok(text["/llms.txt"].includes(`> ${trade.name} has no published reviews yet.\n`), "said once");
          // Nobody can have named anyone yet: no empty "most mentioned" lists.
          assert.ok(!text["/"].includes("mention most"), text["/"]);
          return;
        }
        const customer = { patients: "patient", clients: "client", families: "family member" }[trade.customers] ??
          "customer";
        assert.ok(text["/"].includes(`✓ Verified ${customer}`));
        assert.ok(text["/"].includes(`${Staff}s ${trade.customers} mention most`), text["/"]);
        assert.ok(text["/"].includes(`Services ${trade.customers} mention most`));
        assert.ok(text["/badge.svg"].endsWith(`from ${count} verified review${count === 1 ? "" : "s"}`));
        assert.ok(text["/llms.txt"].includes(`${count} verified review${count === 1 ? "" : "s"}.`));
        assert.match(
          text["/llms.txt"],
          new RegExp(`mentions_technician \\(an? ${trade.staff} named in the review: id, full or first name\\)`),
        );
        // One review: mentioned on one date, not "from a date to the same date".
        if (count === 1) assert.match(text["/technicians/{id}"], /Mentioned 15 January 2025 Words/);
        if (count === 2) assert.match(text["/technicians/{id}"], /Mentioned 15 January 2025 to 15 February 2025/);
        // One review a month: no "busiest month" among equals.
        if (count > 1) {
          assert.ok(text["/"].includes("Bars: number of reviews (1 each month)."), text["/"]);
          assert.ok(text["/"].includes(`${count} reviews from January 2025 to `));
          assert.ok(!text["/"].includes("busiest"));
          assert.ok(text["/summary"].includes(`Of the ${count} reviews, `));
        }
      });
    }
  });
}

Deno.test("staff no review names yet: a note with the right article", () => {
  const law = TRADES.find((t) => t.key === "law")!;
  const file = tradeFile(law, 2);
  file.reviews = file.reviews.map((r) => ({ ...r, text: "Clear fees and quick answers." }));
  const home = visibleText(renderHome(siteFrom(file)));
  assert.ok(home.includes("Attorneys clients mention most No review names an attorney yet."), home);
  assert.ok(home.includes("Services clients mention most No review names a service yet."), home);
});

Deno.test("home services keep their words: technicians, customers", () => {
  const site = siteFrom({
    business: {
      id: "cool",
      name: "Cool Air",
      category: "HVACBusiness",
      technicians: [{ id: "mike", name: "Mike Reyes" }],
      services: [{ id: "ac-repair", label: "AC Repair" }],
    },
    reviews: [{ ...tradeFile(TRADES[0], 1).reviews[0], text: "Mike Reyes fixed our AC repair fast." }],
  });
  const home = visibleText(renderHome(site));
  for (const words of ["What customers say", "Technicians customers mention most", "✓ Verified customer"]) {
    assert.ok(home.includes(words), words);
  }
  assert.match(renderLlmsTxt(site), /mentions_technician \(a technician named in the review/);
});

Deno.test("JSON-LD: a schema.org type for every category, the nearest one when schema.org has none", () => {
  const cases: Array<[string, string]> = [
    ["Dentist", "Dentist"],
    ["Bakery", "Bakery"],
    ["HVACBusiness", "HVACBusiness"],
    ["AutoRepair", "AutoRepair"],
    ["LawFirm", "LegalService"],
    ["Caterer", "FoodEstablishment"],
    ["Orthodontist", "MedicalBusiness"],
    ["AssistedLiving", "LocalBusiness"],
    ["Widgetry", "LocalBusiness"],
  ];
  for (const [category, type] of cases) assert.equal(schemaOrgType(category), type, category);
  const care = TRADES.find((t) => t.key === "carehome")!;
  const site = siteFrom(tradeFile(care, 1));
  const ld = JSON.parse(renderHome(site).match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]);
  assert.equal(ld["@type"], "LocalBusiness");
  assert.equal(ld.aggregateRating.reviewCount, 1);
  const review = renderReviewPage(site, site.reviews.at(0));
  assert.match(review, /"itemReviewed":\{"@type":"LocalBusiness"/);
});

Deno.test("aspect chips: green when most are positive, red when most are not", () => {
  assert.deepEqual([tone(100), tone(60), tone(57), tone(40), tone(39), tone(0)], [
    "good",
    "good",
    "mixed",
    "mixed",
    "bad",
    "bad",
  ]);
  const bakery = TRADES.find((t) => t.key === "bakery")!;
  const home = renderHome(siteFrom(tradeFile(bakery, 2)));
  // "a bit pricey" on the only review about price: 0% positive, shown as a bad share, not in green.
  assert.match(home, /Price and value <span class="pct bad">0% positive<\/span>/);
});

Deno.test("a LocalBusiness that did not say what it is: the general pack's words, `technician` as decisions.md §1 says", () => {
  const store = TRADES.find((t) => t.key === "store")!;
  const file = tradeFile(store, 2);
  const { category: _, ...business } = file.business;
  const site = siteFrom({ ...file, business });
  assert.equal(site.business.category, "LocalBusiness");
  assert.equal(site.insights.taxonomy, "general");
  const text = pages(site, store);
  // The staff word is the contract's default; nothing else is a contractor's.
  assert.ok(text["/technicians/{id}"].includes(`Technician at ${store.name}`));
  const asGeneral = { ...store, key: "localbusiness" };
  for (const [path, words] of Object.entries(text)) {
    const problems = wordingProblems(words, asGeneral).filter((p) => !/^"[Tt]echnicians?"/.test(p));
    assert.deepEqual(problems, [], path);
  }
});
