/** The intent rules (intents.ts) against an in-memory KV: ordering, reservations, contention, lost claims, sweeping. */
import assert from "node:assert/strict";
import { acceptIntent, INTENT_IDLE_MS, settleVerification, sweepIntents } from "../../src/hub/intents.ts";
import { migrateLegacyKeys } from "../../src/hub/migrate.ts";
import type { HubRequest } from "../../src/hub/policy.ts";
import { countOf, type Intent, keys, type Subscription, type VerifyJob } from "../../src/hub/store.ts";

const CAPS = { maxSubscriptionsPerHost: 2, maxSubscriptions: 3 };
const request = (mode: "subscribe" | "unsubscribe", callback = "https://a.example/cb"): HubRequest => ({
  mode,
  topic: "/feed.xml",
  callback,
  secret: null,
  leaseSeconds: mode === "subscribe" ? 3600 : null,
});
const noWake = () => () => {};
const subscription = (existing: Subscription | null): Subscription => ({
  topic: "/feed.xml",
  callback: "https://a.example/cb",
  host: "a.example",
  secret: null,
  leaseSeconds: 3600,
  expiresAt: Date.now() + 3_600_000,
  failures: 0,
  lastDeliveryAt: null,
  lastDeliveryStatus: null,
  lastDeliveredHash: null,
  createdAt: existing?.createdAt ?? Date.now(),
  updatedAt: Date.now(),
});

async function withKv(fn: (kv: Deno.Kv) => Promise<void>) {
  const kv = await Deno.openKv(":memory:");
  try {
    await fn(kv);
  } finally {
    kv.close();
  }
}

/** Accepts and claims a job, as the HTTP mount and the worker do. */
async function acceptAndClaim(kv: Deno.Kv, mode: "subscribe" | "unsubscribe", callback?: string) {
  const accepted = await acceptIntent(kv, CAPS, request(mode, callback), noWake);
  assert.ok(accepted.ok);
  const key = keys.verify(accepted.job.id);
  const entry = await kv.get<VerifyJob>(key);
  const claim = await kv.set(key, { ...entry.value!, claimedUntil: Date.now() + 10_000 });
  return { job: accepted.job, claim: { key, versionstamp: claim.versionstamp } };
}

const counts = async (kv: Deno.Kv) => ({
  host: countOf(await kv.get<Deno.KvU64>(keys.hostCount("a.example"))),
  total: countOf(await kv.get<Deno.KvU64>(keys.totalCount)),
});

Deno.test("a verified older intent never overrides a newer applied one", () =>
  withKv(async (kv) => {
    const renew = await acceptAndClaim(kv, "subscribe");
    const unsubscribe = await acceptAndClaim(kv, "unsubscribe");
    assert.ok(unsubscribe.job.seq > renew.job.seq);
    assert.equal(await settleVerification(kv, unsubscribe.job, unsubscribe.claim, true, subscription), "applied");
    assert.equal(await settleVerification(kv, renew.job, renew.claim, true, subscription), "stale");
    assert.equal((await kv.get(keys.sub("/feed.xml", "https://a.example/cb"))).value, null);
    assert.equal((await kv.get(renew.claim.key)).value, null, "the stale job is done");
    assert.deepEqual(await counts(kv), { host: 0, total: 0 }, "its reservation is released");
  }));

Deno.test("reservations count pending subscribes; a verified one becomes the subscription's place", () =>
  withKv(async (kv) => {
    const first = await acceptAndClaim(kv, "subscribe", "https://a.example/1");
    await acceptAndClaim(kv, "subscribe", "https://a.example/2");
    assert.deepEqual(await counts(kv), { host: 2, total: 2 });
    const third = await acceptIntent(kv, CAPS, request("subscribe", "https://a.example/3"), noWake);
    assert.equal(third.ok ? 202 : third.status, 429);
    const sub = (existing: Subscription | null) => ({ ...subscription(existing), callback: "https://a.example/1" });
    assert.equal(await settleVerification(kv, first.job, first.claim, true, sub), "applied");
    assert.deepEqual(await counts(kv), { host: 2, total: 2 }, "reservation traded for the subscription");
    // A renewal of an existing subscription reserves nothing.
    const renewal = await acceptIntent(kv, CAPS, request("subscribe", "https://a.example/1"), noWake);
    assert.ok(renewal.ok && !renewal.job.reserved);
    assert.deepEqual(await counts(kv), { host: 2, total: 2 });
  }));

