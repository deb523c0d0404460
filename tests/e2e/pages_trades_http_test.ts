/**
 * Over real HTTP, for a dentist, a law firm and a bakery: every page, llms.txt, the badge, both feeds and the MCP
 * server's instructions speak of the business as what it is, with English plurals for 1 and several reviews.
 */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { startServer } from "../helpers/server.ts";
import { tradeFile, TRADES, visibleText, wordingProblems } from "../helpers/trades.ts";

const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

const CASES: Array<[key: string, reviews: number]> = [["dentist", 2], ["law", 1], ["bakery", 7]];

for (const [key, count] of CASES) {
  const trade = TRADES.find((t) => t.key === key)!;
  Deno.test(`${trade.category} with ${count} review${count === 1 ? "" : "s"} over HTTP: pages, feeds and MCP in the trade's words`, async () => {
    const dir = await Deno.makeTempDir({ prefix: `trade-${key}-` });
    const file = tradeFile(trade, count);
    await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify(file));
    const server = await startServer({ args: ["--data", dir, "--kv", `${dir}/kv.sqlite`] });
    try {
      const paths = [
        "/",
        "/summary",
        "/reviews",
        `/reviews/${file.reviews[0].id}`,
        `/technicians/${trade.person.id}`,
        `/services/${trade.service.id}`,
        "/embed",
        "/llms.txt",
        "/badge.svg",
        "/feed.xml",
        "/api/feed.json",
      ];
      const text: Record<string, string> = {};
      for (const path of paths) {
        const response = await fetch(`${server.url}${path}`, { headers: BROWSER });
        const body = await response.text();
        assert.equal(response.status, 200, `${path}: ${body.slice(0, 200)}`);
        // Review texts are the reviewers' words; what is checked is ours around them.
        text[path] = visibleText(body).replaceAll(trade.texts[0], "").replaceAll(trade.texts[1], "");
        assert.deepEqual(wordingProblems(text[path], trade), [], `${trade.key} ${path}`);
      }
      const Staff = trade.staff[0].toUpperCase() + trade.staff.slice(1);
      const many = `${count} verified review${count === 1 ? "" : "s"}`;
      assert.ok(text["/"].includes(`What ${trade.customers} say`), text["/"]);
      assert.ok(text["/"].includes(`${Staff}s ${trade.customers} mention most`), text["/"]);
      assert.ok(text["/"].includes(many));
      assert.ok(text[`/technicians/${trade.person.id}`].includes(`${Staff} at ${trade.name}`));
      assert.ok(text["/summary"].includes(`What ${trade.customers} say about ${trade.name}`));
      assert.ok(text["/badge.svg"].includes(`from ${many}`), text["/badge.svg"]);
      assert.ok(text["/llms.txt"].includes(`from ${many}.`));
      assert.match(text["/llms.txt"], new RegExp(`mentions_technician \\(an? ${trade.staff} named in the review`));
      const feed = await (await fetch(`${server.url}/api/feed.json`)).json();
      assert.equal(feed.title, `${trade.name}: reviews`);
      assert.equal(feed.description, `The 50 newest verified reviews of ${trade.name} by its ${trade.customers}.`);
      assert.match(text["/feed.xml"], new RegExp(`by its ${trade.customers}\\.`));

      const client = new Client({ name: "trades", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", server.url)));
      try {
        const instructions = client.getInstructions() ?? "";
        assert.ok(instructions.includes(`${trade.staff}s ${trade.customers} name`), instructions);
        assert.deepEqual(wordingProblems(instructions, trade), []);
      } finally {
        await client.close();
      }
    } finally {
      await server.stop();
      await Deno.remove(dir, { recursive: true });
    }
  });
}
