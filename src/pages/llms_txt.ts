/** `/llms.txt` (llmstxt.org): an H1 with the name, a one-paragraph summary, then links to everything an agent can use. */
import { oneLine } from "./escape.ts";
import type { SiteData } from "./site.ts";

/** Markdown link text cannot hold unbalanced brackets; a name from an import might. */
const linkText = (text: string) => oneLine(text).replace(/[[\]]/g, "");

export function renderLlmsTxt(site: SiteData): string {
  const { business, aggregate, baseUrl } = site;
  const url = (path: string) => `${baseUrl}${path}`;
  const rating = aggregate.review_count
    ? `${business.name} is rated ${
      aggregate.rating_value.toFixed(2)
    } out of 5 from ${aggregate.review_count} verified customer reviews.`
    : `${business.name} has no published reviews yet.`;
  const lines = [
    `# ${oneLine(business.name)}`,
    "",
    `> ${oneLine(`${rating} ${site.insights.summary}`)}`,
    "",
    "This service publishes the business's verified customer reviews and insights derived from them. Everything is " +
    "read-only JSON, feeds or MCP; reviews are newest first; every endpoint supports ETags and conditional GET.",
    "",
    "## Data",
    "",
    `- [All reviews](${url("/reviews.json")}): the business, the aggregate rating and every verified review (JSON)`,
    `- [Insights](${url("/insights.json")}): aspect sentiment, ${
      linkText(business.staff_title)
    }s, services, topics, monthly trend, FAQ and summary (JSON)`,
    `- [Search reviews](${
      url("/api/reviews/search")
    }): query parameters rating, min_rating, since, until, query, mentions_technician, mentions_service, limit (JSON)`,
    `- [Reviews since a date](${url("/api/reviews/since/2025-01-01")}): replace the date, YYYY-MM-DD (JSON)`,
    "",
    "## Feeds",
    "",
    `- [JSON Feed](${url("/api/feed.json")}): the 50 newest reviews, JSON Feed 1.1 with WebSub`,
    `- [Atom feed](${url("/feed.xml")}): the same reviews as Atom, with WebSub`,
    "",
    "## Agents",
    "",
    `- [MCP server](${
      url("/mcp")
    }): Model Context Protocol over streamable HTTP, read-only tools to search reviews and read insights`,
    "",
    "## Optional",
    "",
    `- [Overview page](${url("/")}): the business's review page for people`,
    `- [What customers say](${url("/summary")}): the full summary of the reviews`,
    `- [Sitemap](${url("/sitemap.xml")}): every review page`,
    "",
  ];
  return lines.join("\n");
}
