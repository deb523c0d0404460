/** Star ratings and the 1–5 distribution, whose bars link to the reviews with that rating. */
import type { AggregateRating } from "../model/mod.ts";
import { formatCount, formatRating, plural, starText } from "./format.ts";

export function Stars({ rating }: { rating: number }) {
  return (
    <span class="stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {starText(rating)}
    </span>
  );
}

/** Width in percent of a distribution bar. */
export const barPercent = (count: number, total: number) => total === 0 ? 0 : Math.round((count / total) * 1000) / 10;

export function Distribution({ aggregate }: { aggregate: AggregateRating }) {
  const total = aggregate.review_count;
  return (
    <ul class="dist" aria-label="Ratings breakdown">
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = aggregate.distribution[String(stars) as "1"];
        return (
          <li>
            <a href={`/reviews?rating=${stars}`}>{plural(stars, "star")}</a>
            <svg viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect class="track" width="100" height="6" rx="3" />
              <rect class="fill" width={String(barPercent(count, total))} height="6" rx="3" />
            </svg>
            <span class="n">{formatCount(count)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The big number, the stars, the count and the distribution; a plain note when there are no reviews yet. */
export function RatingSummary({ aggregate }: { aggregate: AggregateRating }) {
  if (aggregate.review_count === 0) return <p>No reviews yet.</p>;
  const rounded = Math.round(aggregate.rating_value);
  return (
    <div class="score">
      <div>
        <p class="big">{formatRating(aggregate.rating_value)}</p>
        <p>
          <Stars rating={rounded} />
        </p>
        <p class="muted">{plural(aggregate.review_count, "verified review")}</p>
      </div>
      <Distribution aggregate={aggregate} />
    </div>
  );
}
