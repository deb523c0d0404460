import type { Review } from "../model/mod.ts";

/** "★★★★☆" for a rating of 4. */
export const stars = (rating: number) => "★".repeat(rating) + "☆".repeat(5 - rating);

/** A one-line title for a review in a feed reader. */
export const reviewTitle = (review: Review) => `${stars(review.rating)} ${review.author}`;

/** Plain text for a feed entry: the review, or a note that it has none, and the owner's reply. */
export function reviewPlainText(review: Review): string {
  const body = review.text ?? `Rated ${review.rating} out of 5, without a written review.`;
  return review.owner_reply
    ? `${body}\n\nReply from the owner (${review.owner_reply.date}):\n${review.owner_reply.text}`
    : body;
}

/** When the entry last changed: the owner's reply if newer than the review. */
export function reviewUpdated(review: Review): string {
  const date = review.owner_reply && review.owner_reply.date > review.date ? review.owner_reply.date : review.date;
  return `${date}T00:00:00Z`;
}
