/**
 * Measures a real NLP library, `wink-nlp` with its English model (`wink-eng-lite-web-model`: tokens, sentences, part
 * of speech, negation and its own sentiment), against our hand-written analyser before anyone adopts it (issue 9).
 * Test-only: the runtime never imports it. Prints Markdown with:
 * 1. its sentiment as a second baseline on every set of `deno task bench realdata` (SemEval-2016 sentences and
 *    reviews in ../shared/realdata, the three star-rated sets of tests/gold), beside ours and the VADER-style
 *    baseline; its aspect polarity is its sentence score given to the aspects our analyser detects (same n as ours);
 *    and "ours, wink where ours has no evidence", the cheapest way it could help;
 * 2. what it says of the sentences we call neutral with no evidence, and of the issue's error classes (implicit
 *    opinions, negation scope), with its part of speech and negation flags;
 * 3. its speed at ~600 characters beside `analyzeReview` on the same texts in the same run.
 *
 * Usage: deno run --frozen --lock=tests/deno.lock -A tests/tools/wink_compare.ts
 */
import winkNLP from "npm:wink-nlp@2.4.0";
import model from "npm:wink-eng-lite-web-model@1.8.1";
import { analyzeText, FOOD_AND_HOSPITALITY, type TaxonomyPack } from "../../src/insights/mod.ts";
import { SENTIMENT_WORDS } from "../../src/insights/polarity.ts";
import type { Polarity } from "../../src/model/mod.ts";
import { type Analyser, lexiconBaseline, loadRealData, ours, type RealScores, score } from "../bench/realdata.ts";
import { loadStarReviews, scoreStars, STAR_SETS } from "../bench/review_sentiment.ts";
import { joinToLength, throughput } from "../bench/realdata_speed.ts";
import { SUMMIT_COMFORT } from "../../src/generate/business.ts";
import { createAnalysisContext } from "../../src/insights/mod.ts";

const nlp = winkNLP(model);
const its = nlp.its;

/** wink's own sentiment of a text, -1..1 (its lexicon with negation and emphasis). */
const winkScore = (text: string): number => Number(nlp.readDoc(text).out(its.sentiment));

/** The three classes at a symmetric threshold (±0.05 is VADER's convention for its compound score). */
const classOf = (value: number, threshold: number): Polarity =>
  value >= threshold ? "positive" : value <= -threshold ? "negative" : "neutral";

/** wink as an `Analyser`: its label for the text, given to every aspect our analyser detects in it. */
const winkAnalyser = (threshold: number): Analyser => (text, rating, pack) => {
  const sentiment = classOf(winkScore(text), threshold);
  const aspects: Record<string, Polarity> = {};
  for (const id of Object.keys(ours(text, rating, pack).aspects)) aspects[id] = sentiment;
  return { aspects, sentiment };
};

const contexts = new Map<string, ReturnType<typeof createAnalysisContext>>();
/** The analysis context `ours` uses for a pack (a business of the pack's first category, no staff). */
function contextFor(pack: TaxonomyPack) {
  let context = contexts.get(pack.id);
  if (!context) {
    const business = { ...SUMMIT_COMFORT, name: "A business", category: pack.categories[0] };
    context = createAnalysisContext({ ...business, technicians: [], services: [], service_areas: [] });
    contexts.set(pack.id, context);
  }
  return context;
}

/** Whether our analyser found any evidence (a word, idiom or cue with sentiment, or a lukewarm one). */
const hasEvidence = (text: string, pack: TaxonomyPack) => analyzeText(text, contextFor(pack).text).evidence;

/** Ours, except that a text where ours has no evidence at all takes wink's label. */
const hybrid = (threshold: number): Analyser => (text, rating, pack) => {
  const verdict = ours(text, rating, pack);
  if (hasEvidence(text, pack)) return verdict;
  return { ...verdict, sentiment: classOf(winkScore(text), threshold) };
};

