/**
 * Runs every command of the README section "Serving your own reviews" as written, from the repository root: the
 * data directory `my-reviews` becomes a temporary directory, `deno task start` gets a free port on 127.0.0.1 (and
 * its own KV file), and `localhost:8000` in the curl lines points at that port. A `# → text` comment is the output
 * the command must print.
 */
import assert from "node:assert/strict";
import { dirname } from "node:path";

const ROOT = new URL("../../", import.meta.url).pathname;
const SECTION = "### Serving your own reviews";

/** The shell lines of the section's ```sh blocks. */
function sectionCommands(readme: string): string[] {
  const start = readme.indexOf(SECTION);
  assert.ok(start >= 0, `README has "${SECTION}"`);
  const end = readme.indexOf("\n#", start + SECTION.length);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const commands: string[] = [];
  for (const block of section.matchAll(/```sh\n([\s\S]*?)```/g)) {
    commands.push(...block[1].split("\n").filter((line) => line.trim() !== "" && !line.trim().startsWith("#")));
  }
  return commands;
}

const decoder = new TextDecoder();

Deno.test("README: the walk-through of serving your own reviews works as written", async () => {
  const commands = sectionCommands(await Deno.readTextFile(`${ROOT}README.md`));
  assert.ok(commands.some((line) => line.includes("main.ts init")));
  assert.ok(commands.some((line) => line.startsWith("deno task start")));
  assert.ok(commands.filter((line) => line.includes("main.ts import")).length >= 3);

  const work = await Deno.makeTempDir({ prefix: "readme-import-" });
  const dataDir = `${work}/my-reviews`;
  const env = { PATH: `${dirname(Deno.execPath())}:${Deno.env.get("PATH") ?? "/usr/bin:/bin"}` };
  let server: RunningTask | null = null;
  try {
    for (const line of commands) {
      const [command, expected] = line.split("# → ").map((part) => part.trim());
      const concrete = command.replaceAll(" my-reviews", ` ${dataDir}`);
      if (concrete.startsWith("deno task start")) {
        server = await startTask(concrete, work, env);
        continue;
      }
      const port: number = server?.port ?? 0;
      const shell = concrete.replaceAll("localhost:8000", `127.0.0.1:${port}`);
      if (shell.startsWith("curl")) assert.ok(server, `${line}: the server runs`);
      const output = await new Deno.Command("sh", {
        args: ["-c", shell],
        cwd: ROOT,
        env,
        stdout: "piped",
        stderr: "piped",
      })
        .output();
      const stdout = decoder.decode(output.stdout);
      assert.equal(output.code, 0, `${line}\n${stdout}\n${decoder.decode(output.stderr)}`);
      if (expected) assert.ok(stdout.includes(expected), `${line}\nprinted: ${stdout}`);
      if (shell.startsWith("curl")) assert.ok(stdout.trimStart().startsWith("{"), `${line}: JSON`);
    }
    const stored = JSON.parse(await Deno.readTextFile(`${dataDir}/reviews.json`));
    assert.equal(stored.business.category, "Dentist");
    assert.equal(stored.reviews.length, 17);
  } finally {
    if (server) {
      server.process.kill("SIGTERM");
      assert.equal((await server.process.status).code, 0, await server.stderr);
    }
    await Deno.remove(work, { recursive: true });
  }
});

interface RunningTask {
  process: Deno.ChildProcess;
  port: number;
  stderr: Promise<string>;
}

/** Starts `deno task start ...` on a free loopback port; resolves with its port once it listens. */
async function startTask(command: string, work: string, env: Record<string, string>): Promise<RunningTask> {
  const args = command.split(/\s+/).slice(1);
  const process = new Deno.Command(Deno.execPath(), {
    args: [...args, "--port", "0", "--host", "127.0.0.1", "--kv", `${work}/kv.sqlite`],
    cwd: ROOT,
    env,
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  let text = "";
  const port = Promise.withResolvers<number>();
  const stderr = (async () => {
    for await (const chunk of process.stderr.pipeThrough(new TextDecoderStream())) {
      text += chunk;
      const match = /"msg":"listening".*?"port":(\d+)/.exec(text);
      if (match) port.resolve(Number(match[1]));
    }
    port.reject(new Error(`the server stopped before listening: ${text}`));
    return text;
  })();
  const timer = setTimeout(() => port.reject(new Error(`no "listening" within 60 s: ${text}`)), 60_000);
  let listening: number;
  try {
    listening = await port.promise;
  } catch (error) {
    process.kill("SIGTERM");
    await process.status;
    await stderr;
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { process, port: listening, stderr };
}
