/** One review as people read it: author, stars, date, verified mark, text, source link and the owner's reply. */
import type { Review } from "../model/mod.ts";
import { safeHttpUrl } from "./escape.ts";
import { capitalize, formatDate } from "./format.ts";
import { Stars } from "./rating.tsx";

/** `google` → `Google`; reviews collected by the business itself have no outside source to name. */
export const sourceName = (source: string) => source === "direct" ? null : capitalize(source);

/** `customer` is who wrote it in the business's words ("patient", "client"), for the verified mark. */
export function ReviewCard(
  { review, customer, level = 3, link = true }: { review: Review; customer: string; level?: 2 | 3; link?: boolean },
) {
  const Heading = level === 2 ? "h2" : "h3";
  const source = sourceName(review.source);
  const sourceUrl = safeHttpUrl(review.source_url);
  return (
    <article class="review" aria-labelledby={`r-${review.id}`}>
      <header>
        <Heading id={`r-${review.id}`}>
          {link ? <a href={`/reviews/${review.id}`}>{review.author}</a> : review.author}
        </Heading>
        <Stars rating={review.rating} />
        <time datetime={review.date}>{formatDate(review.date)}</time>
        {review.verified ? <span class="verified">✓ Verified {customer}</span> : null}
      </header>
      {review.text
        ? <p class="text">{review.text}</p>
        : <p class="muted">Rated {review.rating} out of 5, without a written review.</p>}
      {source
        ? (
          <p class="muted">
            {sourceUrl
              ? (
                <a href={sourceUrl} rel="nofollow noopener external">
                  Originally posted on {source}
                </a>
              )
              : `Originally posted on ${source}`}
          </p>
        )
        : null}
      {review.owner_reply
        ? (
          <div class="reply">
            <p>
              <strong>Reply from the owner</strong>,{" "}
              <time datetime={review.owner_reply.date}>{formatDate(review.owner_reply.date)}</time>
            </p>
            <p>{review.owner_reply.text}</p>
          </div>
        )
        : null}
    </article>
  );
}

/** Reviews in a list; `level` is the cards' heading level, one below the heading the list sits under. */
export function ReviewList(
  { reviews, customer, level = 3 }: { reviews: readonly Review[]; customer: string; level?: 2 | 3 },
) {
  return (
    <ol class="reviews">
      {reviews.map((review) => (
        <li>
          <ReviewCard review={review} customer={customer} level={level} />
        </li>
      ))}
    </ol>
  );
}
