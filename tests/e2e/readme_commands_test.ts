/**
 * Runs the README's remaining shell examples as written against the real service: the endpoint and page curls, the
 * health check, the insights and analyze commands, the generator, `--help` and the fuzz task. Only what a reader
 * would change is changed: `localhost:8000` becomes the test server, `DIR` and `/tmp/big.json` temporary paths, and
 * the placeholder entity tag a real one. (The bundle, the MCP curl session and the import walk-through have tests of
 * their own: readme_test.ts and readme_import_test.ts.)
 */
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { startServer } from "../helpers/server.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const README = await Deno.readTextFile(join(ROOT, "README.md"));
// `deno` in a README line is the Deno running this test.
const ENV = { PATH: `${dirname(Deno.execPath())}:${Deno.env.get("PATH") ?? "/usr/bin:/bin"}` };

/** The lines of the first `sh` block after the heading or text `marker`, comments and blank lines dropped. */
function commandsAfter(marker: string): string[] {
  const start = README.indexOf(marker);
  assert.ok(start >= 0, `README has no "${marker}"`);
  const match = /```sh\n([\s\S]*?)```/.exec(README.slice(start));
  assert.ok(match, `no sh block after "${marker}"`);
  return match[1].split("\n").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
}

/** Runs one README line with sh from the repository root; fails the test when it exits non-zero. */
async function sh(line: string): Promise<string> {
  const output = await new Deno.Command("sh", {
    args: ["-c", line],
    cwd: ROOT,
    env: ENV,
    stdout: "piped",
    stderr: "piped",
  })
    .output();
  const stdout = new TextDecoder().decode(output.stdout);
  assert.equal(output.code, 0, `${line}\n${stdout}\n${new TextDecoder().decode(output.stderr)}`);
  return stdout;
}

/** The trailing `# ...` comment of a README line: what the reader is told to expect. */
const expectation = (line: string) => /#\s*(.*)$/.exec(line)?.[1] ?? "";

Deno.test("README: the endpoint, page and health examples answer as the README says", async (t) => {
  const server = await startServer();
  const local = (line: string) => line.replaceAll("localhost:8000", server.url.replace("http://", ""));
  try {
    await t.step("endpoints", async () => {
      const lines = commandsAfter("## Endpoints");
      assert.equal(lines.length, 10);
      const etag = (await fetch(`${server.url}/reviews.json`, { method: "HEAD" })).headers.get("etag")!;
      const outputs: string[] = [];
      for (const line of lines) {
        outputs.push(await sh(local(line).replace('"<etag from a previous response>"', etag)));
      }
      const [reviews, insights, jsonFeed, atom, furnace, diego, drains, since, notModified, invalid] = outputs;
      assert.ok(reviews.startsWith('{"business":{'), reviews);
      assert.ok(insights.startsWith('{"version":'), insights);
      assert.match(jsonFeed, /"version":\s*"https:\/\/jsonfeed\.org\/version\/1\.1"/);
      assert.match(atom, /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
      const found = JSON.parse(furnace);
      assert.ok(found.matched > 0 && found.returned === 3, furnace.slice(0, 200));
      for (const review of found.reviews) {
        assert.ok(review.rating >= 4 && /furnace/i.test(review.text), JSON.stringify(review));
      }
      const named = JSON.parse(diego);
      assert.ok(named.matched > 0);
      for (const review of named.reviews) assert.ok(review.date >= "2026-01-01");
      const oneStar = JSON.parse(drains);
      assert.ok(oneStar.matched > 0);
      for (const review of oneStar.reviews) assert.equal(review.rating, 1);
      const recent = JSON.parse(since);
      assert.equal(recent.since, "2026-10-01");
      assert.equal(recent.count, recent.reviews.length);
      assert.equal(expectation(lines[8]), "304");
      assert.match(notModified, /^HTTP\/1\.1 304/);
      assert.match(expectation(lines[9]), /^400 validation_error/);
      const error = JSON.parse(invalid);
      assert.equal(error.error, "validation_error");
      assert.deepEqual(error.issues[0].path, ["rating"]);
    });

    await t.step("pages", async () => {
      const lines = commandsAfter("## Pages for people");
      assert.equal(lines.length, 5);
      const [html, index, page, badFilter, llms] = await Promise.all(lines.map((line) => sh(local(line))));
      assert.match(html, /^<!DOCTYPE html>/i);
      assert.match(expectation(lines[1]), /JSON index/);
      assert.ok(index.startsWith('{"'), index);
      assert.equal(page.trim(), "200");
      assert.match(expectation(lines[3]), /^400/);
      assert.equal(badFilter.trim(), "400");
      assert.match(llms, /^# .+\n\n> /);
    });

    await t.step("health", async () => {
      const [line] = commandsAfter("## Health, limits and timeouts");
      const health = JSON.parse(await sh(local(line)));
      // The shape the README gives: { status, dataset: { sha256, reviews, loaded_at, source }, last_reload_error }.
      assert.equal(health.status, "ok");
      assert.deepEqual(Object.keys(health.dataset).sort(), ["loaded_at", "reviews", "sha256", "source"]);
      assert.ok(health.dataset.reviews > 1000);
      assert.equal(health.last_reload_error, null);
    });
  } finally {
    await server.stop();
  }
});

Deno.test("README: insights, analyze, --help, generate and fuzz run as written", async (t) => {
  const work = await Deno.makeTempDir({ prefix: "readme-commands-" });
  try {
    await t.step("insights --data DIR writes DIR/insights.json; analyze reads reviews on stdin", async () => {
      await Deno.copyFile(join(ROOT, "data/reviews.json"), join(work, "reviews.json"));
      const [insights, analyze] = commandsAfter("## Insights: how");
      assert.match(expectation(insights), /writes DIR\/insights\.json/);
      await sh(insights.replace(" DIR", ` ${work}`));
      const written = JSON.parse(await Deno.readTextFile(join(work, "insights.json")));
      const committed = JSON.parse(await Deno.readTextFile(join(ROOT, "data/insights.json")));
      assert.equal(written.source_sha256, committed.source_sha256);
      assert.deepEqual(written.aspects, committed.aspects);
      const [analysed] = (await sh(analyze)).trim().split("\n").map((row) => JSON.parse(row));
      assert.equal(analysed.id, "r1");
      assert.equal(analysed.aspects.pricing, "negative");
    });

    await t.step("--help and the seeded generator", async () => {
      const [help, generate] = commandsAfter("### Other commands");
      assert.match(await sh(help), /serve/);
      const big = join(work, "big.json");
      await sh(generate.replace("/tmp/big.json", big));
      const dataset = JSON.parse(await Deno.readTextFile(big));
      assert.equal(dataset.reviews.length, 100_000);
      assert.equal(typeof dataset.business.name, "string");
    });

    await t.step("the fuzz task", async () => {
      const [fuzz] = commandsAfter("`deno task fuzz` starts");
      assert.match(fuzz, /^deno task fuzz /);
      await sh(fuzz);
    });
  } finally {
    await Deno.remove(work, { recursive: true });
  }
});
