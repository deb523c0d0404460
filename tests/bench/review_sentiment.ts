/**
 * Review-level sentiment on review texts with star ratings: gold is the star class (1-2 negative, 3 neutral, 4-5
 * positive), as on the held-out sets. Three sets in tests/gold, each written and labelled by its stars before the
 * analyser read it:
 * - `reviews_stars.jsonl`: 75 reviews of five trades, 25 per class; never tuned on, it only measures;
 * - `reviews_mixed_dev.jsonl`: 48 reviews of restaurants, general businesses, home and auto services, heavy in
 *   mixed 3-star texts and low-rated ones with a kind word; tuned on (error classes were found here);
 * - `reviews_mixed_heldout.jsonl`: 48 more of the same kinds, never tuned on, it only measures.
 *
 * Scored text-only (rating 3, no star prior) and with the stars, for ours and the VADER-style baseline of
 * realdata.ts (which ignores stars, so its two figures are the same; the stars alone would score 1.0 by construction).
 */
import { packFor } from "../../src/insights/mod.ts";
import type { Polarity } from "../../src/model/mod.ts";
import { type Analyser, lexiconBaseline, macroF1, ours } from "./realdata.ts";

/** One review of the set: its text, the stars it came with, and its trade. */
export interface StarReview {
  text: string;
  rating: number;
  trade: "home_services" | "auto" | "dentist" | "bakery" | "law_firm" | "restaurant" | "general";
}

/** The schema.org category each trade is read with (so each gets its own pack). */
export const TRADE_CATEGORY: Readonly<Record<StarReview["trade"], string>> = {
  home_services: "Plumber",
  auto: "AutoRepair",
  dentist: "Dentist",
  bakery: "Bakery",
  law_firm: "LegalService",
  restaurant: "Restaurant",
  general: "LocalBusiness",
};

/** The star-rated sets in tests/gold, by file name, and what each row of the bench calls it. */
export const STAR_SETS = [
  ["reviews_stars.jsonl", "star-rated reviews of 5 trades (tests/gold, never tuned on)"],
  ["reviews_mixed_dev.jsonl", "star-rated mixed-heavy reviews, dev set (tests/gold, tuned on)"],
  ["reviews_mixed_heldout.jsonl", "star-rated mixed-heavy reviews, held out (tests/gold, never tuned on)"],
] as const;

/** The star class: 1-2 negative, 3 neutral, 4-5 positive. */
export const starClass = (rating: number): Polarity => rating <= 2 ? "negative" : rating === 3 ? "neutral" : "positive";

/** Reads a star-rated set of tests/gold (reviews_stars.jsonl by default). */
export async function loadStarReviews(file: string = STAR_SETS[0][0]): Promise<StarReview[]> {
  const text = await Deno.readTextFile(new URL(`../gold/${file}`, import.meta.url));
  return text.split("\n").filter((line) => line.trim() !== "").map((line) => JSON.parse(line) as StarReview);
}

/** Macro-F1 of an analyser on the set, text-only (rating 3) and with the review's stars. */
export function scoreStars(reviews: readonly StarReview[], analyse: Analyser): { textOnly: number; withStars: number } {
  const textOnly: Array<[Polarity, Polarity]> = [];
  const withStars: Array<[Polarity, Polarity]> = [];
  for (const review of reviews) {
    const pack = packFor(TRADE_CATEGORY[review.trade]);
    const gold = starClass(review.rating);
    textOnly.push([gold, analyse(review.text, 3, pack).sentiment]);
    withStars.push([gold, analyse(review.text, review.rating, pack).sentiment]);
  }
  return { textOnly: macroF1(textOnly), withStars: macroF1(withStars) };
}

/** The Markdown rows (metric | ours | baseline | ratio | goal) for the realdata table, two per set. */
export async function starRows(): Promise<string[]> {
  const f = (value: number) => value.toFixed(3);
  const rows: string[] = [];
  for (const [file, name] of STAR_SETS) {
    const reviews = await loadStarReviews(file);
    const [our, base] = [scoreStars(reviews, ours), scoreStars(reviews, lexiconBaseline)];
    rows.push(
      `| text-only macro-F1, ${reviews.length} ${name} | ${f(our.textOnly)} | ${f(base.textOnly)} | ` +
        `${(our.textOnly / base.textOnly).toFixed(2)} | ≥ 0.65 |`,
      `| macro-F1 with the stars as prior, same reviews | ${f(our.withStars)} | ${f(base.withStars)} | ` +
        `${(our.withStars / base.withStars).toFixed(2)} | |`,
    );
  }
  return rows;
}
