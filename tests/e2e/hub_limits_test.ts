/**
 * Issue 11, hub items 2, 3, 4, 6 and 7, each reproduced against a real in-process hub (real KV file, real HTTPS
 * subscriber on 127.0.0.1): long callbacks and their keys, one bad subscription in a fan-out page, body limits,
 * the order of concurrent intents, and caps that count pending intents.
 */
import assert from "node:assert/strict";
import { keys, type Subscription } from "../../src/hub/store.ts";
import { type HubHarness, startHarness } from "../helpers/tls/harness.ts";
import { makeTestTls, type TestTls } from "../helpers/tls/mod.ts";
import { sleep, TestSubscriber } from "../helpers/tls/subscriber.ts";

async function withHub(
  config: Parameters<typeof startHarness>[1],
  fn: (h: HubHarness, sub: TestSubscriber, tls: TestTls) => Promise<void>,
) {
  const tls = await makeTestTls();
  const sub = new TestSubscriber(tls);
  const h = await startHarness(tls, config);
  try {
    await fn(h, sub, tls);
  } finally {
    await h.close();
    await sub.close();
    await tls.cleanup();
  }
}

const form = (h: HubHarness, callback: string, mode = "subscribe", topic = "/feed.xml") => ({
  "hub.mode": mode,
  "hub.topic": h.baseUrl + topic,
  "hub.callback": callback,
});

async function until(what: string, predicate: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await predicate()) return;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const subOf = async (h: HubHarness, callback: string, topic = "/feed.xml") =>
  (await h.kv.get<Subscription>(keys.sub(topic, callback))).value;

Deno.test("item 3: long callbacks fit every key; over the bound a clear 400", () =>
  withHub({}, async (h, sub) => {
    // 3,000 characters: over the old 2 KB key limit, under the bound.
    const long = sub.callback("/long") + "?pad=" + "a".repeat(3_000);
    const accepted = await h.post(form(h, long));
    assert.equal(accepted.status, 202, accepted.text);
    await until("long subscription verified", async () => (await subOf(h, long)) !== null);
    await h.change(1);
    await sub.waitFor(() => sub.requests("/long", "POST").length === 1, 10_000, "delivery to the long callback");
    const gone = await h.post(form(h, long, "unsubscribe"));
    assert.equal(gone.status, 202);
    await until("long subscription removed", async () => (await subOf(h, long)) === null);
    // Over the bound: refused before anything is written, with a plain-text reason.
    const tooLong = sub.callback("/toolong") + "?pad=" + "a".repeat(5_000);
    for (const mode of ["subscribe", "unsubscribe"]) {
      const refused = await h.post(form(h, tooLong, mode));
      assert.equal(refused.status, 400, refused.text);
      assert.match(refused.headers.get("content-type") ?? "", /^text\/plain/);
      assert.match(refused.text, /hub\.callback .*4096/);
    }
    assert.equal(sub.requests("/toolong").length, 0);
  }));

Deno.test("item 2: one bad subscription never blocks or repeats the others' deliveries", () =>
  withHub({ config: { deliveryConcurrency: 2 } }, async (h, sub) => {
    // deliveryConcurrency 2 → pages of 16: 40 good subscriptions span three pages.
    const good = Array.from({ length: 40 }, (_, i) => sub.callback(`/good/${i}`));
    const long = sub.callback("/bad-long", { deliveries: [500] }) + "?pad=" + "b".repeat(2_017);
    for (const cb of [...good, long]) assert.equal((await h.post(form(h, cb))).status, 202);
    await until("all verified", async () => {
      for (const cb of [...good, long]) if (!(await subOf(h, cb))) return false;
      return true;
    });
    // A corrupted record (a secret that is not a string) makes signing throw: it must stay that one's problem.
    const broken = sub.callback("/bad-record");
    const sample = (await subOf(h, good[0]))!;
    await h.kv.set(keys.sub("/feed.xml", broken), {
      ...sample,
      callback: broken,
      secret: 42 as unknown as string,
      lastDeliveredHash: null,
    });
    await h.change(1);
    await sub.waitFor(
      () => good.every((_, i) => sub.requests(`/good/${i}`, "POST").length >= 1),
      15_000,
      "every good subscription delivered",
    );
    await until("fan-out finished", async () => (await h.kv.get(keys.fanout("/feed.xml"))).value === null);
    await sleep(500);
    for (const [i] of good.entries()) assert.equal(sub.requests(`/good/${i}`, "POST").length, 1, `good ${i}`);
    assert.ok(sub.requests("/bad-long", "POST").length >= 1, "the long callback got its (failing) delivery");
  }));

