/**
 * Dumps the analyser's disagreements with the SemEval-2016 labels in `../shared/realdata` (see tests/bench/realdata.ts
 * for the mapping): price and service polarity errors and missed or false service detections, each with its
 * mentions (cue words, own score, final score) so errors can be grouped into classes.
 *
 * Usage: deno run --frozen --lock=tests/deno.lock -A tests/tools/realdata_errors.ts [price|service|detect] [domain]
 */
import { analyzeText, FOOD_AND_HOSPITALITY, GENERAL, type TaxonomyPack, textContext } from "../../src/insights/mod.ts";
import { loadRealData, ours } from "../bench/realdata.ts";

const kind = Deno.args[0] ?? "price";
const domain = Deno.args[1] ?? "all";
const data = await loadRealData();
if (!data) throw new Error("../shared/realdata is not present");

const isPrice = (category: string) => /#PRICES?$/.test(category);
const isService = (category: string) => /^(?:SERVICE|SUPPORT)#/.test(category);

/** The mentions of a text, as "aspect[cue words] own→score". */
function explain(text: string, pack: TaxonomyPack): string {
  const analysis = analyzeText(text, textContext(pack));
  const { tokens } = analysis.tokens;
  return analysis.mentions.map((m) =>
    `${pack.aspects[m.aspect].id}[${tokens.slice(m.start, m.end).join(" ")}] own=${m.own.toFixed(2)} ` +
    `score=${m.score.toFixed(2)}`
  ).join("; ");
}

let count = 0;
for (
  const [name, rows, pack] of [["rest", data.restaurants, FOOD_AND_HOSPITALITY], [
    "lap",
    data.laptops,
    GENERAL,
  ]] as const
) {
  if (domain !== "all" && domain !== name) continue;
  for (const row of rows) {
    const verdict = ours(row.text, 3, pack);
    const role = kind === "price" ? "price" : "service";
    const gold = row.labels.opinions.filter((o) => (role === "price" ? isPrice : isService)(o.category));
    const ids = pack.aspects.filter((a) => a.role === role).map((a) => a.id);
    const found = ids.filter((id) => verdict.aspects[id] !== undefined);
    let sum = 0;
    for (const id of found) sum += verdict.aspects[id] === "positive" ? 1 : verdict.aspects[id] === "negative" ? -1 : 0;
    const our = found.length === 0 ? null : sum > 0 ? "positive" : sum < 0 ? "negative" : "neutral";
    const golds = new Set(gold.map((o) => o.polarity));
    let line: string | null = null;
    if (kind === "detect") {
      if (gold.length > 0 && our === null) line = `MISS ${[...golds]}`;
      else if (gold.length === 0 && our !== null) line = `FALSE ${our}`;
    } else if (golds.size === 1 && !golds.has("conflict") && our !== null && our !== [...golds][0]) {
      line = `gold=${[...golds][0]} ours=${our}`;
    }
    if (line === null) continue;
    count++;
    console.log(`${name} ${row.id} ${line} | ${row.text}\n    ${explain(row.text, pack)}`);
  }
}
console.log(`${count} rows`);
