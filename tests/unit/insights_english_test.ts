/**
 * The English the service writes for any business, count and span: 1, 2 and 5 reviews over one day, three months
 * and two years, for a bakery, a dentist and a law firm. Checked in insights.json (summary, FAQ), the pages that
 * show it (/, /summary, llms.txt) and what the MCP server says about itself.
 */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { createMcpServer } from "../../src/mcp/server.ts";
import { ReviewsFile } from "../../src/model/mod.ts";
import { renderHome } from "../../src/pages/home.tsx";
import { renderLlmsTxt } from "../../src/pages/llms_txt.ts";
import { renderSummaryPage } from "../../src/pages/summary_page.tsx";
import { verdict } from "../../src/insights/faq.ts";
import { siteFrom } from "../helpers/site.ts";

const TRADES = {
  bakery: {
    business: { id: "crumb", name: "Crumb Bakery", category: "Bakery", staff_title: "baker" },
    texts: [
      "The croissants were flaky and fresh, and the staff so friendly.",
      "Great sourdough but a bit pricey.",
      "Cake was dry and the frosting too sweet. Disappointed.",
      "Lovely little shop, the cinnamon rolls are the best in town!",
      "Service was slow on Saturday but the pastries are worth the wait.",
    ],
  },
  dentist: {
    business: { id: "smile", name: "Smile Dental", category: "Dentist" },
    texts: [
      "Dr. Patel was gentle and explained everything. No pain at all.",
      "The front desk was rude and I waited 40 minutes.",
      "Cleaning was quick and thorough, billing was clear.",
      "They squeezed me in the same day for a cracked tooth. Grateful!",
      "Good dentist but the insurance paperwork was a mess.",
    ],
  },
  law: {
    business: { id: "ames", name: "Ames Law", category: "LegalService" },
    texts: [
      "Our attorney returned every call and won the case.",
      "Expensive, and communication was poor throughout.",
      "Very knowledgeable and honest about our chances.",
      "They settled my claim quickly. Highly recommend.",
      "Fees were fair and the paralegal was helpful.",
    ],
  },
};
const SPANS = {
  "one day": ["2025-05-04", "2025-05-04", "2025-05-04", "2025-05-04", "2025-05-04"],
  "three months": ["2025-05-28", "2025-05-02", "2025-04-15", "2025-03-20", "2025-03-02"],
  "two years": ["2025-05-04", "2024-11-10", "2024-06-01", "2023-12-12", "2023-06-05"],
};
const RATINGS = [5, 3, 2, 5, 4];

/** The reviews file of `trade` with its first `count` reviews dated over `span`. */
function file(trade: keyof typeof TRADES, span: keyof typeof SPANS, count: number) {
  const { business, texts } = TRADES[trade];
  return {
    business,
    reviews: texts.slice(0, count).map((text, i) => ({
      id: `01J${String(Object.keys(TRADES).indexOf(trade)).padStart(22, "0")}${i}`,
      author: `Person ${i}`,
      author_avatar_url: null,
      rating: RATINGS[i],
      date: SPANS[span][i],
      text,
      source: "google",
      source_url: null,
      owner_reply: null,
      verified: true,
    })),
  };
}

/** Visible text of a page: no styles, scripts or tags. */
const visible = (html: string) =>
  html.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/\s+/g, " ");

/** Words of the home-services trade that must not reach another trade's readers. */
const HOME_WORDS = /technician|fix it right|emergenc|furnace|plumb|hvac|home.services/i;

