import assert from "node:assert/strict";
import Ajv2020 from "npm:ajv@8.20.0/dist/2020.js";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { loadDataDir } from "../../src/dataset/load.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { answerBytes, answerHead, answerHeadOfJson } from "../../src/mcp/answer_bytes.ts";
import { ok } from "../../src/mcp/context.ts";
import { StatelessDispatcher } from "../../src/mcp/dispatch.ts";
import { reviewToolJson } from "../../src/mcp/tools/review_bytes.ts";
import { review } from "../helpers/site.ts";

const BASE = "https://reviews.example.com";
const decoder = new TextDecoder();

/** Texts that JSON escapes, quotes, multi-byte UTF-8 at every alignment, and one text of about 400 KB. */
const HOSTILE_TEXTS = [
  'He said "fixed it" \\ then left \\\\ "',
  "Unicode: café, naïve, 日本語, Ελληνικά — and emoji 🔥👍🏽🧑‍🔧 at the end 🔥",
  "Separators \u2028 line and \u2029 paragraph, DEL \u007f, NBSP \u00a0.",
  "Control characters: nul \u0000, bell \u0007, tab \t, newline \n, return \r, unit separator \u001f.",
  "Lone surrogates \ud800 and \udfff between words, then a pair \ud83d\ude00.",
  "é".repeat(3) + '"'.repeat(5) + "\\".repeat(7) + "x",
  `Huge: ${'a "quoted" \\ wörd 🔥 \u2028 \u0001 '.repeat(12_000)}`,
];

