/** The editorial summary: one paragraph written from the figures, so it changes when the reviews do. */
import type { AspectInsight, Business } from "../model/mod.ts";
import type { EntityInsights } from "./entities.ts";
import { pct, round } from "./numbers.ts";
import type { TaxonomyPack } from "./packs/mod.ts";
import { type Temporal, TREND_WINDOW_MONTHS } from "./temporal.ts";
import { numberWord, plural } from "./words.ts";
import { MONTH_NAMES as MONTHS } from "../model/date.ts";

/** The figures the summary is written from. */
export interface SummaryFigures {
  readonly business: Business;
  /** The taxonomy pack: whom the reviews come from ("patients", "clients"). */
  readonly pack: TaxonomyPack;
  /** Months that have reviews, within the trend window ending at the newest review. */
  readonly trendMonths: number;
  readonly reviewCount: number;
  readonly averageRating: number;
  readonly earliest: string | null;
  readonly latest: string | null;
  readonly positivePct: number;
  readonly negativePct: number;
  readonly aspects: readonly AspectInsight[];
  readonly entities: EntityInsights;
  readonly trend: Temporal["trend"];
}

/** "2024-03-17" → "March 2024". */
export function monthYear(date: string): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

const count = (value: number) => value.toLocaleString("en-US");
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
const and = (items: readonly string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** Writes the summary paragraph. */
export function writeSummary(figures: SummaryFigures): string {
  const { business, reviewCount } = figures;
  if (reviewCount === 0) return `${business.name} has no published reviews yet.`;
  const sentences: string[] = [];
  const span = figures.earliest && figures.latest && figures.earliest.slice(0, 7) !== figures.latest.slice(0, 7)
    ? ` written between ${monthYear(figures.earliest)} and ${monthYear(figures.latest)}`
    : figures.latest
    ? ` from ${monthYear(figures.latest)}`
    : "";
  sentences.push(
    reviewCount === 1
      ? `${business.name} has 1 verified review${span}, with ${plural(Math.round(figures.averageRating), "star")}; ` +
        `it reads as ${figures.positivePct > 0 ? "positive" : figures.negativePct > 0 ? "negative" : "neutral"}.`
      : `${business.name} has ${count(reviewCount)} verified reviews${span}, averaging ` +
        `${figures.averageRating.toFixed(1)} stars; ${figures.positivePct}% of them read as positive and ` +
        `${figures.negativePct}% as negative.`,
  );
  // Praise: the aspects most often mentioned positively, among those a meaningful share of reviews discuss.
  const floor = Math.max(3, Math.ceil(reviewCount * 0.03));
  const praised = figures.aspects
    .filter((aspect) => aspect.mention_count >= floor && aspect.positive_pct >= 60)
    .sort((a, b) => b.positive_count - a.positive_count || (a.id < b.id ? -1 : 1))
    .slice(0, 3);
  if (praised.length > 0) {
    sentences.push(
      `${capital(figures.pack.words.customers)} most often praise ${
        and(praised.map((aspect) => lower(aspect.label)))
      }: ` +
        `${and(praised.map((aspect) => `${Math.round(aspect.positive_pct)}%`))} of the reviews that bring ` +
        `${praised.length === 1 ? "it up are" : "them up, respectively, are"} positive.`,
    );
  }
  const complaints = figures.aspects
    .filter((aspect) => aspect.mention_count >= floor && aspect.negative_count > 0)
    .sort((a, b) => b.negative_count - a.negative_count || (a.id < b.id ? -1 : 1));
  const sore = complaints[0];
  if (sore) {
    const share = pct(sore.negative_count, sore.mention_count);
    sentences.push(
      share >= 25
        ? `The sore point is ${lower(sore.label)}: ${count(sore.negative_count)} of the ${count(sore.mention_count)} ` +
          `reviews that discuss it (${Math.round(share)}%) ${sore.negative_count === 1 ? "is" : "are"} unhappy with it.`
        : sore.negative_count === 1
        // One complaint is not "scattered" complaints: no aspect has more than this one.
        ? `Complaints are rare: one review is unhappy with ${lower(sore.label)}, out of the ` +
          `${count(sore.mention_count)} that discuss it.`
        : `Complaints are scattered; the most common concerns ${lower(sore.label)}, and even there only ` +
          `${count(sore.negative_count)} of ${count(sore.mention_count)} mentions (${Math.round(share)}%) ${
            sore.negative_count === 1 ? "is" : "are"
          } negative.`,
    );
  }
  const tech = figures.entities.technicians.find((entity) => entity.mention_count > 0);
  const services = figures.entities.services.filter((entity) => entity.mention_count > 0).slice(0, 2);
  if (tech) {
    let sentence = `${tech.name} is the ${business.staff_title} ${figures.pack.words.customers} name most often (` +
      `${count(tech.mention_count)} ${tech.mention_count === 1 ? "review" : "reviews"}, ` +
      `${round(tech.average_rating ?? 0, 1).toFixed(1)} stars on average)`;
    if (services.length > 0) {
      // Service names are the business's own labels ("AC Repair"): quoted as written.
      sentence += `, and ${and(services.map((service) => service.name))} ` +
        `${services.length === 1 ? "is the service" : "are the services"} that ${
          services.length === 1 ? "comes" : "come"
        } up most`;
    }
    sentences.push(`${sentence}.`);
  }
  // The trend needs three months with reviews (temporal.ts); the span named is the one it was measured over, up to
  // the newest review (not "the past year": the data may be old).
  if (figures.trendMonths >= 3 && figures.latest) {
    const span = `Over the ${numberWord(Math.min(figures.trendMonths, TREND_WINDOW_MONTHS))} months to ` +
      monthYear(figures.latest);
    sentences.push(
      figures.trend === "improving"
        ? `${span}, the reviews have been getting warmer.`
        : figures.trend === "declining"
        ? `${span}, the tone of the reviews has cooled.`
        : `${span}, the tone of the reviews has held steady.`,
    );
  }
  return sentences.join(" ");
}
