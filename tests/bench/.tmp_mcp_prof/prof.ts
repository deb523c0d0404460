import { embeddedInput } from "../../../src/dataset/embedded.ts";
import { ANALYSER_POLICY } from "../../../src/dataset/insights_policy.ts";
import { buildVersion } from "../../../src/dataset/version.ts";
import { DatasetViews } from "../../../src/http/views.ts";
import { createMcpServer } from "../../../src/mcp/server.ts";
import { createMcpHandler } from "../../../src/mcp/http.ts";
const input = embeddedInput();
const views = new DatasetViews(buildVersion(input.file, input.storedInsights, ANALYSER_POLICY), "http://localhost");
const ctx = { views: () => views, baseUrl: () => "http://localhost" };
let t = performance.now();
for (let i = 0; i < 500; i++) createMcpServer(ctx);
console.log("createMcpServer ms", (performance.now() - t) / 500);
const kv = await Deno.openKv(":memory:");
const handle = createMcpHandler({ views: () => views, kv });
const h = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const init = await handle(new Request("http://localhost/mcp", { method: "POST", headers: h, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "b", version: "1" } } }) }));
const sid = init.headers.get("mcp-session-id")!;
const call = (args: unknown, name = "search_reviews") => handle(new Request("http://localhost/mcp", { method: "POST", headers: { ...h, "mcp-session-id": sid }, body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name, arguments: args } }) })).then((r) => r.text());
for (const [label, args, name] of [["ping-ish get_faq", { query: "zzzz" }, "get_faq"], ["search 20", { rating: 5 }, "search_reviews"], ["search 100", { rating: 5, limit: 100 }, "search_reviews"]] as const) {
  for (let i = 0; i < 50; i++) await call(args, name);
  t = performance.now();
  for (let i = 0; i < 3000; i++) await call(args, name);
  console.log(label, "ms", (performance.now() - t) / 300);
}
kv.close();
