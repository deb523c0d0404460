import assert from "node:assert/strict";
import { type Lockfile, lockText, runtimeLock } from "../tools/runtime_lock.ts";

const root = new URL("../../", import.meta.url);
const readJson = async (path: string) => JSON.parse(await Deno.readTextFile(new URL(path, root)));

Deno.test("deno.lock is the runtime part of tests/deno.lock (run `deno task lock` after adding a dependency)", async () => {
  const full = await readJson("tests/deno.lock") as Lockfile;
  assert.equal(await Deno.readTextFile(new URL("deno.lock", root)), lockText(runtimeLock(full)));
});

Deno.test("runtime installs only runtime dependencies", async (t) => {
  const config = await readJson("deno.json") as { imports: Record<string, string> };
  const runtime = await readJson("deno.lock") as Lockfile;
  await t.step("deno.lock holds no test-only package", () => {
    for (const name of ["express@5", "pubsubhubbub", "fast-xml-parser", "@modelcontextprotocol/conformance"]) {
      assert.ok(!Object.keys(runtime.specifiers ?? {}).some((s) => s.startsWith(`npm:${name}`)), name);
    }
    for (const name of ["pubsubhubbub", "fast-xml-parser", "@modelcontextprotocol/conformance", "@sinonjs/"]) {
      assert.ok(!Object.keys(runtime.npm ?? {}).some((key) => key.startsWith(name)), name);
    }
  });
  await t.step("every deno.json import is used by the program itself", async () => {
    const sources: string[] = [await Deno.readTextFile(new URL("main.ts", root))];
    const walk = async (dir: URL) => {
      for await (const entry of Deno.readDir(dir)) {
        const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
        if (entry.isDirectory) await walk(url);
        else if (/\.tsx?$/.test(entry.name)) sources.push(await Deno.readTextFile(url));
      }
    };
    await walk(new URL("src/", root));
    const text = sources.join("\n");
    // Tests import their own packages inline (lint's no-import-prefix is off for them); the program never does.
    assert.doesNotMatch(text, /from "(npm|jsr|https?):/, "main.ts and src/ import packages through deno.json only");
    for (const key of Object.keys(config.imports)) {
      assert.ok(text.includes(`"${key}`), `${key} is in deno.json but not imported by main.ts or src/`);
    }
  });
});

Deno.test("every npm: specifier the tests use is in tests/deno.lock, so the suite runs offline once cached", async () => {
  const full = await readJson("tests/deno.lock") as Lockfile;
  const locked = new Set(Object.keys(full.specifiers ?? {}));
  const walk = async (dir: URL): Promise<string[]> => {
    const found: string[] = [];
    for await (const entry of Deno.readDir(dir)) {
      const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
      if (entry.isDirectory) found.push(...await walk(url));
      else if (entry.name.endsWith(".ts") && url.href !== import.meta.url) {
        const text = await Deno.readTextFile(url);
        for (const match of text.matchAll(/"(npm:(?:@[\w.-]+\/)?[\w.-]+@[^"/]+)/g)) found.push(match[1]);
      }
    }
    return found;
  };
  const used = await walk(new URL("tests/", root));
  assert.ok(used.length > 0);
  for (const specifier of used) assert.ok(locked.has(specifier), `${specifier}: run \`deno task lock\``);
});

Deno.test("runtimeLock keeps what the workspace reaches, in Deno's notation", () => {
  const full: Lockfile = {
    version: "5",
    specifiers: { "npm:a@^1": "1.0.0", "npm:t@^1": "1.0.0" },
    npm: {
      "a@1.0.0": { integrity: "x", dependencies: ["b@2.0.0"] },
      "b@1.0.0": { integrity: "x" },
      "b@2.0.0": { integrity: "x", optionalDependencies: ["c"] },
      "c@1.0.0": { integrity: "x" },
      "t@1.0.0": { integrity: "x", dependencies: ["b@1.0.0"] },
    },
    workspace: { dependencies: ["npm:a@^1"] },
  };
  const pruned = runtimeLock(full);
  assert.deepEqual(pruned.specifiers, { "npm:a@^1": "1.0.0" });
  assert.deepEqual(Object.keys(pruned.npm ?? {}), ["a@1.0.0", "b@2.0.0", "c@1.0.0"]);
  // With one version of b left, Deno names it without the version.
  assert.deepEqual(pruned.npm?.["a@1.0.0"].dependencies, ["b"]);
  assert.throws(() => runtimeLock({ ...full, npm: {} }), /not locked/);
});
