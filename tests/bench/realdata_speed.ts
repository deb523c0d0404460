/**
 * Speed on real review text: `analyzeReview` over the SemEval restaurant reviews as they are (mean ~376
 * characters) and joined into reviews of real length (~600 characters), and `deriveInsights` over a dataset of
 * those ~600-character reviews. Each figure stands beside a baseline measured in the same run over the same texts:
 * lowercasing and splitting every text into words, the least any analyser must do.
 */
import { SUMMIT_COMFORT } from "../../src/generate/business.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { compareNewestFirst } from "../../src/dataset/publish.ts";
import { analyzeReview, createAnalysisContext, deriveInsights } from "../../src/insights/mod.ts";
import type { Review } from "../../src/model/mod.ts";

/** What real reviews run to, in characters (the figure for reviews of real length). */
export const REAL_LENGTH = 600;
/** Rows of the SemEval review set translated to Vietnamese: not English, left out of the joined texts. */
const VIETNAMESE = /[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]/;

/**
 * Real reviews of about `length` characters: the texts' sentences in order, each review taking sentences while the
 * next one ends nearer to `length` than stopping would.
 */
export function joinToLength(texts: readonly string[], length = REAL_LENGTH): string[] {
  const sentences = texts.filter((text) => !VIETNAMESE.test(text))
    .flatMap((text) => text.split(/(?<=[.!?])\s+/)).filter((sentence) => sentence.trim() !== "");
  const out: string[] = [];
  let current = "";
  for (const sentence of sentences) {
    const next = current === "" ? sentence : `${current} ${sentence}`;
    if (current !== "" && next.length - length > length - current.length) {
      out.push(current);
      current = sentence;
    } else current = next;
  }
  return out;
}

const restaurant = () =>
  createAnalysisContext({ ...SUMMIT_COMFORT, category: "Restaurant", technicians: [{ id: "ana", name: "Ana Ruiz" }] });

/** The baseline: lowercase and split every text, `rounds` times; returns milliseconds. */
function baselineMs(texts: readonly string[], rounds: number): number {
  let sink = 0;
  const start = performance.now();
  for (let r = 0; r < rounds; r++) for (const text of texts) sink += text.toLowerCase().split(/[^a-z']+/).length;
  const ms = performance.now() - start;
  if (sink === -1) throw new Error("unreachable");
  return ms;
}

/** Reviews per second of `analyzeReview` (food pack) over `texts`, repeated to about 20,000 analyses. */
export function throughput(texts: readonly string[]) {
  const context = restaurant();
  const rounds = Math.max(1, Math.ceil(20_000 / texts.length));
  const baseline = baselineMs(texts, rounds);
  let sink = 0;
  const start = performance.now();
  for (let r = 0; r < rounds; r++) for (const text of texts) sink += analyzeReview({ text, rating: 3 }, context).score;
  const ms = performance.now() - start;
  if (sink === -1) throw new Error("unreachable");
  const reviews = rounds * texts.length;
  return {
    reviews,
    meanChars: texts.reduce((sum, text) => sum + text.length, 0) / texts.length,
    perSecond: (reviews / ms) * 1000,
    baselinePerSecond: (reviews / baseline) * 1000,
  };
}

/**
 * Reviews per second of `deriveInsights` (the whole document) over `count` generated reviews of a restaurant whose
 * texts are replaced by `texts` (cycled), so dates, ratings and replies are realistic and the words are real;
 * measured after one warm-up derivation of 2,000 of them.
 */
export function deriveThroughput(texts: readonly string[], count = 20_000) {
  const generated = generateReviewsFile({ reviews: count, seed: "realdata-derive" });
  const business = { ...generated.business, category: "Restaurant" };
  const reviews: Review[] = generated.reviews.filter((review) => review.verified).sort(compareNewestFirst)
    .map((review, i) => ({ ...review, text: texts[i % texts.length] }));
  const used = reviews.map((review) => review.text ?? "");
  const baseline = baselineMs(used, 1);
  // Warm: the first derivation of a process also compiles the pack and the JIT; a service derives again on reloads.
  deriveInsights({ business, reviews: reviews.slice(0, 2_000) }, { generatedAt: new Date(0) });
  const start = performance.now();
  const insights = deriveInsights({ business, reviews }, { generatedAt: new Date(0) });
  const ms = performance.now() - start;
  if (insights.review_count !== reviews.length) throw new Error("unreachable");
  return {
    reviews: reviews.length,
    meanChars: used.reduce((sum, text) => sum + text.length, 0) / used.length,
    perSecond: (reviews.length / ms) * 1000,
    baselinePerSecond: (reviews.length / baseline) * 1000,
  };
}

const thousands = (value: number) => Math.round(value).toLocaleString("en-US");

/** The speed part of the realdata section: one table row per figure, with its same-run baseline. */
export function speedLines(texts: readonly string[]): string[] {
  const joined = joinToLength(texts);
  const rows: Array<[string, ReturnType<typeof throughput>]> = [
    ["analyzeReview, SemEval reviews as they are", throughput(texts)],
    [`analyzeReview, SemEval reviews joined to ~${REAL_LENGTH} characters`, throughput(joined)],
    ["deriveInsights (whole document), the joined texts on 20,000 generated reviews", deriveThroughput(joined)],
  ];
  return [
    "Speed on real text in process (goal ≥ 10,000 reviews/s at about 600 characters, analysis and derivation); " +
    "baseline: lowercase + split of the same texts in the same run:",
    "",
    "| step | reviews | mean characters | reviews/s | baseline reviews/s | × baseline time |",
    "|---|---|---|---|---|---|",
    ...rows.map(([name, speed]) =>
      `| ${name} | ${thousands(speed.reviews)} | ${Math.round(speed.meanChars)} | ${thousands(speed.perSecond)} | ` +
      `${thousands(speed.baselinePerSecond)} | ${(speed.baselinePerSecond / speed.perSecond).toFixed(1)} |`
    ),
  ];
}
