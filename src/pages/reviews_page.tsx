/** `/reviews`: the search form, one page of matching reviews (newest first) and links to the next pages. */
import type { Review } from "../model/mod.ts";
import { formatCount, plural } from "./format.ts";
import { renderDocument } from "./layout.tsx";
import { ReviewList } from "./review.tsx";
import { type FormValues, SearchForm } from "./search_form.tsx";
import { customerWords, type SiteData } from "./site.ts";

/** One problem with the filters, as the API reports it. */
export interface FilterProblem {
  path: (string | number)[];
  message: string;
}

export interface ReviewsPageInput {
  /** Filters as given (non-empty values only), for the form, the canonical URL and the pager's links. */
  values: FormValues;
  /** The aspect filter (page only), when given and known. */
  aspect: { id: string; label: string } | null;
  page: number;
  pageSize: number;
  matched: number;
  reviews: readonly Review[];
  /** Set on a 400: what was wrong; the form is shown again with the values given. */
  problems?: readonly FilterProblem[];
}

/** `/reviews?…` with the given values and page; empty values and page 1 are left out. */
export function reviewsHref(values: FormValues, page = 1): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/reviews?${query}` : "/reviews";
}

export function renderReviewsPage(site: SiteData, input: ReviewsPageInput): string {
  const { business } = site;
  const { values, page, pageSize, matched, problems } = input;
  const customers = customerWords(site);
  const pages = Math.max(1, Math.ceil(matched / pageSize));
  const first = (page - 1) * pageSize + 1;
  const filtered = Object.entries(values).some(([key, value]) => key !== "limit" && value);
  const heading = input.aspect ? `Reviews that talk about ${input.aspect.label.toLowerCase()}` : "Reviews";
  const body = (
    <>
      <h1>{heading}</h1>
      {problems?.length
        ? (
          <div class="problem" role="alert">
            <h2>These filters cannot be used</h2>
            <ul>{problems.map((p) => <li>{p.path.length ? `${p.path.join(".")}: ` : ""}{p.message}</li>)}</ul>
          </div>
        )
        : null}
      <SearchForm values={values} business={business} aspect={input.aspect?.id} />
      {problems?.length ? null : (
        <>
          <p aria-live="polite">
            {matched === 0
              ? filtered ? "No reviews match these filters." : "No reviews yet."
              : `Showing ${formatCount(first)}–${formatCount(first + input.reviews.length - 1)} of ${
                plural(matched, filtered ? "matching review" : "review")
              }, newest first.`}
          </p>
          <ReviewList reviews={input.reviews} customer={customers.one} level={2} />
          {pages > 1
            ? (
              <nav class="pager" aria-label="Pages">
                {page > 1 ? <a href={reviewsHref(values, page - 1)} rel="prev">← Newer reviews</a> : <span />}
                <span>Page {formatCount(page)} of {formatCount(pages)}</span>
                {page < pages ? <a href={reviewsHref(values, page + 1)} rel="next">Older reviews →</a> : <span />}
              </nav>
            )
            : null}
        </>
      )}
    </>
  );
  return renderDocument({
    title: page > 1 ? `${heading}, page ${page}` : heading,
    description: `Verified reviews of ${business.name} by its ${customers.many}, newest first${
      filtered ? ", filtered" : ""
    }. Search by words, rating, date, ${business.staff_title} or service.`,
    path: reviewsHref(values, page),
    baseUrl: site.baseUrl,
    siteName: business.name,
    customers: customers.many,
    // Filtered lists are endless combinations of the same reviews: crawlers follow their links but index none.
    noindex: filtered || Boolean(problems?.length),
  }, body);
}
