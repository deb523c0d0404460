/** Insight widgets: aspect chips, the monthly chart with its text alternative, and ranked staff and services. */
import type { AspectInsight, EntityInsight, MonthlyInsight } from "../model/mod.ts";
import { type ChartGeometry, monthlyChart } from "./chart.ts";
import { formatCount, formatMonth, formatPct, formatRating, plural, withArticle } from "./format.ts";

/** Aspects customers actually mention, most mentioned first. */
export const mentionedAspects = (aspects: readonly AspectInsight[]) =>
  aspects.filter((a) => a.mention_count > 0).sort((a, b) => b.mention_count - a.mention_count);

/** The colour of a positive share: green when most are positive, red when most are not, plain in between. */
export const tone = (positivePct: number) => positivePct >= 60 ? "good" : positivePct < 40 ? "bad" : "mixed";

export function AspectChips({ aspects }: { aspects: readonly AspectInsight[] }) {
  const shown = mentionedAspects(aspects);
  if (shown.length === 0) return <p class="muted">Not enough written reviews to tell yet.</p>;
  return (
    <ul class="chips">
      {shown.map((aspect) => (
        <li>
          <a href={`/reviews?aspect=${encodeURIComponent(aspect.id)}`}>
            {aspect.label}{" "}
            <span class={`pct ${tone(aspect.positive_pct)}`}>{formatPct(aspect.positive_pct)} positive</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One sentence that says what the chart shows, for its `<desc>` and for people who cannot see it. */
export function chartSummary(geometry: ChartGeometry, trend: string): string {
  const { months } = geometry;
  const rated = months.filter((m) => m.average_rating !== null);
  const total = months.reduce((sum, m) => sum + m.review_count, 0);
  const busiest = months.reduce((best, m) => m.review_count > best.review_count ? m : best, months[0]);
  if (months.length === 1) {
    const only = months[0];
    const rating = only.average_rating === null ? "" : `, average rating ${formatRating(only.average_rating)}`;
    return `${plural(total, "review")} in ${formatMonth(only.month, true)}${rating}.`;
  }
  const parts = [
    `${plural(total, "review")} from ${formatMonth(months[0].month, true)} to ${
      formatMonth(months[months.length - 1].month, true)
    }`,
  ];
  // A busiest month only means something when months differ.
  const even = months.every((m) => m.review_count === months[0].review_count);
  parts.push(
    even
      ? `${plural(months[0].review_count, "review")} each month`
      : `busiest month ${formatMonth(busiest.month, true)} with ${formatCount(busiest.review_count)}`,
  );
  if (rated.length) {
    const low = rated.reduce((a, m) => m.average_rating! < a.average_rating! ? m : a, rated[0]);
    const high = rated.reduce((a, m) => m.average_rating! > a.average_rating! ? m : a, rated[0]);
    parts.push(
      `monthly average rating between ${formatRating(low.average_rating!)} (${formatMonth(low.month, true)}) and ${
        formatRating(high.average_rating!)
      } (${formatMonth(high.month, true)})`,
    );
  }
  // The trend is measured from three months with reviews (insights temporal.ts); fewer say nothing about it.
  if (rated.length >= 3) parts.push(`trend: ${trend}`);
  return `${parts.join("; ")}.`;
}

/**
 * The chart with its text alternatives: a title and a description inside the SVG, a caption, and the figures
 * themselves, as a table (`table`) or as a link to the page that has it, which keeps `/` light.
 */
export function MonthlyChart(
  { monthly, trend, table = true }: { monthly: readonly MonthlyInsight[]; trend: string; table?: boolean },
) {
  const g = monthlyChart(monthly);
  if (!g) return <p class="muted">No reviews yet, so no monthly figures.</p>;
  const { box } = g;
  const right = box.width - box.right;
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-labelledby="chart-title chart-desc">
        <title id="chart-title">Average rating and number of reviews by month</title>
        <desc id="chart-desc">{chartSummary(g, trend)}</desc>
        {g.yTicks.map((t) => (
          <g>
            <line class="c-grid" x1={String(box.left)} x2={String(right)} y1={String(t.y)} y2={String(t.y)} />
            <text class="c-tick" x={String(box.left - 8)} y={String(t.y + 4)} text-anchor="end">{t.value}★</text>
          </g>
        ))}
        {g.bars.map((b) => (
          <rect class="c-bar" x={String(b.x)} y={String(b.y)} width={String(b.width)} height={String(b.height)} />
        ))}
        <path class="c-line" d={g.path} />
        {g.points.length <= 24
          ? g.points.map((p) => <circle class="c-dot" cx={String(p.x)} cy={String(p.y)} r="3" />)
          : null}
        {g.xLabels.map((l) => (
          <text class="c-tick" x={String(l.x)} y={String(box.height - 8)} text-anchor="middle">{l.text}</text>
        ))}
      </svg>
      <figcaption>
        Line: average rating each month (scale on the left). Bars: number of reviews
        ({g.months.every((m) => m.review_count === g.maxCount)
          ? `${formatCount(g.maxCount)} each month`
          : `busiest month: ${formatCount(g.maxCount)}`}).
      </figcaption>
      {table ? <MonthlyTable months={g.months} /> : (
        <p>
          <a href="/summary#months">The monthly figures as a table</a>
        </p>
      )}
    </figure>
  );
}

function MonthlyTable({ months }: { months: readonly MonthlyInsight[] }) {
  return (
    <details>
      <summary>Monthly figures as a table</summary>
      <table>
        <caption class="muted">Reviews and average rating by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Reviews</th>
            <th scope="col">Average rating</th>
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((m) => (
            <tr>
              <th scope="row">{formatMonth(m.month, true)}</th>
              <td>{formatCount(m.review_count)}</td>
              <td>{m.average_rating === null ? "–" : formatRating(m.average_rating)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The most mentioned staff or services, with their average rating, each linking to its page. */
export function Ranked(
  { entities, path, noun, limit = 5 }: {
    entities: readonly EntityInsight[];
    path: string;
    /** What they are, for the note when no review names any: "baker", "service". */
    noun: string;
    limit?: number;
  },
) {
  const top = entities.filter((e) => e.mention_count > 0).sort((a, b) => b.mention_count - a.mention_count)
    .slice(0, limit);
  if (top.length === 0) return <p class="muted">No review names {withArticle(noun)} yet.</p>;
  return (
    <ol class="ranked">
      {top.map((e) => (
        <li>
          <a href={`${path}/${encodeURIComponent(e.id)}`}>{e.name}</a>
          <span class="muted">
            {e.average_rating === null ? "" : `${formatRating(e.average_rating)}★ · `}
            {plural(e.mention_count, "review")}
          </span>
        </li>
      ))}
    </ol>
  );
}
