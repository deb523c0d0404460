/**
 * Benchmark of `main.ts import`: 100,000 CSV rows into an empty business, then the same file again, beside a bare
 * Papa Parse of the same file in the same run. Each run is its own process (peak RSS is per process); figures are
 * medians of three rounds that alternate the runs, because the machine is shared and noisy.
 */
import { serializeReviewsFile } from "../../src/import/mod.ts";

const ROWS = 100_000;
const ROUNDS = 3;
const WORKER = new URL("./import_worker.ts", import.meta.url).pathname;
const TEST_LOCK = new URL("../deno.lock", import.meta.url).pathname;
const MB = 1024 * 1024;

const FIRST = ["Maria", "Tom", "Priya", "Sam", "Olu", "Hannah", "Daniel", "Li", "Greta", "Jean-Luc", "Ada", "Nadia"];
const LAST = ["González", "Becker", "Raman", "O'Neill", "Adeyemi", "K.", "Reyes", "Wei", "Schmidt", "Moreau"];
const SENTENCES = [
  "The hygienist was gentle and explained everything.",
  "Waited 40 minutes past my appointment, and nobody said why.",
  'They told me I did "not" need the whitening package, which I appreciated.',
  "Billing was confusing, but the office manager sorted it out within a day.",
  "Spotless office, friendly front desk, and parking is easy.",
  "Dr. Patel fixed my broken filling on a Saturday, no pain at all.",
  "Prices are fair, though insurance paperwork took a while.",
];

/** A deterministic review-platform style export: quoted texts with commas, quotes and newlines, replies. */
export function exportCsv(rows: number): string {
  const lines = ["Review ID,Review Created (UTC),Reviewer,Review Title,Review Content,Review Stars,Reply,Reply Date"];
  let state = 42;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % n;
  };
  const start = Date.UTC(2016, 0, 1);
  for (let i = 0; i < rows; i++) {
    const date = new Date(start + next(3650) * 86_400_000).toISOString().slice(0, 10);
    const text = Array.from({ length: 1 + next(3) }, () => SENTENCES[next(SENTENCES.length)]).join(
      next(4) === 0 ? "\n" : " ",
    );
    const reply = next(3) === 0 ? `"Thank you, ${FIRST[next(FIRST.length)]}! We hope to see you again."` : "";
    lines.push([
      `rv-${i.toString(36)}-${next(1e6)}`,
      `${date}T${String(next(24)).padStart(2, "0")}:15:00Z`,
      `"${FIRST[next(FIRST.length)]} ${LAST[next(LAST.length)]}"`,
      `"Visit ${i}, ${date}"`,
      `"${text.replaceAll('"', '""')}"`,
      String(1 + next(5)),
      reply,
      reply ? date : "",
    ].join(","));
  }
  return lines.join("\r\n") + "\r\n";
}

interface Run {
  ms: number;
  cpu_ms: number;
  rows: number;
  peak_rss_bytes: number | null;
}

async function run(args: string[]): Promise<Run> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--frozen", `--lock=${TEST_LOCK}`, "-A", WORKER, ...args],
    stdout: "null",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(output.stderr);
  if (output.code !== 0) throw new Error(`import worker ${args[0]} failed: ${text}`);
  return JSON.parse(text.trim().split("\n").at(-1)!);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rate = (ms: number) => Math.round(ROWS / (ms / 1000)).toLocaleString("en-US");
const mb = (bytes: number | null) => bytes === null ? "n/a" : `${(bytes / MB).toFixed(0)} MB`;

/** Runs the benchmark and returns a Markdown section. */
export async function bench(): Promise<string> {
  const work = await Deno.makeTempDir({ prefix: "import-bench-" });
  try {
    const file = `${work}/export.csv`;
    await Deno.writeTextFile(file, exportCsv(ROWS));
    const size = (await Deno.stat(file)).size;
    const parses: Run[] = [];
    const csvParses: Run[] = [];
    const imports: Run[] = [];
    const reimports: Run[] = [];
    let reimportWrote = false;
    for (let round = 0; round < ROUNDS; round++) {
      const dir = `${work}/round-${round}`;
      await Deno.mkdir(dir);
      await Deno.writeTextFile(`${dir}/reviews.json`, serializeReviewsFile({ id: "bench", name: "Bench Dental" }, []));
      parses.push(await run(["parse", file]));
      csvParses.push(await run(["csv-parse", file]));
      imports.push(await run(["import", dir, file]));
      const before = await Deno.stat(`${dir}/reviews.json`);
      const bytes = await Deno.readFile(`${dir}/reviews.json`);
      reimports.push(await run(["import", dir, file]));
      const after = await Deno.stat(`${dir}/reviews.json`);
      const same = (await Deno.readFile(`${dir}/reviews.json`)).every((byte, i) => byte === bytes[i]);
      if (after.mtime?.getTime() !== before.mtime?.getTime() || !same) reimportWrote = true;
      await Deno.remove(dir, { recursive: true });
    }
    const parseMs = median(parses.map((r) => r.ms));
    const importMs = median(imports.map((r) => r.ms));
    const reimportMs = median(reimports.map((r) => r.ms));
    const parseCpu = median(parses.map((r) => r.cpu_ms));
    const peak = (runs: Run[]) =>
      runs.every((r) => r.peak_rss_bytes === null) ? null : median(runs.map((r) => r.peak_rss_bytes ?? 0));
    const row = (what: string, runs: Run[]) => {
      const ms = median(runs.map((r) => r.ms));
      const cpu = median(runs.map((r) => r.cpu_ms));
      return `| ${what} | ${(ms / 1000).toFixed(2)} s | ${rate(ms)} | ${(parseMs / ms).toFixed(2)} | ` +
        `${(cpu / 1000).toFixed(2)} s | ${(parseCpu / cpu).toFixed(2)} | ${mb(peak(runs))} |`;
    };
    const importCpu = median(imports.map((r) => r.cpu_ms));
    return [
      "## Import",
      "",
      `\`main.ts import\` of ${ROWS.toLocaleString("en-US")} CSV rows (${
        (size / MB).toFixed(1)
      } MB, a review-platform ` +
      "layout with quoted multi-line texts, titles and replies) into an empty business, then the same file again; " +
      `beside a bare Papa Parse of the same file. Each run in its own process; medians of ${ROUNDS} alternating rounds.`,
      "",
      "| run | wall time | reviews/s | rate vs bare parse | CPU time | CPU rate vs bare parse | peak RSS |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
      row("bare parse (read + Papa Parse, baseline)", parses),
      row("bare parse with csv-parse 6 (`info: true`), for the choice of parser", csvParses),
      row("import into an empty business", imports),
      row("re-import of the same file", reimports),
      "",
      `Goal: import ≥ 0.5 × the bare parse rate: ${(parseMs / importMs).toFixed(2)} × by wall time, ` +
      `${(parseCpu / importCpu).toFixed(2)} × by CPU time (${parseMs / importMs >= 0.5 ? "met" : "missed"}). ` +
      `Re-import wrote reviews.json: ${
        reimportWrote ? "YES (goal missed)" : "no (byte-identical, mtime unchanged)"
      }; ` +
      `it took ${(reimportMs / 1000).toFixed(2)} s.`,
      "",
    ].join("\n");
  } finally {
    await Deno.remove(work, { recursive: true });
  }
}

if (import.meta.main) console.log(await bench());
