/** `/robots.txt` and the sitemap: every page worth indexing, each review page included. */
import { escapeXml } from "../feeds/atom.ts";
import type { SiteData } from "./site.ts";
import { dateText } from "../dataset/review_rows.ts";

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); beyond that `/sitemap.xml` is an index of parts. */
export const SITEMAP_LIMIT = 50_000;

export function renderRobotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /mcp",
    "Disallow: /embed",
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
}

function sitemapUrls(site: SiteData): SitemapUrl[] {
  const { baseUrl, reviews, business } = site;
  const { ids, dates, modified } = reviews.columns;
  const newest = reviews.length ? dateText(dates[0]) : null;
  const urls: SitemapUrl[] = [
    { loc: `${baseUrl}/`, lastmod: newest },
    { loc: `${baseUrl}/reviews`, lastmod: newest },
    { loc: `${baseUrl}/summary`, lastmod: newest },
  ];
  for (const t of business.technicians) urls.push({ loc: `${baseUrl}/technicians/${t.id}`, lastmod: null });
  for (const s of business.services) urls.push({ loc: `${baseUrl}/services/${s.id}`, lastmod: null });
  // From the columns: at 100,000 reviews, making every review from its bytes would take half a second.
  ids.forEach((id, position) => urls.push({ loc: `${baseUrl}/reviews/${id}`, lastmod: dateText(modified[position]) }));
  return urls;
}

const urlset = (urls: readonly SitemapUrl[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) =>
      `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`
    ),
    "</urlset>",
    "",
  ].join("\n");

/** Number of sitemap parts: 1 means `/sitemap.xml` is itself the urlset. */
export const sitemapPartCount = (site: SiteData) => Math.ceil(sitemapUrls(site).length / SITEMAP_LIMIT);

/** `/sitemap.xml`: the urlset, or the index of `/sitemaps/{n}.xml` parts when there are too many URLs for one. */
export function renderSitemap(site: SiteData): string {
  const urls = sitemapUrls(site);
  if (urls.length <= SITEMAP_LIMIT) return urlset(urls);
  const parts = Math.ceil(urls.length / SITEMAP_LIMIT);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${escapeXml(`${site.baseUrl}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** Part `n` (1-based) of a split sitemap, or null when there is no such part. */
export function renderSitemapPart(site: SiteData, n: number): string | null {
  const urls = sitemapUrls(site);
  if (urls.length <= SITEMAP_LIMIT || !Number.isInteger(n) || n < 1) return null;
  const part = urls.slice((n - 1) * SITEMAP_LIMIT, n * SITEMAP_LIMIT);
  return part.length ? urlset(part) : null;
}
