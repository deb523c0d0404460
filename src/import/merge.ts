/**
 * Merges imported reviews into the stored ones by id. A stored review keeps its place and takes the imported
 * fields (edited text, a new reply) except `verified`, which is the operator's to set; new reviews follow in import
 * order; nothing is removed unless `prune` is set, and then only reviews of the sources being imported.
 */
import type { Review } from "../model/review.ts";
import { hasKeysInOrder, REPLY_KEYS, REVIEW_KEYS } from "../model/plain_review.ts";

export type ChangeKind = "add" | "update" | "remove";

/** One change the import makes, for `--dry-run`. */
export interface Change {
  kind: ChangeKind;
  review: Review;
  /** For updates: the fields that differ. */
  fields: readonly string[];
}

export interface MergeResult {
  reviews: Review[];
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  changes: Change[];
  /** Ids that more than one imported review mapped to (the last one was kept). */
  duplicates: string[];
}

/** The fields of an add or a remove: one shared empty list rather than one per review. */
const NO_FIELDS: readonly string[] = Object.freeze([]);

/**
 * The fields of a review in the order the model lists them, so written files read the same everywhere. A review
 * already in that form (every review an import parses) is returned as it is rather than copied.
 */
export function canonicalReview(review: Review): Review {
  const reply = review.owner_reply;
  if (hasKeysInOrder(review, REVIEW_KEYS) && (reply === null || hasKeysInOrder(reply, REPLY_KEYS))) return review;
  return {
    id: review.id,
    author: review.author,
    author_avatar_url: review.author_avatar_url,
    rating: review.rating,
    date: review.date,
    text: review.text,
    source: review.source,
    source_url: review.source_url,
    owner_reply: review.owner_reply === null ? null : { text: review.owner_reply.text, date: review.owner_reply.date },
    verified: review.verified,
  };
}

/** Every field but the id, which is what two reviews are matched by. */
const FIELDS = REVIEW_KEYS.filter((key): key is Exclude<keyof Review, "id"> => key !== "id");

/** The names of the fields in which two reviews differ. */
export function changedFields(before: Review, after: Review): string[] {
  return FIELDS.filter((field) => {
    if (field !== "owner_reply") return before[field] !== after[field];
    const [a, b] = [before.owner_reply, after.owner_reply];
    return a === null || b === null ? a !== b : a.text !== b.text || a.date !== b.date;
  });
}

/** `changedFields(stored, merged)` is empty, where `merged` is `next` with the stored `verified` (an import's own). */
function sameImportedFields(stored: Review, next: Review): boolean {
  const [a, b] = [stored.owner_reply, next.owner_reply];
  const sameReply = a === null || b === null ? a === b : a.text === b.text && a.date === b.date;
  return sameReply && stored.author === next.author && stored.author_avatar_url === next.author_avatar_url &&
    stored.rating === next.rating && stored.date === next.date && stored.text === next.text &&
    stored.source === next.source && stored.source_url === next.source_url;
}

/** Merges `incoming` into `existing`; pure, the inputs are not modified. */
export function mergeReviews(
  existing: readonly Review[],
  incoming: readonly Review[],
  options: { prune: boolean },
): MergeResult {
  const byId = new Map<string, Review>();
  const duplicates: string[] = [];
  for (const review of incoming) {
    // One lookup per review: a size that did not grow means the id was there already.
    const size = byId.size;
    byId.set(review.id, review);
    if (byId.size === size) duplicates.push(review.id);
  }
  const importedSources = new Set<string>();
  if (options.prune) { for (const review of incoming) importedSources.add(review.source); }
  const changes: Change[] = [];
  const seen = new Set<string>();
  let updated = 0;
  let unchanged = 0;
  let removed = 0;
  const reviews: Review[] = [];
  for (const stored of existing) {
    const next = byId.get(stored.id);
    if (next === undefined) {
      if (options.prune && importedSources.has(stored.source)) {
        removed++;
        changes.push({ kind: "remove", review: stored, fields: NO_FIELDS });
      } else {
        reviews.push(stored);
      }
      continue;
    }
    seen.add(stored.id);
    // Most of a re-import is unchanged: told without making the merged review or its list of changed fields.
    if (sameImportedFields(stored, next)) {
      unchanged++;
      reviews.push(stored);
      continue;
    }
    const merged = canonicalReview({ ...next, verified: stored.verified });
    const fields = changedFields(stored, merged);
    if (fields.length === 0) {
      unchanged++;
      reviews.push(stored);
    } else {
      updated++;
      changes.push({ kind: "update", review: merged, fields });
      reviews.push(merged);
    }
  }
  let added = 0;
  for (const [id, review] of byId) {
    if (seen.has(id)) continue;
    added++;
    const fresh = canonicalReview(review);
    changes.push({ kind: "add", review: fresh, fields: NO_FIELDS });
    reviews.push(fresh);
  }
  return { reviews, added, updated, unchanged, removed, changes, duplicates: [...new Set(duplicates)] };
}
