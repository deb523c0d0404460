/**
 * A cheap check that a parsed value is a review zod's `Review` accepts and returns unchanged. Zod costs about 3
 * microseconds a review and copies it into the model's key order; yet a file this service wrote (or generated)
 * holds reviews whose fields are already in that order and plainly valid. Those are recognised here by the same
 * rules, and are then exactly what zod would return (same keys in the same order, same values). Anything the check
 * is unsure of is left to zod, so every refusal and message stays zod's. Pure.
 */
import { isIsoDate } from "./date.ts";
import { OwnerReply, Review, ULID_PATTERN } from "./review.ts";
import { PLAIN_URL } from "./url.ts";

/** A review's keys in the order the model lists them. */
export const REVIEW_KEYS = Object.keys(Review.shape) as readonly (keyof Review)[];
/** An owner reply's keys in the order the model lists them. */
export const REPLY_KEYS = Object.keys(OwnerReply.shape) as readonly (keyof OwnerReply)[];

/** True when the own keys of `value` are exactly `keys`, in that order. */
export function hasKeysInOrder(value: object, keys: readonly string[]): boolean {
  let index = 0;
  for (const key in value) {
    if (key !== keys[index]) return false;
    index++;
  }
  return index === keys.length;
}

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
/** A URL `z.url()` accepts unchanged without its parser (see url.ts); others are left to zod. */
const isPlainUrlOrNull = (value: unknown) => value === null || (typeof value === "string" && PLAIN_URL.test(value));

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True when zod's `Review` accepts `value` and returns an equal object with the same key order. */
export function isPlainlyValidReview(value: unknown): value is Review {
  if (!isPlainObject(value) || !hasKeysInOrder(value, REVIEW_KEYS)) return false;
  const { id, rating, owner_reply: reply } = value;
  if (typeof id !== "string" || !ULID_PATTERN.test(id)) return false;
  if (!isText(value.author) || !isText(value.source) || typeof value.verified !== "boolean") return false;
  if (typeof rating !== "number" || !Number.isInteger(rating) || rating < 1 || rating > 5) return false;
  if (!isDate(value.date) || !(value.text === null || isText(value.text))) return false;
  if (!isPlainUrlOrNull(value.author_avatar_url) || !isPlainUrlOrNull(value.source_url)) return false;
  if (reply === null) return true;
  return isPlainObject(reply) && hasKeysInOrder(reply, REPLY_KEYS) && isText(reply.text) &&
    isDate(reply.date);
}