Deno.test("a contended or lost verification is reported as such and applies nothing", () =>
  withKv(async (kv) => {
    const { job, claim } = await acceptAndClaim(kv, "subscribe");
    const refusing = new Proxy(kv, {
      get(target, name) {
        if (name !== "atomic") return Reflect.get(target, name).bind(target);
        return () => {
          const op = target.atomic();
          op.commit = () => Promise.resolve({ ok: false } as Deno.KvCommitError);
          return op;
        };
      },
    });
    assert.equal(await settleVerification(refusing, job, claim, true, subscription), "contended");
    assert.equal((await kv.get(keys.sub("/feed.xml", "https://a.example/cb"))).value, null);
    assert.ok((await kv.get(claim.key)).value, "the job stays for the sweep");
    // Another worker took the job over: this one must not apply it.
    await kv.set(claim.key, { ...job, claimedUntil: 1 });
    assert.equal(await settleVerification(kv, job, claim, true, subscription), "lost");
    assert.equal((await kv.get(keys.sub("/feed.xml", "https://a.example/cb"))).value, null);
  }));

Deno.test("idle intents without subscription or pending job are swept", () =>
  withKv(async (kv) => {
    const { job, claim } = await acceptAndClaim(kv, "unsubscribe");
    const intentKey = keys.intent("/feed.xml", "https://a.example/cb");
    const later = Date.now() + 2 * INTENT_IDLE_MS;
    const pending = new Set([JSON.stringify(intentKey)]);
    assert.equal(await sweepIntents(kv, pending, later), 0, "a pending verification keeps it");
    assert.equal(await settleVerification(kv, job, claim, true, subscription), "applied");
    assert.equal(await sweepIntents(kv, new Set(), Date.now()), 0, "not idle yet");
    assert.equal(await sweepIntents(kv, new Set(), later), 1);
    assert.equal((await kv.get<Intent>(intentKey)).value, null);
  }));

Deno.test("records from before digest keys move to the digest layout once, counted under the caps", () =>
  withKv(async (kv) => {
    const callback = "https://a.example/cb?token=" + "t".repeat(100);
    const legacy = { ...subscription(null), callback };
    await kv.atomic()
      .set(["hub", "sub", "/feed.xml", callback], legacy)
      .set(["hub", "host", "a.example", "/feed.xml", callback], true)
      .set(["hub", "job", "deliver", "/feed.xml", callback], { kind: "deliver", callback })
      .commit();
    assert.equal(await migrateLegacyKeys(kv), 1);
    assert.equal(await migrateLegacyKeys(kv), 0, "a no-op once done");
    assert.deepEqual((await kv.get(keys.sub("/feed.xml", callback))).value, legacy);
    assert.equal((await kv.get(keys.byHost("a.example", "/feed.xml", callback))).value, true);
    const left = [];
    for await (const entry of kv.list({ prefix: ["hub"] })) left.push(entry.key.slice(0, 3).join("/"));
    assert.deepEqual(left.sort(), [
      "hub/count/host",
      "hub/count/total",
      `hub/host/${String(keys.hostPrefix("a.example")[2])}`,
      "hub/sub//feed.xml",
    ]);
    assert.deepEqual(await counts(kv), { host: 1, total: 1 });
    // A verification job from before intents had numbers still applies.
    const { job, claim } = await acceptAndClaim(kv, "unsubscribe", callback);
    await kv.set(claim.key, { ...job, seq: undefined });
    const legacyClaim = { key: claim.key, versionstamp: (await kv.get(claim.key)).versionstamp! };
    const legacyJob = { ...job, seq: undefined } as unknown as VerifyJob;
    assert.equal(await settleVerification(kv, legacyJob, legacyClaim, true, subscription), "applied");
    assert.equal((await kv.get(keys.sub("/feed.xml", callback))).value, null);
    assert.deepEqual(await counts(kv), { host: 0, total: 0 });
  }));
