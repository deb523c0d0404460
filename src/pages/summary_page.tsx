/** `/summary`: what the business's customers say, in full: the summary, sentiment, every aspect, topics, trend and FAQ. */
import { excerpt } from "./escape.ts";
import { formatCount, formatPct, plural } from "./format.ts";
import { mentionedAspects, MonthlyChart } from "./insights.tsx";
import { renderDocument } from "./layout.tsx";
import { customerWords, type SiteData } from "./site.ts";

export function renderSummaryPage(site: SiteData): string {
  const { business, insights } = site;
  const aspects = mentionedAspects(insights.aspects);
  // An answer no review supports ("none of the 0 reviews mention…") tells a reader nothing.
  const faq = insights.faq.filter((entry) => entry.source_review_ids.length > 0);
  const { overall_sentiment: sentiment } = insights;
  const customers = customerWords(site);
  const title = `What ${customers.many} say about ${business.name}`;
  const body = (
    <>
      <h1>{title}</h1>
      <p class="lead">{insights.summary}</p>
      {insights.review_count > 1
        ? (
          <p>
            Of the {plural(insights.review_count, "review")}, {formatPct(sentiment.positive_pct)} read as positive,{" "}
            {formatPct(sentiment.neutral_pct)} as neutral and {formatPct(sentiment.negative_pct)} as negative.
          </p>
        )
        : null}
      {aspects.length
        ? (
          <section aria-labelledby="aspects">
            <h2 id="aspects">What reviews talk about</h2>
            <div class="scroll" tabindex={0} role="region" aria-label="Aspects table">
              <table>
                <caption class="muted">
                  Aspects, most mentioned first; each links to the reviews that mention it.
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Aspect</th>
                    <th scope="col">Reviews</th>
                    <th scope="col">Positive</th>
                    <th scope="col">Negative</th>
                  </tr>
                </thead>
                <tbody>
                  {aspects.map((a) => (
                    <tr>
                      <th scope="row">
                        <a href={`/reviews?aspect=${encodeURIComponent(a.id)}`}>{a.label}</a>
                      </th>
                      <td>{formatCount(a.mention_count)}</td>
                      <td>{formatPct(a.positive_pct)}</td>
                      <td>{formatPct(a.mention_count ? (a.negative_count / a.mention_count) * 100 : 0)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )
        : null}
      {insights.topics.length
        ? (
          <section aria-labelledby="topics">
            <h2 id="topics">Topics</h2>
            <ul>
              {insights.topics.map((t) => (
                <li>
                  {t.label}: {plural(t.review_count, "review")} ({formatPct(t.share_pct)})
                </li>
              ))}
            </ul>
          </section>
        )
        : null}
      {insights.review_count
        ? (
          <section aria-labelledby="months">
            <h2 id="months">Reviews by month</h2>
            <MonthlyChart monthly={insights.temporal.monthly} trend={insights.temporal.trend} />
          </section>
        )
        : null}
      {faq.length
        ? (
          <section aria-labelledby="faq">
            <h2 id="faq">Questions people ask</h2>
            {faq.map((entry) => (
              <>
                <h3>{entry.question}</h3>
                <p>{entry.answer}</p>
              </>
            ))}
          </section>
        )
        : null}
    </>
  );
  return renderDocument({
    title,
    description: excerpt(insights.summary, 200),
    path: "/summary",
    baseUrl: site.baseUrl,
    siteName: business.name,
    customers: customers.many,
  }, body);
}