const f = (value: number) => value.toFixed(3);
const data = await loadRealData();
if (!data) throw new Error("../shared/realdata is not present");
const restaurants = { ...data, laptops: [] };
const laptops = { ...data, restaurants: [] };

/** The best symmetric threshold for wink on the SemEval sentences: fitted on the test set, so an upper bound. */
function bestThreshold(): number {
  let best = { threshold: 0.05, value: -1 };
  for (let threshold = 0.01; threshold <= 0.4; threshold += 0.01) {
    const value = score({ ...data!, reviews: [] }, winkAnalyser(threshold)).sentenceMacroF1;
    if (value > best.value) best = { threshold, value };
  }
  return Number(best.threshold.toFixed(2));
}

const fitted = bestThreshold();
const analysers: Array<[string, Analyser]> = [
  ["ours", ours],
  ["VADER-style", lexiconBaseline],
  ["wink ±0.05", winkAnalyser(0.05)],
  [`wink ±${fitted} (fitted on SemEval sentences)`, winkAnalyser(fitted)],
  ["ours, wink ±0.05 where ours has no evidence", hybrid(0.05)],
];

type Pick = (s: RealScores, r: RealScores, l: RealScores, a: Analyser) => Promise<number> | number;
const rows: Array<readonly [string, Pick]> = [
  ["text-only macro-F1, SemEval sentences", (s) => s.sentenceMacroF1],
  ["… restaurants", (_s, r) => r.sentenceMacroF1],
  ["… laptops", (_s, _r, l) => l.sentenceMacroF1],
  ["text-only macro-F1, SemEval restaurant reviews", (s) => s.reviewMacroF1],
  ["… mixed opinions as neutral", (s) => s.mixedMacroF1],
  ...STAR_SETS.map(([file]) =>
    [
      `text-only macro-F1, ${file}`,
      async (_s: RealScores, _r: RealScores, _l: RealScores, a: Analyser) =>
        scoreStars(await loadStarReviews(file), a).textOnly,
    ] as const
  ),
  ["price polarity (restaurants, laptops)", (s) => s.priceAccuracy],
  ["service polarity", (s) => s.serviceAccuracy],
  ["positive share of aspect labels, low-rated proxy", (s) => s.lowRatedPositiveShare],
];

console.log("## wink-nlp 2.4.0 + wink-eng-lite-web-model 1.8.1 against our analyser\n");
console.log(`| measure | ${analysers.map(([name]) => name).join(" | ")} |`);
console.log(`|---|${analysers.map(() => "---").join("|")}|`);
const scores = analysers.map(([, a]) => [score(data, a), score(restaurants, a), score(laptops, a), a] as const);
for (const [name, pick] of rows) {
  const values = await Promise.all(scores.map(([s, r, l, a]) => pick(s, r, l, a)));
  console.log(`| ${name} | ${values.map(f).join(" | ")} |`);
}

// 2. The restaurant sentences we call neutral with no evidence: what wink says of them, and what their adjectives are.
const confusion = new Map<string, number>();
const unknownAdjectives = new Map<string, number>();
let noEvidence = 0;
let withUnknownAdjective = 0;
for (const row of data.restaurants) {
  const kinds = new Set(row.labels.opinions.map((o) => o.polarity));
  if (kinds.size !== 1 || kinds.has("conflict")) continue;
  if (hasEvidence(row.text, FOOD_AND_HOSPITALITY)) continue;
  noEvidence++;
  const gold = [...kinds][0] as Polarity;
  const key = `${gold}→${classOf(winkScore(row.text), 0.05)}`;
  confusion.set(key, (confusion.get(key) ?? 0) + 1);
  if (gold === "neutral") continue;
  const tokens = nlp.readDoc(row.text).tokens();
  const words = tokens.out(its.normal) as string[];
  const tags = tokens.out(its.pos) as string[];
  let found = false;
  for (let i = 0; i < words.length; i++) {
    if (tags[i] !== "ADJ" || SENTIMENT_WORDS.has(words[i])) continue;
    found = true;
    unknownAdjectives.set(words[i], (unknownAdjectives.get(words[i]) ?? 0) + 1);
  }
  if (found) withUnknownAdjective++;
}
const opinionated = [...confusion].filter(([key]) => !key.startsWith("neutral")).reduce((sum, [, n]) => sum + n, 0);
console.log(
  `\nRestaurant sentences (one polarity) where ours has no evidence: ${noEvidence}; gold→wink ±0.05: ` +
    [...confusion].sort().map(([key, n]) => `${key} ${n}`).join(", "),
);
console.log(
  `Of the ${opinionated} with an opinion, ${withUnknownAdjective} have an adjective (wink's POS) outside our word ` +
    `list; the commonest: ${
      [...unknownAdjectives].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([w, n]) => `${w} ${n}`).join(", ")
    }`,
);

