/**
 * Interoperability: an independent WebSub subscriber, the npm package `pubsubhubbub` (its Express middleware behind a
 * Node `https` server with the test certificate), subscribes to the hub of the real server process, answers the
 * verification itself, and receives the new topic content after a data change: unsigned, and signed with its secret.
 */
import assert from "node:assert/strict";
import type { Buffer } from "node:buffer";
import { createHmac } from "node:crypto";
import https from "node:https";
import type { AddressInfo } from "node:net";
import express from "npm:express@^5.3.0";
import pubsubhubbub from "npm:pubsubhubbub@^1.0.2";
import { copyFixtureToTemp } from "../helpers/fixture.ts";
import { addVerifiedReview, hubServerEnv } from "../helpers/hub_server.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";
import { makeTestTls } from "../helpers/tls/mod.ts";

/** What the package emits with 'feed'. */
interface FeedEvent {
  topic: string;
  hub?: string;
  callback: string;
  feed: Buffer;
  headers: Record<string, string | undefined>;
}

/** Events of one `pubsubhubbub` subscriber, recorded, with a way to wait for the next one of a kind. */
class Recorder {
  readonly events: Array<{ name: string; data: unknown }> = [];
  readonly #waiters = new Set<() => void>();

  constructor(subscriber: { on(name: string, fn: (data: unknown) => void): void }) {
    for (const name of ["subscribe", "unsubscribe", "denied", "feed", "error"]) {
      subscriber.on(name, (data: unknown) => {
        this.events.push({ name, data });
        for (const wake of this.#waiters) wake();
      });
    }
  }

  of<T>(name: string): T[] {
    return this.events.filter((e) => e.name === name).map((e) => e.data as T);
  }

  wait(name: string, count: number, timeoutMs = 15_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.of(name).length >= count) {
          done();
          resolve();
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for '${name}' #${count}; events: ${JSON.stringify(this.events)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(check);
      };
      this.#waiters.add(check);
      check();
    });
  }
}

/** `subscriber.subscribe`/`unsubscribe` as a promise of the hub's answer. */
function call(
  subscriber: { setSubscription(...args: unknown[]): void },
  mode: "subscribe" | "unsubscribe",
  topic: string,
  hub: string,
): Promise<void> {
  return new Promise((resolve, reject) =>
    subscriber.setSubscription(mode, topic, hub, (error: Error | null) => error ? reject(error) : resolve())
  );
}

