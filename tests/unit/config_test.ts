import assert from "node:assert/strict";
import { parseServeConfig } from "../../src/config.ts";

Deno.test("parseServeConfig", async (t) => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name];
  await t.step("defaults", () => {
    const result = parseServeConfig([], env({}));
    assert.deepEqual(result, {
      ok: true,
      config: { port: 8000, host: "0.0.0.0", baseUrl: null, dataDir: null, kvPath: null },
    });
  });
  await t.step("environment, then flags win", () => {
    const result = parseServeConfig(
      ["--port", "9000"],
      env({ PORT: "7000", BASE_URL: "https://x.example/", DATA_DIR: "/d" }),
    );
    assert.ok(result.ok);
    assert.equal(result.config.port, 9000);
    assert.equal(result.config.baseUrl, "https://x.example");
    assert.equal(result.config.dataDir, "/d");
  });
  await t.step("KV defaults to the data directory's own, except for bundled data and on Deno Deploy", () => {
    const kvOf = (args: string[], vars: Record<string, string> = {}) => {
      const result = parseServeConfig(args, env(vars));
      assert.ok(result.ok);
      return result.config.kvPath;
    };
    assert.equal(kvOf(["--data", "/srv/bakery"]), "/srv/bakery/.public-reviews/kv.sqlite");
    assert.equal(kvOf([], { DATA_DIR: "/srv/dentist" }), "/srv/dentist/.public-reviews/kv.sqlite");
    assert.equal(kvOf(["--data", "/srv/bakery", "--kv", "/var/kv.sqlite"]), "/var/kv.sqlite");
    assert.equal(kvOf(["--data", "/srv/bakery"], { KV_PATH: "/var/env.sqlite" }), "/var/env.sqlite");
    assert.equal(kvOf([]), null);
    assert.equal(kvOf(["--data", "/srv/bakery"], { DENO_DEPLOYMENT_ID: "abc" }), null);
  });
  await t.step("invalid values and unknown flags are refused with a message", () => {
    for (const args of [["--port", "http"], ["--port", "70000"], ["--base-url", "ftp://x"], ["--nope"]]) {
      const result = parseServeConfig(args, env({}));
      assert.equal(result.ok, false, args.join(" "));
      assert.ok(!result.ok && result.message.length > 0);
    }
    assert.equal(parseServeConfig([], env({ BASE_URL: "https://x.example/?a=1" })).ok, false);
  });
});
