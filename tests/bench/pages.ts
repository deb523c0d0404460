/**
 * Pages: Lighthouse scores of `/`, `/reviews` and a review page (real Chromium, Lighthouse's default mobile run
 * with simulated throttling), `/` served by the service beside a bare `Deno.serve` of the same bytes and headers,
 * and the compressed size of `/`.
 */
import lighthouse from "npm:lighthouse@13.5.0";
import { hasChromium, launchBrowser } from "../helpers/browser.ts";
import { rawGet } from "../helpers/raw_http.ts";
import { startServer } from "../helpers/server.ts";
import { ensureWrk, fmt, wrkRps } from "./wrk.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const HTML = { accept: "text/html", "accept-encoding": "br" };
const ROUNDS = 5;
const SECONDS = 3;

/** Lighthouse runs per page; the table shows each category's median, as Lighthouse's docs advise on noisy hosts. */
const LIGHTHOUSE_RUNS = 3;

async function lighthouseRows(url: string, paths: string[]): Promise<string[]> {
  const tmp = await Deno.makeTempDir({ prefix: "bench-lighthouse-" });
  const browser = await launchBrowser(`${tmp}/profile`);
  try {
    const port = Number(new URL(browser.wsEndpoint()).port);
    const flags = { port, output: "json" as const, logLevel: "error" as const, onlyCategories: [...CATEGORIES] };
    const rows: string[] = [];
    // One discarded run first: a cold browser's first page load is slower than any that follow.
    await lighthouse(`${url}/`, { ...flags, onlyCategories: ["performance"] });
    for (const path of paths) {
      const runs: number[][] = [];
      const failing = new Set<string>();
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const { lhr } = (await lighthouse(`${url}${path}`, flags))!;
        runs.push(CATEGORIES.map((c) => lhr.categories[c].score ?? 0));
        for (const audit of Object.values(lhr.audits)) {
          if (audit.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1) failing.add(audit.id);
        }
      }
      const medians = CATEGORIES.map((_, i) => runs.map((r) => r[i]).sort((x, y) => x - y)[runs.length >> 1]);
      const performance = runs.map((r) => r[0].toFixed(2)).join(", ");
      rows.push(
        `| ${path.length > 40 ? `${path.slice(0, 37)}…` : path} | ${medians.map((m) => m.toFixed(2)).join(" | ")} | ` +
          `${medians.every((m) => m >= 0.95) ? "yes" : "no"} | ${performance} | ${[...failing].join(", ") || "–"} |`,
      );
    }
    return rows;
  } finally {
    await browser.close();
    await Deno.remove(tmp, { recursive: true });
  }
}

export async function bench(): Promise<string> {
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  const tmp = await Deno.makeTempDir({ prefix: "bench-pages-" });
  let bare: Deno.ChildProcess | null = null;
  const out = ["## Pages", ""];
  try {
    const data = await (await fetch(`${server.url}/reviews.json`)).json();
    const reviewPath = `/reviews/${data.reviews.find((r: { owner_reply: unknown }) => r.owner_reply).id}`;

    const home = await rawGet(`${server.url}/`, HTML);
    const gzip = await rawGet(`${server.url}/`, { ...HTML, "accept-encoding": "gzip" });
    const plain = await rawGet(`${server.url}/`, { accept: "text/html" });
    out.push(
      `\`/\` is ${fmt(plain.body.length / 1024, 1)} KiB uncompressed, ${fmt(home.body.length / 1024, 1)} KiB br, ` +
        `${fmt(gzip.body.length / 1024, 1)} KiB gzip. Goal: under 60 KB compressed (${
          home.body.length < 60_000 && gzip.body.length < 60_000 ? "met" : "missed"
        }).`,
      "",
    );

    // Lighthouse runs after the speed test: Chromium's leftovers would otherwise compete with wrk for the CPU.
    const lighthouseSection = async () => {
      if (hasChromium()) {
        out.push(
          `Lighthouse 13 (default mobile run, simulated throttling), Debian Chromium, median of ${LIGHTHOUSE_RUNS} runs ` +
            "per page. Goal: each score ≥ 0.95.",
          "",
          "| page | performance | accessibility | best practices | SEO | all ≥ 0.95 | performance per run | binary audits failing |",
          "|---|---:|---:|---:|---:|---|---|---|",
          ...await lighthouseRows(server.url, ["/", "/reviews", reviewPath]),
          "",
        );
      } else {
        out.push("Lighthouse skipped: no Chromium (apt-get install -y chromium).", "");
      }
    };

    const wrk = await ensureWrk();
    if (!wrk) {
      out.push("Serving speed skipped: `wrk` is not installed.", "");
      await lighthouseSection();
      return out.join("\n");
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(home.headers)) {
      if (!["date", "content-length", "connection", "keep-alive", "transfer-encoding"].includes(k)) headers[k] = v;
    }
    await Deno.writeFile(`${tmp}/home`, home.body);
    const notModified: Record<string, string> = { etag: headers.etag };
    await Deno.writeTextFile(
      `${tmp}/spec.json`,
      JSON.stringify({ "/": { file: `${tmp}/home`, headers, notModifiedHeaders: notModified } }),
    );
    bare = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", new URL("./bare_server.ts", import.meta.url).pathname, `${tmp}/spec.json`],
      stdout: "piped",
      stderr: "inherit",
    }).spawn();
    const reader = bare.stdout.pipeThrough(new TextDecoderStream()).getReader();
    const barePort = Number((await reader.read()).value!.trim());
    reader.releaseLock();
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    await wrkRps(wrk, `${server.url}/`, HTML, 2); // warm-up
    const service: number[] = [];
    const baseline: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      service.push(await wrkRps(wrk, `${server.url}/`, HTML, SECONDS));
      baseline.push(await wrkRps(wrk, `http://127.0.0.1:${barePort}/`, HTML, SECONDS));
    }
    const [s, b] = [median(service), median(baseline)];
    out.push(
      `GET / as a browser asks for it (Accept: text/html, br), wrk -t2 -c32, ${ROUNDS} alternating ${SECONDS} s runs, ` +
        "medians. Goal: ratio ≥ 0.9.",
      "",
      "| case | service req/s | bare Deno.serve req/s | ratio |",
      "|---|---:|---:|---:|",
      `| GET / (HTML, br) | ${fmt(s)} | ${fmt(b)} | ${fmt(s / b, 2)} |`,
      "",
    );
    await lighthouseSection();
    return out.join("\n");
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
