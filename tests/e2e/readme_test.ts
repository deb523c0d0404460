import assert from "node:assert/strict";
import { join } from "node:path";
import { startServer } from "../helpers/server.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const README = await Deno.readTextFile(join(ROOT, "README.md"));

/** The first `sh` code block after the line that contains `marker`: the README's commands, run as written. */
function shBlockAfter(marker: string): string {
  const start = README.indexOf(marker);
  assert.ok(start >= 0, `README has no "${marker}"`);
  const match = /```sh\n([\s\S]*?)```/.exec(README.slice(start));
  assert.ok(match, `no sh block after "${marker}"`);
  return match[1];
}

async function run(command: string, args: string[], options: Deno.CommandOptions = {}) {
  const output = await new Deno.Command(command, { args, stdout: "piped", stderr: "piped", ...options }).output();
  const decoder = new TextDecoder();
  return { code: output.code, stdout: decoder.decode(output.stdout), stderr: decoder.decode(output.stderr) };
}

/** Runs the bundle as the README writes it (`words`, in `work`), plus `extra`, on a free port; `check`s it serving. */
async function serveBundle(
  words: string[],
  work: string,
  extra: string[],
  check: (url: string) => Promise<void>,
) {
  const args = [...words.slice(1), "--host", "127.0.0.1", "--port", "0", "--kv", join(work, "kv.sqlite"), ...extra];
  const child = new Deno.Command(Deno.execPath(), { args, cwd: work, stdout: "null", stderr: "piped" }).spawn();
  const reader = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  let log = "";
  let port = 0;
  try {
    while (!port) {
      const { value, done } = await reader.read();
      if (done) break;
      log += value;
      port = Number(/"port":(\d+)/.exec(log)?.[1] ?? 0);
    }
    assert.ok(port > 0, `the bundle did not start:\n${log}`);
    await check(`http://127.0.0.1:${port}`);
  } finally {
    child.kill("SIGTERM");
    await child.status;
    await reader.cancel();
  }
}

Deno.test("README: the bundle command builds one file that runs with no deno.json", async (t) => {
  const [bundleLine, runLine] = shBlockAfter("`deno task bundle` writes").trim().split("\n");
  assert.equal(bundleLine, "deno task bundle");
  const built = await run(Deno.execPath(), ["task", "bundle"], { cwd: ROOT });
  assert.equal(built.code, 0, built.stderr);

  const work = await Deno.makeTempDir({ prefix: "bundle-readme-" });
  try {
    await Deno.mkdir(join(work, "dist"));
    await Deno.copyFile(join(ROOT, "dist/public-reviews.js"), join(work, "dist/public-reviews.js"));
    const words = runLine.split(/\s+/);
    assert.equal(words[0], "deno");

    await t.step("without the unstable flags it exits 2 with one line naming them", async () => {
      const args = words.slice(1).filter((word) => !word.startsWith("--unstable-"));
      const result = await run(Deno.execPath(), [...args, "--port", "0"], { cwd: work });
      assert.equal(result.code, 2);
      const lines = result.stderr.trim().split("\n");
      assert.equal(lines.length, 1, result.stderr);
      assert.match(lines[0], /--unstable-kv --unstable-cron/);
    });

    await t.step("as written (plus a free port) it serves the bundled reviews", async () => {
      await serveBundle(words, work, [], async (url) => {
        const response = await fetch(`${url}/reviews.json`);
        assert.equal(response.status, 200);
        const body = await response.json();
        assert.ok(body.reviews.length > 1000);
      });
    });

    await t.step(
      "with --data it loads the directory without a loader Worker (a bundle has no worker module)",
      async () => {
        const dir = join(work, "data");
        await Deno.mkdir(dir);
        for (const name of ["reviews.json", "insights.json"]) {
          await Deno.copyFile(join(ROOT, "data", name), join(dir, name));
        }
        const file = JSON.parse(await Deno.readTextFile(join(dir, "reviews.json")));
        await serveBundle(words, work, ["--data", dir], async (url) => {
          const reviews = await fetch(`${url}/reviews.json`);
          assert.equal(reviews.status, 200);
          const verified = file.reviews.filter((review: { verified: boolean }) => review.verified).length;
          assert.equal((await reviews.json()).reviews.length, verified);
          const insights = await fetch(`${url}/insights.json`);
          assert.equal(insights.status, 200);
          assert.ok(Array.isArray((await insights.json()).aspects));
        });
      },
    );
  } finally {
    await Deno.remove(work, { recursive: true });
  }
});

Deno.test("README: the curl MCP session works as written", async () => {
  const server = await startServer();
  try {
    const script = shBlockAfter("### A session with curl").replaceAll("http://localhost:8000", server.url);
    const result = await run("bash", ["-euo", "pipefail", "-c", script]);
    assert.equal(result.code, 0, result.stderr);
    const session = /^session: (\S+)$/m.exec(result.stdout);
    assert.ok(session, result.stdout);
    assert.match(result.stdout, /"name":"search_reviews"/);
    assert.match(result.stdout, /"structuredContent":\{"matched":\d+,"returned":2,/);
    // Step 5 ended the session: a request with it now gets 404.
    const after = await fetch(`${server.url}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-session-id": session[1],
        "mcp-protocol-version": "2025-06-18",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/list" }),
    });
    assert.equal(after.status, 404);
    await after.body?.cancel();
  } finally {
    await server.stop();
  }
});
