import type { PublishedDataset } from "../dataset/publish.ts";
import { packFor } from "../insights/packs/mod.ts";
import { reviewPlainText, reviewTitle, reviewUpdated } from "./review_text.ts";
import { absolute, FEED_SIZE, HUB_PATH } from "./topics.ts";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
// Characters XML 1.0 forbids even when escaped: C0 controls other than tab, newline and return, and lone U+FFFE/F.
// deno-lint-ignore no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text for XML content and attribute values. */
export const escapeXml = (text: string) => text.replace(XML_INVALID, "").replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]);

const element = (name: string, text: string, attributes = "") => `<${name}${attributes}>${escapeXml(text)}</${name}>`;
const link = (rel: string, href: string, type?: string) =>
  `<link rel="${rel}" href="${escapeXml(href)}"${type ? ` type="${type}"` : ""}/>`;

/** Renders the Atom (RFC 4287) feed of the newest reviews, with the WebSub `hub` and `self` links. */
export function renderAtom(dataset: PublishedDataset, baseUrl: string): string {
  const { business } = dataset;
  const home = business.url ?? absolute(baseUrl, "/");
  const reviews = dataset.reviews.slice(0, FEED_SIZE);
  const self = absolute(baseUrl, "/feed.xml");
  const updated = reviews.reduce((latest, review) => {
    const date = reviewUpdated(review);
    return date > latest ? date : latest;
  }, "1970-01-01T00:00:00Z");
  const entries = reviews.map((review) =>
    [
      "<entry>",
      element("id", `${absolute(baseUrl, "/reviews.json")}#${review.id}`),
      element("title", reviewTitle(review)),
      element("published", `${review.date}T00:00:00Z`),
      element("updated", reviewUpdated(review)),
      `<author>${element("name", review.author)}</author>`,
      link("alternate", absolute(baseUrl, `/reviews/${review.id}`), "text/html"),
      review.source_url ? link("via", review.source_url, "text/html") : "",
      `<category term="${escapeXml(review.source)}" label="Source"/>`,
      `<category term="${review.rating}-star" label="${review.rating} out of 5"/>`,
      element("content", reviewPlainText(review), ' type="text"'),
      "</entry>",
    ].filter(Boolean).join("")
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">',
    element("id", self),
    element("title", `${business.name}: reviews`),
    element(
      "subtitle",
      `The ${FEED_SIZE} newest verified reviews of ${business.name} by its ${
        packFor(business.category).words.customers
      }.`,
    ),
    element("updated", updated),
    `<author>${element("name", business.name)}${element("uri", home)}</author>`,
    link("self", self, "application/atom+xml"),
    link("hub", absolute(baseUrl, HUB_PATH)),
    link("alternate", home, "text/html"),
    element("generator", "Public Reviews Service"),
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
