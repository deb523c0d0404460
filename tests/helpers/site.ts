/** Site data for page tests: a reviews file built in memory, published, with insights from the real analyser. */
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { ReviewsFile } from "../../src/model/mod.ts";
import type { SiteData } from "../../src/pages/site.ts";

export const BASE = "https://reviews.example.org";

/** Hostile text: closes script elements and comments, injects markup and attributes, line separators. */
export const HOSTILE =
  `</script><script>alert(1)</script><!-- <img src=x onerror="alert('x')"> " onmouseover="alert(2)" ' \u2028\u2029 ]]> & <b>bold</b>`;

export function review(n: number, fields: Record<string, unknown> = {}) {
  const id = `01HZZZZZZZZZZZZZZZZZZZZZ${String(n).padStart(2, "0")}`.slice(-26);
  return {
    id,
    author: `Customer ${n}`,
    author_avatar_url: null,
    rating: 5,
    date: `2025-0${1 + (n % 9)}-1${n % 10}`,
    text: `Review number ${n}: friendly and on time.`,
    source: "google",
    source_url: null,
    owner_reply: null,
    verified: true,
    ...fields,
  };
}

/** Site data from a raw reviews file (validated like a real data directory). */
export function siteFrom(raw: unknown, baseUrl = BASE): SiteData {
  const file = ReviewsFile.parse(raw);
  const version = buildVersion(file, undefined, ANALYSER_POLICY);
  return {
    business: version.published.business,
    aggregate: version.published.aggregate,
    reviews: version.published.reviews,
    insights: version.insights,
    perReview: version.perReview!,
    baseUrl,
  };
}
