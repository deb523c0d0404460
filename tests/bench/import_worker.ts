/**
 * One measured run for the import benchmark, in its own process so its peak RSS is its own:
 * `parse FILE` (Papa Parse over the file's text, nothing else), `csv-parse FILE` (the same with csv-parse, for the
 * choice of parser) or `import DIR FILE` (`main.ts import`).
 * Prints `{ "ms": ..., "cpu_ms": ..., "rows": ..., "peak_rss_bytes": ... }` on stderr (CPU time includes V8's
 * helper threads; it is steadier than wall time on a shared machine).
 */
// @ts-types="npm:@types/papaparse@^5.5.2"
import Papa from "papaparse";
import process from "node:process";
import { parse as csvParse } from "npm:csv-parse@6.2.1/sync";
import { importCommand } from "../../src/cli/import.ts";

/** The process's peak resident set size (Linux `VmHWM`), or null elsewhere. */
function peakRss(): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(Deno.readTextFileSync("/proc/self/status"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

const [mode, ...args] = Deno.args;
const started = performance.now();
const cpuStarted = process.cpuUsage();
let rows = 0;
if (mode === "parse") {
  const text = await Deno.readTextFile(args[0]);
  const result = Papa.parse<string[]>(text, { skipEmptyLines: "greedy", delimitersToGuess: [",", ";", "\t", "|"] });
  rows = result.data.length - 1;
} else if (mode === "csv-parse") {
  // The other well-kept CSV parser, with the per-record line numbers an error report needs.
  const text = await Deno.readTextFile(args[0]);
  rows = csvParse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }).length - 1;
} else if (mode === "import") {
  const code = await importCommand(["--data", args[0], args[1]]);
  if (code !== 0) throw new Error(`import exited with ${code}`);
  rows = -1;
} else {
  throw new Error("usage: import_worker.ts parse FILE | csv-parse FILE | import DIR FILE");
}
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuStarted);
console.error(JSON.stringify({ ms, cpu_ms: (cpu.user + cpu.system) / 1000, rows, peak_rss_bytes: peakRss() }));
