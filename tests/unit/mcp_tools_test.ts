import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { createMcpServer } from "../../src/mcp/server.ts";
import { parseSearchParams } from "../../src/search/params.ts";
import { search } from "../../src/search/search.ts";
import { smallFixture } from "../helpers/fixture.ts";

const BASE = "http://reviews.test";
const views = new DatasetViews(buildVersion(smallFixture(), undefined, ANALYSER_POLICY), BASE);
const { insights, published } = views.version;

async function connect() {
  const server = createMcpServer({ views: () => views, baseUrl: () => BASE });
  const client = new Client({ name: "unit", version: "1.0.0" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return { client, close: async () => (await client.close(), await server.close()) };
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  await client.callTool({ name, arguments: args }) as CallToolResult;

/** A success: structuredContent present and its text copy identical. */
function structured(result: CallToolResult): Record<string, unknown> {
  assert.ok(!result.isError, JSON.stringify(result.content));
  assert.ok(result.structuredContent);
  const text = result.content[0];
  assert.equal(text.type, "text");
  assert.deepEqual(JSON.parse((text as { text: string }).text), result.structuredContent);
  return result.structuredContent as Record<string, unknown>;
}

function errorText(result: CallToolResult): string {
  assert.equal(result.isError, true);
  return (result.content[0] as { text: string }).text;
}

Deno.test("mcp tools (in memory, small fixture)", async (t) => {
  const { client, close } = await connect();
  try {
    await t.step("tools/list: twelve read-only tools with input and output schemas", async () => {
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((tool) => tool.name).sort(), [
        "get_aspect_sentiment",
        "get_business",
        "get_faq",
        "get_review",
        "get_reviews_since",
        "get_service",
        "get_service_area",
        "get_summary",
        "get_technician",
        "get_trends",
        "list_entities",
        "search_reviews",
      ]);
      for (const tool of tools) {
        assert.equal(tool.annotations?.readOnlyHint, true, tool.name);
        assert.ok(tool.description && tool.description.length > 20, tool.name);
        assert.equal(tool.inputSchema.type, "object");
        assert.equal(tool.outputSchema?.type, "object", tool.name);
      }
      // decisions.md §7: portable schemas, so every client accepts them.
      const walk = (node: unknown, where: string): void => {
        if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}[${i}]`));
        if (node === null || typeof node !== "object") return;
        const record = node as Record<string, unknown>;
        assert.ok(!Array.isArray(record.type), `type array at ${where}`);
        assert.ok(!("$schema" in record) && !("$ref" in record), `$schema/$ref at ${where}`);
        for (const [key, value] of Object.entries(record)) walk(value, `${where}.${key}`);
      };
      for (const tool of tools) walk([tool.inputSchema, tool.outputSchema], tool.name);
      const summary = tools.find((tool) => tool.name === "get_summary")!;
      assert.deepEqual(
        (summary.outputSchema?.properties as Record<string, unknown>).pull_quote,
        {
          anyOf: [{
            type: "object",
            properties: { text: { type: "string" }, review_id: { type: "string" } },
            required: ["text", "review_id"],
            additionalProperties: false,
          }, { type: "null" }],
        },
      );
      const searchTool = tools.find((tool) => tool.name === "search_reviews")!;
      assert.deepEqual(Object.keys(searchTool.inputSchema.properties ?? {}).sort(), [
        "limit",
        "mentions_service",
        "mentions_technician",
        "min_rating",
        "query",
        "rating",
        "since",
        "until",
      ]);
    });

    await t.step("get_business and get_summary", async () => {
      const business = structured(await call(client, "get_business"));
      assert.deepEqual(business, { business: published.business, aggregate_rating: published.aggregate });
      const summary = structured(await call(client, "get_summary"));
      assert.equal(summary.summary, insights.summary);
      assert.deepEqual(summary.pull_quote, insights.pull_quote);
      assert.deepEqual(summary.aggregate_rating, published.aggregate);
    });

    await t.step("search_reviews equals the HTTP search for the same filters", async () => {
      const cases: Record<string, string>[] = [
        {},
        { rating: "5" },
        { min_rating: "3", limit: "2" },
        { query: "the" },
        { mentions_technician: "marcus" },
        { mentions_service: "ac-repair", since: "2024-01-01" },
      ];
      for (const filters of cases) {
        const parsed = parseSearchParams(new URLSearchParams(filters));
        assert.ok(parsed.ok);
        const args = Object.fromEntries(
          Object.entries(filters).map(([k, v]) => [k, ["rating", "min_rating", "limit"].includes(k) ? Number(v) : v]),
        );
        const result = structured(await call(client, "search_reviews", args));
        assert.deepEqual(result, JSON.parse(JSON.stringify(search(views.searchIndex, parsed.value))));
      }
    });

    await t.step("search_reviews refuses what the HTTP search refuses, naming the argument", async () => {
      assert.match(errorText(await call(client, "search_reviews", { rating: 6 })), /rating/);
      assert.match(errorText(await call(client, "search_reviews", { limit: 0 })), /limit/);
      assert.match(errorText(await call(client, "search_reviews", { since: "2025-02-30" })), /since/);
      assert.match(
        errorText(await call(client, "search_reviews", { since: "2025-05-01", until: "2025-01-01" })),
        /since/,
      );
      assert.match(errorText(await call(client, "search_reviews", { "min-rating": 3 })), /min-rating/);
      assert.match(errorText(await call(client, "search_reviews", { rating: "five" })), /rating/);
    });

    await t.step("get_review and get_reviews_since", async () => {
      const first = published.reviews.at(0);
      assert.deepEqual(structured(await call(client, "get_review", { id: first.id })), { review: first });
      assert.match(errorText(await call(client, "get_review", { id: "01ZZZZZZZZZZZZZZZZZZZZZZZZ" })), /No review/);
      assert.match(errorText(await call(client, "get_review", {})), /id/);
      const date = published.reviews.at(3).date;
      const since = structured(await call(client, "get_reviews_since", { date, limit: 100 }));
      assert.equal(since.since, date);
      assert.deepEqual(
        (since.reviews as { id: string }[]).map((r) => r.id),
        [...published.reviews].filter((r) => r.date >= date).map((r) => r.id),
      );
      assert.match(errorText(await call(client, "get_reviews_since", { date: "yesterday" })), /date/);
      assert.match(errorText(await call(client, "get_reviews_since", { date, limit: 101 })), /limit/);
    });

    await t.step("get_aspect_sentiment by id and label; unknown lists the valid ones", async () => {
      const aspect = insights.aspects[0];
      const byId = structured(await call(client, "get_aspect_sentiment", { aspect: aspect.id }));
      // decisions.md §7: the AspectInsight's own fields at the top level, plus example_reviews.
      const { example_reviews, ...fields } = byId;
      assert.deepEqual(fields, aspect);
      const examples = example_reviews as { id: string }[];
      assert.ok(examples.length > 0 && examples.length <= 5);
      for (const review of examples) assert.ok(aspect.example_review_ids.includes(review.id));
      const byLabel = structured(await call(client, "get_aspect_sentiment", { aspect: aspect.label.toUpperCase() }));
      assert.deepEqual(byLabel, byId);
      const message = errorText(await call(client, "get_aspect_sentiment", { aspect: "vibes" }));
      for (const a of insights.aspects) assert.ok(message.includes(a.id), a.id);
      assert.match(errorText(await call(client, "get_aspect_sentiment", {})), /aspect/);
    });

    await t.step("entity tools: id, name, first name; unknown names list the valid ones", async () => {
      for (
        const [tool, kind] of [["get_technician", "technicians"], ["get_service", "services"], [
          "get_service_area",
          "service_areas",
        ]] as const
      ) {
        const entities = insights.entities[kind];
        if (entities.length > 0) {
          const entity = entities[0];
          const byId = structured(await call(client, tool, { name: entity.id }));
          // decisions.md §7: the entity's own fields at the top level, plus recent_reviews.
          const { recent_reviews, ...fields } = byId;
          assert.deepEqual(fields, entity);
          const byName = structured(await call(client, tool, { name: entity.name.toLowerCase() }));
          assert.deepEqual(byName, byId);
          const dates = (recent_reviews as { id: string; date: string }[]).map((review) => {
            assert.ok(entity.example_review_ids.includes(review.id));
            return review.date;
          });
          assert.deepEqual(dates, dates.slice().sort().reverse(), "newest first");
        }
        const message = errorText(await call(client, tool, { name: "Nobody Atall" }));
        for (const entity of entities) assert.ok(message.includes(entity.name), `${tool}: ${entity.name}`);
        assert.match(errorText(await call(client, tool, { name: 42 })), /name/);
      }
      const diego = structured(await call(client, "get_technician", { name: "Diego" }));
      assert.equal(diego.id, "diego-ramirez");
      // "Marcus" is two technicians: ambiguous first names are not guessed.
      assert.ok((await call(client, "get_technician", { name: "Marcus" })).isError);
    });

    await t.step("get_trends with and without a month range", async () => {
      const all = structured(await call(client, "get_trends"));
      assert.deepEqual(all, { trend: insights.temporal.trend, monthly: insights.temporal.monthly });
      const months = insights.temporal.monthly.map((m) => m.month);
      const from = months[Math.floor(months.length / 2)];
      const some = structured(await call(client, "get_trends", { from_month: from }));
      assert.deepEqual(some.monthly, insights.temporal.monthly.filter((m) => m.month >= from));
      assert.match(errorText(await call(client, "get_trends", { from_month: "2025-13" })), /from_month/);
      assert.match(
        errorText(await call(client, "get_trends", { from_month: "2025-05", to_month: "2025-01" })),
        /from_month/,
      );
    });

    await t.step("get_faq with and without a filter", async () => {
      const all = structured(await call(client, "get_faq"));
      assert.deepEqual(all.faq, insights.faq);
      const none = structured(await call(client, "get_faq", { query: "zzzz-no-such-text" }));
      assert.equal(none.count, 0);
      assert.match(errorText(await call(client, "get_faq", { query: "" })), /query/);
    });

    await t.step("list_entities for each kind; bad kind names the argument", async () => {
      for (const kind of ["technicians", "services", "problems", "service_areas", "aspects"] as const) {
        const result = structured(await call(client, "list_entities", { kind }));
        const expected = kind === "aspects" ? insights.aspects.length : insights.entities[kind].length;
        assert.equal(result.count, expected, kind);
      }
      assert.match(errorText(await call(client, "list_entities", { kind: "robots" })), /kind/);
    });

    await t.step("resources: datasets are the HTTP bytes; reviews by id", async () => {
      const { resources } = await client.listResources();
      const uris = resources.map((r) => r.uri);
      for (const path of ["/reviews.json", "/insights.json", "/api/feed.json"]) {
        assert.ok(uris.includes(`${BASE}${path}`));
      }
      const read = await client.readResource({ uri: `${BASE}/reviews.json` });
      assert.equal((read.contents[0] as { text: string }).text, new TextDecoder().decode(views.reviews.body));
      const { resourceTemplates } = await client.listResourceTemplates();
      assert.deepEqual(resourceTemplates.map((r) => r.uriTemplate), ["review://{id}"]);
      const review = published.reviews.at(1);
      const one = await client.readResource({ uri: `review://${review.id}` });
      assert.deepEqual(JSON.parse((one.contents[0] as { text: string }).text), review);
      await assert.rejects(client.readResource({ uri: "review://NOPE" }));
    });

    await t.step("prompts: list, get with arguments, complete", async () => {
      const { prompts } = await client.listPrompts();
      assert.deepEqual(prompts.map((p) => p.name).sort(), ["compare_aspect_over_time", "summarize_technician"]);
      const prompt = await client.getPrompt({ name: "summarize_technician", arguments: { technician: "Diego" } });
      assert.match((prompt.messages[0].content as { text: string }).text, /get_technician/);
      const compare = await client.getPrompt({ name: "compare_aspect_over_time", arguments: { aspect: "pricing" } });
      assert.match((compare.messages[0].content as { text: string }).text, /get_trends/);
      const completion = await client.complete({
        ref: { type: "ref/prompt", name: "summarize_technician" },
        argument: { name: "technician", value: "di" },
      });
      assert.deepEqual(completion.completion.values, ["Diego Ramirez"]);
    });

    await t.step("ping and logging/setLevel", async () => {
      assert.deepEqual(await client.ping(), {});
      assert.deepEqual(await client.setLoggingLevel("warning"), {});
    });
  } finally {
    await close();
  }
});

Deno.test("mcp tools read the current views on every call (a data reload takes effect)", async () => {
  const fixture = smallFixture();
  const smaller = { ...fixture, reviews: fixture.reviews.slice(0, 3) };
  const versions = [views, new DatasetViews(buildVersion(smaller, undefined, ANALYSER_POLICY), BASE)];
  let current = versions[0];
  const server = createMcpServer({ views: () => current, baseUrl: () => BASE });
  const client = new Client({ name: "unit", version: "1.0.0" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  try {
    const before = structured(await call(client, "search_reviews", { limit: 100 }));
    assert.equal(before.matched, published.reviews.length);
    current = versions[1];
    const after = structured(await call(client, "search_reviews", { limit: 100 }));
    assert.equal(after.matched, current.version.published.reviews.length);
    assert.notEqual(after.matched, before.matched);
    const business = structured(await call(client, "get_business"));
    assert.deepEqual(business.aggregate_rating, current.version.published.aggregate);
  } finally {
    await client.close();
    await server.close();
  }
});
