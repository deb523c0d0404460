/**
 * Validating the stored `reviews.json` before an import merges into it: `ReviewsFile.safeParse` with a fast path.
 * Zod costs about 3 microseconds a review, most of a re-import of 100,000; reviews that pass the model's cheap check
 * (`src/model/plain_review.ts`) are exactly what zod would return. Anything the check is unsure of goes to zod
 * whole, so every refusal and message is zod's.
 */
import { duplicateIdPositions, ReviewsFile } from "../model/dataset.ts";
import type { Review } from "../model/review.ts";
import { isPlainlyValidReview } from "../model/plain_review.ts";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `ReviewsFile.safeParse(json)`'s answer; the reviews of a plainly valid file are not copied by zod. */
export function parseStoredReviewsFile(json: unknown): ReturnType<typeof ReviewsFile.safeParse> {
  if (isPlainObject(json) && Array.isArray(json.reviews) && json.reviews.every(isPlainlyValidReview)) {
    const reviews = json.reviews as Review[];
    const rest = ReviewsFile.safeParse({ ...json, reviews: [] });
    if (rest.success && duplicateIdPositions(reviews).length === 0) {
      return { success: true, data: { business: rest.data.business, reviews } };
    }
  }
  return ReviewsFile.safeParse(json);
}
