import assert from "node:assert/strict";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { createMcpHandler } from "../../src/mcp/http.ts";
import { smallFixture } from "../helpers/fixture.ts";

const ACCEPT = "application/json, text/event-stream";

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://127.0.0.1:8000/mcp", {
    method: "POST",
    headers: { "content-type": "application/json", accept: ACCEPT, ...headers },
    body: JSON.stringify(body),
  });
}

Deno.test("stateless requests of a live session: one shared server, results kept per dataset version", async (t) => {
  const file = smallFixture();
  let views = new DatasetViews(buildVersion(file, undefined, ANALYSER_POLICY), "https://reviews.example.com");
  const kv = await Deno.openKv(":memory:");
  try {
    const handle = createMcpHandler({ views: () => views, kv });
    const init = await handle(post({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "unit", version: "1" } },
    }));
    const session = init.headers.get("mcp-session-id")!;
    await init.body?.cancel();
    const headers = { "mcp-session-id": session, "mcp-protocol-version": "2025-06-18" };
    const call = (id: number | string, args: Record<string, unknown>) =>
      handle(
        post(
          { jsonrpc: "2.0", id, method: "tools/call", params: { name: "search_reviews", arguments: args } },
          headers,
        ),
      );

    await t.step("the same call answers the same result, with each request's own id", async () => {
      const first = await call(7, { rating: 5, limit: 3 });
      assert.equal(first.status, 200);
      assert.equal(first.headers.get("mcp-session-id"), session);
      const a = await first.json();
      const b = await (await call("x-8", { limit: 3, rating: 5 })).json();
      assert.equal(a.id, 7);
      assert.equal(b.id, "x-8");
      assert.deepEqual(a.result, b.result);
      assert.equal(a.result.structuredContent.returned, 3);
      assert.ok(a.result.structuredContent.reviews.every((review: { rating: number }) => review.rating === 5));
    });

    await t.step("a cached answer is the first answer's bytes with the request's own id, escaped", async () => {
      const first = await (await call(21, { min_rating: 2, limit: 5 })).text();
      const oddId = 'réponse "22" ✓';
      const cached = await call(oddId, { limit: 5, min_rating: 2 });
      assert.equal(cached.headers.get("content-type"), "application/json");
      const text = await cached.text();
      assert.equal(text, first.replace(/"id":21}$/, `"id":${JSON.stringify(oddId)}}`));
      assert.equal(JSON.parse(text).id, oddId);
      assert.equal(JSON.parse(text).result.structuredContent.returned, 5);
    });

    await t.step("cached answers made back to back keep their own bytes (a Response copies its body)", async () => {
      const bytes = new Uint8Array([0x41, 0x42]);
      const copied = new Response(bytes);
      bytes[0] = 0x5a;
      assert.equal(await copied.text(), "AB", "the runtime copies a body as the Response is made");
      await (await call(30, { rating: 4, limit: 2 })).body?.cancel();
      const [made31, made32] = [
        await call(31, { rating: 4, limit: 2 }),
        await call("thirty-two", { limit: 2, rating: 4 }),
      ];
      const [first, second] = [await made31.json(), await made32.json()];
      assert.equal(first.id, 31);
      assert.equal(second.id, "thirty-two");
      assert.deepEqual(first.result, second.result);
    });

    await t.step(
      "what the SDK would not take as a request is answered by its transport, not left waiting",
      async () => {
        const bodies = [
          { jsonrpc: "2.0", id: 40, method: "ping", extra: 1 },
          {
            jsonrpc: "2.0",
            id: 41,
            method: "tools/call",
            params: { name: "search_reviews", _meta: { progressToken: 1.5 } },
          },
          { jsonrpc: "2.0", id: 42, method: "tools/list", params: { _meta: { progressToken: [] } } },
          // Arguments whose result is cached (the first step): the cache does not answer for the SDK.
          {
            jsonrpc: "2.0",
            id: 43,
            method: "tools/call",
            params: { name: "search_reviews", arguments: { rating: 5, limit: 3 }, _meta: { progressToken: 2.5 } },
          },
        ];
        for (const body of bodies) {
          const response = await handle(post(body, headers));
          assert.equal(response.status, 400);
          assert.equal((await response.json()).error.code, -32700, "the transport's answer to an invalid message");
        }
      },
    );

    await t.step("a task request is the SDK's to answer, even for arguments whose result is cached", async () => {
      const body = {
        jsonrpc: "2.0",
        id: 44,
        method: "tools/call",
        params: { name: "search_reviews", arguments: { rating: 5, limit: 3 }, task: { ttl: 60_000 } },
      };
      const answer = await (await handle(post(body, headers))).json();
      assert.equal(answer.id, 44);
      assert.equal(answer.result, undefined);
      assert.match(answer.error.message, /task/);
    });

    await t.step("invalid arguments still get the SDK's answer", async () => {
      const body = await (await call(9, { rating: 9 })).json();
      assert.equal(body.id, 9);
      assert.ok(body.error || body.result?.isError, JSON.stringify(body));
    });

    await t.step("concurrent calls each get their own answer", async () => {
      const answers = await Promise.all([1, 2, 3, 4, 5].map(async (rating) => (await call(rating, { rating })).json()));
      for (const [i, body] of answers.entries()) {
        assert.equal(body.id, i + 1);
        assert.ok(body.result.structuredContent.reviews.every((review: { rating: number }) => review.rating === i + 1));
      }
    });

    await t.step("a new dataset version is not answered from the old one's results", async () => {
      const before = await (await call(10, { rating: 5, limit: 100 })).json();
      const fewer = { ...file, reviews: file.reviews.filter((review) => review.rating !== 5 || review.id < "0") };
      views = new DatasetViews(buildVersion(fewer, undefined, ANALYSER_POLICY), "https://reviews.example.com");
      const after = await (await call(11, { rating: 5, limit: 100 })).json();
      assert.ok(before.result.structuredContent.matched > 0);
      assert.equal(after.result.structuredContent.matched, 0);
    });

    await t.step("lists, ping and unknown sessions behave as before", async () => {
      const list = await (await handle(post({ jsonrpc: "2.0", id: 12, method: "tools/list" }, headers))).json();
      assert.equal(list.id, 12);
      assert.ok(list.result.tools.some((tool: { name: string }) => tool.name === "search_reviews"));
      const ping = await (await handle(post({ jsonrpc: "2.0", id: 13, method: "ping" }, headers))).json();
      assert.deepEqual(ping, { jsonrpc: "2.0", id: 13, result: {} });
      const unknown = await handle(post({ jsonrpc: "2.0", id: 14, method: "ping" }, {
        ...headers,
        "mcp-session-id": crypto.randomUUID(),
      }));
      assert.equal(unknown.status, 404);
      await unknown.body?.cancel();
      const badVersion = await handle(post({ jsonrpc: "2.0", id: 15, method: "ping" }, {
        ...headers,
        "mcp-protocol-version": "1999-01-01",
      }));
      assert.equal(badVersion.status, 400);
      await badVersion.body?.cancel();
    });
  } finally {
    kv.close();
  }
});

