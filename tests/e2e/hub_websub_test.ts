/**
 * WebSub hub end to end, in process: real HTTPS subscribers (test CA), real KV file, real queue. Replays the
 * websub.rocks hub tests 100–104 for each topic, then verification failures, delivery failures, 410, leases.
 */
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { TOPIC_PATHS, topicLinkHeader, type TopicPath } from "../../src/feeds/topics.ts";
import { keys, type Subscription } from "../../src/hub/store.ts";
import { type HubHarness, startHarness } from "../helpers/tls/harness.ts";
import { makeTestTls } from "../helpers/tls/mod.ts";
import { sleep, TestSubscriber } from "../helpers/tls/subscriber.ts";

const TYPES: Record<TopicPath, string> = {
  "/feed.xml": "application/atom+xml; charset=utf-8",
  "/api/feed.json": "application/json",
  "/reviews.json": "application/json",
};

async function waitForSub(
  h: HubHarness,
  topic: TopicPath,
  callback: string,
  pred: (s: Subscription | null) => boolean,
) {
  for (let i = 0; i < 200; i++) {
    const entry = await h.kv.get<Subscription>(keys.sub(topic, callback));
    if (pred(entry.value)) return entry.value;
    await sleep(25);
  }
  throw new Error(`subscription ${topic} ${callback} never reached the expected state`);
}

