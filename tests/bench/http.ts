import { startServer } from "../helpers/server.ts";
import { ensureWrk, fmt, wrkRps } from "./wrk.ts";

const SEARCH = "/api/reviews/search?min_rating=4&query=furnace&limit=20";
const ROUNDS = 5;
const SECONDS = 3;

/**
 * `/reviews.json` 200 and 304 and one typical search through the real service, each beside a bare `Deno.serve`
 * answering with the same bytes in the same run. Both servers run as child processes; wrk loads them in turn.
 */
export async function bench(): Promise<string> {
  const wrk = await ensureWrk();
  if (!wrk) return "## HTTP\n\nSkipped: `wrk` is not installed and could not be installed (apt-get install wrk).\n";
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  const tmp = await Deno.makeTempDir({ prefix: "bench-http-" });
  let bare: Deno.ChildProcess | null = null;
  try {
    const spec: Record<
      string,
      { file: string; headers: Record<string, string>; notModifiedHeaders: Record<string, string> }
    > = {};
    const etags: Record<string, string> = {};
    for (const [name, path] of [["reviews", "/reviews.json"], ["search", SEARCH]]) {
      const response = await fetch(`${server.url}${path}`);
      const body = new Uint8Array(await response.arrayBuffer());
      await Deno.writeFile(`${tmp}/${name}`, body);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        if (!["date", "content-length", "vary"].includes(key)) headers[key] = value;
      });
      etags[path] = headers.etag;
      // The baseline's 304 repeats the same headers ours does, so both send the same bytes.
      const notModified = await fetch(`${server.url}${path}`, { headers: { "if-none-match": headers.etag } });
      await notModified.body?.cancel();
      const notModifiedHeaders: Record<string, string> = {};
      notModified.headers.forEach((value, key) => {
        if (!["date", "content-length"].includes(key)) notModifiedHeaders[key] = value;
      });
      spec[path] = { file: `${tmp}/${name}`, headers, notModifiedHeaders };
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
    const bareUrl = `http://127.0.0.1:${barePort}`;

    const cases: Array<[string, string, Record<string, string>]> = [
      ["GET /reviews.json 200", "/reviews.json", {}],
      ["GET /reviews.json 304", "/reviews.json", { "if-none-match": etags["/reviews.json"] }],
      ["GET search (min_rating=4, query=furnace)", SEARCH, {}],
    ];
    const rows = ["| case | service req/s | bare Deno.serve req/s | ratio |", "|---|---:|---:|---:|"];
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    for (const [label, path, headers] of cases) {
      await wrkRps(wrk, `${server.url}${path}`, headers, 2); // warm-up
      // Alternate the two servers and keep each one's median: on a 2-core machine single runs swing by 2x.
      const service: number[] = [];
      const baseline: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        service.push(await wrkRps(wrk, `${server.url}${path}`, headers, SECONDS));
        baseline.push(await wrkRps(wrk, `${bareUrl}${path}`, headers, SECONDS));
      }
      const [s, b] = [median(service), median(baseline)];
      rows.push(`| ${label} | ${fmt(s)} | ${fmt(b)} | ${fmt(s / b, 2)} |`);
    }
    const size = (await Deno.stat(`${tmp}/reviews`)).size;
    return [
      `## HTTP (wrk -t2 -c32, ${ROUNDS} alternating ${SECONDS} s runs per server, medians; both servers on this machine)`,
      "",
      `/reviews.json is ${fmt(size / 1024)} KiB uncompressed. Goal: ratio ≥ 0.9 for 200 and 304.`,
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
