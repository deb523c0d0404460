import { buildMentionLexicon, detectMentions, type MentionLexicon, type Mentions } from "../entities/detect.ts";
import type { AggregateRating, Business, Review, ReviewsFile } from "../model/mod.ts";
import { sha256Hex } from "./hash.ts";
import { columnsOf, type ReviewRows, serialisedRows } from "./review_rows.ts";
import { TextChunks } from "./text_chunks.ts";
import { reviewsArrayBytes, type SerialisedReviews, serialiseReviews } from "./serialise.ts";

/** The public view of a reviews file: what every endpoint, feed, tool and topic is computed from. */
export interface PublishedDataset {
  readonly business: Business;
  /** Only verified reviews, newest first (date desc, then id desc). */
  readonly reviews: ReviewRows;
  readonly aggregate: AggregateRating;
  /**
   * `mentions[i]` is what `reviews[i]` mentions: the per-review entities that search filters on. Detected on first
   * use (or taken from current stored insights, see {@link withMentions}), so loading does not wait for it.
   */
  readonly mentions: readonly Mentions[];
  /** The `/reviews.json` document, serialised once. */
  readonly serialised: SerialisedReviews;
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
  return aggregateOfRatings(reviews.map((review) => review.rating));
}

/** {@link computeAggregate} of the ratings alone. */
export function aggregateOfRatings(ratings: ArrayLike<number>): AggregateRating {
  const distribution = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let sum = 0;
  for (let i = 0; i < ratings.length; i++) {
    distribution[String(ratings[i]) as keyof typeof distribution]++;
    sum += ratings[i];
  }
  const mean = ratings.length === 0 ? 0 : Math.round((sum / ratings.length) * 100) / 100;
  return {
    rating_value: mean,
    review_count: ratings.length,
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

/** Where a review's mentions may already be known (stored insights), by its id; undefined means "detect them". */
export type KnownMentions = (id: string) => Mentions | undefined;

function lazyMentions(fields: Omit<PublishedDataset, "mentions">, known?: KnownMentions): PublishedDataset {
  let mentions: Mentions[] | undefined;
  return {
    ...fields,
    get mentions() {
      if (!mentions) {
        const { reviews, lexicon } = fields;
        const { ids } = reviews.columns;
        mentions = ids.map((id, position) => known?.(id) ?? detectMentions(reviews.text(position), lexicon));
        // Whatever `known` holds on to (stored insights) is no longer needed by this dataset.
        known = undefined;
      }
      return mentions;
    },
  };
}

/**
 * Publishes a validated reviews file: verified reviews only, ordered, aggregated, serialised. The review objects
 * are not kept: the dataset reads them back from the serialised bytes (see {@link serialisedRows}), and keeps their
 * texts only until the search index has read them.
 */
export function publish(file: ReviewsFile): PublishedDataset {
  const reviews = file.reviews.filter((review) => review.verified).sort(compareNewestFirst);
  const aggregate = computeAggregate(reviews);
  const serialised = serialiseReviews(file.business, aggregate, reviews);
  const texts = new TextChunks();
  for (const review of reviews) texts.add(review.text);
  return lazyMentions({
    business: file.business,
    reviews: serialisedRows(serialised, columnsOf(reviews), texts.done()),
    aggregate,
    lexicon: buildMentionLexicon(file.business),
    // Equal to reviewsSha256(reviews): the array inside the document is exactly JSON.stringify(reviews).
    sha256: sha256Hex(reviewsArrayBytes(serialised)),
    lastModified: newestDate(reviews),
    serialised,
  });
}

/** A dataset whose parts were made elsewhere (a background loader); mentions are detected on first use. */
export function publishedFrom(fields: Omit<PublishedDataset, "mentions">): PublishedDataset {
  return lazyMentions(fields);
}

/** The same dataset, its mentions taken from `known` where it has them (detected for the others). */
export function withMentions(dataset: PublishedDataset, known: KnownMentions): PublishedDataset {
  const { business, reviews, aggregate, lexicon, sha256, lastModified, serialised } = dataset;
  return lazyMentions({ business, reviews, aggregate, lexicon, sha256, lastModified, serialised }, known);
}
