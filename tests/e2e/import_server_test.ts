/**
 * Import end to end, with the real server watching the data directory and an HTTPS WebSub subscriber:
 * init → serve (empty) → import Google pages → served within seconds → identical re-import (no write, no reload,
 * no delivery) → a later export (one added, one edited, one new reply; ids stable; one reload, one delivery) →
 * invalid rows (exit 2, nothing written) → --dry-run → --skip-invalid.
 */
import assert from "node:assert/strict";
import { runMain } from "../helpers/cli.ts";
import { hubServerEnv } from "../helpers/hub_server.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";
import { makeTestTls } from "../helpers/tls/mod.ts";
import { sleep, TestSubscriber } from "../helpers/tls/subscriber.ts";

/** A callback per topic: the reviews document and both feeds each get exactly one delivery per change. */
const TOPICS = [["/topic", "/reviews.json"], ["/topic-json-feed", "/api/feed.json"], ["/topic-atom", "/feed.xml"]];
const GBP_DIR = new URL("../fixtures/import/gbp/", import.meta.url).pathname;

interface Served {
  etag: string;
  reviews: Array<{ id: string; author: string; text: string | null; owner_reply: { text: string } | null }>;
}

async function served(server: RunningServer): Promise<Served> {
  const response = await fetch(`${server.url}/reviews.json`);
  assert.equal(response.status, 200);
  return { etag: response.headers.get("etag")!, reviews: (await response.json()).reviews };
}

/** Polls until `/reviews.json` holds `count` reviews; returns the milliseconds it took. */
async function waitForServed(server: RunningServer, count: number, timeoutMs = 10_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if ((await served(server)).reviews.length === count) return performance.now() - started;
    await sleep(50);
  }
  throw new Error(`the server did not serve ${count} reviews within ${timeoutMs} ms`);
}

/** The Google pages of a later export: one new review, one edited text, one new owner reply. */
async function writeLaterExport(dir: string): Promise<void> {
  await Deno.mkdir(dir, { recursive: true });
  for (const name of ["reviews-001.json", "reviews-002.json", "reviews-003.json"]) {
    const page = JSON.parse(await Deno.readTextFile(`${GBP_DIR}${name}`));
    if (name === "reviews-001.json") {
      page.reviews[1].comment = "Waited 45 minutes. Update: the manager called to apologise; much better since.";
      page.reviews[1].updateTime = "2025-04-01T09:00:00Z";
      page.reviews.unshift({
        name: "accounts/1/locations/2/reviews/AbFvNEWr3v13w",
        reviewId: "AbFvNEWr3v13w",
        reviewer: { displayName: "Nadia Kowalski" },
        starRating: "FIVE",
        comment: "First visit in years and no pain at all. Thank you!",
        createTime: "2025-05-02T15:00:00Z",
        updateTime: "2025-05-02T15:00:00Z",
      });
    }
    if (name === "reviews-002.json") {
      page.reviews[2].reviewReply = {
        comment: "Thank you, Sam! See you in six months.",
        updateTime: "2025-05-03T08:00:00Z",
      };
    }
    await Deno.writeTextFile(`${dir}/${name}`, JSON.stringify(page, null, 2));
  }
}

