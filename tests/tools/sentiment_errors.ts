/**
 * Lists the analyser's review-level sentiment errors, text only (3 stars), so they can be grouped into classes:
 * each wrong row with its gold and our label, the review's evidence (positive, negative, lukewarm) and the same per
 * sentence, which shows which sentence decided it.
 *
 * Usage: deno run --frozen --lock=tests/deno.lock -A tests/tools/sentiment_errors.ts SET [all]
 * SET is `sentences`, `laptops` (sentences, general pack) or `reviews` (SemEval-2016 in ../shared/realdata, gold as in
 * tests/bench/realdata.ts; `reviews` counts mixed opinions as neutral) or a star-rated file of tests/gold (`reviews_mixed_dev.jsonl`);
 * `all` lists the right rows too. Never list the held-out sets while tuning: they only measure.
 */
import { analyzeText, createAnalysisContext, splitSentences } from "../../src/insights/mod.ts";
import { reviewScore, sentimentLabel } from "../../src/insights/overall.ts";
import { SUMMIT_COMFORT } from "../../src/generate/business.ts";
import type { Polarity } from "../../src/model/mod.ts";
import { loadRealData } from "../bench/realdata.ts";
import { loadStarReviews, starClass, TRADE_CATEGORY } from "../bench/review_sentiment.ts";

const set = Deno.args[0] ?? "reviews_mixed_dev.jsonl";
const showAll = Deno.args[1] === "all";

interface Case {
  id: string;
  text: string;
  gold: Polarity;
  category: string;
}

async function cases(): Promise<Case[]> {
  if (set.endsWith(".jsonl")) {
    return (await loadStarReviews(set)).map((review, i) => ({
      id: `${review.trade}#${i + 1}`,
      text: review.text,
      gold: starClass(review.rating),
      category: TRADE_CATEGORY[review.trade],
    }));
  }
  const data = await loadRealData();
  if (!data) throw new Error("../shared/realdata is not present");
  const rows = set === "sentences" ? data.restaurants : set === "laptops" ? data.laptops : data.reviews;
  const category = set === "laptops" ? "LocalBusiness" : "Restaurant";
  const out: Case[] = [];
  for (const row of rows) {
    const opinions = row.labels.opinions.filter((o) => o.polarity !== "conflict");
    if (opinions.length === 0) continue;
    const positive = opinions.filter((o) => o.polarity === "positive").length;
    const negative = opinions.filter((o) => o.polarity === "negative").length;
    let gold: Polarity;
    if (set === "sentences" || set === "laptops") {
      const kinds = new Set(row.labels.opinions.map((o) => o.polarity));
      if (kinds.size !== 1) continue;
      gold = [...kinds][0] as Polarity;
    } else {
      const mixed = Math.min(positive, negative) >= 0.5 * Math.max(positive, negative);
      gold = mixed ? "neutral" : positive > negative ? "positive" : "negative";
    }
    out.push({ id: row.id, text: row.text, gold, category });
  }
  return out;
}

const contexts = new Map<string, ReturnType<typeof createAnalysisContext>>();
function contextOf(category: string) {
  let context = contexts.get(category);
  if (!context) {
    const business = { ...SUMMIT_COMFORT, name: "A business", category, technicians: [], services: [] };
    context = createAnalysisContext({ ...business, service_areas: [] });
    contexts.set(category, context);
  }
  return context;
}

const f = (value: number) => value.toFixed(2);
const evidenceOf = (text: string, category: string) => {
  const analysis = analyzeText(text, contextOf(category).text);
  const score = reviewScore(analysis, 3);
  return { score, label: sentimentLabel(score), ...analysis };
};

const all = await cases();
let wrong = 0;
const confusion = new Map<string, number>();
for (const item of all) {
  const verdict = evidenceOf(item.text, item.category);
  const key = `${item.gold}→${verdict.label}`;
  confusion.set(key, (confusion.get(key) ?? 0) + 1);
  if (verdict.label === item.gold && !showAll) continue;
  if (verdict.label !== item.gold) wrong++;
  console.log(
    `${item.id} gold=${item.gold} ours=${verdict.label} score=${f(verdict.score)} ` +
      `+${f(verdict.positive)} -${f(verdict.negative)} ~${f(verdict.lukewarm)} | ${item.text}`,
  );
  for (const sentence of splitSentences(item.text)) {
    const part = evidenceOf(sentence, item.category);
    if (!part.evidence) continue;
    console.log(`    ${f(part.score)} +${f(part.positive)} -${f(part.negative)} ~${f(part.lukewarm)} | ${sentence}`);
  }
}
console.log(`${wrong} of ${all.length} wrong; ${[...confusion].map(([k, v]) => `${k} ${v}`).join(", ")}`);
