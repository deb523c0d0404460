/**
 * A delivery's outcome is recorded even when the local KV file is briefly locked by another handle (two instances on
 * one file): an outcome lost there would make the next fan-out deliver the same content again.
 */
import assert from "node:assert/strict";
import { HUB_DEFAULTS } from "../../src/hub/config.ts";
import { type Attempt, recordAlone } from "../../src/hub/jobs/deliver.ts";
import { keys, type Subscription } from "../../src/hub/store.ts";
import { Semaphore } from "../../src/hub/worker.ts";
import type { JobContext } from "../../src/hub/worker.ts";

const TOPIC = "/feed.xml";
const CALLBACK = "https://subscriber.example/hook";

function subscription(now: number): Subscription {
  return {
    topic: TOPIC,
    callback: CALLBACK,
    host: "subscriber.example",
    secret: null,
    leaseSeconds: 3600,
    expiresAt: now + 3_600_000,
    failures: 0,
    lastDeliveryAt: null,
    lastDeliveryStatus: null,
    lastDeliveredHash: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** A KV whose first `locked` commits throw SQLite's busy error, as a second handle on the same file can make them. */
function lockedFor(kv: Deno.Kv, locked: number): { kv: Deno.Kv; refused: () => number } {
  let refused = 0;
  const atomic = () => {
    const op = kv.atomic();
    const commit = op.commit.bind(op);
    op.commit = () => {
      if (refused < locked) {
        refused++;
        return Promise.reject(new TypeError("database is locked"));
      }
      return commit();
    };
    return op;
  };
  const get = (target: Deno.Kv, name: string | symbol) => {
    if (name === "atomic") return atomic;
    const value = Reflect.get(target, name);
    return typeof value === "function" ? value.bind(target) : value; // KV's methods use private fields
  };
  return { kv: new Proxy(kv, { get }), refused: () => refused };
}

function contextFor(kv: Deno.Kv): JobContext {
  return {
    kv,
    config: HUB_DEFAULTS,
    views: () => {
      throw new Error("not used");
    },
    baseUrl: () => "http://127.0.0.1",
    outbound: Object.assign(() => Promise.reject(new Error("not used")), { close() {} }),
    wake: () => () => {},
    slots: new Semaphore(1),
    stopped: false,
    pageSize: 10,
    fanoutClaimMs: 1000,
  };
}

Deno.test("recordAlone records a delivery through a locked KV file", async (t) => {
  const kv = await Deno.openKv(":memory:");
  try {
    const now = Date.now();
    await kv.set(keys.sub(TOPIC, CALLBACK), subscription(now));
    const entry = await kv.get<Subscription>(keys.sub(TOPIC, CALLBACK));
    const attempt: Attempt = { entry: entry as Deno.KvEntry<Subscription>, outcome: 200, status: "200" };

    await t.step("three busy commits, then the outcome is stored", async () => {
      const busy = lockedFor(kv, 3);
      await recordAlone(contextFor(busy.kv), attempt, "hash-1", now);
      assert.equal(busy.refused(), 3);
      const stored = await kv.get<Subscription>(keys.sub(TOPIC, CALLBACK));
      assert.equal(stored.value?.lastDeliveredHash, "hash-1");
      assert.equal(stored.value?.lastDeliveryStatus, "200");
    });
  } finally {
    kv.close();
  }
});
