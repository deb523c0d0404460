import assert from "node:assert/strict";
import { copyFixtureToTemp, SMALL_FIXTURE_DIR } from "../helpers/fixture.ts";
import { startServer } from "../helpers/server.ts";

const MAIN = new URL("../../main.ts", import.meta.url).pathname;

async function mkfifo(path: string): Promise<void> {
  const { success } = await new Deno.Command("mkfifo", { args: [path] }).output();
  assert.ok(success, "mkfifo failed");
}

/** The exit status, or null when the process is still running after `ms` (it is then killed). */
async function exitWithin(process: Deno.ChildProcess, ms: number): Promise<Deno.CommandStatus | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => timer = setTimeout(() => resolve(null), ms));
  const status = await Promise.race([process.status, late]);
  clearTimeout(timer);
  if (status === null) {
    process.kill("SIGKILL");
    await process.status;
  }
  return status;
}

Deno.test("a FIFO at reviews.json is refused at reload and does not block SIGTERM", async (t) => {
  const dir = await copyFixtureToTemp();
  const server = await startServer({ args: ["--data", dir, "--kv", `${dir}/kv.sqlite`] });
  let stopped = false;
  try {
    const good = await (await fetch(`${server.url}/reviews.json`)).text();

    await t.step("the reload is refused with a logged problem; the last good data stays", async () => {
      await Deno.remove(`${dir}/reviews.json`);
      await mkfifo(`${dir}/reviews.json`);
      server.process.kill("SIGHUP");
      const refused = await server.waitForLog((line) => line.msg?.toString().startsWith("reload refused") ?? false);
      assert.ok(
        (refused.problems as string[]).some((p) => /reviews\.json: not a regular file \(a FIFO\)/.test(p)),
        JSON.stringify(refused),
      );
      assert.equal(await (await fetch(`${server.url}/reviews.json`)).text(), good);
    });

    await t.step("the watcher survives the FIFO: a good file renamed over it is reloaded", async () => {
      const file = JSON.parse(await Deno.readTextFile(`${SMALL_FIXTURE_DIR}reviews.json`));
      file.reviews[0].text = "Back to a regular file.";
      file.reviews[0].verified = true;
      await Deno.writeTextFile(`${dir}/reviews.json.tmp`, JSON.stringify(file));
      await Deno.rename(`${dir}/reviews.json.tmp`, `${dir}/reviews.json`);
      await server.waitForLog((line) => line.msg === "dataset reloaded");
      const body = await (await fetch(`${server.url}/reviews.json`)).json();
      assert.ok(body.reviews.some((review: { text: string }) => review.text === "Back to a regular file."));
    });

    await t.step("SIGTERM ends the process promptly and cleanly", async () => {
      server.process.kill("SIGTERM");
      const status = await exitWithin(server.process, 15_000);
      stopped = true;
      assert.notEqual(status, null, "the server was still running 15 s after SIGTERM");
      assert.equal(status!.code, 0);
    });
  } finally {
    if (!stopped) server.process.kill("SIGKILL");
    await server.stop();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a FIFO at insights.json is skipped (insights are derived), not waited on", async () => {
  const dir = await copyFixtureToTemp();
  await mkfifo(`${dir}/insights.json`);
  const server = await startServer({ args: ["--data", dir, "--kv", `${dir}/kv.sqlite`] });
  try {
    const warning = await server.waitForLog((line) => line.msg === "insights.json not used");
    assert.match(String(warning.problem), /not a regular file \(a FIFO\)/);
    const response = await fetch(`${server.url}/insights.json`);
    assert.equal(response.status, 200);
    await response.body?.cancel();
  } finally {
    server.process.kill("SIGTERM");
    const status = await exitWithin(server.process, 15_000);
    assert.notEqual(status, null);
    await server.stop();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a FIFO at reviews.json stops start-up with a clear message instead of hanging", async () => {
  const dir = await Deno.makeTempDir({ prefix: "reviews-fifo-" });
  try {
    await mkfifo(`${dir}/reviews.json`);
    const process = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "--frozen", MAIN, "serve", "--host", "127.0.0.1", "--port", "0", "--data", dir],
      env: { LOG_LEVEL: "info" },
      stdin: "null",
      stdout: "null",
      stderr: "piped",
    }).spawn();
    const stderr = new Response(process.stderr).text();
    const status = await exitWithin(process, 30_000);
    const text = await stderr;
    assert.notEqual(status, null, "start-up hung on the FIFO");
    assert.equal(status!.code, 2, "an unusable data directory is bad configuration");
    assert.match(text, /not a regular file \(a FIFO\)/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("SIGTERM ends the process in bounded time while slow clients hold connections open", async () => {
  const server = await startServer();
  const conns: Deno.Conn[] = [];
  try {
    const partial = [
      "GET /reviews.json HTTP/1.1\r\nHost: localhost\r\n", // headers never finished
      "POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{", // body
      "", // nothing at all
    ];
    for (const text of partial) {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port: server.port });
      if (text) await conn.write(new TextEncoder().encode(text));
      conns.push(conn);
    }
    server.process.kill("SIGTERM");
    const status = await exitWithin(server.process, 20_000);
    assert.notEqual(status, null, "the server was still running 20 s after SIGTERM");
    assert.equal(status!.code, 0);
  } finally {
    for (const conn of conns) conn.close();
    await server.stop();
  }
});