/** A data directory of reviews with hostile texts, authors and replies, loaded the way the service loads one. */
async function hostileViews(): Promise<DatasetViews> {
  const reviews = HOSTILE_TEXTS.map((text, n) =>
    review(n + 1, {
      text,
      rating: 1 + (n % 5),
      author: n % 2 ? `Ann "the \\ critic" ${text.slice(0, 12)}` : `Customer ${n}`,
      owner_reply: n % 3 ? { text: `Thanks \u2028 "${text.slice(0, 40)}"`, date: "2025-12-01" } : null,
    })
  );
  reviews.push(review(40, { text: null }), review(41, { date: "2026-02-03", text: "Plain and quiet." }));
  const file = {
    business: { id: "hostile-co", name: 'Hostile "Co" \\ 🔥', url: "https://hostile.example.com" },
    reviews,
  };
  const dir = await Deno.makeTempDir({ prefix: "mcp-bytes-" });
  try {
    await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify(file, null, 2));
    const loaded = await loadDataDir(dir, ANALYSER_POLICY);
    if (!loaded.ok) throw new Error(loaded.problems.join("\n"));
    return new DatasetViews(loaded.value, BASE);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

function post(body: unknown): Request {
  return new Request(`${BASE}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-06-18",
    },
    body: JSON.stringify(body),
  });
}

/** The calls compared: every filter, hostile queries, ids in other case, and calls that fail or are not ours. */
function calls(views: DatasetViews): Array<{ name: string; arguments?: unknown; _meta?: unknown }> {
  const ids = views.version.published.reviews.columns.ids;
  return [
    { name: "search_reviews", arguments: {} },
    { name: "search_reviews" },
    { name: "search_reviews", arguments: { limit: 100 } },
    { name: "search_reviews", arguments: { query: '"fixed it"', limit: 5 } },
    { name: "search_reviews", arguments: { query: "🔥" } },
    { name: "search_reviews", arguments: { query: "\u2028" } },
    { name: "search_reviews", arguments: { query: "wörd" } },
    { name: "search_reviews", arguments: { min_rating: 2, since: "2025-01-01", until: "2025-12-31", limit: 3 } },
    { name: "search_reviews", arguments: { rating: 3 } },
    { name: "search_reviews", arguments: { since: "2030-01-01" } },
    { name: "search_reviews", arguments: { rating: 9 } },
    { name: "search_reviews", arguments: { since: "2025-06-01", until: "2025-01-01" } },
    { name: "search_reviews", arguments: { limit: 5, typo: 1 } },
    { name: "search_reviews", arguments: ["not", "an", "object"] },
    ...ids.map((id) => ({ name: "get_review", arguments: { id } })),
    { name: "get_review", arguments: { id: ` ${ids[2].toLowerCase()} ` } },
    { name: "get_review", arguments: { id: "01ZZZZZZZZZZZZZZZZZZZZZZZZ" } },
    { name: "get_review", arguments: {} },
    { name: "get_reviews_since", arguments: { date: "2025-01-01" } },
    { name: "get_reviews_since", arguments: { date: "2020-01-01", limit: 100 } },
    { name: "get_reviews_since", arguments: { date: "2025-02-30" } },
    { name: "get_business", arguments: {} },
    { name: "no_such_tool", arguments: {} },
    // A progress token changes nothing in the result.
    { name: "search_reviews", arguments: { rating: 2 }, _meta: { progressToken: "p-1" } },
    { name: "search_reviews", arguments: { rating: 2, limit: 3 }, _meta: { progressToken: 7 } },
  ];
}

Deno.test("tool results made from the reviews' bytes answer exactly as the server does, on hostile texts", async () => {
  const views = await hostileViews();
  // The tools' handlers read the views too: a call made from bytes reads them once, in the dispatcher.
  let reads = 0;
  const fromBytes = new StatelessDispatcher({ views: () => (reads++, views), baseUrl: () => BASE });
  const viaServer = new StatelessDispatcher({ views: () => views, baseUrl: () => BASE }, { fromBytes: false });
  let made = 0;
  for (const [i, params] of calls(views).entries()) {
    const body = { jsonrpc: "2.0", id: i, method: "tools/call", params };
    const readsBefore = reads;
    const [fast, slow] = await Promise.all(
      [fromBytes, viaServer].map(async (dispatcher) => {
        const response = await dispatcher.handle(post(body), body, "session");
        assert.equal(response?.status, 200);
        return await response!.text();
      }),
    );
    assert.equal(fast, slow, JSON.stringify(params));
    const answer = JSON.parse(slow);
    const args = (params.arguments ?? {}) as Record<string, unknown>;
    const json = Array.isArray(args) ? undefined : reviewToolJson(views, params.name, args);
    if (json) {
      made++;
      assert.equal(reads - readsBefore, 1, `${params.name} went to the server`);
      // Made from bytes only where the server succeeds, and then its structured content exactly.
      assert.equal(answer.result.isError, undefined);
      assert.equal(decoder.decode(json), JSON.stringify(answer.result.structuredContent));
    } else if (params.name !== "get_business") {
      assert.ok(answer.error || answer.result.isError, slow.slice(0, 200));
    }
  }
  assert.ok(made >= 18, `${made} results made from bytes`);
  // A task request, and a progress token the SDK refuses (its transport answers that one): not made from bytes.
  const others = [
    { name: "search_reviews", arguments: { rating: 4 }, task: { ttl: 60_000 } },
    { name: "search_reviews", arguments: { rating: 4 }, _meta: { progressToken: 1.5 } },
  ];
  for (const [i, params] of others.entries()) {
    const body = { jsonrpc: "2.0", id: `other-${i}`, method: "tools/call", params };
    const [fast, slow] = await Promise.all(
      [fromBytes, viaServer].map(async (dispatcher) => await (await dispatcher.handle(post(body), body, "s"))?.text()),
    );
    assert.equal(fast, slow);
    assert.ok(fast === undefined || JSON.parse(fast).error, String(fast));
  }
});

Deno.test("results made from bytes hold the output schemas tools/list declares", async () => {
  const views = await hostileViews();
  const dispatcher = new StatelessDispatcher({ views: () => views, baseUrl: () => BASE });
  const list = { jsonrpc: "2.0", id: 1, method: "tools/list" };
  const { result } = await (await dispatcher.handle(post(list), list, "session"))!.json();
  const ajv = new (Ajv2020 as unknown as typeof Ajv2020.default)({ strict: false, allErrors: true });
  const schemas = new Map<string, Record<string, unknown>>(
    result.tools.map((tool: { name: string; outputSchema: Record<string, unknown> }) => [tool.name, tool.outputSchema]),
  );
  let checked = 0;
  for (const [i, params] of calls(views).entries()) {
    const args = params.arguments;
    if (Array.isArray(args) || !reviewToolJson(views, params.name, (args ?? {}) as Record<string, unknown>)) continue;
    const body = { jsonrpc: "2.0", id: i, method: "tools/call", params };
    const answer = await (await dispatcher.handle(post(body), body, "session"))!.json();
    const validate = ajv.compile(schemas.get(params.name)!);
    assert.ok(validate(answer.result.structuredContent), `${params.name}: ${JSON.stringify(validate.errors)}`);
    assert.equal(answer.result.content[0].text, JSON.stringify(answer.result.structuredContent));
    checked++;
  }
  assert.ok(checked >= 18);
  // A drift is caught: a review missing a declared field fails the same schema.
  const validate = ajv.compile(schemas.get("get_review")!);
  const { review: one } = JSON.parse(
    decoder.decode(reviewToolJson(views, "get_review", { id: "01HZZZZZZZZZZZZZZZZZZZZZ01" })!),
  );
  delete one.verified;
  assert.equal(validate({ review: one }), false);
});

Deno.test("quoting in words of four bytes equals JSON.stringify at every length and alignment", () => {
  const alphabet = ['"', "\\", "a", "é", "日", "🔥", "\u2028", "\u0000", "\n", "\u001f", " ", "\u007f", "\ud800", "x"];
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  for (let round = 0; round < 400; round++) {
    const length = Math.floor(next() * 40);
    const text = Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
    const result = ok({ text, n: round });
    const expected = JSON.stringify({ result, jsonrpc: "2.0", id: round });
    assert.equal(decoder.decode(answerBytes(answerHead(result), String(round))), expected);
    // Straight from bytes that are JSON.stringify output: the same head; raw control characters are refused.
    const json = new TextEncoder().encode(JSON.stringify({ text, n: round }));
    assert.deepEqual(answerHeadOfJson(json), answerHead(result));
    const raw = new TextEncoder().encode(`{"text":"${text}"}`);
    assert.equal(answerHeadOfJson(raw) === null, [...text].some((char) => char < " "));
  }
  // Larger than the reused quoting buffer, then small again: each answer has its own bytes.
  for (const text of ['"\\ é 🔥 '.repeat(200_000), 'small "one"']) {
    const result = ok({ text });
    assert.equal(
      decoder.decode(answerBytes(answerHead(result), "1")),
      JSON.stringify({ result, jsonrpc: "2.0", id: 1 }),
    );
  }
});
