/**
 * Public Reviews Service: one program that serves a business's verified reviews and the insights derived from
 * them over JSON, feeds, MCP and WebSub.
 *
 * Commands: serve (default), init, import, mcp, insights, analyze, generate, hub. `main.ts --help` lists them.
 */
// First: exits 2 naming --unstable-kv/--unstable-cron when missing, before any other module loads.
import "./src/cli/check_unstable.ts";
import { serveOptionsHelp } from "./src/config.ts";
import { serveCommand } from "./src/cli/serve.ts";
import { registerHubCron } from "./src/hub/cron.ts";

const HELP = `Public Reviews Service

Usage: main.ts [command] [options]

Commands:
  serve                 Serve the JSON API, feeds, MCP and the WebSub hub (the default)
  init --data DIR --name NAME [--category TYPE] [--url URL]
                        Start a data directory for a business: reviews.json with no reviews
  import --data DIR [--format gbp|csv|json|jsonl] [--source NAME] [--map column=field]...
         [--dry-run] [--skip-invalid] [--prune] FILE|FOLDER...
                        Merge reviews from Google, CSV or JSON exports into DIR/reviews.json
  insights [--data DIR] Derive insights.json from DIR/reviews.json (default: the bundled data/)
  analyze               Read reviews (JSON array or JSON lines) on stdin, print per-review analysis lines
  generate --reviews N --seed S [--end YYYY-MM-DD] [--out FILE]
                        Generate a realistic seeded dataset
  hub list [--kv PATH | --data DIR]
                        List WebSub hub subscriptions (the KV serve uses)
  mcp [--data DIR]      Serve the MCP tools over stdio (stdout: protocol; logs: stderr)
  help                  Show this help

serve options (flag, environment variable, meaning):
${serveOptionsHelp()}
`;

type Command = (args: string[]) => Promise<number>;

// Only serve is imported up front: the other commands (the MCP SDK behind `mcp` above all) load when run, so a
// server start does not evaluate them.

const COMMANDS: Record<string, Command> = {
  serve: serveCommand,
  hub: async (args) => (await import("./src/cli/hub.ts")).hubCommand(args),
  mcp: async (args) => (await import("./src/cli/mcp.ts")).mcpCommand(args),
  insights: async (args) => (await import("./src/cli/insights.ts")).insightsCommand(args),
  analyze: async (args) => (await import("./src/cli/analyze.ts")).analyzeCommand(args),
  generate: async (args) => (await import("./src/cli/generate.ts")).generateCommand(args),
  init: async (args) => (await import("./src/cli/init.ts")).initCommand(args),
  import: async (args) => (await import("./src/cli/import.ts")).importCommand(args),
};

/** Runs a command line; returns the exit code. */
export async function main(args: string[]): Promise<number> {
  const [first, ...rest] = args;
  if (first === "help" || first === "--help" || first === "-h") {
    console.log(HELP);
    return 0;
  }
  if (first === undefined || first.startsWith("-")) return await serveCommand(args);
  const command = COMMANDS[first];
  if (!command) {
    console.error(`Unknown command "${first}".\n\n${HELP}`);
    return 2;
  }
  return await command(rest);
}

// Unconditional and at the top level, before any server starts: the only place Deno Deploy discovers cron jobs.
// main.ts is only ever an entry point; every other command exits explicitly, so the cron never holds a process.
registerHubCron();

if (import.meta.main) {
  Deno.exit(await main(Deno.args));
}
