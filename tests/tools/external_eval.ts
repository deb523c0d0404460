/**
 * Measures the analyser on real labelled review sets from outside sources (kept outside the repo), beside the
 * VADER-style baseline of tests/bench/realdata.ts, so the team can see whether what was tuned on SemEval and our own
 * gold sets holds on text nobody developed on. Each set is split by a fixed rule: rows at even positions (0, 2, ...)
 * are DEV, which may be tuned on, odd ones HELD-OUT, which only measure; both are always reported.
 *
 * Usage: deno run --frozen --lock=tests/deno.lock -A tests/tools/external_eval.ts [--errors] [--aspect-errors] FILE[:Category] ...
 * - `*.txt`: a binary sentence set, `text<TAB>0|1` per line (UCI "Sentiment Labelled Sentences": yelp_labelled.txt,
 *   amazon_cells_labelled.txt). Figures: accuracy with "neutral" counted wrong, the share read neutral, and macro-F1
 *   over positive and negative (a neutral answer is a miss for its gold class).
 * - `*.csv` (a header with `stars` and `text`, as Kaggle's yelp.csv) or `*.json` (an array of `{stars, text}`, other
 *   keys such as `source` ignored): whole star-rated reviews. Figures: the gold classes' sizes, three-class macro-F1
 *   text-only (analysed with rating 3, so the stars give no prior; 1-2 stars negative, 3 neutral, 4-5 positive) and
 *   the share read right text-only (the fair figure on a set of nearly one class, as a trade's own reviews are), the
 *   macro-F1 with the stars as given, and the positive share of the aspect labels on the 1-star and on the 1-2 star
 *   reviews (analysed with their stars, as the service does).
 * `:Category` picks the pack (schema.org category, default `LocalBusiness`: the general pack).
 * `--errors` lists the DEV rows we get wrong (never the held-out ones) with each sentence's evidence.
 * `--aspect-errors` lists, for the DEV 1-2 star reviews (never the held-out ones), each positive aspect label with the
 * sentences of the mentions that scored it positive (issue 9: positive labels on bad reviews).
 * `--fresh=FILE[:Category]` measures a whole set as one part, FRESH, measured only at the start and the end of a round
 * of work (never split, never listed by `--errors`): the guard against fitting DEV and HELD-OUT alike.
 */
// @ts-types="../../src/import/papaparse.d.ts"
import Papa from "papaparse";
import { SUMMIT_COMFORT } from "../../src/generate/business.ts";
import {
  analyzeReviewDetailed,
  analyzeText,
  createAnalysisContext,
  packFor,
  splitSentences,
  type TaxonomyPack,
} from "../../src/insights/mod.ts";
import { reviewScore, sentimentLabel } from "../../src/insights/overall.ts";
import type { Polarity } from "../../src/model/mod.ts";
import { type Analyser, classF1, lexiconBaseline, macroF1, ours } from "../bench/realdata.ts";

/** One labelled row: its text and either a binary label or its stars. */
interface Row {
  text: string;
  binary?: Polarity;
  stars?: number;
}

/** Reads a set: tab-separated sentences, a CSV with `stars` and `text`, or a JSON array of `{stars, text}`. */
async function load(path: string): Promise<Row[]> {
  const raw = await Deno.readTextFile(path);
  if (path.endsWith(".txt")) {
    return raw.split("\n").filter((line) => /\t[01]\s*$/.test(line)).map((line) => {
      const tab = line.lastIndexOf("\t");
      return { text: line.slice(0, tab).trim(), binary: line.slice(tab + 1).trim() === "1" ? "positive" : "negative" };
    });
  }
  const records = path.endsWith(".csv") ? csvRecords(raw) : (JSON.parse(raw) as Array<Record<string, unknown>>);
  return records.map((record) => ({ text: String(record.text ?? ""), stars: Number(record.stars) }))
    .filter((row) => row.text.trim() !== "" && row.stars >= 1 && row.stars <= 5);
}

/** The records of a CSV with a header row (quoted newlines and doubled quotes as in Kaggle's yelp.csv). */
function csvRecords(raw: string): Array<Record<string, string>> {
  const [header, ...rows] = Papa.parse(raw, { skipEmptyLines: true }).data as string[][];
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])));
}

