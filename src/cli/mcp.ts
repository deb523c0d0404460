import { parseArgs } from "node:util";
import { ANALYSER_POLICY } from "../dataset/insights_policy.ts";
import { loadDataDir } from "../dataset/load.ts";
import { buildVersion, type DatasetVersion } from "../dataset/version.ts";
import { DatasetViews } from "../http/views.ts";
import { log } from "../log.ts";
import { serveStdio } from "../mcp/stdio.ts";

/** Base URL of resource URIs over stdio, where nothing listens: that of `deno task start`. */
const DEFAULT_BASE_URL = "http://localhost:8000";

/** `main.ts mcp [--data DIR] [--base-url URL]`: the MCP tools over stdio, for local agents. */
export async function mcpCommand(args: string[]): Promise<number> {
  let values: { data?: string; "base-url"?: string };
  try {
    values = parseArgs({
      args,
      options: { data: { type: "string" }, "base-url": { type: "string" } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    console.error(`mcp: ${(error as Error).message}\nUsage: main.ts mcp [--data DIR] [--base-url URL]`);
    return 2;
  }
  const dataDir = values.data ?? Deno.env.get("DATA_DIR") ?? null;
  let version: DatasetVersion;
  if (dataDir) {
    const loaded = await loadDataDir(dataDir, ANALYSER_POLICY);
    if (!loaded.ok) {
      log("error", "cannot load the data directory", { dir: dataDir, problems: loaded.problems });
      return 2;
    }
    version = loaded.value;
  } else {
    // Imported only when used: parsing the bundled data (1.9 MB of JSON) is wasted on a start with --data.
    const input = (await import("../dataset/embedded.ts")).embeddedInput();
    version = buildVersion(input.file, input.storedInsights, ANALYSER_POLICY);
  }
  const baseUrl = (values["base-url"] ?? Deno.env.get("BASE_URL") ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  const views = new DatasetViews(version, baseUrl);
  log("info", "mcp stdio ready", { reviews: version.published.reviews.length, data: dataDir ?? "bundled" });
  await serveStdio({ views: () => views, baseUrl: () => baseUrl });
  return 0;
}
