import { MCP_ACCEPT, rawInitialize } from "../helpers/mcp.ts";
import { startServer } from "../helpers/server.ts";
import { fmt } from "./wrk.ts";

const ACCEPT = MCP_ACCEPT;
const VERSION = "2025-06-18";

/** The same filter sets for both sides, cycled so neither side answers one query over and over. */
const FILTERS: Array<Record<string, string | number>> = [
  { rating: 5, limit: 20 },
  { min_rating: 3, query: "water heater", limit: 20 },
  { since: "2025-01-01", until: "2025-12-31", limit: 50 },
  { query: "late", limit: 20 },
  { rating: 1, limit: 100 },
  { since: "2026-06-01" },
];

const ROUNDS = 5;
const ROUND_SECONDS = 1;

/** Calls per second of `once`, with `concurrency` loops running for `seconds`. */
async function throughput(once: (i: number) => Promise<void>, seconds = 3, concurrency = 16): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let count = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async (_, worker) => {
    // Loops take interleaved values of i, so no two calls of one run share an i (nor, when unique, their filters).
    let i = worker;
    while (performance.now() < end) {
      await once(i);
      i += concurrency;
      count++;
    }
  }));
  return count / ((performance.now() - started) / 1000);
}

/**
 * Medians of `ROUNDS` short runs of each side, alternating REST and MCP: on a shared machine a busy second then
 * lands on both sides instead of on whichever ran during it. Each round starts at a new range of `i` (100,000 apart,
 * far more calls than a round makes).
 */
async function alternating(
  rest: (i: number) => Promise<void>,
  mcp: (i: number) => Promise<void>,
): Promise<[number, number]> {
  const restRates: number[] = [];
  const mcpRates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const from = round * 100_000;
    restRates.push(await throughput((i) => rest(from + i), ROUND_SECONDS));
    mcpRates.push(await throughput((i) => mcp(from + i), ROUND_SECONDS));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return [median(restRates), median(mcpRates)];
}

async function initialize(url: string): Promise<string> {
  const { status, sessionId } = await rawInitialize(url, VERSION, "bench");
  if (status !== 200) throw new Error(`initialize answered ${status}`);
  return sessionId!;
}

/**
 * `tools/call search_reviews` over HTTP against `GET /api/reviews/search` with the same filters, on one server in
 * the same run; and the cost of `initialize` (a fresh server, a KV write). Goal: MCP costs at most 2× REST.
 */
export async function bench(): Promise<string> {
  const server = await startServer();
  try {
    const { url } = server;
    const session = await initialize(url);
    const headers = {
      "content-type": "application/json",
      accept: ACCEPT,
      "mcp-session-id": session,
      "mcp-protocol-version": VERSION,
    };
    /** Filters never asked before: a distinct far-future `until` changes no result but defeats every cache. */
    let unique = false;
    const filters = (i: number): Record<string, string | number> => {
      const base = FILTERS[i % FILTERS.length];
      if (!unique || base.until) return base;
      return { ...base, until: new Date(Date.UTC(2100, 0, 1) + i * 86_400_000).toISOString().slice(0, 10) };
    };
    const rest = async (i: number) => {
      const query = new URLSearchParams(Object.entries(filters(i)).map(([k, v]) => [k, String(v)]));
      const response = await fetch(`${url}/api/reviews/search?${query}`);
      await response.text();
      if (response.status !== 200) throw new Error(`search answered ${response.status}`);
    };
    const mcp = async (i: number) => {
      const response = await fetch(`${url}/mcp`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: i,
          method: "tools/call",
          params: { name: "search_reviews", arguments: filters(i) },
        }),
      });
      const text = await response.text();
      if (response.status !== 200 || text.includes('"isError":true')) throw new Error(`tools/call failed: ${text}`);
    };
    // Warm both paths (JIT, caches) before measuring.
    for (let i = 0; i < 60; i++) await Promise.all([rest(i), mcp(i)]);
    const [restRate, mcpRate] = await alternating(rest, mcp);
    unique = true;
    // Each side gets its own ranges of never-seen filters (a fresh range per round, see `alternating`).
    const [restUniqueRate, mcpUniqueRate] = await alternating(rest, (i) => mcp(i + 50_000));
    const uniqueRatio = restUniqueRate / mcpUniqueRate;

    const rounds = 200;
    let started = performance.now();
    for (let i = 0; i < rounds; i++) await initialize(url);
    const initMs = (performance.now() - started) / rounds;
    started = performance.now();
    for (let i = 0; i < rounds; i++) await rest(i);
    const restMs = (performance.now() - started) / rounds;

    const ratio = restRate / mcpRate;
    return [
      "## MCP (streamable HTTP) vs REST search",
      "",
      `Same server, same run, same six filter sets cycled; 16 concurrent in-process fetch loops; ${ROUNDS} rounds of ${ROUND_SECONDS} s`,
      "per side, alternating REST and MCP, medians (one long run per side let a busy moment land on one side only).",
      "Goal: `tools/call search_reviews` costs at most 2× `GET /api/reviews/search`. Both keep recent results",
      "(REST as response bytes, MCP as tool results per dataset version, tool and arguments). Requests of a live",
      "session go to one shared MCP server. The unique rows give 5 of the 6 filter sets a never-seen far-future",
      "`until` (the sixth already has one), so no cache helps them.",
      "",
      "| measure | value |",
      "|---|---:|",
      `| REST GET /api/reviews/search, calls/s | ${fmt(restRate)} |`,
      `| MCP tools/call search_reviews, calls/s | ${fmt(mcpRate)} |`,
      `| cost ratio MCP / REST | ${fmt(ratio, 2)}× ${ratio <= 2 ? "(goal met)" : "(goal missed)"} |`,
      `| REST, unique filters (no cache), calls/s | ${fmt(restUniqueRate)} |`,
      `| MCP, unique filters (no cache), calls/s | ${fmt(mcpUniqueRate)} |`,
      `| cost ratio MCP / REST, unique | ${fmt(uniqueRatio, 2)}× ${
        uniqueRatio <= 2 ? "(goal met)" : "(goal missed)"
      } |`,
      `| initialize (sequential, incl. KV session write), ms each | ${fmt(initMs, 2)} |`,
      `| REST search (sequential, baseline), ms each | ${fmt(restMs, 2)} |`,
      "",
    ].join("\n");
  } finally {
    await server.stop();
  }
}

if (import.meta.main) console.log(await bench());
