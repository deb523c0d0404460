/**
 * The pages of one dataset version, rendered on first use and then kept like the JSON: fixed pages once, pages
 * per id and per list query in the views' bounded cache. Nothing is rendered per request.
 */
import { createHash } from "node:crypto";
import { NO_ANALYSES } from "../dataset/per_review.ts";
import { renderEmbed } from "../pages/embed.tsx";
import { renderEntityPage } from "../pages/entity_page.tsx";
import { renderErrorPage } from "../pages/error_page.tsx";
import { renderHome } from "../pages/home.tsx";
import { type ListQuery } from "../pages/list_query.ts";
import { renderLlmsTxt } from "../pages/llms_txt.ts";
import { renderReviewPage } from "../pages/review_page.tsx";
import { renderReviewsPage } from "../pages/reviews_page.tsx";
import { renderRobotsTxt, renderSitemap, renderSitemapPart } from "../pages/seo.ts";
import { customerWords, HOME_REVIEWS, type SiteData } from "../pages/site.ts";
import { STYLESHEET } from "../pages/style.ts";
import { renderSummaryPage } from "../pages/summary_page.tsx";
import { FAVICON_SVG, renderBadge } from "../pages/svg.ts";
import { search, searchHits } from "../search/search.ts";
import { Representation } from "./representation.ts";
import { READ_HEADERS } from "./views.ts";
import type { DatasetViews } from "./views.ts";

export const HTML_TYPE = "text/html; charset=utf-8";
export const TEXT_TYPE = "text/plain; charset=utf-8";
export const XML_TYPE = "application/xml; charset=utf-8";
export const SVG_TYPE = "image/svg+xml; charset=utf-8";

const STYLE_HASH = createHash("sha256").update(STYLESHEET).digest("base64");
/**
 * Pages run no script at all; the one inline stylesheet is allowed by its hash. `connect-src 'self'` lets tools
 * that fetch from the page's context (Lighthouse reads /robots.txt that way) reach the same origin.
 */
const csp = (frameAncestors: string) =>
  `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; connect-src 'self'; form-action 'self'; ` +
  "base-uri 'none'; " +
  `frame-ancestors ${frameAncestors}`;
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...READ_HEADERS,
  "content-security-policy": csp("'self'"),
  "x-content-type-options": "nosniff",
};
const EMBED_HEADERS = { ...PAGE_HEADERS, "content-security-policy": csp("*") };
/** Cached in place of a page that does not exist (a page number past the end), so the cache API stays one call. */
const NONE = new Representation("", TEXT_TYPE);

export class PageViews {
  readonly #fixed = new Map<string, Representation>();
  #site?: SiteData;

  constructor(readonly views: DatasetViews) {}

