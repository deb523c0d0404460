/** `/technicians/{id}` and `/services/{id}`: one person or service as the reviews describe them. */
import type { EntityInsight, Review } from "../model/mod.ts";
import { formatDateSpan, formatPct, formatRating, plural } from "./format.ts";
import { renderDocument } from "./layout.tsx";
import { ReviewList } from "./review.tsx";
import { reviewsHref } from "./reviews_page.tsx";
import { customerWords, type SiteData, staffWords } from "./site.ts";

export interface EntityPageInput {
  kind: "technicians" | "services";
  id: string;
  name: string;
  /** What the reviews say about it; null when no review mentions it yet. */
  insight: EntityInsight | null;
  /** The newest reviews that mention it, and how many there are in all. */
  reviews: readonly Review[];
  matched: number;
}

export function renderEntityPage(site: SiteData, input: EntityPageInput): string {
  const { business } = site;
  const { insight, name } = input;
  const role = input.kind === "technicians" ? staffWords(business).One : "Service";
  const customers = customerWords(site);
  const filter = input.kind === "technicians" ? { mentions_technician: input.id } : { mentions_service: input.id };
  const body = (
    <>
      <h1>{name}</h1>
      <p class="muted">
        {role} at <a href="/">{business.name}</a>
      </p>
      {insight && insight.mention_count > 0
        ? (
          <>
            <dl class="facts">
              <dt>Reviews that mention {input.kind === "technicians" ? "them" : "it"}</dt>
              <dd>{plural(insight.mention_count, "review")}</dd>
              {insight.average_rating === null ? null : (
                <>
                  <dt>Average rating in those reviews</dt>
                  <dd>{formatRating(insight.average_rating)} out of 5</dd>
                </>
              )}
              <dt>Read as positive</dt>
              <dd>{formatPct(insight.positive_pct)}</dd>
              {insight.first_mentioned && insight.last_mentioned
                ? (
                  <>
                    <dt>Mentioned</dt>
                    <dd>{formatDateSpan(insight.first_mentioned, insight.last_mentioned)}</dd>
                  </>
                )
                : null}
            </dl>
            {insight.top_phrases.length
              ? (
                <section aria-labelledby="phrases">
                  <h2 id="phrases">Words {customers.many} use</h2>
                  <ul class="chips">
                    {insight.top_phrases.map((p) => (
                      <li>
                        <span class="tag">{p}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              )
              : null}
          </>
        )
        : <p>No review mentions {name} yet.</p>}
      {input.reviews.length
        ? (
          <section aria-labelledby="reviews">
            <h2 id="reviews">Newest reviews that mention {name}</h2>
            <ReviewList reviews={input.reviews} customer={customers.one} />
            {input.matched > input.reviews.length
              ? (
                <p>
                  <a href={reviewsHref(filter)}>All {plural(input.matched, "review")} that mention {name}</a>
                </p>
              )
              : null}
          </section>
        )
        : null}
    </>
  );
  return renderDocument({
    title: name,
    description: insight && insight.mention_count > 0
      ? `${name} (${role.toLowerCase()}, ${business.name}): mentioned in ${
        plural(insight.mention_count, "verified review")
      }${insight.average_rating === null ? "" : `, ${formatRating(insight.average_rating)} stars on average`}.`
      : `${name}, ${role.toLowerCase()} at ${business.name}.`,
    path: `/${input.kind}/${input.id}`,
    baseUrl: site.baseUrl,
    siteName: business.name,
    customers: customers.many,
  }, body);
}
