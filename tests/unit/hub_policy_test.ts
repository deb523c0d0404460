import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { AllowList, nonPublicReason, parseIp, screenCallback, screenUrl } from "../../src/hub/address.ts";
import { HUB_DEFAULTS, hubConfigFromEnv } from "../../src/hub/config.ts";
import { clampLease, redactCallback, validateHubRequest } from "../../src/hub/policy.ts";
import { decideDelivery } from "../../src/hub/retry.ts";
import { hubSignature } from "../../src/hub/signature.ts";
import { appendQuery } from "../../src/hub/policy.ts";

const BASE = "https://reviews.example.com";
const none = new AllowList([]);

Deno.test("hub screening refuses every unsafe callback form", async (t) => {
  const refused: Array<[string, string]> = [
    ["http://example.com/cb", "https"],
    ["ftp://example.com/cb", "https"],
    ["not a url", "valid URL"],
    ["https://user:pw@example.com/cb", "credentials"],
    ["https://user@example.com/cb", "credentials"],
    ["https://example.com/cb#frag", "fragment"],
    ["https://example.com/cb#", "fragment"],
    ["https://127.0.0.1/cb", "loopback"],
    ["https://127.1.2.3/cb", "loopback"],
    ["https://2130706433/cb", "loopback"],
    ["https://0x7f.1/cb", "loopback"],
    ["https://0177.0.0.1/cb", "loopback"],
    ["https://0x7f000001/cb", "loopback"],
    ["https://localhost/cb", "loopback"],
    ["https://api.localhost/cb", "loopback"],
    ["https://10.0.0.1/cb", "private"],
    ["https://172.16.5.4/cb", "private"],
    ["https://192.168.1.1/cb", "private"],
    ["https://169.254.169.254/latest/meta-data", "link-local"],
    ["https://100.64.0.1/cb", "private"],
    ["https://0.0.0.0/cb", "private"],
    ["https://224.0.0.1/cb", "private"],
    ["https://240.0.0.1/cb", "private"],
    ["https://255.255.255.255/cb", "private"],
    ["https://192.0.2.10/cb", "private"],
    ["https://198.51.100.1/cb", "private"],
    ["https://203.0.113.9/cb", "private"],
    ["https://198.18.0.1/cb", "private"],
    ["https://[::1]/cb", "loopback"],
    ["https://[::]/cb", "unspecified"],
    ["https://[fe80::1]/cb", "link-local"],
    ["https://[fc00::1]/cb", "private"],
    ["https://[fd12:3456::1]/cb", "private"],
    ["https://[ff02::1]/cb", "private"],
    ["https://[2001:db8::1]/cb", "private"],
    ["https://[::ffff:127.0.0.1]/cb", "IPv4-embedding"],
    ["https://[::ffff:10.1.2.3]/cb", "IPv4-embedding"],
    ["https://[::127.0.0.1]/cb", "IPv4-embedding"],
    ["https://[64:ff9b::a00:1]/cb", "IPv4-embedding"],
    ["https://[2002:7f00:1::]/cb", "6to4"],
  ];
  for (const [url, reason] of refused) {
    await t.step(url, () => {
      const result = screenUrl(url, none);
      assert.equal(result.ok, false, `${url} should be refused`);
      assert.match((result as { reason: string }).reason, new RegExp(reason, "i"));
    });
  }
  await t.step("public addresses pass", () => {
    for (const url of ["https://8.8.8.8/cb", "https://[2606:4700::1111]/cb", "https://[::ffff:8.8.8.8]/cb?x=1"]) {
      assert.equal(screenUrl(url, none).ok, true, url);
    }
  });
  await t.step("names resolving to private addresses are refused; all addresses must be public", async () => {
    const resolver = (host: string) =>
      Promise.resolve(
        host === "evil.example"
          ? ["93.184.216.34", "10.0.0.5"]
          : host === "ok.example"
          ? ["93.184.216.34", "2606:4700::1"]
          : [],
      );
    assert.equal((await screenCallback("https://ok.example/cb", none, resolver)).ok, true);
    const evil = await screenCallback("https://evil.example/cb", none, resolver);
    assert.equal(evil.ok, false);
    assert.match((evil as { reason: string }).reason, /private/);
    assert.equal((await screenCallback("https://nx.example/cb", none, resolver)).ok, false);
  });
  await t.step("HUB_ALLOW_CALLBACK_HOSTS lifts the block for names and CIDRs", async () => {
    const allow = new AllowList(["localhost", "127.0.0.0/8", "10.1.0.0/16"]);
    assert.equal(screenUrl("https://localhost:8443/cb", allow).ok, true);
    assert.equal(screenUrl("https://127.0.0.1/cb", allow).ok, true);
    assert.equal(screenUrl("https://10.2.0.1/cb", allow).ok, false);
    const resolver = () => Promise.resolve(["10.1.2.3"]);
    assert.equal((await screenCallback("https://internal.example/cb", allow, resolver)).ok, true);
    assert.equal(screenUrl("http://localhost/cb", allow).ok, false, "https is still required");
  });
  await t.step("address parsing", () => {
    assert.equal(nonPublicReason(parseIp("::ffff:7f00:1")!), "IPv4-embedding IPv6 (loopback)");
    assert.equal(parseIp("1:2:3:4:5:6:7:8:9"), null);
    assert.equal(parseIp("256.1.1.1"), null);
  });
});

