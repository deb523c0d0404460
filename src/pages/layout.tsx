/** The document shell every page shares: head metadata (canonical, Open Graph, feeds, JSON-LD), header, footer. */
import type { Child } from "hono/jsx";
import { jsonForScript } from "./escape.ts";
import { STYLESHEET } from "./style.ts";

export interface PageMeta {
  /** The page's own title; the business name is appended. */
  title: string;
  description: string;
  /** Path and query of the canonical URL, e.g. `/reviews?rating=5`. */
  path: string;
  baseUrl: string;
  siteName: string;
  jsonLd?: unknown;
  /** Pages search engines should not index (errors, the widget). */
  noindex?: boolean;
  /** The widget: no site header or footer. */
  bare?: boolean;
  /** Who writes the reviews ("patients", "clients"), for the link to the summary; "customers" when not given. */
  customers?: string;
}

/** Renders a full HTML document. */
export function renderDocument(meta: PageMeta, body: Child): string {
  const canonical = `${meta.baseUrl}${meta.path}`;
  const fullTitle = meta.title === meta.siteName ? meta.title : `${meta.title} · ${meta.siteName}`;
  const html = (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={meta.description} />
        <meta name="color-scheme" content="light dark" />
        {meta.noindex ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={canonical} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/atom+xml" href="/feed.xml" title={`${meta.siteName}: reviews (Atom)`} />
        <link
          rel="alternate"
          type="application/feed+json"
          href="/api/feed.json"
          title={`${meta.siteName}: reviews (JSON Feed)`}
        />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={meta.siteName} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={canonical} />
        <meta name="twitter:card" content="summary" />
        <style dangerouslySetInnerHTML={{ __html: STYLESHEET }} />
        {meta.jsonLd
          ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(meta.jsonLd) }} />
          : null}
      </head>
      <body class={meta.bare ? "embed" : undefined}>
        {meta.bare ? null : <SiteHeader name={meta.siteName} customers={meta.customers ?? "customers"} />}
        <main id="main">
          <div class="wrap">{body}</div>
        </main>
        {meta.bare ? null : <SiteFooter />}
      </body>
    </html>
  );
  return `<!doctype html>\n${html.toString()}`;
}

function SiteHeader({ name, customers }: { name: string; customers: string }) {
  return (
    <header class="site">
      <a class="skip" href="#main">Skip to content</a>
      <div class="wrap">
        <a class="brand" href="/">{name}</a>
        <nav aria-label="Site">
          <ul>
            <li>
              <a href="/">Overview</a>
            </li>
            <li>
              <a href="/reviews">All reviews</a>
            </li>
            <li>
              <a href="/summary">What {customers} say</a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

function SiteFooter() {
  return (
    <footer class="foot">
      <div class="wrap">
        <p>Verified reviews, published by the Public Reviews Service. Also available as data:</p>
        <ul>
          <li>
            <a href="/feed.xml">Atom feed</a>
          </li>
          <li>
            <a href="/api/feed.json">JSON Feed</a>
          </li>
          <li>
            <a href="/reviews.json">Reviews (JSON)</a>
          </li>
          <li>
            <a href="/insights.json">Insights (JSON)</a>
          </li>
          <li>
            <a href="/llms.txt">llms.txt</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
