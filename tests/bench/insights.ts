/**
 * Benchmark of the insights analyser: quality on the hand-labelled gold set (tests/gold/aspects.jsonl) and
 * throughput over 100k generated reviews, beside a baseline measured in the same run.
 */
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { compareNewestFirst } from "../../src/dataset/publish.ts";
import {
  analyzeReview,
  analyzeText,
  aspectPolarity,
  AUTO_SERVICES,
  createAnalysisContext,
  deriveInsights,
  FOOD_AND_HOSPITALITY,
  HEALTHCARE,
  HOME_SERVICES,
  LEGAL,
  reviewLean,
  reviewScore,
  SENIOR_LIVING,
  type TaxonomyPack,
  textContext,
} from "../../src/insights/mod.ts";

/** One gold sentence: its text and the (aspect, polarity) labels a person gave it. */
export interface GoldSentence {
  text: string;
  labels: Array<{ aspect: string; polarity: "positive" | "neutral" | "negative" }>;
}

/** Micro-averaged scores over (sentence, aspect) pairs; polarity accuracy over correctly detected aspects. */
export interface GoldScores {
  sentences: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f1: number;
  polarityAccuracy: number;
}

/** The gold sets of the trades: file in tests/gold and the pack it is read with (labelled before tuning). */
export const TRADE_GOLD: ReadonlyArray<readonly [file: string, pack: TaxonomyPack]> = [
  ["healthcare.jsonl", HEALTHCARE],
  ["legal.jsonl", LEGAL],
  ["food.jsonl", FOOD_AND_HOSPITALITY],
  ["senior_living.jsonl", SENIOR_LIVING],
  ["auto.jsonl", AUTO_SERVICES],
];

/** Reads a gold set (by default the 280 home-services sentences). */
export async function loadGold(file = "aspects.jsonl"): Promise<GoldSentence[]> {
  const text = await Deno.readTextFile(new URL(`../gold/${file}`, import.meta.url));
  return text.split("\n").filter((line) => line.trim() !== "").map((line) => JSON.parse(line) as GoldSentence);
}

/**
 * Scores the analyser on a gold set (each sentence analysed on its own, with no rating, with `pack`'s aspects; the
 * auto gold set's business is called "Integrity Auto", as one of its sentences names it).
 */
export function evaluateGold(gold: readonly GoldSentence[], pack: TaxonomyPack = HOME_SERVICES): GoldScores {
  const context = textContext(pack, pack === AUTO_SERVICES ? "Integrity Auto" : "");
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let polarityOk = 0;
  for (const sentence of gold) {
    const analysis = analyzeText(sentence.text, context);
    const predicted = new Map<string, string>();
    // As analyzeReview labels them: a clear sentence leans its neutral aspects.
    const lean = reviewLean(reviewScore(analysis, null));
    pack.aspects.forEach((aspect, index) => {
      const total = analysis.aspectTotals[index];
      if (!Number.isNaN(total)) predicted.set(aspect.id, aspectPolarity(total, null, lean));
    });
    const expected = new Map(sentence.labels.map((label) => [label.aspect, label.polarity]));
    for (const [aspect, polarity] of predicted) {
      if (!expected.has(aspect)) fp++;
      else {
        tp++;
        if (expected.get(aspect) === polarity) polarityOk++;
      }
    }
    for (const aspect of expected.keys()) if (!predicted.has(aspect)) fn++;
  }
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  return {
    sentences: gold.length,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    polarityAccuracy: tp === 0 ? 0 : polarityOk / tp,
  };
}

const MB = 1024 * 1024;
const fixed = (value: number, digits = 3) => value.toFixed(digits);
const thousands = (value: number) => Math.round(value).toLocaleString("en-US");

