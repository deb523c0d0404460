import { fmt } from "./wrk.ts";

interface WorkerResult {
  count: number;
  published: number;
  bytes: number;
  rssDelta: number;
  filterOnly: { p50: number; p99: number };
  textQuery: { p50: number; p99: number };
  baselineScanMs: number;
}

/** Search latency and memory over generated datasets of 10k and 100k reviews, each in its own process. */
export async function bench(): Promise<string> {
  const rows = [
    "| reviews | filter-only p50 / p99 ms | text p50 / p99 ms | plain scan ms (baseline) | dataset MiB | held MiB (heap + external) | memory ratio |",
    "|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const count of [10_000, 100_000]) {
    const out = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        "--v8-flags=--expose-gc",
        new URL("./search_worker.ts", import.meta.url).pathname,
        String(count),
      ],
      stdout: "piped",
      stderr: "inherit",
    }).output();
    if (!out.success) throw new Error(`search worker failed for ${count}`);
    const r = JSON.parse(new TextDecoder().decode(out.stdout)) as WorkerResult;
    const mib = (n: number) => fmt(n / 1048576, 1);
    rows.push(
      `| ${fmt(r.count)} | ${fmt(r.filterOnly.p50, 3)} / ${fmt(r.filterOnly.p99, 3)} | ${fmt(r.textQuery.p50, 3)} / ${
        fmt(r.textQuery.p99, 3)
      } | ${fmt(r.baselineScanMs, 3)} | ${mib(r.bytes)} | ${mib(r.rssDelta)} | ${fmt(r.rssDelta / r.bytes, 2)} |`,
    );
  }
  return [
    "## Search (in-process, generated data)",
    "",
    "Goal at 100k: p99 ≤ 2 ms filter-only, ≤ 10 ms with a text query, resident memory ≤ 3× the dataset's bytes.",
    "The baseline is one plain loop over every published review in the same process.",
    "",
    ...rows,
    "",
  ].join("\n");
}
