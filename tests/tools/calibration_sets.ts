/**
 * The labelled sets tests/tools/calibration_sweep.ts scores calibrations on, each text analysed once into the evidence
 * overall.ts's verdict needs: the SemEval-2016 sentences and restaurant reviews (`../shared/realdata`, as realdata.ts
 * scores them), the star-rated sets of tests/gold (text-only and with their stars), and the outside sets in
 * `$EXTDATA_DIR` (default /work/notes/extdata) by half: DEV (even rows), HELD-OUT (odd rows) or FRESH (the fresh file).
 */
import { analyzeText, createAnalysisContext, FOOD_AND_HOSPITALITY, GENERAL } from "../../src/insights/mod.ts";
import type { TextEvidence } from "../../src/insights/overall.ts";
import { SUMMIT_COMFORT } from "../../src/generate/business.ts";
import type { Polarity } from "../../src/model/mod.ts";
import { loadRealData, VIETNAMESE } from "../bench/realdata.ts";
import { loadStarReviews, STAR_SETS, starClass, TRADE_CATEGORY } from "../bench/review_sentiment.ts";

/** One labelled text: its gold label, its evidence and the rating it is scored with (3 = text-only). */
export interface Item {
  readonly text: string;
  readonly gold: Polarity;
  readonly evidence: TextEvidence;
  readonly rating: number;
}
/** A set of items and how it is scored: three-class macro-F1, or two-class (gold only positive or negative). */
export interface LabelledSet {
  readonly name: string;
  readonly items: readonly Item[];
  readonly binary: boolean;
  /** Whether the set is one of the review-level text-only sets whose worst figure the sweep maximises. */
  readonly reviewLevel: boolean;
  /** Whether the items carry their stars (a with-stars figure, which no candidate may lower). */
  readonly withStars?: boolean;
}

const EXTDATA = Deno.env.get("EXTDATA_DIR") ?? "/work/notes/extdata";
const contexts = new Map<string, ReturnType<typeof createAnalysisContext>>();
function evidenceOf(text: string, category: string): TextEvidence {
  let context = contexts.get(category);
  if (!context) {
    context = createAnalysisContext({
      ...SUMMIT_COMFORT,
      name: "A business",
      category,
      technicians: [],
      services: [],
      service_areas: [],
    });
    contexts.set(category, context);
  }
  const { evidence, positive, negative, lukewarm } = analyzeText(text, context.text);
  return { evidence, positive, negative, lukewarm };
}

/** The SemEval sets as realdata.ts scores them. */
export async function semevalSets(): Promise<LabelledSet[]> {
  const data = await loadRealData();
  if (!data) return [];
  const sentences = (rows: typeof data.restaurants, category: string) =>
    rows.flatMap((row) => {
      const polarities = new Set(row.labels.opinions.map((o) => o.polarity));
      if (polarities.size !== 1) return [];
      const [gold] = polarities;
      return gold === "conflict" ? [] : [{ text: row.text, gold, evidence: evidenceOf(row.text, category), rating: 3 }];
    });
  const reviews: Item[] = [];
  const mixed: Item[] = [];
  for (const row of data.reviews) {
    const opinions = row.labels.opinions.filter((o) => o.polarity !== "conflict");
    const positive = opinions.filter((o) => o.polarity === "positive").length;
    const negative = opinions.filter((o) => o.polarity === "negative").length;
    if (opinions.length === 0) continue;
    const gold: Polarity = positive > negative ? "positive" : negative > positive ? "negative" : "neutral";
    const evidence = evidenceOf(row.text, FOOD_AND_HOSPITALITY.categories[0]);
    reviews.push({ text: row.text, gold, evidence, rating: 3 });
    if (!VIETNAMESE.test(row.text)) {
      const isMixed = Math.min(positive, negative) >= 0.5 * Math.max(positive, negative);
      mixed.push({ text: row.text, gold: isMixed ? "neutral" : gold, evidence, rating: 3 });
    }
  }
  return [
    {
      name: "SemEval sentences, restaurants",
      items: sentences(data.restaurants, FOOD_AND_HOSPITALITY.categories[0]),
      binary: false,
      reviewLevel: false,
    },
    {
      name: "SemEval sentences, laptops",
      items: sentences(data.laptops, GENERAL.categories[0]),
      binary: false,
      reviewLevel: false,
    },
    { name: "SemEval restaurant reviews", items: reviews, binary: false, reviewLevel: true },
    { name: "the same, mixed as neutral", items: mixed, binary: false, reviewLevel: true },
  ];
}

/** The star-rated sets of tests/gold, text-only and with their stars. */
export async function goldStarSets(): Promise<LabelledSet[]> {
  const sets: LabelledSet[] = [];
  for (const [file] of STAR_SETS) {
    const reviews = await loadStarReviews(file);
    const items = reviews.map((review) => ({
      text: review.text,
      gold: starClass(review.rating),
      evidence: evidenceOf(review.text, TRADE_CATEGORY[review.trade]),
      rating: review.rating,
    }));
    sets.push(
      {
        name: `${file}, text only`,
        items: items.map((item) => ({ ...item, rating: 3 })),
        binary: false,
        reviewLevel: true,
      },
      { name: `${file}, with stars`, items, binary: false, reviewLevel: false, withStars: true },
    );
  }
  return sets;
}

export type Half = "DEV" | "HELD-OUT" | "FRESH";

/** The outside sets' rows of one half: DEV even rows, HELD-OUT odd rows, FRESH the whole fresh file. */
export async function outsideSets(half: Half): Promise<LabelledSet[]> {
  const keep = <T>(rows: T[]) => half === "FRESH" ? rows : rows.filter((_, i) => (i % 2 === 0) === (half === "DEV"));
  const sets: LabelledSet[] = [];
  const read = async (file: string) => {
    try {
      return await Deno.readTextFile(`${EXTDATA}/${file}`);
    } catch {
      return null;
    }
  };
  if (half !== "FRESH") {
    for (
      const [file, category] of [["yelp_labelled.txt", "Restaurant"], ["amazon_cells_labelled.txt", "LocalBusiness"]]
    ) {
      const raw = await read(file);
      if (raw === null) continue;
      const rows = raw.split("\n").filter((line) => /\t[01]\s*$/.test(line)).map((line) => {
        const tab = line.lastIndexOf("\t");
        const gold: Polarity = line.slice(tab + 1).trim() === "1" ? "positive" : "negative";
        const text = line.slice(0, tab).trim();
        return { text, gold, evidence: evidenceOf(text, category), rating: 3 };
      });
      sets.push({ name: `${file} ${half}`, items: keep(rows), binary: true, reviewLevel: false });
    }
  }
  const raw = await read(half === "FRESH" ? "yelp_reviews_fresh.json" : "yelp_reviews.json");
  if (raw !== null) {
    const rows = (JSON.parse(raw) as Array<{ stars: number; text: string }>)
      .filter((row) => String(row.text ?? "").trim() !== "" && row.stars >= 1 && row.stars <= 5)
      .map((row) => ({
        text: row.text,
        gold: starClass(row.stars),
        evidence: evidenceOf(row.text, "LocalBusiness"),
        rating: row.stars,
      }));
    const kept = keep(rows);
    sets.push(
      {
        name: `Yelp reviews ${half}, text only`,
        items: kept.map((i) => ({ ...i, rating: 3 })),
        binary: false,
        reviewLevel: true,
      },
      { name: `Yelp reviews ${half}, with stars`, items: kept, binary: false, reviewLevel: false, withStars: true },
    );
  }
  return sets;
}