Deno.test("English for any business, count and span", async (t) => {
  for (const trade of Object.keys(TRADES) as Array<keyof typeof TRADES>) {
    for (const span of Object.keys(SPANS) as Array<keyof typeof SPANS>) {
      for (const count of [1, 2, 5]) {
        await t.step(`${trade}, ${count} over ${span}`, () => {
          const site = siteFrom(file(trade, span, count));
          const { insights } = site;
          const faq = insights.faq.map((entry) => `${entry.question} ${entry.answer}`).join(" ");
          const home = visible(renderHome(site));
          const summaryPage = visible(renderSummaryPage(site));
          const all = [
            insights.summary,
            faq,
            home,
            summaryPage,
            renderLlmsTxt(site).replace(/mentions_technician/g, ""),
          ]
            .join(" \n ");
          assert.doesNotMatch(all, HOME_WORDS);
          // Counts agree with their nouns and verbs.
          assert.doesNotMatch(all, /\b1 reviews\b|\b1 review talk\b|\b[02-9] reviews talks\b|\bOf 1 review\b/);
          assert.doesNotMatch(insights.summary, count === 1 ? /of them/ : /it reads as/);
          // One complaint is not "scattered" complaints.
          assert.doesNotMatch(insights.summary, /Complaints are scattered; .* only 1 of/);
          // One or two reviews carry no verdict.
          for (const entry of insights.faq) {
            const few = /^Only ([12]) reviews? talks? about/.exec(entry.answer);
            if (few) assert.doesNotMatch(entry.answer, /wide margin|weak spot|overwhelmingly|mixed/);
          }
          if (count === 1) assert.match(home, /See the review\b/);
          else assert.match(home, new RegExp(`See all ${count} reviews`));
          // Spans: never a year the data does not cover, never "from May 2025 to May 2025".
          assert.doesNotMatch(all, /past twelve months|Over the past months|from (\w+ \d{4}) to \1\b/);
          if (span === "two years" && count === 5) {
            assert.match(insights.summary, /Over the twelve months to May 2025, /);
          } else if (span === "three months" && count === 5) {
            assert.match(insights.summary, /Over the three months to May 2025, /);
          } else assert.doesNotMatch(insights.summary, /Over the/);
          if (span === "one day") assert.doesNotMatch(home + summaryPage, /trend:/);
        });
      }
    }
  }
});

Deno.test("the MCP server speaks in the business's words", async () => {
  const version = buildVersion(ReviewsFile.parse(file("bakery", "three months", 5)), undefined, ANALYSER_POLICY);
  const views = new DatasetViews(version, "http://reviews.test");
  const server = createMcpServer({ views: () => views, baseUrl: () => "http://reviews.test" });
  const client = new Client({ name: "unit", version: "1.0.0" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  try {
    const instructions = client.getInstructions() ?? "";
    assert.match(instructions, /Crumb Bakery/);
    assert.match(instructions, /bakers/);
    const { prompts } = await client.listPrompts();
    const staff = prompts.find((prompt) => prompt.name === "summarize_technician")!;
    assert.equal(staff.title, "Summarise a baker");
    assert.match(staff.arguments![0].description!, /^Baker name or id/);
    const aspect = prompts.find((prompt) => prompt.name === "compare_aspect_over_time")!;
    assert.match(aspect.description!, /e\.g\. food_quality/);
    const text = (await client.getPrompt({ name: "summarize_technician", arguments: { technician: "Anna" } }))
      .messages[0].content as { text: string };
    assert.match(text.text, /about the baker "Anna"/);
    const described = [instructions, ...prompts.map((prompt) => `${prompt.title} ${prompt.description}`)].join(" ");
    assert.doesNotMatch(described.replace(/summarize_technician|"technicians"/g, ""), HOME_WORDS);
  } finally {
    await client.close();
    await server.close();
  }
});

Deno.test("FAQ verdicts weigh praise against complaints, not against neutral mentions", () => {
  const question = "Do they handle emergency calls?";
  assert.equal(verdict(62.4, 1.2, question), "Mostly, yes.");
  assert.equal(verdict(85, 10, question), "Yes, by a wide margin.");
  assert.equal(verdict(40, 5, question), "Opinions are mixed.");
  assert.equal(verdict(40, 45, question), "This is a weak spot.");
  assert.equal(verdict(70, 20, "How long is the wait?"), "Mostly positive.");
});