Deno.test("item 4: hub bodies over 64 KB get 413 before they are read", () =>
  withHub({}, async (h) => {
    const big = "hub.mode=subscribe&pad=" + "x".repeat(70_000);
    const declared = await h.postRaw(big);
    assert.equal(declared.status, 413, declared.text);
    assert.match(declared.text, /64 KB|65536/);
    // Streamed without a Content-Length: counted as it arrives.
    const chunks = [new TextEncoder().encode("hub.mode=subscribe&pad="), new Uint8Array(80_000).fill(120)];
    const streamed = await h.postRaw(
      new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      }),
    );
    assert.equal(streamed.status, 413, streamed.text);
    // A normal form is still fine.
    assert.equal((await h.postRaw("hub.mode=subscribe")).status, 400);
  }));

Deno.test("item 6: a stale intent never resurrects a subscription after a verified unsubscribe", () =>
  withHub({ config: { timeoutMs: 4_000 } }, async (h, sub) => {
    const cb = sub.callback("/order");
    assert.equal((await h.post(form(h, cb))).status, 202);
    await until("subscribed", async () => (await subOf(h, cb)) !== null);
    // A renewal whose verification answers late, then an unsubscribe that verifies at once.
    sub.behaviours.set("/order", { subscribeDelayMs: 1_200 });
    assert.equal((await h.post(form(h, cb))).status, 202);
    await sleep(100);
    assert.equal((await h.post(form(h, cb, "unsubscribe"))).status, 202);
    await until("unsubscribed", async () => (await subOf(h, cb)) === null);
    // The older renewal verifies afterwards: it must not bring the subscription back.
    await sub.waitFor(() => sub.requests("/order", "GET").length === 3, 5_000, "three verifications");
    await sleep(1_800);
    assert.equal(await subOf(h, cb), null, "the stale renewal was applied after the unsubscribe");
    await until("no verification jobs left", async () => {
      for await (const _ of h.kv.list({ prefix: ["hub", "job", "verify"] })) return false;
      return true;
    });
  }));

Deno.test("item 7: caps count pending intents, atomically", () =>
  withHub({ config: { maxSubscriptionsPerHost: 5, rateLimitPerMinute: 10_000 } }, async (h, sub) => {
    const callbacks = Array.from({ length: 50 }, (_, i) => sub.callback(`/race/${i}`));
    const answers = await Promise.all(callbacks.map((cb) => h.post(form(h, cb))));
    const accepted = answers.filter((a) => a.status === 202).length;
    assert.ok(accepted <= 5, `${accepted} of 50 accepted with a per-host cap of 5`);
    assert.ok(answers.every((a) => a.status === 202 || a.status === 429), answers.map((a) => a.status).join());
    await sleep(1_500);
    let active = 0;
    for (const cb of callbacks) if (await subOf(h, cb)) active++;
    assert.ok(active <= 5, `${active} active subscriptions with a cap of 5`);
    assert.equal(active, accepted);
    // Unsubscribing frees a slot for someone else.
    const first = callbacks.find((_, i) => answers[i].status === 202)!;
    assert.equal((await h.post(form(h, first, "unsubscribe"))).status, 202);
    await until("slot freed", async () => (await subOf(h, first)) === null);
    const late = sub.callback("/race/late");
    assert.equal((await h.post(form(h, late))).status, 202);
  }));

Deno.test("item 7: the total cap counts pending intents too", () =>
  withHub({ config: { maxSubscriptions: 3, rateLimitPerMinute: 10_000 } }, async (h, sub) => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => h.post(form(h, sub.callback(`/total/${i}`)))),
    );
    const accepted = answers.filter((a) => a.status === 202).length;
    assert.ok(accepted <= 3, `${accepted} of 20 accepted with a total cap of 3`);
    assert.ok(accepted >= 1);
    assert.ok(answers.every((a) => a.status === 202 || a.status === 503));
  }));