/** Runs the benchmark and returns a Markdown section. */
export async function bench(): Promise<string> {
  const gold = evaluateGold(await loadGold());
  const trades = await Promise.all(
    TRADE_GOLD.map(async ([file, pack]) => [file, pack, evaluateGold(await loadGold(file), pack)] as const),
  );

  const generated = generateReviewsFile({ reviews: 100_000, seed: "insights-bench" });
  const reviews = generated.reviews.filter((review) => review.verified).sort(compareNewestFirst);
  const texts = reviews.map((review) => review.text ?? "");

  // Baseline: the least any analyser must do, lowercasing and splitting every text into words.
  let sink = 0;
  const baselineStart = performance.now();
  for (const text of texts) sink += text.toLowerCase().split(/[^a-z']+/).length;
  const baselineMs = performance.now() - baselineStart;

  const context = createAnalysisContext(generated.business);
  const analyzeStart = performance.now();
  for (const review of reviews) sink += analyzeReview(review, context).score;
  const analyzeMs = performance.now() - analyzeStart;

  const rssBefore = Deno.memoryUsage().rss;
  let peakRss = rssBefore;
  const deriveStart = performance.now();
  const insights = deriveInsights({ business: generated.business, reviews }, {
    generatedAt: new Date(0),
    onProgress: (done) => {
      if (done % 5000 === 0) peakRss = Math.max(peakRss, Deno.memoryUsage().rss);
    },
  });
  const deriveMs = performance.now() - deriveStart;
  const rssAfter = Deno.memoryUsage().rss;
  peakRss = Math.max(peakRss, rssAfter);
  if (sink === -1 || insights.review_count !== reviews.length) throw new Error("unreachable");

  const n = reviews.length;
  const perSecond = (ms: number) => (n / ms) * 1000;
  return [
    "## Insights analyser",
    "",
    `Gold set: ${gold.sentences} hand-labelled review sentences (tests/gold/aspects.jsonl); micro-averaged over ` +
    "(sentence, aspect) pairs; polarity accuracy over correctly detected aspects.",
    "",
    "| metric | value | goal |",
    "|---|---|---|",
    `| aspect precision | ${fixed(gold.precision)} | |`,
    `| aspect recall | ${fixed(gold.recall)} | |`,
    `| aspect F1 | ${fixed(gold.f1)} | ≥ 0.85 |`,
    `| polarity accuracy | ${fixed(gold.polarityAccuracy)} | ≥ 0.85 |`,
    `| (tp / fp / fn) | ${gold.truePositives} / ${gold.falsePositives} / ${gold.falseNegatives} | |`,
    "",
    "Gold sets of other trades (tests/gold/*.jsonl, labelled before the packs were written; a few error classes " +
    "they exposed were then fixed), each read with its pack:",
    "",
    "| gold set | pack | sentences | precision | recall | F1 | polarity accuracy |",
    "|---|---|---|---|---|---|---|",
    ...trades.map(([file, pack, scores]) =>
      `| ${file} | ${pack.id} | ${scores.sentences} | ${fixed(scores.precision)} | ${fixed(scores.recall)} | ` +
      `${fixed(scores.f1)} | ${fixed(scores.polarityAccuracy)} |`
    ),
    "",
    `Throughput over ${thousands(n)} published reviews generated with seed "insights-bench" (100,000 generated):`,
    "",
    "| step | time | reviews/s | × baseline time |",
    "|---|---|---|---|",
    `| baseline: lowercase + split | ${fixed(baselineMs / 1000, 2)} s | ${thousands(perSecond(baselineMs))} | 1.0 |`,
    `| analyzeReview only | ${fixed(analyzeMs / 1000, 2)} s | ${thousands(perSecond(analyzeMs))} | ${
      fixed(analyzeMs / baselineMs, 1)
    } |`,
    `| deriveInsights (full document) | ${fixed(deriveMs / 1000, 2)} s | ${thousands(perSecond(deriveMs))} | ${
      fixed(deriveMs / baselineMs, 1)
    } |`,
    "",
    `Goal ≥ 10,000 reviews/s (deriveInsights). Memory (RSS): ${fixed(rssBefore / MB, 0)} MB before derive, ` +
    `${fixed(rssAfter / MB, 0)} MB after, peak sampled ${fixed(peakRss / MB, 0)} MB.`,
    "",
  ].join("\n");
}

if (import.meta.main) console.log(await bench());
