/**
 * The page answers behind the routes of page_routes.ts: read the request, pick the precomputed page, answer like the
 * JSON endpoints. Imported on first use with the renderers (hono/jsx), so a start does not evaluate them.
 */
import { parseListQuery } from "../pages/list_query.ts";
import { renderReviewsPage } from "../pages/reviews_page.tsx";
import { HTML_TYPE, PAGE_HEADERS, pagesOf } from "./page_views.ts";
import { respondWith } from "./respond.ts";
import type { DatasetViews } from "./views.ts";

/** A page route's handler once the renderers are loaded. */
export type PageHandler = (request: Request, views: DatasetViews, param: (name: string) => string) => Response;

/** An error page: not cached by anyone, HEAD without the body. */
function htmlError(request: Request, status: number, html: string): Response {
  return new Response(request.method === "HEAD" ? null : html, {
    status,
    headers: { ...PAGE_HEADERS, "cache-control": "no-store", "content-type": HTML_TYPE },
  });
}

/** The 404 page, for browsers (page_routes.ts decides who gets it). */
export function notFoundPage(request: Request, views: DatasetViews): Response {
  return notFound(request, views, "Page not found", "There is no page at this address.");
}

function notFound(request: Request, views: DatasetViews, title: string, message: string): Response {
  const path = new URL(request.url).pathname;
  return htmlError(request, 404, pagesOf(views).errorPage(404, title, message, path));
}

/** `/` for browsers; programs get the JSON index without loading the pages. */
export function homePage(request: Request, views: DatasetViews): Response {
  return respondWith(request, pagesOf(views).home);
}

/** Every page route's handler by its path (as page_routes.ts registers it). */
export const PAGE_HANDLERS: ReadonlyMap<string, PageHandler> = pageHandlers();

function pageHandlers(): Map<string, PageHandler> {
  const routes = new Map<string, PageHandler>();
  const read = (path: string, handler: PageHandler) => routes.set(path, handler);
  read("/reviews", (request, views) => {
    const pages = pagesOf(views);
    const parsed = parseListQuery(new URL(request.url).searchParams, pages.site.insights.aspects);
    if (!parsed.ok) {
      const html = renderReviewsPage(pages.site, {
        values: parsed.values,
        aspect: null,
        page: 1,
        pageSize: 20,
        matched: 0,
        reviews: [],
        problems: parsed.issues,
      });
      return htmlError(request, 400, html);
    }
    const page = pages.list(parsed.query);
    if (!page) {
      return notFound(request, views, "No such page", `There are fewer than ${parsed.query.page} pages of reviews.`);
    }
    return respondWith(request, page);
  });
  read("/reviews/:id", (request, views, param) => {
    const page = pagesOf(views).review(param("id"));
    return page
      ? respondWith(request, page)
      : notFound(request, views, "Review not found", "No published review has this id.");
  });
  for (const kind of ["technicians", "services"] as const) {
    read(`/${kind}/:id`, (request, views, param) => {
      const page = pagesOf(views).entity(kind, param("id"));
      if (page) return respondWith(request, page);
      const what = kind === "technicians" ? pagesOf(views).site.business.staff_title : "service";
      return notFound(
        request,
        views,
        "Not found",
        `${views.version.published.business.name} lists no ${what} with this id.`,
      );
    });
  }
  read("/summary", (request, views) => respondWith(request, pagesOf(views).summary));
  read("/embed", (request, views) => respondWith(request, pagesOf(views).embed));
  read("/llms.txt", (request, views) => respondWith(request, pagesOf(views).llmsTxt));
  read("/robots.txt", (request, views) => respondWith(request, pagesOf(views).robotsTxt));
  read("/sitemap.xml", (request, views) => respondWith(request, pagesOf(views).sitemap));
  read("/sitemaps/:part", (request, views, param) => {
    const match = /^(\d{1,4})\.xml$/.exec(param("part"));
    const part = match ? pagesOf(views).sitemapPart(Number(match[1])) : null;
    return part ? respondWith(request, part) : notFound(request, views, "Not found", "There is no such sitemap part.");
  });
  read("/favicon.svg", (request, views) => respondWith(request, pagesOf(views).favicon));
  read("/badge.svg", (request, views) => respondWith(request, pagesOf(views).badge));
  return routes;
}