Deno.test("import into a served data directory, with a WebSub subscriber", async (t) => {
  const tls = await makeTestTls();
  const work = await Deno.makeTempDir({ prefix: "import-e2e-" });
  const dir = `${work}/site`;
  const reviewsPath = `${dir}/reviews.json`;
  const sub = new TestSubscriber(tls);
  let server: RunningServer | null = null;
  try {
    const init = await runMain(["init", "--data", dir, "--name", "Bright Smile Dental", "--category", "Dentist"]);
    assert.equal(init.code, 0, init.stderr);
    server = await startServer({ args: ["--data", dir, "--kv", `${work}/kv.sqlite`], env: hubServerEnv(tls) });
    const s = server;
    const baseUrl = String((await s.waitForLog((l) => l.msg === "listening")).base_url);
    const reloads = () => s.logs.filter((l) => l.msg === "dataset reloaded").length;
    const deliveries = () => sub.requests("/topic", "POST");
    /** Deliveries per topic callback, e.g. [1, 1, 1]. */
    const perTopic = () => TOPICS.map(([path]) => sub.requests(path, "POST").length);
    const importCli = (...args: string[]) => runMain(["import", "--data", dir, ...args]);

    await t.step("serve (empty) and subscribe to the three topics", async () => {
      assert.equal((await served(s)).reviews.length, 0);
      for (const [path, topic] of TOPICS) {
        const response = await fetch(`${s.url}/api/websub/hub`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            "hub.mode": "subscribe",
            "hub.topic": `${baseUrl}${topic}`,
            "hub.callback": sub.callback(path),
          }),
        });
        assert.equal(response.status, 202, await response.text());
      }
      await s.waitForLog(() => s.logs.filter((l) => l.msg === "hub subscription verified").length === 3, 10_000);
    });

    let firstIds: string[] = [];
    await t.step("import the Google pages: served within seconds, one delivery per topic", async () => {
      const result = await importCli(GBP_DIR);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(result.stdout.trim(), "added 8, updated 0, unchanged 0, skipped 0");
      const ms = await waitForServed(s, 8);
      assert.ok(ms < 10_000);
      await sub.waitFor(() => perTopic().every((n) => n === 1), 15_000, "deliveries after the first import");
      const current = await fetch(`${s.url}/reviews.json`, { headers: { "accept-encoding": "identity" } });
      assert.deepEqual(deliveries()[0].body, new Uint8Array(await current.arrayBuffer()));
      firstIds = (await served(s)).reviews.map((review) => review.id);
      assert.equal(reloads(), 1);
    });

    await t.step("re-import the same export: byte-identical file, no write, no reload, no delivery", async () => {
      const before = await Deno.readFile(reviewsPath);
      const beforeStat = await Deno.stat(reviewsPath);
      const etag = (await served(s)).etag;
      const result = await importCli(GBP_DIR);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(result.stdout.trim(), "added 0, updated 0, unchanged 8, skipped 0");
      await sleep(1_500); // longer than the watcher's debounce and a delivery round trip
      assert.deepEqual(await Deno.readFile(reviewsPath), before);
      assert.equal((await Deno.stat(reviewsPath)).mtime?.getTime(), beforeStat.mtime?.getTime(), "not written");
      assert.equal(reloads(), 1, "no reload");
      assert.deepEqual(perTopic(), [1, 1, 1], "no delivery");
      assert.equal((await served(s)).etag, etag);
    });

    await t.step(
      "a later export: one added, one edited, one new reply; ids stable; one reload, one delivery",
      async () => {
        await writeLaterExport(`${work}/later`);
        const result = await importCli(`${work}/later`);
        assert.equal(result.code, 0, result.stderr);
        assert.equal(result.stdout.trim(), "added 1, updated 2, unchanged 6, skipped 0");
        await waitForServed(s, 9);
        await sub.waitFor(() => perTopic().every((n) => n === 2), 15_000, "deliveries after the later export");
        await sleep(1_500);
        assert.equal(reloads(), 2, "exactly one reload");
        assert.deepEqual(perTopic(), [2, 2, 2], "exactly one delivery per topic");
        const { reviews } = await served(s);
        for (const id of firstIds) assert.ok(reviews.some((review) => review.id === id), `id ${id} kept`);
        const edited = reviews.find((review) => review.text?.includes("manager called to apologise"));
        assert.ok(edited && firstIds.includes(edited.id), "edited in place");
        const replied = reviews.find((review) => review.owner_reply?.text === "Thank you, Sam! See you in six months.");
        assert.ok(replied && firstIds.includes(replied.id), "new reply in place");
        assert.equal(reviews[0].author, "Nadia Kowalski", "the new review, newest first");
        const current = await fetch(`${s.url}/reviews.json`, { headers: { "accept-encoding": "identity" } });
        assert.deepEqual(deliveries()[1].body, new Uint8Array(await current.arrayBuffer()));
      },
    );

    const badCsv = `${work}/with-errors.csv`;
    await t.step("invalid rows: exit 2, every bad row named, nothing written", async () => {
      await Deno.writeTextFile(
        badCsv,
        [
          "Date,Name,Rating,Review",
          "2025-05-10,Walk-in,5,Lovely staff",
          "2025-02-30,Typo Date,4,Date does not exist",
          "2025-05-11,Too Many,7,Seven stars",
        ].join("\r\n"),
      );
      const before = await Deno.readFile(reviewsPath);
      const result = await importCli(badCsv);
      assert.equal(result.code, 2, result.stdout);
      assert.match(result.stderr, /with-errors\.csv line 3 \(row 2\): date: "2025-02-30" is not a real calendar date/);
      assert.match(result.stderr, /with-errors\.csv line 4 \(row 3\): rating: "7" is not between 1 and 5/);
      assert.match(result.stderr, /2 invalid review\(s\); nothing was written/);
      assert.equal(result.stdout, "");
      assert.deepEqual(await Deno.readFile(reviewsPath), before);
    });

    await t.step("--dry-run prints the change and writes nothing", async () => {
      const before = await Deno.readFile(reviewsPath);
      const result = await importCli("--dry-run", "--skip-invalid", badCsv);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, /^add +[0-9A-Z]{26} 2025-05-10 5★ direct "Walk-in"$/m);
      assert.match(result.stdout, /dry run, nothing written: added 1, updated 0, unchanged 0, skipped 2/);
      assert.deepEqual(await Deno.readFile(reviewsPath), before);
    });

    await t.step("--skip-invalid writes the valid rows and lists the rest", async () => {
      const result = await importCli("--skip-invalid", badCsv);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(result.stdout.trim(), "added 1, updated 0, unchanged 0, skipped 2");
      assert.match(result.stderr, /line 3 \(row 2\): date/);
      assert.match(result.stderr, /line 4 \(row 3\): rating/);
      await waitForServed(s, 10);
      const stored = JSON.parse(await Deno.readTextFile(reviewsPath));
      assert.deepEqual(stored.business, {
        id: "bright-smile-dental",
        name: "Bright Smile Dental",
        category: "Dentist",
      });
      const leftovers = [...Deno.readDirSync(dir)].filter((entry) => entry.name.endsWith(".tmp"));
      assert.deepEqual(leftovers, [], "no temporary files left beside reviews.json");
    });
    assert.ok(!s.logs.some((l) => l.level === "error"), JSON.stringify(s.logs.filter((l) => l.level === "error")));
  } finally {
    await server?.stop();
    await sub.close();
    await tls.cleanup();
    await Deno.remove(work, { recursive: true });
  }
});
