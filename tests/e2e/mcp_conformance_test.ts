import assert from "node:assert/strict";
import { join } from "node:path";
import { startServer } from "../helpers/server.ts";

const EXPECTED_FAILURES = new URL("../mcp/conformance-expected-failures.yml", import.meta.url).pathname;
/** Scenarios that must pass outright (never in the baseline). */
const REQUIRED = [
  "server-initialize",
  "ping",
  "tools-list",
  "tools-call-error",
  "logging-set-level",
  "dns-rebinding-protection",
  "server-sse-multiple-streams",
  "resources-list",
  "prompts-list",
];

/** Every `checks.json` under the output directory, keyed by scenario name. */
async function readChecks(dir: string): Promise<Map<string, Array<{ status: string }>>> {
  const results = new Map<string, Array<{ status: string }>>();
  for await (const entry of Deno.readDir(dir)) {
    const scenario = entry.name.replace(/^server-/, "").replace(/-\d{4}-\d{2}-\d{2}T.*$/, "");
    results.set(scenario, JSON.parse(await Deno.readTextFile(join(dir, entry.name, "checks.json"))));
  }
  return results;
}

// The suite is a Node program (Node 22+); Deno runs it from the npm package, no Node installation needed.
Deno.test("MCP conformance suite (server scenarios, active suite)", async () => {
  const server = await startServer();
  const work = await Deno.makeTempDir({ prefix: "mcp-conformance-" });
  try {
    const output = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        "npm:@modelcontextprotocol/conformance@0.1.16",
        "server",
        "--url",
        `${server.url}/mcp`,
        "--expected-failures",
        EXPECTED_FAILURES,
        "-o",
        join(work, "results"),
      ],
      // Outside the project, so running the suite never touches deno.json or deno.lock.
      cwd: work,
      stdout: "piped",
      stderr: "piped",
    }).output();
    const text = new TextDecoder().decode(output.stdout) + new TextDecoder().decode(output.stderr);
    const checks = await readChecks(join(work, "results"));
    for (const scenario of REQUIRED) {
      const scenarioChecks = checks.get(scenario);
      assert.ok(scenarioChecks?.length, `${scenario} did not run:\n${text}`);
      for (const check of scenarioChecks) assert.notEqual(check.status, "FAILURE", `${scenario}:\n${text}`);
    }
    assert.equal(output.code, 0, `conformance run failed (a regression or a stale baseline entry):\n${text}`);
  } finally {
    await server.stop();
    await Deno.remove(work, { recursive: true });
  }
});
