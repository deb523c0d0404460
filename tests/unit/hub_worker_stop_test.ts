/**
 * A job that hits a locked local KV file gives its claim back and is tried again on a timer; a worker stopped while
 * the claim is being given back must not set that timer afterwards (it would outlive `stop()`: a leak the
 * sanitizers report, and a run against a closed KV).
 */
import assert from "node:assert/strict";
import { HUB_DEFAULTS } from "../../src/hub/config.ts";
import { type DeliverJob, keys } from "../../src/hub/store.ts";
import { HubWorker } from "../../src/hub/worker.ts";

const TOPIC = "/feed.xml";
const CALLBACK = "https://subscriber.example/hook";

Deno.test("a worker stopped while a busy job gives its claim back sets no retry timer", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const jobKey = keys.deliver(TOPIC, CALLBACK);
    const job: DeliverJob = { kind: "deliver", topic: TOPIC, callback: CALLBACK, hash: "h", dueAt: 0, claimedUntil: 0 };
    await kv.set(jobKey, job);
    let gets = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => release = resolve);
    let handingBack = () => {};
    const handedBack = new Promise<void>((resolve) => handingBack = resolve);
    // get #1 reads the job to claim it, get #2 (the delivery's subscription) finds the file locked, get #3 (giving
    // the claim back) waits until the test has stopped the worker.
    const get = async (key: Deno.KvKey) => {
      gets++;
      if (gets === 2) throw new TypeError("database is locked");
      if (gets === 3) {
        handingBack();
        await released;
      }
      return await kv.get(key);
    };
    const proxy = new Proxy(kv, {
      get: (target, name) => {
        if (name === "get") return get;
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value; // KV's methods use private fields
      },
    });
    const worker = new HubWorker({
      kv: proxy,
      config: { ...HUB_DEFAULTS, queues: false },
      views: () => {
        throw new Error("not used");
      },
      baseUrl: () => "http://127.0.0.1",
      outbound: Object.assign(() => Promise.reject(new Error("not used")), { close() {} }),
    });
    const running = worker.run(jobKey);
    await handedBack;
    const stopping = worker.stop();
    release();
    await stopping;
    await running;
    assert.equal(gets, 3);
    // The claim was given back, so the sweep can run the job again.
    assert.equal((await kv.get<DeliverJob>(jobKey)).value?.claimedUntil, 0);
  } finally {
    kv.close();
  }
});
