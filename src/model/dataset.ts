import { z } from "zod";
import { Business, BusinessInput } from "./business.ts";
import { Review } from "./review.ts";

/** What an operator supplies in `reviews.json`: the business and every review, verified or not. */
export const ReviewsFile = z.strictObject({
  business: BusinessInput,
  reviews: z.array(Review),
}).superRefine((file, ctx) => {
  for (const index of duplicateIdPositions(file.reviews)) {
    const { id } = file.reviews[index];
    ctx.addIssue({ code: "custom", path: ["reviews", index, "id"], message: `duplicate review id ${id}` });
  }
});

/** Positions of the reviews whose id an earlier review already has. */
export function duplicateIdPositions(reviews: readonly { id: string }[]): number[] {
  const seen = new Set<string>();
  const positions: number[] = [];
  reviews.forEach((review, index) => {
    if (seen.has(review.id)) positions.push(index);
    seen.add(review.id);
  });
  return positions;
}
export type ReviewsFile = z.infer<typeof ReviewsFile>;

export const AggregateRating = z.strictObject({
  rating_value: z.number(),
  review_count: z.int(),
  best_rating: z.literal(5),
  worst_rating: z.literal(1),
  distribution: z.strictObject({ "1": z.int(), "2": z.int(), "3": z.int(), "4": z.int(), "5": z.int() }),
});
export type AggregateRating = z.infer<typeof AggregateRating>;

/** The body of `GET /reviews.json`: only verified reviews, newest first, with a computed aggregate. */
export const ReviewsDocument = z.strictObject({
  business: Business,
  aggregate_rating: AggregateRating,
  reviews: z.array(Review),
});
export type ReviewsDocument = z.infer<typeof ReviewsDocument>;
