/**
 * Hub fan-out benchmark: one content change to N subscribers (one local HTTPS receiver, distinct callback paths),
 * from the change to the last acknowledged delivery, beside a bare loop of concurrent fetch POSTs of the same body
 * to the same receiver in the same run. Run alone: `deno run -A tests/bench/hub.ts`.
 */
import { setLogLevel } from "../../src/log.ts";
import { keys, type Subscription } from "../../src/hub/store.ts";
import { HUB_DEFAULTS } from "../../src/hub/config.ts";
import { startHarness } from "../helpers/tls/harness.ts";
import { makeTestTls, type TestTls } from "../helpers/tls/mod.ts";

function receiver(tls: TestTls) {
  let count = 0;
  let target = Infinity;
  let done: () => void = () => {};
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, cert: tls.cert, key: tls.key, onListen: () => {} },
    async (r) => {
      await r.arrayBuffer();
      if (++count >= target) done();
      return new Response(null, { status: 204 });
    },
  );
  return {
    origin: `https://127.0.0.1:${server.addr.port}`,
    expect(n: number): Promise<void> {
      count = 0;
      target = n;
      return new Promise((resolve) => (done = resolve));
    },
    close: () => server.shutdown(),
  };
}

async function seed(kv: Deno.Kv, origin: string, n: number, tag: string) {
  const now = Date.now();
  for (let i = 0; i < n; i += 250) {
    const op = kv.atomic();
    for (let j = i; j < Math.min(n, i + 250); j++) {
      const callback = `${origin}/${tag}/${j}`;
      const sub: Subscription = {
        topic: "/api/feed.json",
        callback,
        host: "127.0.0.1",
        secret: null,
        leaseSeconds: 864000,
        expiresAt: now + 864_000_000,
        failures: 0,
        lastDeliveryAt: null,
        lastDeliveryStatus: null,
        lastDeliveredHash: null,
        createdAt: now,
        updatedAt: now,
      };
      op.set(keys.sub(sub.topic, callback), sub).set(keys.byHost("127.0.0.1", sub.topic, callback), true);
    }
    await op.commit();
  }
}

async function bareLoop(
  url: string,
  body: Uint8Array<ArrayBuffer>,
  n: number,
  concurrency: number,
  client: Deno.HttpClient,
) {
  const start = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < n) {
      const i = next++;
      const response = await fetch(`${url}/bare/${i}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        client,
      });
      await response.body?.cancel();
    }
  }));
  return performance.now() - start;
}

interface Row {
  mode: string;
  n: number;
  hubMs: number;
  bareMs: number;
}

async function run(tls: TestTls, n: number, queues: boolean): Promise<Row> {
  const rx = receiver(tls);
  const h = await startHarness(tls, {
    config: { queues, maxSubscriptions: 1_000_000, maxSubscriptionsPerHost: 1_000_000 },
  });
  const client = Deno.createHttpClient({ caCerts: [tls.ca] });
  try {
    await seed(h.kv, rx.origin, n, `q${queues}`);
    const body = h.views().topic("/api/feed.json").body;
    const bareDone = rx.expect(n);
    const bareMs = await bareLoop(rx.origin, body, n, HUB_DEFAULTS.deliveryConcurrency, client);
    await bareDone;
    const delivered = rx.expect(n);
    const start = performance.now();
    await h.change(1);
    await delivered;
    const hubMs = performance.now() - start;
    return { mode: queues ? "KV queue" : "queue-less (local dispatch)", n, hubMs, bareMs };
  } finally {
    await h.close();
    client.close();
    await rx.close();
  }
}

/** Runs the hub benchmark and returns its Markdown section. */
export async function bench(): Promise<string> {
  setLogLevel("warn");
  const tls = await makeTestTls();
  const rows: Row[] = [];
  try {
    for (const n of [1_000, 10_000]) {
      for (const queues of [true, false]) rows.push(await run(tls, n, queues));
    }
  } finally {
    await tls.cleanup();
    setLogLevel("info");
  }
  const fmt = (x: number) => x.toFixed(0);
  const lines = [
    "## WebSub hub fan-out",
    "",
    `One change of \`/api/feed.json\` to N subscribers on one local HTTPS receiver (distinct callback paths), from the ` +
    `change to the last acknowledged delivery; the bare loop POSTs the same body to the same receiver with the same ` +
    `concurrency (${HUB_DEFAULTS.deliveryConcurrency}) in the same run. The fan-out is one durable KV job walking ` +
    `the subscriptions in pages (up to 500): each page is delivered with bounded concurrency and recorded in a few ` +
    `batched commits, the last of which advances the cursor; only failures become individual retry jobs. The bare ` +
    `loop runs first in each row, so its figure carries some warm-up noise.`,
    "",
    "| mode | subscribers | hub ms | hub deliveries/s | bare ms | bare POSTs/s | ratio |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...rows.map((r) =>
      `| ${r.mode} | ${r.n} | ${fmt(r.hubMs)} | ${fmt(r.n / r.hubMs * 1000)} | ${fmt(r.bareMs)} | ${
        fmt(r.n / r.bareMs * 1000)
      } | ${(r.bareMs / r.hubMs).toFixed(2)} |`
    ),
    "",
  ];
  return lines.join("\n");
}

if (import.meta.main) console.log(await bench());