Deno.test("a session read from KV is trusted for recheckMs, then read again", async () => {
  const { SessionStore } = await import("../../src/mcp/sessions.ts");
  const kv = await Deno.openKv(":memory:");
  try {
    let now = 1_000_000;
    const here = new SessionStore(kv, { now: () => now, recheckMs: 1_000 });
    const there = new SessionStore(kv, { now: () => now, recheckMs: 1_000 });
    const id = crypto.randomUUID();
    await here.create(id, "2025-06-18", null);
    assert.equal((await there.get(id))?.id, id);
    await here.delete(id);
    assert.equal(await here.get(id), null, "the instance that ended it knows at once");
    assert.equal((await there.get(id))?.id, id, "another instance may serve it up to recheckMs longer");
    now += 1_000;
    assert.equal(await there.get(id), null, "then it reads KV again");
  } finally {
    kv.close();
  }
});

Deno.test("tool results stay within their byte bound, long arguments counted", async () => {
  const { StatelessDispatcher } = await import("../../src/mcp/dispatch.ts");
  const views = new DatasetViews(buildVersion(smallFixture(), undefined, ANALYSER_POLICY), "https://x.example");
  const dispatcher = new StatelessDispatcher({ views: () => views, baseUrl: () => "https://x.example" });
  const headers = { "mcp-protocol-version": "2025-06-18" };
  const long = "x".repeat(100_000);
  for (let i = 0; i < 120; i++) {
    const response = await dispatcher.handle(
      post({
        jsonrpc: "2.0",
        id: i,
        method: "tools/call",
        params: { name: "get_review", arguments: { id: `${i}`, note: `${long}${i}` } },
      }, headers),
      {
        jsonrpc: "2.0",
        id: i,
        method: "tools/call",
        params: { name: "get_review", arguments: { id: `${i}`, note: `${long}${i}` } },
      },
      "session",
    );
    assert.equal(response?.status, 200);
    await response?.body?.cancel();
    assert.ok(dispatcher.cachedBytes(views) <= 16 * 1024 * 1024, `${dispatcher.cachedBytes(views)} after ${i + 1}`);
  }
  assert.ok(dispatcher.cachedBytes(views) > 0);
});

Deno.test("an answer's bytes reuse the text ok() made, and equal the JSON of the whole answer", async () => {
  const { ok } = await import("../../src/mcp/context.ts");
  const { answerBytes, answerHead } = await import("../../src/mcp/answer_bytes.ts");
  const expected = (result: unknown, id: unknown) => JSON.stringify({ result, jsonrpc: "2.0", id });
  const answer = (result: Record<string, unknown>, id: unknown) =>
    new TextDecoder().decode(answerBytes(answerHead(result), JSON.stringify(id)));
  const structured = {
    matched: 2,
    text: 'quote " backslash \\ é ✓ \u2028 tab\t newline\n nul\u0000 lone \ud800',
    nested: [{ a: null }, 1.5],
    none: undefined,
  };
  const made = ok(structured);
  assert.equal(answer(made, 7), expected(made, 7));
  assert.equal(answer(made, 'id "é"'), expected(made, 'id "é"'));
  // Anything ok() did not make exactly so is stringified as it is.
  const extra = { ...made, isError: false };
  assert.equal(answer(extra, 1), expected(extra, 1));
  const edited = { content: [{ type: "text", text: "other" }], structuredContent: structured };
  assert.equal(answer(edited, 2), expected(edited, 2));
  const fail = { content: [{ type: "text", text: "no" }], isError: true };
  assert.equal(answer(fail, 3), expected(fail, 3));
});
