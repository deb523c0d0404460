/**
 * Scores other constants of the review-level verdict (src/insights/overall.ts's `Calibration`: the label's cut points,
 * the negative and lukewarm weights, evidence floor and gain) on every set whose review or sentence labels they move, and
 * prints how each candidate compares with the service's `CALIBRATION`. Each text is analysed once; a candidate only
 * re-scores the stored evidence through overall.ts, so a sweep of thousands of candidates takes seconds.
 *
 * The sets it chooses on: the SemEval-2016 sentences and restaurant reviews (`../shared/realdata`), the star-rated
 * sets of tests/gold (text-only and with their stars), and the DEV halves (even rows) of the outside sets in
 * `$EXTDATA_DIR` (default /work/notes/extdata: the UCI Yelp and Amazon sentences, the star-rated Yelp reviews). Their
 * HELD-OUT halves and FRESH are never read by the sweep: `--final` prints them once, for `CALIBRATION` and for the
 * candidate given with `--candidate=JSON` (a partial `Calibration`).
 *
 * Usage: deno run --frozen --lock=tests/deno.lock -A tests/tools/calibration_sweep.ts [cuts|weight|lukewarm|floor|gain]
 *        [--candidate='{"positiveAt":0.25}' [--moved]] [--final]
 * `--moved` lists each label the candidate moves on those sets (never HELD-OUT or FRESH). Aspect labels do not read
 * the cut points; the weights, floor and gain also move the review lean and temper (review.ts), so those candidates
 * need `deno task bench realdata` and `bench insights` as well.
 */
import { analyzeText, createAnalysisContext, FOOD_AND_HOSPITALITY, GENERAL } from "../../src/insights/mod.ts";
import {
  CALIBRATION,
  type Calibration,
  reviewScore,
  sentimentLabel,
  type TextEvidence,
} from "../../src/insights/overall.ts";
import { SUMMIT_COMFORT } from "../../src/generate/business.ts";
import type { Polarity } from "../../src/model/mod.ts";
import { classF1, loadRealData, macroF1 } from "../bench/realdata.ts";
import { loadStarReviews, STAR_SETS, starClass, TRADE_CATEGORY } from "../bench/review_sentiment.ts";

