/**
 * `deno task bench`: runs every benchmark section and writes the report to tests/bench/RESULTS.md.
 * Each figure stands beside a baseline measured in the same run, with the ratio, because machines are noisy.
 */
import { bench as http } from "./http.ts";
import { bench as search } from "./search.ts";
import { bench as insights } from "./insights.ts";
import { bench as realdata } from "./realdata.ts";
import { bench as hub } from "./hub.ts";
import { bench as mcp } from "./mcp.ts";
import { bench as scale } from "./scale.ts";
import { bench as importer } from "./import.ts";
import { bench as pages } from "./pages.ts";

const SECTIONS: Array<[string, () => Promise<string>]> = [
  ["http", http],
  ["search", search],
  ["insights", insights],
  ["realdata", realdata],
  ["mcp", mcp],
  ["hub", hub],
  ["import", importer],
  ["scale", scale],
  ["pages", pages],
];

const only = Deno.args.length ? new Set(Deno.args) : null;
const parts = [
  "# Benchmark results",
  "",
  `Run ${new Date().toISOString()} on ${Deno.build.target}, ${navigator.hardwareConcurrency} cores.`,
  "",
];
for (const [name, run] of SECTIONS) {
  if (only && !only.has(name)) continue;
  console.error(`bench: ${name} ...`);
  try {
    const section = await run();
    console.log(section);
    parts.push(section);
  } catch (error) {
    const failed = `## ${name}\n\nFailed: ${(error as Error).message}\n`;
    console.log(failed);
    parts.push(failed);
  }
}
// A partial run (sections named on the command line) must not overwrite the full report.
const out = new URL(only ? "./RESULTS.partial.md" : "./RESULTS.md", import.meta.url);
await Deno.writeTextFile(out, parts.join("\n"));
console.error(`bench: wrote ${out.pathname}`);