Deno.test("WebSub hub end to end", async (t) => {
  const tls = await makeTestTls();
  const sub = new TestSubscriber(tls);
  const h = await startHarness(tls);
  let version = 0;
  const change = () => h.change(++version);
  const subscribe = async (topic: TopicPath, callback: string, extra: Record<string, string> = {}) => {
    const response = await h.post({
      "hub.mode": "subscribe",
      "hub.topic": h.baseUrl + topic,
      "hub.callback": callback,
      ...extra,
    });
    assert.equal(response.status, 202, response.text);
    return response;
  };
  const subscribed = async (topic: TopicPath, callback: string, extra: Record<string, string> = {}) => {
    await subscribe(topic, callback, extra);
    return await waitForSub(h, topic, callback, (s) => s !== null);
  };
  const posts = (path: string) => sub.requests(path, "POST");

  try {
    for (const topic of TOPIC_PATHS) {
      const slug = topic.replaceAll(/[^a-z]/g, "");
      await t.step(`100 typical subscribe, unsigned delivery (${topic})`, async () => {
        const path = `/100/${slug}`;
        const cb = sub.callback(path);
        await subscribed(topic, cb);
        const [verification] = sub.requests(path, "GET");
        assert.equal(verification.query.get("hub.mode"), "subscribe");
        assert.equal(verification.query.get("hub.topic"), h.baseUrl + topic);
        assert.equal(verification.query.get("hub.lease_seconds"), "864000");
        assert.ok((verification.query.get("hub.challenge") ?? "").length >= 32);
        await change();
        await sub.waitFor(() => posts(path).length === 1, 10_000, "delivery");
        const [delivery] = posts(path);
        const representation = h.views().topic(topic);
        assert.equal(delivery.headers.get("content-type"), TYPES[topic]);
        assert.deepEqual(delivery.body, representation.body);
        assert.equal(delivery.headers.get("link"), topicLinkHeader(h.baseUrl, topic));
        assert.equal(delivery.headers.get("x-hub-signature"), null);
      });

      await t.step(`101 subscribe with secret, signature verifies (${topic})`, async () => {
        const path = `/101/${slug}`;
        const cb = sub.callback(path);
        const secret = "s3cr3t-" + slug;
        await subscribed(topic, cb, { "hub.secret": secret });
        await change();
        await sub.waitFor(() => posts(path).length === 1, 10_000, "signed delivery");
        const [delivery] = posts(path);
        const expected = `sha256=${createHmac("sha256", secret).update(delivery.body).digest("hex")}`;
        assert.equal(delivery.headers.get("x-hub-signature"), expected);
        assert.deepEqual(delivery.body, h.views().topic(topic).body);
      });

      await t.step(`102 extra parameters are ignored (${topic})`, async () => {
        const path = `/102/${slug}`;
        const cb = sub.callback(path);
        await subscribed(topic, cb, { "hub.verify": "sync", foo: "bar", "hub.verify_token": "x" });
        await change();
        await sub.waitFor(() => posts(path).length === 1, 10_000, "delivery");
      });

      await t.step(`103 re-subscribe before expiry: one delivery per change (${topic})`, async () => {
        const path = `/103/${slug}`;
        const cb = sub.callback(path);
        const first = await subscribed(topic, cb, { "hub.lease_seconds": "7200" });
        await subscribe(topic, cb, { "hub.lease_seconds": "10000" });
        const renewed = await waitForSub(h, topic, cb, (s) => s?.leaseSeconds === 10000);
        assert.equal(renewed!.createdAt, first!.createdAt, "updated in place");
        assert.equal(sub.requests(path, "GET").length, 2);
        await change();
        await sub.waitFor(() => posts(path).length === 1, 10_000, "delivery");
        await sleep(300);
        assert.equal(posts(path).length, 1);
      });

      await t.step(`104 unsubscribe is verified, no delivery afterwards (${topic})`, async () => {
        const path = `/104/${slug}`;
        const cb = sub.callback(path);
        await subscribed(topic, cb);
        const response = await h.post({
          "hub.mode": "unsubscribe",
          "hub.topic": h.baseUrl + topic,
          "hub.callback": cb,
        });
        assert.equal(response.status, 202);
        await waitForSub(h, topic, cb, (s) => s === null);
        const verification = sub.requests(path, "GET").at(-1)!;
        assert.equal(verification.query.get("hub.mode"), "unsubscribe");
        assert.equal(verification.query.get("hub.lease_seconds"), null);
        await change();
        await sleep(400);
        assert.equal(posts(path).length, 0);
      });
    }

    await t.step("verification query is appended to the callback's own query string", async () => {
      const cb = sub.callback("/query") + "?token=a%20b&x=1";
      await subscribed("/feed.xml", cb);
      const [verification] = sub.requests("/query", "GET");
      assert.equal(verification.query.get("token"), "a b");
      assert.equal(verification.query.get("x"), "1");
      assert.equal(verification.query.get("hub.mode"), "subscribe");
    });

    for (
      const [name, verify] of [["non-2xx", 404], ["wrong body", "wrong"], ["redirect", "redirect"], [
        "timeout",
        "hang",
      ]] as const
    ) {
      await t.step(`failed verification (${name}) leaves the previous state`, async () => {
        const path = `/vfail/${name.replaceAll(/\W/g, "")}`;
        const cb = sub.callback(path);
        await subscribed("/api/feed.json", cb, { "hub.lease_seconds": "7200" });
        sub.behaviours.set(path, { verify });
        await subscribe("/api/feed.json", cb, { "hub.lease_seconds": "90000", "hub.secret": "new" });
        await sub.waitFor(() => sub.requests(path, "GET").length === 2, 5_000, "second verification");
        await sleep(verify === "hang" ? 1_300 : 200);
        const after = await h.kv.get<Subscription>(keys.sub("/api/feed.json", cb));
        assert.equal(after.value?.leaseSeconds, 7200);
        assert.equal(after.value?.secret, null);
        // Unsubscribe that fails verification keeps the subscription too.
        await h.post({ "hub.mode": "unsubscribe", "hub.topic": h.baseUrl + "/api/feed.json", "hub.callback": cb });
        await sub.waitFor(() => sub.requests(path, "GET").length === 3, 5_000, "third verification");
        await sleep(verify === "hang" ? 1_300 : 200);
        assert.ok((await h.kv.get(keys.sub("/api/feed.json", cb))).value);
        // A brand-new subscription that fails never exists.
        const fresh = sub.callback(`${path}/fresh`, { verify });
        await subscribe("/api/feed.json", fresh);
        await sub.waitFor(() => sub.requests(`${path}/fresh`, "GET").length === 1, 5_000, "fresh verification");
        await sleep(verify === "hang" ? 1_300 : 200);
        assert.equal((await h.kv.get(keys.sub("/api/feed.json", fresh))).value, null);
      });
    }

    await t.step("3 consecutive failed deliveries remove the subscription and send denied", async () => {
      const path = "/fail3";
      const cb = sub.callback(path, { deliveries: [500, 503, 404] });
      await subscribed("/reviews.json", cb);
      await change();
      await sub.waitFor(
        () => sub.requests(path, "GET").some((r) => r.query.get("hub.mode") === "denied"),
        10_000,
        "denied",
      );
      assert.equal(posts(path).length, 3);
      const denied = sub.requests(path, "GET").find((r) => r.query.get("hub.mode") === "denied")!;
      assert.equal(denied.query.get("hub.topic"), h.baseUrl + "/reviews.json");
      assert.ok(denied.query.get("hub.reason"));
      assert.equal((await h.kv.get(keys.sub("/reviews.json", cb))).value, null);
    });

    await t.step("a success in between resets the failure count", async () => {
      const path = "/reset";
      const cb = sub.callback(path, { deliveries: [500, 200, 500, 500, 200] });
      await subscribed("/feed.xml", cb);
      await change();
      await sub.waitFor(() => posts(path).length === 2, 10_000, "retry succeeded");
      await change();
      await sub.waitFor(() => posts(path).length === 5, 10_000, "second change delivered after two failures");
      const after = await waitForSub(h, "/feed.xml", cb, (s) => s?.lastDeliveryStatus === "200");
      assert.equal(after!.failures, 0);
      assert.ok(!sub.requests(path, "GET").some((r) => r.query.get("hub.mode") === "denied"));
    });

    await t.step("410 Gone ends the subscription at once", async () => {
      const path = "/gone";
      const cb = sub.callback(path, { deliveries: [410] });
      await subscribed("/feed.xml", cb);
      await change();
      await waitForSub(h, "/feed.xml", cb, (s) => s === null);
      await sleep(300);
      assert.equal(posts(path).length, 1);
      assert.ok(!sub.requests(path, "GET").some((r) => r.query.get("hub.mode") === "denied"));
    });

    await t.step("leases clamp; the granted value is what verification carries", async () => {
      for (const [asked, granted] of [["1", "3600"], ["99999999", "2592000"], ["86400", "86400"]]) {
        const path = `/lease/${asked}`;
        const cb = sub.callback(path);
        const s = await subscribed("/feed.xml", cb, { "hub.lease_seconds": asked });
        assert.equal(sub.requests(path, "GET")[0].query.get("hub.lease_seconds"), granted);
        assert.equal(String(s!.leaseSeconds), granted);
      }
    });

    await t.step("expired leases get no delivery and are swept", async () => {
      const path = "/expired";
      const cb = sub.callback(path);
      const s = await subscribed("/feed.xml", cb);
      await h.kv.set(keys.sub("/feed.xml", cb), { ...s!, expiresAt: Date.now() - 1 });
      await change();
      await sleep(400);
      assert.equal(posts(path).length, 0);
      const swept = await h.hub.sweep();
      assert.ok(swept.expired >= 1);
      assert.equal((await h.kv.get(keys.sub("/feed.xml", cb))).value, null);
      assert.equal((await h.kv.get(keys.byHost("127.0.0.1", "/feed.xml", cb))).value, null);
    });

    await t.step("invalid requests get 4xx with a plain-text reason", async () => {
      const good = {
        "hub.mode": "subscribe",
        "hub.topic": h.baseUrl + "/feed.xml",
        "hub.callback": sub.callback("/x"),
      };
      const cases: Array<[Record<string, string>, RegExp]> = [
        [{ ...good, "hub.callback": "http://127.0.0.1/x" }, /https/],
        [{ ...good, "hub.callback": "https://10.0.0.1/x" }, /private/],
        [{ ...good, "hub.callback": "https://169.254.169.254/x" }, /link-local/],
        [{ ...good, "hub.mode": "publish" }, /publish/],
        [{ ...good, "hub.topic": "https://reviews.example.com/nope" }, /unknown hub.topic/],
        [{ ...good, "hub.secret": "x".repeat(200) }, /secret/],
      ];
      for (const [params, reason] of cases) {
        const response = await h.post(params);
        assert.ok(response.status >= 400 && response.status < 500, `${response.status} ${response.text}`);
        assert.match(response.headers.get("content-type") ?? "", /^text\/plain/);
        assert.match(response.text, reason);
      }
    });
  } finally {
    await h.close();
    await sub.close();
    await tls.cleanup();
  }
});
