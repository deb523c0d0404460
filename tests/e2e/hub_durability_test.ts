/**
 * Hub durability and limits: queue-less mode (sweep only), restart mid fan-out, two instances on one KV, rate
 * limit and subscription caps, `hub list`.
 */
import assert from "node:assert/strict";
import { hubCommand } from "../../src/cli/hub.ts";
import { keys, type Subscription } from "../../src/hub/store.ts";
import { changedFixture, type HubHarness, startHarness } from "../helpers/tls/harness.ts";
import { makeTestTls, type TestTls } from "../helpers/tls/mod.ts";
import { sleep, TestSubscriber } from "../helpers/tls/subscriber.ts";

/**
 * A delivery timeout for tests that count deliveries exactly: with the harness's 1 s, a loaded machine can time out a
 * delivery the subscriber did receive, and its retry (at-least-once, as designed) is counted twice.
 */
const PATIENT_TIMEOUT_MS = 10_000;

async function subscribeAll(h: HubHarness, callbacks: string[], topic = "/api/feed.json") {
  for (const callback of callbacks) {
    const r = await h.post({ "hub.mode": "subscribe", "hub.topic": h.baseUrl + topic, "hub.callback": callback });
    assert.equal(r.status, 202, r.text);
  }
  for (let i = 0; i < 400; i++) {
    let n = 0;
    for (const cb of callbacks) if ((await h.kv.get<Subscription>(keys.sub(topic, cb))).value) n++;
    if (n === callbacks.length) return;
    await sleep(25);
  }
  throw new Error("subscriptions were not all verified");
}

async function withTls(fn: (tls: TestTls, sub: TestSubscriber) => Promise<void>) {
  const tls = await makeTestTls();
  const sub = new TestSubscriber(tls);
  try {
    await fn(tls, sub);
  } finally {
    await sub.close();
    await tls.cleanup();
  }
}

Deno.test("hub in queue-less mode: the sweep does the work", () =>
  withTls(async (tls, sub) => {
    // Without queues an instance runs what it writes; here its worker is stopped, so only the sweep remains.
    const h = await startHarness(tls, {
      config: { queues: false, sweepIntervalMs: 100, timeoutMs: PATIENT_TIMEOUT_MS },
    });
    try {
      const callbacks = [0, 1, 2].map((i) => sub.callback(`/ql/${i}`));
      await subscribeAll(h, callbacks);
      await h.change(1);
      await sub.waitFor(
        () => callbacks.every((_, i) => sub.requests(`/ql/${i}`, "POST").length === 1),
        10_000,
        "deliveries",
      );
    } finally {
      await h.close();
    }
  }));

Deno.test("hub restart mid fan-out loses nothing", () =>
  withTls(async (tls, sub) => {
    const callbacks = Array.from({ length: 30 }, (_, i) => sub.callback(`/restart/${i}`));
    const a = await startHarness(tls, { config: { queues: false } });
    let kvPath: string;
    try {
      kvPath = a.kvPath;
      await subscribeAll(a, callbacks);
      // Crash before any delivery: the worker is gone, the fan-out job is only written.
      await a.hub.worker.stop();
      await a.change(1);
      assert.ok((await a.kv.get(keys.fanout("/api/feed.json"))).value, "fan-out job is durable");
    } finally {
      await a.close();
    }
    // The next instance starts with the same data (no new hash) and finds the stranded work in its sweep.
    const b = await startHarness(tls, {
      kvPath,
      initial: changedFixture(1),
      config: { queues: false, sweepIntervalMs: 100, timeoutMs: PATIENT_TIMEOUT_MS },
    });
    try {
      await sub.waitFor(
        () => callbacks.every((_, i) => sub.requests(`/restart/${i}`, "POST").length === 1),
        10_000,
        "every delivery after restart",
      );
      await sleep(300);
      assert.ok(callbacks.every((_, i) => sub.requests(`/restart/${i}`, "POST").length === 1), "exactly once");
    } finally {
      await b.close();
    }
  }));

