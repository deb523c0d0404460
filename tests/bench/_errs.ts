import { loadRealData, ours } from "./realdata.ts";
import { FOOD_AND_HOSPITALITY, GENERAL } from "../../src/insights/mod.ts";
const data = (await loadRealData())!;
const mode = Deno.args[0];
const conf: Record<string, number> = {};
let shown = 0;
for (const [rows, pack] of [[data.restaurants, FOOD_AND_HOSPITALITY], [data.laptops, GENERAL]] as const) {
  for (const row of rows) {
    const ops = row.labels.opinions;
    const v = ours(row.text, 3, pack);
    if (mode === "sent") {
      const set = new Set(ops.map((o) => o.polarity));
      if (set.size !== 1) continue;
      const g = [...set][0];
      conf[`${g}->${v.sentiment}`] = (conf[`${g}->${v.sentiment}`] ?? 0) + 1;
      if (g !== v.sentiment && shown++ < Number(Deno.args[1] ?? 40)) console.log(g, v.sentiment, "|", row.text);
    } else {
      const re = mode === "price" ? /#PRICES?$/ : /^(SERVICE|SUPPORT)#/;
      const gold = ops.filter((o) => re.test(o.category));
      const set = new Set(gold.map((o) => o.polarity));
      const ids = pack.aspects.filter((a) => a.role === (mode === "price" ? "price" : "service")).map((a) => a.id);
      const got = ids.map((id) => v.aspects[id]).filter(Boolean);
      if (mode.endsWith("fp") || mode.endsWith("fn")) continue;
      if (set.size !== 1 || got.length === 0) continue;
      const sum = got.reduce((s, p) => s + (p === "positive" ? 1 : p === "negative" ? -1 : 0), 0);
      const ourp = sum > 0 ? "positive" : sum < 0 ? "negative" : "neutral";
      const g = [...set][0];
      conf[`${g}->${ourp}`] = (conf[`${g}->${ourp}`] ?? 0) + 1;
      if (g !== ourp && shown++ < Number(Deno.args[1] ?? 40)) console.log(g, ourp, JSON.stringify(v.aspects), "|", row.text);
    }
  }
}
console.log(conf);
