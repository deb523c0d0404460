/**
 * Scores other constants of the review-level verdict (src/insights/overall.ts's `Calibration`: the label's cut
 * points, the negative and lukewarm weights, the evidence floor and the gain) on every set whose review or sentence
 * labels they move, and prints how each candidate compares with the service's `CALIBRATION`. Each text is analysed
 * once (calibration_sets.ts); a candidate only re-scores the stored evidence through overall.ts, so a sweep of
 * thousands of candidates takes seconds.
 *
 * The sets it chooses on: the SemEval-2016 sentences and restaurant reviews (`../shared/realdata`), the star-rated
 * sets of tests/gold (text-only and with their stars), and the DEV halves (even rows) of the outside sets in
 * `$EXTDATA_DIR` (default /work/notes/extdata: the UCI Yelp and Amazon sentences, the star-rated Yelp reviews). Their
 * HELD-OUT halves and FRESH are never read by the sweep: `--final` prints them once, for `CALIBRATION` and for the
 * candidate given with `--candidate=JSON` (a partial `Calibration`).
 *
 * Usage: deno run --frozen --lock=tests/deno.lock -A tests/tools/calibration_sweep.ts [cuts|weight|lukewarm|floor|
 *        gain] [--candidate='{"positiveAt":0.25}' [--moved]] [--band=LOW,HIGH] [--final]
 * A sweep keeps the candidates by the rules of issue 9 (the worst review-level text-only figure up, no set down more
 * than one right label, no with-stars figure down). `--moved` lists each label the candidate moves on the sets it
 * chooses on, `--band` their reviews scored in [LOW, HIGH] (never HELD-OUT or FRESH). Aspect labels do not read the
 * cut points; the weights, floor and gain also move the review lean and temper (review.ts), so those candidates need
 * `deno task bench realdata` and `bench insights` as well.
 */
import { CALIBRATION, type Calibration, reviewScore, sentimentLabel } from "../../src/insights/overall.ts";
import { classF1, macroF1 } from "../bench/realdata.ts";
import { goldStarSets, type LabelledSet, outsideSets, semevalSets } from "./calibration_sets.ts";

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
