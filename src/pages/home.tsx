/** `/`: the business, its rating, what its customers say, the monthly chart, top staff and services, newest reviews. */
import { excerpt, safeHttpUrl } from "./escape.ts";
import { formatAddress, formatHours, plural } from "./format.ts";
import { AspectChips, MonthlyChart, Ranked } from "./insights.tsx";
import { businessJsonLd } from "./jsonld.ts";
import { renderDocument } from "./layout.tsx";
import { RatingSummary } from "./rating.tsx";
import { ReviewList } from "./review.tsx";
import { customerWords, HOME_REVIEWS, type SiteData, staffWords } from "./site.ts";

function Facts({ site }: { site: SiteData }) {
  const { business } = site;
  const address = formatAddress(business.address);
  const website = safeHttpUrl(business.url);
  const hours = formatHours(business.hours);
  const rows = [
    address ? ["Address", address] as const : null,
    business.telephone
      ? ["Phone", <a href={`tel:${business.telephone.replace(/[^\d+]/g, "")}`}>{business.telephone}</a>] as const
      : null,
    business.email ? ["Email", <a href={`mailto:${business.email}`}>{business.email}</a>] as const : null,
    website ? ["Website", <a href={website} rel="external">{new URL(website).host}</a>] as const : null,
    hours.length ? ["Hours", hours.join("; ")] as const : null,
  ].filter((row) => row !== null);
  if (rows.length === 0) return null;
  return (
    <dl class="facts">
      {rows.map(([term, value]) => (
        <>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </>
      ))}
    </dl>
  );
}

export function renderHome(site: SiteData): string {
  const { business, aggregate, insights, reviews } = site;
  const staff = staffWords(business);
  const customers = customerWords(site);
  const recent = reviews.slice(0, HOME_REVIEWS);
  const rated = aggregate.review_count > 0;
  const description = rated
    ? `${business.name}: rated ${aggregate.rating_value.toFixed(1)} out of 5 from ${
      plural(aggregate.review_count, "verified review")
    }. ${excerpt(insights.summary, 160)}`
    : `${business.name}: verified reviews from its ${customers.many}. No reviews yet.`;
  const body = (
    <>
      <h1>{business.name}</h1>
      {business.description ? <p class="lead">{business.description}</p> : null}
      <Facts site={site} />
      <section aria-labelledby="rating">
        <h2 id="rating">Rating</h2>
        <RatingSummary aggregate={aggregate} />
      </section>
      {aggregate.review_count
        ? (
          <>
            <section aria-labelledby="say">
              <h2 id="say">What {customers.many} say</h2>
              <p>{insights.summary}</p>
              {insights.pull_quote
                ? (
                  <blockquote class="quote">
                    <p>“{insights.pull_quote.text}”</p>
                  </blockquote>
                )
                : null}
              <p>
                <a href="/summary">Read the full summary of the reviews</a>
              </p>
            </section>
            <section aria-labelledby="aspects">
              <h2 id="aspects">What reviews talk about</h2>
              <AspectChips aspects={insights.aspects} />
            </section>
            <section aria-labelledby="months">
              <h2 id="months">Reviews by month</h2>
              <MonthlyChart monthly={insights.temporal.monthly} trend={insights.temporal.trend} table={false} />
            </section>
          </>
        )
        : null}
      {/* With no reviews yet, no one can have named anyone: the rating's "No reviews yet" says it all. */}
      {rated && (business.technicians.length || business.services.length)
        ? (
          <div class="cols">
            {business.technicians.length
              ? (
                <section aria-labelledby="staff">
                  <h2 id="staff">{staff.Many} {customers.many} mention most</h2>
                  <Ranked entities={insights.entities.technicians} path="/technicians" noun={staff.one} />
                </section>
              )
              : null}
            {business.services.length
              ? (
                <section aria-labelledby="services">
                  <h2 id="services">Services {customers.many} mention most</h2>
                  <Ranked entities={insights.entities.services} path="/services" noun="service" />
                </section>
              )
              : null}
          </div>
        )
        : null}
      {recent.length
        ? (
          <section aria-labelledby="newest">
            <h2 id="newest">Newest reviews</h2>
            <ReviewList reviews={recent} customer={customers.one} />
            <p>
              <a href="/reviews">
                {aggregate.review_count === 1
                  ? "See the review"
                  : `See all ${plural(aggregate.review_count, "review")}`}
              </a>
            </p>
          </section>
        )
        : null}
    </>
  );
  return renderDocument({
    title: business.name,
    description,
    path: "/",
    baseUrl: site.baseUrl,
    siteName: business.name,
    customers: customers.many,
    jsonLd: businessJsonLd(business, aggregate, recent, site.baseUrl),
  }, body);
}