// The issue's error classes: what a reader hears, ours, and wink's score, part of speech and negation scope.
const PROBES: Array<[string, Polarity]> = [
  ["The bagel was huge.", "positive"],
  ["This place is incredibly tiny.", "negative"],
  ["We waited 45 minutes for a table.", "negative"],
  ["They remembered my name.", "positive"],
  ["The portions are small for the price.", "negative"],
  ["It is not so overpriced.", "positive"],
  ["They lack the knowledgeable staff.", "negative"],
  ["They can't even do a competent job.", "negative"],
  ["This isn't a value place.", "negative"],
  ["Don't waste your time.", "negative"],
  ["I was not upset, just disappointed.", "negative"],
  ["They didn't fix it and charged me anyway.", "negative"],
  ["The food was not good, but the service was great.", "positive"],
  ["Never had a bad meal here.", "positive"],
];
console.log(
  "\n| probe | a reader | ours | wink | wink's part of speech (negated in brackets) |\n|---|---|---|---|---|",
);
let oursRight = 0;
let winkRight = 0;
for (const [text, reader] of PROBES) {
  const our = ours(text, 3, FOOD_AND_HOSPITALITY).sentiment;
  const wink = winkScore(text);
  const tokens = nlp.readDoc(text).tokens();
  const [words, tags, negated] = [tokens.out(), tokens.out(its.pos), tokens.out(its.negationFlag)] as unknown as [
    string[],
    string[],
    boolean[],
  ];
  const tagged = words.map((w, i) => negated[i] ? `[${w}/${tags[i]}]` : `${w}/${tags[i]}`).join(" ");
  if (our === reader) oursRight++;
  if (classOf(wink, 0.05) === reader) winkRight++;
  console.log(`| ${text} | ${reader} | ${our} | ${classOf(wink, 0.05)} (${wink.toFixed(2)}) | ${tagged} |`);
}
console.log(`\nProbes read as a reader does: ours ${oursRight}/${PROBES.length}, wink ${winkRight}/${PROBES.length}.`);

// 3. Speed at ~600 characters: wink's document (tokens, POS, negation, sentiment) beside analyzeReview, same run.
const texts = joinToLength(data.reviews.map((row) => row.text));
const mean = texts.reduce((sum, text) => sum + text.length, 0) / texts.length;
const rounds = 3;
let sink = 0;
const start = performance.now();
for (let r = 0; r < rounds; r++) for (const text of texts) sink += winkScore(text);
const winkPerSecond = (rounds * texts.length) / ((performance.now() - start) / 1000);
if (sink === Infinity) throw new Error("unreachable");
const our = throughput(texts);
console.log(
  `\nSpeed, ${texts.length} SemEval reviews joined to ${Math.round(mean)} characters, same run: wink readDoc + ` +
    `sentiment ${Math.round(winkPerSecond)} reviews/s; analyzeReview ${Math.round(our.perSecond)} reviews/s; ` +
    `lowercase + split ${Math.round(our.baselinePerSecond)} reviews/s.`,
);
