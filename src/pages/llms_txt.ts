/** `/llms.txt` (llmstxt.org): an H1 with the name, a one-paragraph summary, then links to everything an agent can use. */
import { oneLine } from "./escape.ts";
import { plural, withArticle } from "./format.ts";
import { customerWords, type SiteData, staffWords } from "./site.ts";

/** Markdown link text cannot hold unbalanced brackets; a name from an import might. */
const linkText = (text: string) => oneLine(text).replace(/[[\]]/g, "");

export function renderLlmsTxt(site: SiteData): string {
  const { business, aggregate, baseUrl } = site;
  const url = (path: string) => `${baseUrl}${path}`;
  const customers = customerWords(site);
  const staff = staffWords(business);
  // With no reviews the analyser's summary says just that; one sentence saying it is enough.
  const intro = aggregate.review_count
    ? `${business.name} is rated ${aggregate.rating_value.toFixed(2)} out of 5 from ${
      plural(aggregate.review_count, "verified review")
    }. ${site.insights.summary}`
    : `${business.name} has no published reviews yet.`;
  const lines = [
    `# ${oneLine(business.name)}`,
    "",
    `> ${oneLine(intro)}`,
    "",
    `This service publishes the verified reviews ${linkText(customers.many)} wrote about ${
      oneLine(business.name)
    } and insights derived from them. Everything is read-only JSON, feeds or MCP; reviews are newest first; every ` +
    "endpoint supports ETags and conditional GET.",
    "",
    "## Data",
    "",
    `- [All reviews](${url("/reviews.json")}): the business, the aggregate rating and every verified review (JSON)`,
    `- [Insights](${url("/insights.json")}): aspect sentiment, ${linkText(staff.many)} ${
      linkText(customers.many)
    } name, services, topics, monthly trend, FAQ and summary (JSON)`,
    // The parameter names are API identifiers; what they mean is said in this business's words.
    `- [Search reviews](${url("/api/reviews/search")}): query parameters rating (exact stars), min_rating, since ` +
    `and until (YYYY-MM-DD), query (words in the text), mentions_technician (${
      linkText(withArticle(staff.one))
    } named in the review: id, full or first name), mentions_service (service id or label), limit (JSON)`,
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
    `- [What ${linkText(customers.many)} say](${url("/summary")}): the full summary of the reviews`,
    `- [Sitemap](${url("/sitemap.xml")}): every review page`,
    "",
  ];
  return lines.join("\n");
}
