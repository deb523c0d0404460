/** `/reviews/{id}`: one review, what it talks about, and its JSON-LD. The feeds' item links point here. */
import type { Review } from "../model/mod.ts";
import { excerpt } from "./escape.ts";
import { formatDate } from "./format.ts";
import { reviewJsonLd } from "./jsonld.ts";
import { renderDocument } from "./layout.tsx";
import { ReviewCard } from "./review.tsx";
import { customerWords, type SiteData, staffWords } from "./site.ts";

const POLARITY_WORDS = { positive: "positive", neutral: "neutral", negative: "negative" } as const;

function Mentions({ site, review }: { site: SiteData; review: Review }) {
  const analysis = site.perReview.analysisOf(review.id);
  if (!analysis) return null;
  const labels = new Map(site.insights.aspects.map((a) => [a.id, a.label]));
  const aspects = Object.entries(analysis.aspects).filter(([id]) => labels.has(id));
  const staff = site.business.technicians.filter((t) => analysis.technicians.includes(t.id));
  const services = site.business.services.filter((s) => analysis.services.includes(s.id));
  if (!aspects.length && !staff.length && !services.length) return null;
  const words = staffWords(site.business);
  return (
    <section aria-labelledby="mentions">
      <h2 id="mentions">What this review talks about</h2>
      {aspects.length
        ? (
          <ul class="chips">
            {aspects.map(([id, polarity]) => (
              <li>
                <a href={`/reviews?aspect=${encodeURIComponent(id)}`}>
                  {labels.get(id)} <span class="muted">({POLARITY_WORDS[polarity]})</span>
                </a>
              </li>
            ))}
          </ul>
        )
        : null}
      {staff.length
        ? (
          <p>
            {staff.length === 1 ? words.One : words.Many}: {staff.map((t, i) => (
              <>
                {i ? ", " : ""}
                <a href={`/technicians/${t.id}`}>{t.name}</a>
              </>
            ))}
          </p>
        )
        : null}
      {services.length
        ? (
          <p>
            {services.length === 1 ? "Service" : "Services"}: {services.map((s, i) => (
              <>
                {i ? ", " : ""}
                <a href={`/services/${s.id}`}>{s.label}</a>
              </>
            ))}
          </p>
        )
        : null}
    </section>
  );
}

export function renderReviewPage(site: SiteData, review: Review): string {
  const { business } = site;
  const title = `Review by ${review.author}`;
  const customers = customerWords(site);
  const body = (
    <>
      <h1>{title}</h1>
      <p class="muted">
        A verified review of <a href="/">{business.name}</a>, {formatDate(review.date)}.
      </p>
      <ReviewCard review={review} customer={customers.one} level={2} link={false} />
      <Mentions site={site} review={review} />
      <p>
        <a href="/reviews">All reviews of {business.name}</a>
      </p>
    </>
  );
  return renderDocument({
    title,
    description: review.text
      ? `${review.rating} out of 5: “${excerpt(review.text, 150)}”`
      : `${review.author} rated ${business.name} ${review.rating} out of 5.`,
    path: `/reviews/${review.id}`,
    baseUrl: site.baseUrl,
    siteName: business.name,
    customers: customers.many,
    jsonLd: reviewJsonLd(review, business, site.baseUrl),
  }, body);
}