Deno.test("pubsubhubbub (npm) subscriber against the real server's hub", async (t) => {
  const tls = await makeTestTls();
  const dataDir = await copyFixtureToTemp();
  const kvDir = await Deno.makeTempDir({ prefix: "hub-interop-kv-" });
  const middlewareErrors: unknown[] = [];
  const app = express();
  const httpsServer = https.createServer({ key: tls.key, cert: tls.cert }, app);
  await new Promise<void>((resolve) => httpsServer.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(httpsServer.address() as AddressInfo).port}`;
  const plain = pubsubhubbub.createServer({ callbackUrl: `${origin}/websub` });
  const secret = "interop-subscriber-secret";
  const signed = pubsubhubbub.createServer({ callbackUrl: `${origin}/websub-signed`, secret });
  const plainEvents = new Recorder(plain);
  const signedEvents = new Recorder(signed);
  app.use("/websub", plain.listener());
  app.use("/websub-signed", signed.listener());
  // deno-lint-ignore no-explicit-any
  app.use((error: any, _req: unknown, res: any, _next: unknown) => {
    middlewareErrors.push(String(error));
    res.status(error.status ?? 500).send(String(error.message));
  });

  let server: RunningServer | null = null;
  try {
    server = await startServer({ args: ["--data", dataDir, "--kv", `${kvDir}/kv.sqlite`], env: hubServerEnv(tls) });
    const s = server;
    const baseUrl = String((await s.waitForLog((l) => l.msg === "listening")).base_url);
    const hubUrl = `${s.url}/api/websub/hub`;
    const jsonTopic = `${baseUrl}/api/feed.json`;
    const atomTopic = `${baseUrl}/feed.xml`;

    await t.step("subscribe: the hub answers 202, the package answers the verification itself", async () => {
      await call(plain, "subscribe", jsonTopic, hubUrl);
      await call(signed, "subscribe", atomTopic, hubUrl);
      // pubsubhubbub@1.0.2 sends the hub `hub.secret = hex(HMAC-SHA1(secret, topic))` but checks X-Hub-Signature
      // with the raw `secret`, so no signed delivery can ever pass its check (it answers 202 and emits nothing).
      // Point its check at the secret the hub was actually given; the hub's signature must then verify.
      signed.secret = createHmac("sha1", secret).update(atomTopic).digest("hex");
      await plainEvents.wait("subscribe", 1);
      await signedEvents.wait("subscribe", 1);
      const [event] = plainEvents.of<{ topic: string; hub: string; lease: number }>("subscribe");
      assert.equal(event.topic, jsonTopic);
      assert.equal(event.hub, hubUrl, "the package's own query parameter survives the hub's appended ones");
      assert.ok(event.lease > Date.now() / 1000 + 864_000 - 60, "the default lease of 10 days");
      await s.waitForLog((l) => l.msg === "hub subscription verified" && l.topic === "/api/feed.json");
      await s.waitForLog((l) => l.msg === "hub subscription verified" && l.topic === "/feed.xml");
    });

    await t.step("a data change → 'feed' with exactly the topic's content (unsigned and signed)", async () => {
      await addVerifiedReview(dataDir, 1, "Y");
      await plainEvents.wait("feed", 1);
      await signedEvents.wait("feed", 1); // the package emits 'feed' only when its HMAC check passes
      for (
        const [events, topic, path] of [[plainEvents, jsonTopic, "/api/feed.json"], [
          signedEvents,
          atomTopic,
          "/feed.xml",
        ]] as const
      ) {
        const [feed] = events.of<FeedEvent>("feed");
        const response = await fetch(`${s.url}${path}`);
        const body = new Uint8Array(await response.arrayBuffer());
        assert.ok(new TextDecoder().decode(body).includes("visit number 1"));
        assert.deepEqual(new Uint8Array(feed.feed), body, `${path}: delivered = GET`);
        assert.equal(feed.topic, topic);
        assert.equal(feed.hub, `${baseUrl}/api/websub/hub`, "from the Link header's rel=hub");
        assert.equal(feed.headers["content-type"], response.headers.get("content-type"));
      }
      assert.equal(plainEvents.of<FeedEvent>("feed")[0].headers["x-hub-signature"], undefined, "unsigned");
      assert.match(signedEvents.of<FeedEvent>("feed")[0].headers["x-hub-signature"] ?? "", /^sha256=[0-9a-f]{64}$/);
    });

    await t.step("unsubscribe through the package → verified; no 'feed' after the next change", async () => {
      await call(plain, "unsubscribe", jsonTopic, hubUrl);
      await plainEvents.wait("unsubscribe", 1);
      await s.waitForLog((l) => l.msg === "hub unsubscribed");
      await addVerifiedReview(dataDir, 2, "Y");
      await signedEvents.wait("feed", 2);
      await new Promise((resolve) => setTimeout(resolve, 700));
      assert.equal(plainEvents.of("feed").length, 1);
      assert.deepEqual(plainEvents.of("error"), []);
      assert.deepEqual(signedEvents.of("error"), []);
      assert.deepEqual(signedEvents.of("denied"), []);
      assert.deepEqual(middlewareErrors, []);
    });
  } finally {
    await server?.stop();
    httpsServer.closeAllConnections();
    await new Promise((resolve) => httpsServer.close(resolve));
    await tls.cleanup();
    await Deno.remove(dataDir, { recursive: true });
    await Deno.remove(kvDir, { recursive: true });
  }
});