/** One labelled text: its gold label, its evidence and the rating it is scored with (3 = text-only). */
interface Item {
  readonly text: string;
  readonly gold: Polarity;
  readonly evidence: TextEvidence;
  readonly rating: number;
}
/** A set of items and how it is scored: three-class macro-F1, or two-class (gold only positive or negative). */
interface LabelledSet {
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

const VIETNAMESE = /[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]/;

/** The SemEval sets as realdata.ts scores them. */
async function semevalSets(): Promise<LabelledSet[]> {
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
async function goldStarSets(): Promise<LabelledSet[]> {
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

type Half = "DEV" | "HELD-OUT" | "FRESH";

/** The outside sets' rows of one half: DEV even rows, HELD-OUT odd rows, FRESH the whole fresh file. */
async function outsideSets(half: Half): Promise<LabelledSet[]> {
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

/** A set's figure and its count of right labels under a calibration. */
function measure(set: LabelledSet, calibration: Calibration): { f1: number; right: number } {
  const pairs = set.items.map((item) =>
    [item.gold, sentimentLabel(reviewScore(item.evidence, item.rating, calibration), calibration)] as const
  );
  const right = pairs.filter(([gold, predicted]) => gold === predicted).length;
  const f1 = set.binary ? (classF1(pairs, "positive") + classF1(pairs, "negative")) / 2 : macroF1(pairs);
  return { f1, right };
}

/** The candidates of one sweep, each a partial calibration over `CALIBRATION`. */
function candidates(kind: string): Array<Partial<Calibration>> {
  const steps = (from: number, to: number, step: number) =>
    Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 1000) / 1000);
  switch (kind) {
    case "weight":
      return steps(1, 2, 0.05).flatMap((negativeWeight) =>
        steps(0.15, 0.3, 0.025).map((cut) => ({ negativeWeight, positiveAt: cut, negativeAt: -cut }))
      );
    case "lukewarm":
      return steps(1, 3.5, 0.25).flatMap((lukewarmWeight) =>
        steps(0.15, 0.3, 0.025).flatMap((positiveAt) =>
          steps(-0.3, -0.1, 0.025).map((negativeAt) => ({ lukewarmWeight, positiveAt, negativeAt }))
        )
      );
    case "floor":
      return steps(0.2, 1.2, 0.1).flatMap((evidenceFloor) =>
        steps(0.1, 0.4, 0.025).flatMap((positiveAt) =>
          steps(-0.4, -0.1, 0.025).map((negativeAt) => ({ evidenceFloor, positiveAt, negativeAt }))
        )
      );
    case "gain":
      return steps(1, 2.5, 0.1).flatMap((textGain) =>
        steps(0.15, 0.3, 0.025).flatMap((positiveAt) =>
          steps(-0.3, -0.1, 0.025).map((negativeAt) => ({ textGain, positiveAt, negativeAt }))
        )
      );
    default:
      return steps(0.1, 0.4, 0.025).flatMap((positiveAt) =>
        steps(-0.4, -0.05, 0.025).map((negativeAt) => ({ positiveAt, negativeAt }))
      );
  }
}

const f3 = (value: number) => value.toFixed(3);

/** Prints each set's figure under the service's calibration and under `candidate`, with the change in right labels. */
function compare(sets: readonly LabelledSet[], candidate: Partial<Calibration>): void {
  const calibration = { ...CALIBRATION, ...candidate };
  console.log(`\n| set | n | CALIBRATION | ${JSON.stringify(candidate)} | right labels |`);
  console.log("|---|---|---|---|---|");
  for (const set of sets) {
    const [before, after] = [measure(set, CALIBRATION), measure(set, calibration)];
    const moved = after.right - before.right;
    console.log(
      `| ${set.name} | ${set.items.length} | ${f3(before.f1)} | ${f3(after.f1)} | ${moved >= 0 ? "+" : ""}${moved} |`,
    );
  }
}

/** Lists the labels `candidate` moves on the sets it chooses on (never HELD-OUT or FRESH), each with its scores. */
function listMoved(sets: readonly LabelledSet[], candidate: Partial<Calibration>): void {
  const calibration = { ...CALIBRATION, ...candidate };
  for (const set of sets) {
    for (const item of set.items) {
      const [before, after] = [
        reviewScore(item.evidence, item.rating),
        reviewScore(item.evidence, item.rating, calibration),
      ];
      const [was, now] = [sentimentLabel(before), sentimentLabel(after, calibration)];
      if (was === now) continue;
      const mark = now === item.gold ? "fixed" : was === item.gold ? "broke" : "moved";
      console.log(
        `${mark} ${set.name}: gold ${item.gold}, ${was} ${f3(before)} → ${now} ${f3(after)} | ${
          item.text.replace(/\s+/g, " ").slice(0, 300)
        }`,
      );
    }
  }
}

/** Lists the items of those sets (never HELD-OUT or FRESH) whose score under `CALIBRATION` lies in [low, high]. */
function listBand(sets: readonly LabelledSet[], low: number, high: number): void {
  for (const set of sets) {
    for (const item of set.items) {
      const score = reviewScore(item.evidence, item.rating);
      if (score < low || score > high) continue;
      const { positive, negative, lukewarm } = item.evidence;
      console.log(
        `${f3(score)} gold ${item.gold} +${positive.toFixed(2)} -${negative.toFixed(2)} ~${lukewarm.toFixed(2)} ` +
          `${set.name} | ${item.text.replace(/\s+/g, " ").slice(0, 240)}`,
      );
    }
  }
}

/** One set's figure under a candidate, with the change in right labels from `CALIBRATION` when there is one. */
function cell(figure: { f1: number; right: number }, base: { right: number }): string {
  const moved = figure.right - base.right;
  return moved === 0 ? f3(figure.f1) : `${f3(figure.f1)}(${moved > 0 ? "+" : ""}${moved})`;
}

/**
 * Sweeps one family of candidates and prints the best by the worst review-level text-only figure, first among those
 * that keep the rules (no set loses more than one right label, no with-stars figure falls), then whatever the losses.
 */
function sweep(sets: readonly LabelledSet[], kind: string): void {
  const base = sets.map((set) => measure(set, CALIBRATION));
  const worstOf = (figures: ReadonlyArray<{ f1: number }>) =>
    Math.min(...figures.filter((_, i) => sets[i].reviewLevel).map((figure) => figure.f1));
  const results = candidates(kind).map((partial) => {
    const figures = sets.map((set) => measure(set, { ...CALIBRATION, ...partial }));
    const maxLoss = Math.max(...figures.map((figure, i) => base[i].right - figure.right));
    const starsHeld = figures.every((figure, i) => !sets[i].withStars || figure.f1 >= base[i].f1 - 1e-9);
    return { partial, worst: worstOf(figures), maxLoss, starsHeld, figures };
  });
  const line = (result: (typeof results)[number]) =>
    `${f3(result.worst)} loss≤${result.maxLoss}${result.starsHeld ? "" : " stars↓"} ` +
    `${JSON.stringify(result.partial)} | ${result.figures.map((figure, i) => cell(figure, base[i])).join(" ")}`;
  const kept = results.filter((result) => result.maxLoss <= 1 && result.starsHeld);
  console.log(`${results.length} candidates of "${kind}"; ${kept.length} keep the rules`);
  console.log(`CALIBRATION: worst review-level text-only figure ${f3(worstOf(base))}`);
  console.log(`sets: ${sets.map((set, i) => `${i}=${set.name}`).join("; ")}\n`);
  for (const result of kept.sort((a, b) => b.worst - a.worst).slice(0, 15)) console.log(line(result));
  console.log("\nbest whatever the losses (stars↓: a with-stars figure falls):");
  for (const result of results.sort((a, b) => b.worst - a.worst).slice(0, 10)) console.log(line(result));
}

const flags = Deno.args.filter((arg) => arg.startsWith("--"));
const kind = Deno.args.find((arg) => !arg.startsWith("--")) ?? "cuts";
const given = flags.find((flag) => flag.startsWith("--candidate="));
const candidate: Partial<Calibration> = given ? JSON.parse(given.slice("--candidate=".length)) : {};
const sets = [...await semevalSets(), ...await goldStarSets(), ...await outsideSets("DEV")];

if (flags.includes("--final")) {
  compare([...sets, ...await outsideSets("HELD-OUT"), ...await outsideSets("FRESH")], candidate);
} else if (flags.some((flag) => flag.startsWith("--band="))) {
  const [low, high] = flags.find((flag) => flag.startsWith("--band="))!.slice("--band=".length).split(",").map(Number);
  listBand(sets, low, high);
} else if (given) {
  compare(sets, candidate);
  if (flags.includes("--moved")) listMoved(sets, candidate);
} else {
  sweep(sets, kind);
}
