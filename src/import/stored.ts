/**
 * Validating the stored `reviews.json` before an import merges into it: `ReviewsFile.safeParse` with a fast path.
 * Zod costs about 3 microseconds a review, most of a re-import of 100,000; yet a file this service wrote holds
 * reviews whose fields are already in the model's order and plainly valid. Those are recognised by a cheap check of
 * the same rules, and are then exactly what zod would return (zod copies a review into the model's key order and
 * changes nothing else). Anything the check is unsure of goes to zod whole, so every refusal and message is zod's.
 */
import { isIsoDate } from "../model/date.ts";
import { duplicateIdPositions, ReviewsFile } from "../model/dataset.ts";
import type { Review } from "../model/review.ts";
import { hasKeysInOrder, REPLY_KEYS, REVIEW_KEYS } from "./merge.ts";
import { PLAIN_URL } from "../model/url.ts";

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
/** Dates already checked: a file has a few thousand distinct dates among its reviews. */
const DATES = new Map<string, boolean>();

function isDate(value: unknown): boolean {
  if (typeof value !== "string") return false;
  let valid = DATES.get(value);
  if (valid === undefined) {
    if (DATES.size >= 100_000) DATES.clear();
    valid = isIsoDate(value);
    DATES.set(value, valid);
  }
  return valid;
}

const isText = (value: unknown) => typeof value === "string" && value.length > 0;
/** A URL `z.url()` accepts unchanged without its parser (see src/model/url.ts); others are left to zod. */
const isPlainUrlOrNull = (value: unknown) => value === null || (typeof value === "string" && PLAIN_URL.test(value));

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True when zod's `Review` accepts `value` and returns an equal object with the same key order. */
export function isPlainlyValidReview(value: unknown): value is Review {
  if (!isPlainObject(value) || !hasKeysInOrder(value, REVIEW_KEYS)) return false;
  const { id, rating, owner_reply: reply } = value;
  if (typeof id !== "string" || !ULID.test(id)) return false;
  if (!isText(value.author) || !isText(value.source) || typeof value.verified !== "boolean") return false;
  if (typeof rating !== "number" || !Number.isInteger(rating) || rating < 1 || rating > 5) return false;
  if (!isDate(value.date) || !(value.text === null || isText(value.text))) return false;
  if (!isPlainUrlOrNull(value.author_avatar_url) || !isPlainUrlOrNull(value.source_url)) return false;
  if (reply === null) return true;
  return isPlainObject(reply) && hasKeysInOrder(reply, REPLY_KEYS) && isText(reply.text) &&
    isDate(reply.date);
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
