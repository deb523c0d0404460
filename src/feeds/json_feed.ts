import type { PublishedDataset } from "../dataset/publish.ts";
import { packFor } from "../insights/packs/mod.ts";
import { reviewPlainText, reviewTitle, reviewUpdated } from "./review_text.ts";
import { absolute, FEED_SIZE, HUB_PATH } from "./topics.ts";

/**
 * Renders the JSON Feed 1.1 document of the newest reviews. Each item carries the full review record in the
 * `_review` extension (JSON Feed's convention for custom fields), so a program needs no second request.
 */
export function renderJsonFeed(dataset: PublishedDataset, baseUrl: string): string {
  const { business } = dataset;
  const home = business.url ?? absolute(baseUrl, "/");
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: `${business.name}: reviews`,
    home_page_url: home,
    feed_url: absolute(baseUrl, "/api/feed.json"),
    // Who writes them in the business's words: a dentist's patients, a law firm's clients.
    description: `The ${FEED_SIZE} newest verified reviews of ${business.name} by its ${
      packFor(business.category).words.customers
    }.`,
    authors: [{ name: business.name, url: home }],
    language: "en-US",
    hubs: [{ type: "WebSub", url: absolute(baseUrl, HUB_PATH) }],
    items: dataset.reviews.slice(0, FEED_SIZE).map((review) => ({
      id: review.id,
      url: absolute(baseUrl, `/reviews/${review.id}`),
      external_url: review.source_url ?? undefined,
      title: reviewTitle(review),
      content_text: reviewPlainText(review),
      date_published: `${review.date}T00:00:00Z`,
      date_modified: reviewUpdated(review),
      authors: [{ name: review.author, avatar: review.author_avatar_url ?? undefined }],
      tags: [review.source, `${review.rating}-star`],
      _review: { about: absolute(baseUrl, "/reviews.json"), ...review },
    })),
  };
  return JSON.stringify(feed);
}
