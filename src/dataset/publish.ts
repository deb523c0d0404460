import { buildMentionLexicon, detectMentions, type MentionLexicon, type Mentions } from "../entities/detect.ts";
import type { AggregateRating, Business, Review, ReviewsFile } from "../model/mod.ts";
import { reviewsSha256 } from "./hash.ts";

/** The public view of a reviews file: what every endpoint, feed, tool and topic is computed from. */
export interface PublishedDataset {
  readonly business: Business;
  /** Only verified reviews, newest first (date desc, then id desc). */
  readonly reviews: readonly Review[];
  readonly aggregate: AggregateRating;
  /** `mentions[i]` is what `reviews[i]` mentions: the per-review entities that search filters on. */
  readonly mentions: readonly Mentions[];
  readonly lexicon: MentionLexicon;
  /** SHA-256 of the published reviews: the dataset's version and `insights.source_sha256`. */
  readonly sha256: string;
  /** The newest date in the data (review or owner reply), midnight UTC; null for an empty dataset. */
  readonly lastModified: Date | null;
}

/** Newest first: `date` desc, then `id` desc (ULIDs sort by time, so same-day reviews stay in order). */
export function compareNewestFirst(a: Review, b: Review): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Mean (2 decimals), count and 1..5 distribution of the published ratings. */
export function computeAggregate(reviews: readonly Review[]): AggregateRating {
  const distribution = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let sum = 0;
  for (const review of reviews) {
    distribution[String(review.rating) as keyof typeof distribution]++;
    sum += review.rating;
  }
  const mean = reviews.length === 0 ? 0 : Math.round((sum / reviews.length) * 100) / 100;
  return {
    rating_value: mean,
    review_count: reviews.length,
    best_rating: 5,
    worst_rating: 1,
    distribution,
  };
}

function newestDate(reviews: readonly Review[]): Date | null {
  let newest = "";
  for (const review of reviews) {
    if (review.date > newest) newest = review.date;
    if (review.owner_reply && review.owner_reply.date > newest) newest = review.owner_reply.date;
  }
  return newest ? new Date(`${newest}T00:00:00Z`) : null;
}

/** Publishes a validated reviews file: verified reviews only, ordered, aggregated, with their mentions. */
export function publish(file: ReviewsFile): PublishedDataset {
  const reviews = file.reviews.filter((review) => review.verified).sort(compareNewestFirst);
  const lexicon = buildMentionLexicon(file.business);
  return {
    business: file.business,
    reviews,
    aggregate: computeAggregate(reviews),
    mentions: reviews.map((review) => detectMentions(review.text, lexicon)),
    lexicon,
    sha256: reviewsSha256(reviews),
    lastModified: newestDate(reviews),
  };
}