const starClass = (stars: number): Polarity => stars <= 2 ? "negative" : stars === 3 ? "neutral" : "positive";

/** The figures of one analyser on one half of a set, as printable columns. */
function figures(rows: readonly Row[], analyse: Analyser, category: string): string[] {
  const pack = packFor(category);
  if (rows[0]?.binary) {
    const pairs = rows.map((row) => [row.binary!, analyse(row.text, 3, pack).sentiment] as const);
    const right = pairs.filter(([gold, predicted]) => gold === predicted).length;
    const neutral = pairs.filter(([, predicted]) => predicted === "neutral").length;
    const macro = (classF1(pairs, "positive") + classF1(pairs, "negative")) / 2;
    return [(right / pairs.length).toFixed(3), (neutral / pairs.length).toFixed(3), macro.toFixed(3)];
  }
  const text = rows.map((row) => [starClass(row.stars!), analyse(row.text, 3, pack).sentiment] as const);
  const stars = rows.map((row) => [starClass(row.stars!), analyse(row.text, row.stars!, pack).sentiment] as const);
  const share = (most: number) => positiveShare(rows.filter((row) => row.stars! <= most), analyse, pack);
  return [
    goldCounts(text),
    macroF1(text).toFixed(3),
    accuracy(text),
    macroF1(stars).toFixed(3),
    share(1),
    share(2),
    confusion(text),
  ];
}

/** How many rows of each gold class, "neg/neu/pos": a set that lacks a class caps macro-F1 (an absent class counts 0). */
function goldCounts(pairs: ReadonlyArray<readonly [Polarity, Polarity]>): string {
  const count = (label: Polarity) => pairs.filter(([gold]) => gold === label).length;
  return `${count("negative")}/${count("neutral")}/${count("positive")}`;
}

/** The share of rows read as their gold class: the fair figure on a set of (nearly) one class, such as a trade's. */
function accuracy(pairs: ReadonlyArray<readonly [Polarity, Polarity]>): string {
  return (pairs.filter(([gold, predicted]) => gold === predicted).length / pairs.length).toFixed(3);
}

/** The positive share of the aspect labels on `rows`, analysed with their stars as the service does. */
function positiveShare(rows: readonly Row[], analyse: Analyser, pack: TaxonomyPack): string {
  let labels = 0;
  let positive = 0;
  for (const row of rows) {
    for (const polarity of Object.values(analyse(row.text, row.stars!, pack).aspects)) {
      labels++;
      if (polarity === "positive") positive++;
    }
  }
  return labels === 0 ? "–" : `${(positive / labels).toFixed(3)} (${positive}/${labels})`;
}