  get site(): SiteData {
    const { version, baseUrl } = this.views;
    return this.#site ??= {
      business: version.published.business,
      aggregate: version.published.aggregate,
      reviews: version.published.reviews,
      insights: version.insights,
      perReview: version.perReview ?? NO_ANALYSES,
      baseUrl,
    };
  }

  #once(key: string, make: () => Representation): Representation {
    let representation = this.#fixed.get(key);
    if (!representation) this.#fixed.set(key, representation = make());
    return representation;
  }

  html(text: string, headers: Record<string, string> = PAGE_HEADERS): Representation {
    return new Representation(text, HTML_TYPE, headers, this.views.lastModified);
  }

  get home() {
    return this.#once("home", () => this.html(renderHome(this.site), { ...PAGE_HEADERS, vary: "Accept" }));
  }
  get summary() {
    return this.#once("summary", () => this.html(renderSummaryPage(this.site)));
  }
  get embed() {
    return this.#once("embed", () => this.html(renderEmbed(this.site), EMBED_HEADERS));
  }
  get llmsTxt() {
    return this.#once("llms", () => this.#text(renderLlmsTxt(this.site), TEXT_TYPE));
  }
  get robotsTxt() {
    return this.#once("robots", () => this.#text(renderRobotsTxt(this.views.baseUrl), TEXT_TYPE));
  }
  get sitemap() {
    return this.#once("sitemap", () => this.#text(renderSitemap(this.site), XML_TYPE));
  }
  get favicon() {
    return this.#once("favicon", () => new Representation(FAVICON_SVG, SVG_TYPE, READ_HEADERS));
  }
  get badge() {
    return this.#once("badge", () => this.#text(renderBadge(this.site.aggregate), SVG_TYPE));
  }

  sitemapPart(n: number): Representation | null {
    const representation = this.views.dynamic.getOrCreate(`page:sitemap:${n}`, () => {
      const text = renderSitemapPart(this.site, n);
      return text === null ? NONE : this.#text(text, XML_TYPE);
    });
    return representation === NONE ? null : representation;
  }

  #text(text: string, type: string): Representation {
    return new Representation(text, type, READ_HEADERS, this.views.lastModified);
  }

  review(id: string): Representation | null {
    const { reviews } = this.site;
    const position = reviews.position(id);
    if (position === undefined) return null;
    return this.views.dynamic.getOrCreate(
      `page:review:${id}`,
      () => this.html(renderReviewPage(this.site, reviews.at(position))),
    );
  }

  entity(kind: "technicians" | "services", id: string): Representation | null {
    const { business, insights } = this.site;
    const known = kind === "technicians"
      ? business.technicians.find((t) => t.id === id)
      : business.services.find((s) => s.id === id);
    if (!known) return null;
    return this.views.dynamic.getOrCreate(`page:${kind}:${id}`, () => {
      const filter = kind === "technicians" ? { mentions_technician: id } : { mentions_service: id };
      const found = search(this.views.searchIndex, { ...filter, limit: HOME_REVIEWS });
      return this.html(renderEntityPage(this.site, {
        kind,
        id,
        name: "name" in known ? known.name : known.label,
        insight: insights.entities[kind].find((e) => e.id === id) ?? null,
        reviews: found.reviews,
        matched: found.matched,
      }));
    });
  }

  /** One page of `/reviews`, or null when the page number is past the last page. */
  list(query: ListQuery): Representation | null {
    const key = `page:list:${JSON.stringify(query.values, Object.keys(query.values).sort())}:${query.page}`;
    const representation = this.views.dynamic.getOrCreate(key, () => {
      const size = query.filters.limit;
      const start = (query.page - 1) * size;
      let matched: number;
      let positions: number[];
      // Positions first, and only the page's reviews made: the others are never read.
      if (query.aspect) {
        const marks = this.site.perReview.withAspect(query.aspect.id);
        const all = searchHits(this.views.searchIndex, { ...query.filters, limit: Number.MAX_SAFE_INTEGER }).positions
          .filter((position) => marks[position] === 1);
        matched = all.length;
        positions = all.slice(start, start + size);
      } else {
        const found = searchHits(this.views.searchIndex, { ...query.filters, limit: start + size });
        matched = found.matched;
        positions = found.positions.slice(start);
      }
      const reviews = positions.map((position) => this.site.reviews.at(position));
      if (query.page > 1 && reviews.length === 0) return NONE;
      return this.html(renderReviewsPage(this.site, {
        values: query.values,
        aspect: query.aspect,
        page: query.page,
        pageSize: size,
        matched,
        reviews,
      }));
    });
    return representation === NONE ? null : representation;
  }

  /** An error page's HTML; error pages are not cached (they say `no-store`). */
  errorPage(status: number, title: string, message: string, path: string): string {
    return renderErrorPage({
      status,
      title,
      message,
      path,
      baseUrl: this.views.baseUrl,
      siteName: this.site.business.name,
      customers: customerWords(this.site).many,
    });
  }
}

const byViews = new WeakMap<DatasetViews, PageViews>();

/** The pages of a dataset version's views, made once per version and dropped with it. */
export function pagesOf(views: DatasetViews): PageViews {
  let pages = byViews.get(views);
  if (!pages) byViews.set(views, pages = new PageViews(views));
  return pages;
}
