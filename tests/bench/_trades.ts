import { evaluateGold, loadGold, TRADE_GOLD } from "./insights.ts";
import { analyzeText, aspectPolarity, textContext, AUTO_SERVICES } from "../../src/insights/mod.ts";
const verbose = Deno.args.includes("-v");
for (const [file, pack] of TRADE_GOLD) {
  const gold = await loadGold(file);
  const s = evaluateGold(gold, pack);
  console.log(file, "P", s.precision.toFixed(2), "R", s.recall.toFixed(2), "F1", s.f1.toFixed(3), "pol", s.polarityAccuracy.toFixed(3));
  if (!verbose) continue;
  const ctx = textContext(pack, pack === AUTO_SERVICES ? "Integrity Auto" : "");
  for (const g of gold) {
    const a = analyzeText(g.text, ctx);
    const got: string[] = [];
    pack.aspects.forEach((asp, i) => { if (!Number.isNaN(a.aspectTotals[i])) got.push(`${asp.id}:${aspectPolarity(a.aspectTotals[i], null)}`); });
    const want = g.labels.map((l) => `${l.aspect}:${l.polarity}`);
    if (got.sort().join() !== want.sort().join()) console.log("  ", want.join(","), "| got", got.join(","), "|", g.text);
  }
}
const h = evaluateGold(await loadGold());
console.log("home F1", h.f1.toFixed(3), "pol", h.polarityAccuracy.toFixed(3));