Deno.test("hub request validation", async (t) => {
  const form = (o: Record<string, string>) => new URLSearchParams(o);
  const ok = { "hub.mode": "subscribe", "hub.callback": "https://sub.example/cb", "hub.topic": `${BASE}/feed.xml` };
  const cases: Array<[string, Record<string, string>, number, RegExp]> = [
    ["missing mode", { ...ok, "hub.mode": "" }, 400, /missing hub.mode/],
    ["bad mode", { ...ok, "hub.mode": "subscrib" }, 400, /unsupported hub.mode/],
    ["publish refused", { ...ok, "hub.mode": "publish" }, 403, /publish/],
    ["missing callback", { "hub.mode": "subscribe", "hub.topic": ok["hub.topic"] }, 400, /missing hub.callback/],
    ["missing topic", { "hub.mode": "subscribe", "hub.callback": ok["hub.callback"] }, 400, /missing hub.topic/],
    ["unknown topic", { ...ok, "hub.topic": `${BASE}/insights.json` }, 404, /unknown hub.topic/],
    ["other origin topic", { ...ok, "hub.topic": "https://elsewhere.example/feed.xml" }, 404, /unknown hub.topic/],
    ["secret of 200 bytes", { ...ok, "hub.secret": "x".repeat(200) }, 400, /secret/],
    ["secret of 200 bytes in UTF-8", { ...ok, "hub.secret": "é".repeat(100) }, 400, /secret/],
  ];
  for (const [name, params, status, reason] of cases) {
    await t.step(name, () => {
      const result = validateHubRequest(form(params), BASE, HUB_DEFAULTS);
      assert.equal(result.ok, false);
      if (result.ok) return;
      assert.equal(result.status, status);
      assert.match(result.reason, reason);
    });
  }
  await t.step("valid, extra params ignored, secret of 199 bytes", () => {
    const result = validateHubRequest(
      form({ ...ok, "hub.secret": "s".repeat(199), "hub.verify": "sync", foo: "bar" }),
      BASE,
      HUB_DEFAULTS,
    );
    assert.ok(result.ok);
    assert.equal(result.request.topic, "/feed.xml");
    assert.equal(result.request.leaseSeconds, 864000);
  });
  await t.step("unsubscribe ignores lease and secret", () => {
    const result = validateHubRequest(
      form({ ...ok, "hub.mode": "unsubscribe", "hub.lease_seconds": "5", "hub.secret": "x" }),
      BASE,
      HUB_DEFAULTS,
    );
    assert.ok(result.ok);
    assert.equal(result.request.leaseSeconds, null);
    assert.equal(result.request.secret, null);
  });
});

Deno.test("hub leases clamp to [3600, 2592000] with default 864000", () => {
  assert.equal(clampLease(null, HUB_DEFAULTS), 864000);
  assert.equal(clampLease("", HUB_DEFAULTS), 864000);
  assert.equal(clampLease("abc", HUB_DEFAULTS), 864000);
  assert.equal(clampLease("-5", HUB_DEFAULTS), 864000);
  assert.equal(clampLease("1", HUB_DEFAULTS), 3600);
  assert.equal(clampLease("7200.9", HUB_DEFAULTS), 7200);
  assert.equal(clampLease("99999999", HUB_DEFAULTS), 2592000);
});

Deno.test("hub delivery decisions", () => {
  const delays = [10, 20];
  assert.deepEqual(decideDelivery(200, 2, delays), { action: "delivered" });
  assert.deepEqual(decideDelivery(204, 0, delays), { action: "delivered" });
  assert.deepEqual(decideDelivery(410, 0, delays), { action: "gone" });
  assert.deepEqual(decideDelivery(500, 0, delays), { action: "retry", failures: 1, delayMs: 10 });
  assert.deepEqual(decideDelivery(302, 1, delays), { action: "retry", failures: 2, delayMs: 20 });
  assert.deepEqual(decideDelivery(null, 2, delays), { action: "remove", failures: 3 });
  assert.deepEqual(decideDelivery(404, 2, delays), { action: "remove", failures: 3 });
});

Deno.test("hub signature, query appending, redaction, config", () => {
  const body = new TextEncoder().encode('{"a":1}');
  assert.equal(hubSignature("k", body), `sha256=${createHmac("sha256", "k").update(body).digest("hex")}`);
  const p = new URLSearchParams({ "hub.mode": "subscribe" });
  assert.equal(appendQuery("https://a/cb", p), "https://a/cb?hub.mode=subscribe");
  assert.equal(appendQuery("https://a/cb?x=a%20b", p), "https://a/cb?x=a%20b&hub.mode=subscribe");
  assert.equal(appendQuery("https://a/cb?", p), "https://a/cb?hub.mode=subscribe");
  assert.equal(redactCallback("https://a.example/cb?token=secret"), "https://a.example/cb");
  const config = hubConfigFromEnv((n) => ({ HUB_RETRY_DELAYS_MS: "5,10", HUB_QUEUES: "off", HUB_TIMEOUT_MS: "x" })[n]);
  assert.deepEqual(config.retryDelaysMs, [5, 10]);
  assert.equal(config.queues, false);
  assert.equal(config.timeoutMs, 10_000);
  assert.equal(hubConfigFromEnv((n) => (n === "DENO_DEPLOY" ? "1" : undefined)).queues, false);
});
