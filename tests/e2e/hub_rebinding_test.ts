/**
 * Issue 11 item 1: DNS rebinding. A name that answers a screened address first and 127.0.0.1 afterwards must never
 * get a connection to 127.0.0.1: the hub resolves once, screens every answer and connects to the screened address,
 * verifying TLS against the host name. Everything listens on 127.0.0.1; 127.0.0.2 stands in for a public address.
 */
import assert from "node:assert/strict";
import { lookup } from "node:dns/promises";
import { AllowList } from "../../src/hub/address.ts";
import { createOutbound } from "../../src/hub/outbound.ts";
import { makeTestTls } from "../helpers/tls/mod.ts";
import { TestSubscriber } from "../helpers/tls/subscriber.ts";

/** A TCP listener on 127.0.0.1 that counts connections and closes them at once. */
function countingListener() {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  let accepted = 0;
  const loop = (async () => {
    for await (const conn of listener) {
      accepted++;
      conn.close();
    }
  })().catch(() => {});
  return {
    port: (listener.addr as Deno.NetAddr).port,
    get accepted() {
      return accepted;
    },
    async close() {
      listener.close();
      await loop;
    },
  };
}

Deno.test("a rebinding name never gets a connection to 127.0.0.1", async () => {
  const target = countingListener();
  // The machine's own name resolves to loopback in /etc/hosts here: a second, system resolution would reach it.
  const name = Deno.hostname();
  const systemAnswer = await lookup(name).then((a) => a.address).catch(() => null);
  let calls = 0;
  const resolver = (_host: string) => Promise.resolve(++calls <= 2 ? ["127.0.0.2"] : ["127.0.0.1"]);
  const outbound = createOutbound({ allow: new AllowList(["127.0.0.2/32"]), timeoutMs: 2_000, resolver });
  try {
    for (const init of [{ method: "GET", readBody: true }, { method: "POST", body: "x" }] as const) {
      const result = await outbound(`https://${name}:${target.port}/cb`, init);
      assert.equal(result.status, null, "no answer can come back from 127.0.0.2");
    }
    assert.equal(target.accepted, 0, `connections to 127.0.0.1 (system answer for ${name}: ${systemAnswer})`);
    assert.equal(calls, 2, "one resolution per request");
  } finally {
    outbound.close();
    await target.close();
  }
});

Deno.test("the pinned connection still verifies TLS against the host name", async () => {
  const tls = await makeTestTls();
  const sub = new TestSubscriber(tls);
  const port = new URL(sub.origin).port;
  const resolved: string[] = [];
  const resolver = (host: string) => (resolved.push(host), Promise.resolve(["127.0.0.1"]));
  const outbound = createOutbound({
    allow: new AllowList(["127.0.0.1", "localhost"]),
    timeoutMs: 2_000,
    resolver,
    caCerts: [tls.ca],
  });
  try {
    const ok = await outbound(`https://localhost:${port}/pinned?x=1`, { method: "GET", readBody: true });
    assert.equal(ok.status, 200);
    assert.deepEqual(resolved, ["localhost"], "an allow-listed name is resolved once and pinned too");
    assert.equal(sub.requests("/pinned", "GET")[0].headers.get("host"), `localhost:${port}`);
    // 127.0.0.1 serves a certificate for localhost and 127.0.0.1 only: another name must fail the handshake.
    const name = Deno.hostname();
    const allowName = createOutbound({ allow: new AllowList([name]), timeoutMs: 2_000, resolver, caCerts: [tls.ca] });
    const wrong = await allowName(`https://${name}:${port}/wrong`, { method: "GET", readBody: true });
    assert.equal(wrong.status, null);
    assert.equal(sub.requests("/wrong").length, 0);
    allowName.close();
  } finally {
    outbound.close();
    await sub.close();
    await tls.cleanup();
  }
});