Deno.test("two instances on one KV make one fan-out per change", () =>
  withTls(async (tls, sub) => {
    // Counts are exact here, so no delivery may time out on a busy machine and be sent again (at least once).
    const config = { timeoutMs: PATIENT_TIMEOUT_MS };
    const a = await startHarness(tls, { config });
    const b = await startHarness(tls, { kvPath: a.kvPath, config });
    try {
      const callbacks = Array.from({ length: 10 }, (_, i) => sub.callback(`/two/${i}`));
      await subscribeAll(a, callbacks);
      await Promise.all([a.change(1), b.change(1)]);
      await sub.waitFor(
        () => callbacks.every((_, i) => sub.requests(`/two/${i}`, "POST").length >= 1),
        10_000,
        "deliveries",
      );
      await sleep(500);
      for (let i = 0; i < callbacks.length; i++) assert.equal(sub.requests(`/two/${i}`, "POST").length, 1);
      // A second change seen by both: again exactly one delivery each.
      await Promise.all([b.change(2), a.change(2)]);
      await sub.waitFor(
        () => callbacks.every((_, i) => sub.requests(`/two/${i}`, "POST").length >= 2),
        10_000,
        "deliveries",
      );
      await sleep(500);
      for (let i = 0; i < callbacks.length; i++) assert.equal(sub.requests(`/two/${i}`, "POST").length, 2);
    } finally {
      await b.close();
      await a.close();
    }
  }));

Deno.test("hub rate limit and subscription caps", () =>
  withTls(async (tls, sub) => {
    const h = await startHarness(tls, { config: { rateLimitPerMinute: 4, maxSubscriptionsPerHost: 2 } });
    try {
      const form = (path: string) => ({
        "hub.mode": "subscribe",
        "hub.topic": h.baseUrl + "/feed.xml",
        "hub.callback": sub.callback(path),
      });
      await subscribeAll(h, [sub.callback("/cap/1"), sub.callback("/cap/2")], "/feed.xml");
      const capped = await h.post(form("/cap/3"));
      assert.equal(capped.status, 429);
      assert.match(capped.text, /too many subscriptions for callback host/);
      // Renewing an existing subscription is not capped.
      assert.equal((await h.post(form("/cap/1"))).status, 202);
      const limited = await h.post(form("/cap/1"));
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers.get("retry-after")) >= 1);
      await sleep(200);
    } finally {
      await h.close();
    }
    const t = await startHarness(tls, { config: { maxSubscriptions: 1 } });
    try {
      await subscribeAll(t, [sub.callback("/total/1")], "/feed.xml");
      const full = await t.post({
        "hub.mode": "subscribe",
        "hub.topic": t.baseUrl + "/reviews.json",
        "hub.callback": sub.callback("/total/2"),
      });
      assert.equal(full.status, 503);
      await sleep(100);
    } finally {
      await t.close();
    }
  }));

Deno.test("hub list prints subscriptions without secrets or query strings", () =>
  withTls(async (tls, sub) => {
    const h = await startHarness(tls);
    const kvPath = h.kvPath;
    try {
      const cb = sub.callback("/listed") + "?token=hidden";
      await h.post({
        "hub.mode": "subscribe",
        "hub.topic": h.baseUrl + "/feed.xml",
        "hub.callback": cb,
        "hub.secret": "topsecret",
      });
      for (let i = 0; i < 200 && !(await h.kv.get(keys.sub("/feed.xml", cb))).value; i++) await sleep(25);
    } finally {
      await h.close();
    }
    const lines: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => lines.push(args.join(" "));
    try {
      assert.equal(await hubCommand(["list", "--kv", kvPath]), 0);
    } finally {
      console.log = original;
    }
    const out = lines.join("\n");
    assert.match(out, /TOPIC\s+CALLBACK\s+STATE\s+LEASE EXPIRES\s+FAILURES\s+LAST DELIVERY/);
    assert.match(out, /\/feed\.xml\s+https:\/\/127\.0\.0\.1:\d+\/listed\s+active/);
    assert.doesNotMatch(out, /hidden|topsecret/);
    assert.match(out, /1 subscription\(s\)/);
  }));
