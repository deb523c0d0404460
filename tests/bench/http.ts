import { startServer } from "../helpers/server.ts";
import { cpuSeconds, ensureWrk, fmt, wrkRun } from "./wrk.ts";

const SEARCH = "/api/reviews/search?min_rating=4&query=furnace&limit=20";
const SINCE = "/api/reviews/since/2026-10-01";
const ROUNDS = 7;
const SECONDS = 2;

/** The read paths compared, each with the request headers wrk sends; the first three carry the goal. */
const CASES: Array<{ key: string; label: string; path: string; notModified?: boolean }> = [
  { key: "reviews", label: "GET /reviews.json 200", path: "/reviews.json" },
  { key: "reviews304", label: "GET /reviews.json 304", path: "/reviews.json", notModified: true },
  { key: "search", label: "GET search (min_rating=4, query=furnace), cached", path: SEARCH },
  { key: "insights", label: "GET /insights.json 200", path: "/insights.json" },
  { key: "feed", label: "GET /api/feed.json 200", path: "/api/feed.json" },
  { key: "atom", label: "GET /feed.xml 200", path: "/feed.xml" },
  { key: "since", label: "GET /api/reviews/since/2026-10-01 200, cached", path: SINCE },
];

/** One side of a case: its wrk runs and the CPU time its server process used per request in each. */
interface Side {
  rps: number[];
  cpuMicros: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The read paths through the real service, each beside a bare `Deno.serve` answering with the same bytes and
 * headers in the same run. Both servers run as child processes and are warmed up alike; wrk loads them in turn,
 * the order swapped every round (so a drift in the machine's load falls on both), and each run's CPU time per
 * request of the loaded server is read from /proc: on a shared machine requests per second swing by 2x from run
 * to run, while CPU per request is the servers' own work. `BENCH_HTTP_CASES=reviews,search` runs only those cases.
 */
export async function bench(): Promise<string> {
  const wrk = await ensureWrk();
  if (!wrk) return "## HTTP\n\nSkipped: `wrk` is not installed and could not be installed (apt-get install wrk).\n";
  const only = Deno.env.get("BENCH_HTTP_CASES")?.split(",");
  const cases = CASES.filter((c) => !only || only.includes(c.key));
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  const tmp = await Deno.makeTempDir({ prefix: "bench-http-" });
  let bare: Deno.ChildProcess | null = null;
  try {
    const spec: Record<
      string,
      { file: string; headers: Record<string, string>; notModifiedHeaders: Record<string, string> }
    > = {};
    const etags: Record<string, string> = {};
    for (const [index, path] of [...new Set(cases.map((c) => c.path))].entries()) {
      // As wrk asks (identity): `fetch` would otherwise ask for gzip and decode it, and the baseline would send the
      // identity bytes under the gzip form's headers.
      const response = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "identity" } });
      const body = new Uint8Array(await response.arrayBuffer());
      await Deno.writeFile(`${tmp}/${index}`, body);
      // Every header but the two the server writes itself: the baseline sends the same bytes ours does.
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        if (!["date", "content-length"].includes(key)) headers[key] = value;
      });
      etags[path] = headers.etag;
      const notModified = await fetch(`${server.url}${path}`, {
        headers: { "if-none-match": headers.etag, "accept-encoding": "identity" },
      });
      await notModified.body?.cancel();
      const notModifiedHeaders: Record<string, string> = {};
      notModified.headers.forEach((value, key) => {
        if (!["date", "content-length"].includes(key)) notModifiedHeaders[key] = value;
      });
      spec[path] = { file: `${tmp}/${index}`, headers, notModifiedHeaders };
    }
    await Deno.writeTextFile(`${tmp}/spec.json`, JSON.stringify(spec));
    bare = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", new URL("./bare_server.ts", import.meta.url).pathname, `${tmp}/spec.json`],
      stdout: "piped",
      stderr: "inherit",
    }).spawn();
    const reader = bare.stdout.pipeThrough(new TextDecoderStream()).getReader();
    const barePort = Number((await reader.read()).value!.trim());
    reader.releaseLock();
    const servers = [
      { url: server.url, pid: server.process.pid },
      { url: `http://127.0.0.1:${barePort}`, pid: bare.pid },
    ];

    const rows = [
      "| case | service req/s | bare req/s | ratio | per-round ratios | service CPU µs/req | bare CPU µs/req | CPU ratio |",
      "|---|---:|---:|---:|---|---:|---:|---:|",
    ];
    for (const { label, path, notModified } of cases) {
      const headers: Record<string, string> = notModified ? { "if-none-match": etags[path] } : {};
      const sides: Side[] = [{ rps: [], cpuMicros: [] }, { rps: [], cpuMicros: [] }];
      for (const { url } of servers) await wrkRun(wrk, `${url}${path}`, headers, 1); // warm-up, both alike
      for (let round = 0; round < ROUNDS; round++) {
        for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const { url, pid } = servers[index];
          const before = await cpuSeconds(pid);
          const run = await wrkRun(wrk, `${url}${path}`, headers, SECONDS);
          const after = await cpuSeconds(pid);
          sides[index].rps.push(run.rps);
          if (before !== null && after !== null) sides[index].cpuMicros.push((after - before) * 1e6 / run.requests);
        }
      }
      const [service, baseline] = sides;
      // Each round's two runs are next to each other and share the machine's load, so the ratio is taken per round
      // and its median reported; the medians of each server's own runs can come from rounds far apart.
      const paired = service.rps.map((rps, i) => rps / baseline.rps[i]).sort((x, y) => x - y);
      const cpu = service.cpuMicros.length === ROUNDS && baseline.cpuMicros.length === ROUNDS
        ? [
          median(service.cpuMicros),
          median(baseline.cpuMicros),
          median(service.cpuMicros.map((c, i) => c / baseline.cpuMicros[i])),
        ]
        : null;
      rows.push(
        `| ${label} | ${fmt(median(service.rps))} | ${fmt(median(baseline.rps))} | ${fmt(median(paired), 2)} | ` +
          `${paired.map((r) => fmt(r, 2)).join(", ")} | ` +
          (cpu ? `${fmt(cpu[0], 1)} | ${fmt(cpu[1], 1)} | ${fmt(cpu[2], 2)} |` : "n/a | n/a | n/a |"),
      );
    }
    const reviews = spec["/reviews.json"];
    const size = reviews
      ? `/reviews.json is ${fmt((await Deno.stat(reviews.file)).size / 1024)} KiB uncompressed; `
      : "";
    return [
      `## HTTP (wrk -t2 -c32, ${ROUNDS} rounds of one ${SECONDS} s run per server, order swapped each round; medians)`,
      "",
      `${size}wrk sends no Accept-Encoding, so every body is identity. ` +
      "The bare `Deno.serve` answers each path with the service's bytes and headers. Ratio: the median of the " +
      "rounds' service req/s ÷ bare (each round's two runs are next to each other), all of them listed. CPU ratio: " +
      "the median of the rounds' service CPU time per request ÷ the bare server's (lower is better), which other " +
      "processes on the machine move much less than req/s. " +
      "Goal: ratio ≥ 0.9 for the read paths.",
      "",
      ...rows,
      "",
    ].join("\n");
  } finally {
    if (bare) {
      bare.kill("SIGTERM");
      await bare.status;
      await bare.stdout.cancel().catch(() => {});
    }
    await server.stop();
    await Deno.remove(tmp, { recursive: true });
  }
}
