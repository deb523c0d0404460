import assert from "node:assert/strict";
import { join } from "node:path";
import { copyFixtureToTemp } from "../helpers/fixture.ts";
import { startServer } from "../helpers/server.ts";

const MAIN = new URL("../../main.ts", import.meta.url).pathname;

async function main(...args: string[]) {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--frozen", MAIN, ...args],
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decoder = new TextDecoder();
  return { code: output.code, stdout: decoder.decode(output.stdout), stderr: decoder.decode(output.stderr) };
}

const exists = (path: string) => Deno.stat(path).then(() => true, () => false);

Deno.test("exit codes and the KV that goes with the data", async (t) => {
  const work = await Deno.makeTempDir({ prefix: "cli-config-" });
  try {
    await t.step("serve and mcp with a missing data directory exit 2 and say why", async () => {
      const missing = join(work, "no-such-dir");
      for (const command of [["serve", "--port", "0", "--host", "127.0.0.1"], ["mcp"], ["insights"]]) {
        const result = await main(...command, "--data", missing);
        assert.equal(result.code, 2, `${command[0]}: ${result.stderr}`);
        assert.match(result.stderr, /cannot (load the data directory|read)/);
        assert.match(result.stderr, /no-such-dir/);
      }
      assert.ok(!await exists(missing), "nothing was created at the missing path");
    });

    await t.step("hub list refuses a KV path that does not exist, and creates nothing there", async () => {
      const kvPath = join(work, "typo", "kv.sqlite");
      const result = await main("hub", "list", "--kv", kvPath);
      assert.equal(result.code, 2);
      assert.match(result.stderr, /no KV database at .*typo\/kv\.sqlite/);
      assert.ok(!await exists(join(work, "typo")));
      const missingData = await main("hub", "list", "--data", join(work, "never-served"));
      assert.equal(missingData.code, 2);
      assert.equal((await main("hub", "frobnicate")).code, 2);
    });

    await t.step("two data directories get two KV databases; hub list --data finds the one serve used", async () => {
      const bakery = await copyFixtureToTemp();
      const dentist = await copyFixtureToTemp();
      try {
        for (const dir of [bakery, dentist]) {
          const server = await startServer({ args: ["--data", dir] });
          await server.stop();
          assert.ok(await exists(join(dir, ".public-reviews", "kv.sqlite")), `KV beside the data in ${dir}`);
        }
        const listed = await main("hub", "list", "--data", bakery);
        assert.equal(listed.code, 0, listed.stderr);
        assert.match(listed.stdout, /^0 subscription\(s\)$/m);
      } finally {
        await Deno.remove(bakery, { recursive: true });
        await Deno.remove(dentist, { recursive: true });
      }
    });
  } finally {
    await Deno.remove(work, { recursive: true });
  }
});
