/**
 * The page routes, registered at start without their renderers: the answers (page_answers.ts, with hono/jsx and
 * src/pages) are imported on the first page request or by {@link preloadPages}, so a start does not evaluate them.
 */
import { prefersHtml } from "./negotiate.ts";
import { respondWith } from "./respond.ts";
import type { DatasetViews } from "./views.ts";

/** A read route's handler: a page answers at once once loaded, and after the import on the first request. */
export type ReadHandler = (
  request: Request,
  views: DatasetViews,
  param: (name: string) => string,
) => Response | Promise<Response>;

/** How app.ts registers a read route (GET and HEAD, OPTIONS and 405 alongside). */
export type ReadRoute = (path: string, handler: ReadHandler) => void;

/** The paths page_answers.ts answers; a unit test pins that the two lists agree. */
export const PAGE_PATHS: readonly string[] = [
  "/reviews",
  "/reviews/:id",
  "/technicians/:id",
  "/services/:id",
  "/summary",
  "/embed",
  "/llms.txt",
  "/robots.txt",
  "/sitemap.xml",
  "/sitemaps/:part",
  "/favicon.svg",
  "/badge.svg",
];

type PageAnswers = typeof import("./page_answers.ts");
let answers: PageAnswers | null = null;
let loading: Promise<PageAnswers> | null = null;

/** Imports the page answers if not yet imported (a literal `import()`, so `deno bundle` includes them). */
export function preloadPages(): Promise<PageAnswers> {
  return loading ??= import("./page_answers.ts").then((module) => answers = module);
}

/** Runs `answer` with the page answers: synchronously once loaded, after the import before that. */
function withPages(answer: (pages: PageAnswers) => Response): Response | Promise<Response> {
  return answers ? answer(answers) : preloadPages().then(answer);
}

const htmlPreferred = new Map<string | null, boolean>();

/** Clients send a handful of distinct Accept values; each is parsed once (bounded, like the coding cache). */
function wantsHtml(request: Request): boolean {
  const accept = request.headers.get("accept");
  let html = htmlPreferred.get(accept);
  if (html === undefined) {
    html = prefersHtml(accept);
    if (htmlPreferred.size > 256) htmlPreferred.clear();
    htmlPreferred.set(accept, html);
  }
  return html;
}

/** `/`: the page for browsers, the JSON index for programs (no page code needed). Both vary on Accept. */
export function home(request: Request, views: DatasetViews): Response | Promise<Response> {
  return wantsHtml(request) ? withPages((pages) => pages.homePage(request, views)) : respondWith(request, views.index);
}

/** The 404 page, for browsers; null when the client prefers JSON (it gets the JSON error). */
export function notFoundPage(request: Request, views: DatasetViews): Response | Promise<Response> | null {
  return wantsHtml(request) ? withPages((pages) => pages.notFoundPage(request, views)) : null;
}

export function registerPageRoutes(read: ReadRoute): void {
  for (const path of PAGE_PATHS) {
    read(path, (request, views, param) => withPages((pages) => pages.PAGE_HANDLERS.get(path)!(request, views, param)));
  }
}
