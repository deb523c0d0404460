/**
 * WebSub hub through the real server process (`main.ts serve --data --kv`): an HTTPS test subscriber (test CA trusted
 * through DENO_CERT) subscribes, is verified, receives the new topic content after the data directory changes
 * (atomic rename), is signed with a secret, stops receiving after unsubscribing; bad hub requests get 4xx plain text;
 * `main.ts hub list` on the same KV file shows the subscription without secret or query string.
 */
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { topicLinkHeader } from "../../src/feeds/topics.ts";
import { copyFixtureToTemp } from "../helpers/fixture.ts";
import { addVerifiedReview, hubServerEnv } from "../helpers/hub_server.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";
import { makeTestTls } from "../helpers/tls/mod.ts";
import { sleep, TestSubscriber } from "../helpers/tls/subscriber.ts";

const MAIN = new URL("../../main.ts", import.meta.url).pathname;

/** POSTs a form to the hub endpoint of `url`. */
async function postHub(url: string, params: Record<string, string>) {
  const response = await fetch(`${url}/api/websub/hub`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(params),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** GETs a topic from the server: its exact bytes and headers. */
async function getTopic(url: string, path: string) {
  const response = await fetch(`${url}${path}`, { headers: { "accept-encoding": "identity" } });
  assert.equal(response.status, 200);
  return { body: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
}

const reloads = (server: RunningServer) => server.logs.filter((l) => l.msg === "dataset reloaded").length;

Deno.test("WebSub hub through the real server process", async (t) => {
  const tls = await makeTestTls();
  const dataDir = await copyFixtureToTemp();
  const kvDir = await Deno.makeTempDir({ prefix: "hub-server-kv-" });
  const kvPath = `${kvDir}/kv.sqlite`;
  const sub = new TestSubscriber(tls);
  let server: RunningServer | null = null;
  try {
    server = await startServer({ args: ["--data", dataDir, "--kv", kvPath], env: hubServerEnv(tls) });
    const s = server;
    const listening = await s.waitForLog((l) => l.msg === "listening");
    const baseUrl = String(listening.base_url);
    assert.equal(baseUrl, `http://localhost:${s.port}`);
    const secret = "a-secret-never-shown-0123456789";
    const signedCb = `${sub.callback("/signed")}?token=callback-query-secret&x=1`;
    const plainCb = sub.callback("/plain");
    const posts = (path: string) => sub.requests(path, "POST");
    let changes = 0;
    const change = async () => {
      const before = reloads(s);
      await addVerifiedReview(dataDir, ++changes);
      await s.waitForLog(
        () => reloads(s) > before || s.logs.some((l) => l.msg?.toString().startsWith("reload refused")),
        15_000,
      );
      assert.ok(reloads(s) > before, "the server reloaded the data directory");
    };

    await t.step("subscribe (with secret and a callback query string) → 202, verification GET answered", async () => {
      const signed = await postHub(s.url, {
        "hub.mode": "subscribe",
        "hub.topic": `${baseUrl}/api/feed.json`,
        "hub.callback": signedCb,
        "hub.secret": secret,
        "hub.verify": "sync", // unknown / legacy parameters are ignored
      });
      assert.equal(signed.status, 202, signed.text);
      const plain = await postHub(s.url, {
        "hub.mode": "subscribe",
        "hub.topic": `${baseUrl}/feed.xml`,
        "hub.callback": plainCb,
      });
      assert.equal(plain.status, 202, plain.text);
      await sub.waitFor(() => sub.requests("/signed", "GET").length === 1, 10_000, "verification of /signed");
      await sub.waitFor(() => sub.requests("/plain", "GET").length === 1, 10_000, "verification of /plain");
      const [v] = sub.requests("/signed", "GET");
      assert.equal(v.query.get("hub.mode"), "subscribe");
      assert.equal(v.query.get("hub.topic"), `${baseUrl}/api/feed.json`);
      assert.equal(v.query.get("hub.lease_seconds"), "864000");
      assert.ok((v.query.get("hub.challenge") ?? "").length >= 32);
      // The callback's own query string is kept, hub parameters appended.
      assert.equal(v.query.get("token"), "callback-query-secret");
      assert.equal(v.query.get("x"), "1");
      assert.equal(v.query.get("hub.secret"), null);
      const [p] = sub.requests("/plain", "GET");
      assert.equal(p.query.get("hub.topic"), `${baseUrl}/feed.xml`);
      assert.notEqual(p.query.get("hub.challenge"), v.query.get("hub.challenge"));
      const verified = (cb: string) => (l: Record<string, unknown>) =>
        l.msg === "hub subscription verified" && JSON.stringify(l).includes(new URL(cb).pathname);
      await s.waitForLog(verified(signedCb), 10_000);
      await s.waitForLog(verified(plainCb), 10_000);
    });

    await t.step(
      "data change (rename over reviews.json) → both get the topic's bytes, headers, signature",
      async () => {
        await change();
        await sub.waitFor(() => posts("/signed").length === 1 && posts("/plain").length === 1, 15_000, "deliveries");
        for (const [path, topic] of [["/signed", "/api/feed.json"], ["/plain", "/feed.xml"]] as const) {
          const [delivery] = posts(path);
          const current = await getTopic(s.url, topic);
          assert.ok(
            new TextDecoder().decode(current.body).includes("visit number 1"),
            "the topic shows the new review",
          );
          assert.deepEqual(delivery.body, current.body, `${path}: delivered body = GET ${topic}`);
          assert.equal(delivery.headers.get("content-type"), current.headers.get("content-type"));
          assert.equal(
            delivery.headers.get("content-type"),
            topic === "/feed.xml" ? "application/atom+xml; charset=utf-8" : "application/json",
          );
          assert.equal(delivery.headers.get("link"), topicLinkHeader(baseUrl, topic));
          assert.match(delivery.headers.get("link")!, /rel="hub"/);
          assert.match(delivery.headers.get("link")!, /rel="self"/);
          // The delivery goes to the callback exactly as given, query string included.
          if (path === "/signed") assert.equal(delivery.query.get("token"), "callback-query-secret");
        }
        const [signed] = posts("/signed");
        const expected = createHmac("sha256", secret).update(signed.body).digest("hex");
        assert.equal(signed.headers.get("x-hub-signature"), `sha256=${expected}`);
        assert.equal(posts("/plain")[0].headers.get("x-hub-signature"), null);
      },
    );

    await t.step("unsubscribe → verified, then no further delivery after another change", async () => {
      const response = await postHub(s.url, {
        "hub.mode": "unsubscribe",
        "hub.topic": `${baseUrl}/feed.xml`,
        "hub.callback": plainCb,
      });
      assert.equal(response.status, 202, response.text);
      await sub.waitFor(() => sub.requests("/plain", "GET").length === 2, 10_000, "unsubscribe verification");
      const v = sub.requests("/plain", "GET")[1];
      assert.equal(v.query.get("hub.mode"), "unsubscribe");
      assert.equal(v.query.get("hub.topic"), `${baseUrl}/feed.xml`);
      await s.waitForLog((l) => l.msg === "hub unsubscribed", 10_000);
      await change();
      await sub.waitFor(() => posts("/signed").length === 2, 15_000, "second delivery to /signed");
      await sleep(700); // a delivery to /plain would be part of the same fan-out
      assert.equal(posts("/plain").length, 1);
      const current = await getTopic(s.url, "/api/feed.json");
      assert.deepEqual(posts("/signed")[1].body, current.body);
    });

    await t.step("bad hub requests → 4xx with a plain-text reason, never 500", async () => {
      const topic = `${baseUrl}/api/feed.json`;
      const cb = `${sub.origin}/bad`;
      const cases: Array<[string, Record<string, string>]> = [
        ["non-HTTPS callback", { "hub.mode": "subscribe", "hub.topic": topic, "hub.callback": "http://127.0.0.1/x" }],
        ["unknown topic", { "hub.mode": "subscribe", "hub.topic": `${baseUrl}/nope.xml`, "hub.callback": cb }],
        ["topic of another host", {
          "hub.mode": "subscribe",
          "hub.topic": "https://elsewhere.example.com/feed.xml",
          "hub.callback": cb,
        }],
        ["hub.mode=publish", { "hub.mode": "publish", "hub.topic": topic, "hub.url": topic }],
        ["hub.mode=publish with callback", { "hub.mode": "publish", "hub.topic": topic, "hub.callback": cb }],
        ["unknown mode", { "hub.mode": "bogus", "hub.topic": topic, "hub.callback": cb }],
        ["missing hub.mode", { "hub.topic": topic, "hub.callback": cb }],
        ["missing hub.topic", { "hub.mode": "subscribe", "hub.callback": cb }],
        ["missing hub.callback", { "hub.mode": "subscribe", "hub.topic": topic }],
        ["empty form", {}],
        ["private callback address", {
          "hub.mode": "subscribe",
          "hub.topic": topic,
          "hub.callback": "https://10.1.2.3/cb",
        }],
        ["callback with credentials", {
          "hub.mode": "subscribe",
          "hub.topic": topic,
          "hub.callback": `https://user:pw@127.0.0.1:${new URL(sub.origin).port}/cb`,
        }],
        ["callback with fragment", { "hub.mode": "subscribe", "hub.topic": topic, "hub.callback": `${cb}#frag` }],
        ["secret of 200 bytes", {
          "hub.mode": "subscribe",
          "hub.topic": topic,
          "hub.callback": cb,
          "hub.secret": "x".repeat(200),
        }],
        ["callback not a URL", { "hub.mode": "subscribe", "hub.topic": topic, "hub.callback": "not a url" }],
      ];
      for (const [what, params] of cases) {
        const response = await postHub(s.url, params);
        assert.ok(response.status >= 400 && response.status < 500, `${what}: ${response.status} ${response.text}`);
        assert.match(response.headers.get("content-type") ?? "", /^text\/plain/, what);
        assert.ok(response.text.trim().length > 0, `${what}: a reason`);
      }
      // Not a form at all.
      const json = await fetch(`${s.url}/api/websub/hub`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ "hub.mode": "subscribe" }),
      });
      const jsonText = await json.text();
      assert.ok(json.status >= 400 && json.status < 500, `json body: ${json.status} ${jsonText}`);
      const get = await fetch(`${s.url}/api/websub/hub`);
      const getText = await get.text();
      assert.ok(get.status >= 400 && get.status < 500, `GET: ${get.status} ${getText}`);
      // None of these reached the subscriber.
      assert.equal(sub.requests("/bad").length, 0);
      assert.equal(sub.requests("/cb").length, 0);
      assert.ok(!s.logs.some((l) => l.level === "error"), JSON.stringify(s.logs.filter((l) => l.level === "error")));
    });

    await t.step("stop the server; `main.ts hub list --kv` shows the subscription, no secret or query", async () => {
      const status = await s.stop();
      assert.equal(status.code, 0);
      const out = await new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", "--frozen", MAIN, "hub", "list", "--kv", kvPath],
        stdout: "piped",
        stderr: "piped",
      }).output();
      const text = new TextDecoder().decode(out.stdout);
      assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
      const rows = text.trim().split("\n");
      assert.match(rows[0], /^TOPIC\s+CALLBACK/);
      assert.match(rows.at(-1)!, /^1 subscription\(s\)$/);
      const row = rows.find((r) => r.includes(`${sub.origin}/signed`));
      assert.ok(row, text);
      assert.match(row, /^\/api\/feed\.json\s/, "the topic (stored as its path)");
      assert.match(row, /\bactive\b/);
      assert.ok(!text.includes("/plain"), "the unsubscribed callback is gone");
      assert.ok(!text.includes("token"), "no callback query string");
      assert.ok(!text.includes("callback-query-secret"), "no callback query string");
      assert.ok(!text.includes(secret), "no secret");
      assert.ok(!new TextDecoder().decode(out.stderr).includes(secret), "no secret on stderr");
      assert.ok(!s.logs.some((l) => JSON.stringify(l).includes(secret)), "secret never logged");
      assert.ok(!s.logs.some((l) => JSON.stringify(l).includes("callback-query-secret")), "query never logged");
    });
  } finally {
    await server?.stop();
    await sub.close();
    await tls.cleanup();
    await Deno.remove(dataDir, { recursive: true });
    await Deno.remove(kvDir, { recursive: true });
  }
});