/** Gold → predicted counts, text-only: "neg→neu 4" and so on, the diagonal left out. */
function confusion(pairs: ReadonlyArray<readonly [Polarity, Polarity]>): string {
  const short = { positive: "pos", neutral: "neu", negative: "neg" } as const;
  const counts = new Map<string, number>();
  for (const [gold, predicted] of pairs) {
    if (gold !== predicted) {
      counts.set(`${short[gold]}→${short[predicted]}`, (counts.get(`${short[gold]}→${short[predicted]}`) ?? 0) + 1);
    }
  }
  return [...counts].sort().map(([key, count]) => `${key} ${count}`).join(", ");
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
const textContextOf = (category: string) => contextOf(category).text;

/**
 * Lists, for the DEV 1-2 star reviews, each positive aspect label (analysed with the stars, as the service does) with
 * the sentence of each mention that pushed it up, and that mention's score.
 */
function listAspectErrors(rows: readonly Row[], category: string): void {
  const context = contextOf(category);
  const aspects = context.text.compiled.aspects;
  rows.forEach((row, i) => {
    if (i % 2 !== 0 || row.stars === undefined || row.stars > 2) return;
    const { analysis, text } = analyzeReviewDetailed({ text: row.text, rating: row.stars }, context);
    const positive = Object.entries(analysis.aspects).filter(([, polarity]) => polarity === "positive");
    if (!text || positive.length === 0) return;
    const sentences = splitSentences(row.text);
    console.log(`#${i} (${row.stars}★) ${positive.map(([id]) => id).join(", ")}`);
    for (const [id] of positive) {
      const a = aspects.findIndex((aspect) => aspect.id === id);
      for (const mention of text.mentions) {
        if (mention.aspect !== a || mention.score <= 0) continue;
        const offset = text.tokens.starts[mention.start];
        const cue = row.text.slice(offset, text.tokens.ends[mention.end - 1] ?? offset);
        let at = 0;
        const sentence = sentences.find((s) => {
          const start = row.text.indexOf(s, at);
          at = start < 0 ? at : start + s.length;
          return start <= offset && offset < start + s.length;
        }) ?? "";
        console.log(`    ${id} +${mention.score.toFixed(2)} "${cue}" | ${sentence.replace(/\s+/g, " ")}`);
      }
    }
  });
}

/** Lists the DEV rows read wrongly (text-only), with the evidence of the whole and of each sentence. */
function listErrors(rows: readonly Row[], category: string): void {
  const f = (value: number) => value.toFixed(2);
  const evidence = (text: string) => {
    const analysis = analyzeText(text, textContextOf(category));
    const score = reviewScore(analysis, 3);
    return { score, label: sentimentLabel(score), ...analysis };
  };
  rows.forEach((row, i) => {
    if (i % 2 !== 0) return;
    const gold = row.binary ?? starClass(row.stars!);
    const verdict = evidence(row.text);
    if (verdict.label === gold) return;
    console.log(
      `#${i} gold=${gold}${row.stars ? ` (${row.stars}★)` : ""} ours=${verdict.label} score=${f(verdict.score)} ` +
        `+${f(verdict.positive)} -${f(verdict.negative)} ~${f(verdict.lukewarm)} | ${row.text.replace(/\s+/g, " ")}`,
    );
    if (row.binary) return;
    for (const sentence of splitSentences(row.text)) {
      const part = evidence(sentence);
      if (part.evidence) {
        console.log(
          `    ${f(part.score)} +${f(part.positive)} -${f(part.negative)} ~${f(part.lukewarm)} | ${sentence}`,
        );
      }
    }
  });
}

const FRESH = "--fresh=";
const args = Deno.args.filter((arg) => arg !== "--errors" && arg !== "--aspect-errors");
if (args.length === 0) {
  console.error(
    "usage: external_eval.ts [--errors] [--aspect-errors] FILE[:Category] ... [--fresh=FILE[:Category]] ...",
  );
  Deno.exit(2);
}
for (const arg of args) {
  const fresh = arg.startsWith(FRESH);
  const [path, category = "LocalBusiness"] = arg.slice(fresh ? FRESH.length : 0).split(/:(?=[A-Za-z]+$)/);
  const rows = await load(path);
  const halves: ReadonlyArray<readonly [string, Row[]]> = fresh
    ? [["FRESH", rows]]
    : [["DEV", rows.filter((_, i) => i % 2 === 0)], ["HELD-OUT", rows.filter((_, i) => i % 2 === 1)]];
  const binary = rows[0]?.binary !== undefined;
  const columns = binary ? ["accuracy (neutral wrong)", "share read neutral", "macro-F1 pos/neg"] : [
    "gold neg/neu/pos",
    "macro-F1 text-only",
    "accuracy text-only",
    "macro-F1 with stars",
    "positive share of aspect labels, 1★",
    "the same, 1-2★",
    "errors, text-only",
  ];
  console.log(`\n${path} (${rows.length} rows, ${category}, pack ${packFor(category).id})\n`);
  console.log(`| half | analyser | ${columns.join(" | ")} |`);
  console.log(`|---|---|${columns.map(() => "---").join("|")}|`);
  for (const [name, half] of halves) {
    console.log(`| ${name} (${half.length}) | ours | ${figures(half, ours, category).join(" | ")} |`);
    console.log(`| ${name} (${half.length}) | VADER-style | ${figures(half, lexiconBaseline, category).join(" | ")} |`);
  }
  if (Deno.args.includes("--errors") && !fresh) listErrors(rows, category);
  if (Deno.args.includes("--aspect-errors") && !fresh) listAspectErrors(rows, category);
}
