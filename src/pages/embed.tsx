/** `/embed`: a small widget for the business's own site to put in an iframe: rating and the newest reviews. */
import { excerpt } from "./escape.ts";
import { formatDate, formatRating, plural } from "./format.ts";
import { renderDocument } from "./layout.tsx";
import { Stars } from "./rating.tsx";
import type { SiteData } from "./site.ts";
import type { Review } from "../model/mod.ts";

export const EMBED_REVIEWS = 3;

export function renderEmbed(site: SiteData): string {
  const { business, aggregate } = site;
  const recent: Review[] = [];
  // The newest with a text, read one by one: the reviews may be made from their bytes on demand.
  for (const review of site.reviews) {
    if (recent.length === EMBED_REVIEWS) break;
    if (review.text) recent.push(review);
  }
  // Links leave the iframe: they open the full pages in a new tab.
  const body = (
    <>
      <h1>
        <a href="/" target="_blank" rel="noopener">{business.name}</a>
      </h1>
      {aggregate.review_count
        ? (
          <p>
            <strong>{formatRating(aggregate.rating_value)}</strong>{" "}
            <Stars rating={Math.round(aggregate.rating_value)} />{" "}
            <span class="muted">{plural(aggregate.review_count, "verified review")}</span>
          </p>
        )
        : <p>No reviews yet.</p>}
      <ul class="reviews">
        {recent.map((review) => (
          <li class="review">
            <p>
              <strong>{review.author}</strong> <Stars rating={review.rating} />{" "}
              <time class="muted" datetime={review.date}>{formatDate(review.date)}</time>
            </p>
            <p>
              <a href={`/reviews/${review.id}`} target="_blank" rel="noopener">“{excerpt(review.text!, 180)}”</a>
            </p>
          </li>
        ))}
      </ul>
      <p>
        <a href="/reviews" target="_blank" rel="noopener">Read all reviews of {business.name}</a>
      </p>
    </>
  );
  return renderDocument({
    title: `Reviews of ${business.name}`,
    description: `The rating and newest verified reviews of ${business.name}.`,
    path: "/embed",
    baseUrl: site.baseUrl,
    siteName: business.name,
    noindex: true,
    bare: true,
  }, body);
}
