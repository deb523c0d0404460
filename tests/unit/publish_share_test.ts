import assert from "node:assert/strict";
import { startLoaderWorker } from "../../src/dataset/background_load.ts";
import { planPieces } from "../../src/dataset/json_chunks.ts";
import type { LoaderRequest } from "../../src/dataset/load_worker.ts";
import { partTransferables } from "../../src/dataset/staged.ts";
import {
  publishReviewsBytesShared,
  type Share,
  type ShareAnswer,
  type ShareRequest,
  stageShare,
} from "../../src/dataset/publish_share.ts";
import { SerialisedRows } from "../../src/dataset/review_rows.ts";
import { assertSameDataset, encode, mixedFile, reference } from "../helpers/published.ts";

/** Reviews a piece in these tests: the 400-review file is 100 pieces, so the helper's share can end anywhere. */
const PIECE = 4;

/** The answer as a Worker's message delivers it: its buffers transferred (detached here), the rest cloned. */
const delivered = (answer: ShareAnswer): ShareAnswer =>
  structuredClone(answer, { transfer: answer.part ? partTransferables(answer.part) : [] });

/**
 * A helper in this thread that claims `pieces` pieces before the serving thread starts (as a Worker that is
 * quicker to its first claims would), or as many as its bytes hold; `fails` drops its answer, as a Worker that
 * crashed after claiming would. `took` says how many it claimed.
 */
function eager(pieces: number, fails = false) {
  const helper = {
    took: -1,
    share: ((request) => {
      if (!request) return Promise.resolve(null);
      Atomics.store(request.claims, 0, request.pieces - request.leave - pieces);
      const answer = stageShare(request);
      Atomics.store(request.claims, 0, answer.pieces);
      helper.took = answer.pieces;
      return Promise.resolve(fails ? null : delivered(answer));
    }) satisfies Share,
  };
  return helper;
}

/** A helper that starts only after the serving thread has claimed every piece. */
const late: Share = (request) => Promise.resolve().then(() => request && delivered(stageShare(request)));

async function publishedBoth(bytes: Uint8Array, share: Share) {
  const actual = await publishReviewsBytesShared(bytes, share, PIECE);
  return [actual, reference(bytes)] as const;
}

Deno.test("publishing with a helper equals publishing on one thread, wherever the share ends", async () => {
  const file = mixedFile();
  const texts: [string, string][] = [
    ["newest first", JSON.stringify(file)],
    ["pretty", JSON.stringify(file, null, 2)],
    ["shuffled", JSON.stringify({ ...file, reviews: [...file.reviews].reverse() })],
    [
      "the last unverified",
      JSON.stringify({ ...file, reviews: file.reviews.with(-1, { ...file.reviews.at(-1)!, verified: false }) }),
    ],
  ];
  for (const [label, text] of texts) {
    const bytes = encode(text);
    const pieces = planPieces(bytes, "reviews", PIECE)!.cuts.length - 1;
    assert.equal(pieces, 100, label);
    for (const taken of [0, 1, 7, 49, 50, 51]) {
      const helper = eager(taken);
      const [actual, expected] = await publishedBoth(bytes, helper.share);
      // The helper's bytes run from the middle cut: it never takes more than the second half.
      assert.equal(helper.took, Math.min(taken, 50), `${label}, ${taken}`);
      assert.ok(actual.ok && expected.ok, `${label}, ${taken}`);
      assertSameDataset(actual.value, expected.value, `${label}, helper took ${taken}`);
      assert.ok(actual.value.reviews instanceof SerialisedRows);
    }
    for (const [name, share] of [["late", late], ["failed", eager(30, true).share]] as const) {
      const [actual, expected] = await publishedBoth(bytes, share);
      assert.ok(actual.ok && expected.ok, `${label}, ${name}`);
      assertSameDataset(actual.value, expected.value, `${label}, ${name} helper`);
    }
  }
});

Deno.test("publishing with a helper refuses what parsing refuses, on either side of the cut", async () => {
  const file = mixedFile();
  const reviews = file.reviews;
  const withReview = (k: number, change: object) => ({
    ...file,
    reviews: reviews.with(k, { ...reviews[k], ...change }),
  });
  const bad = [
    // The same id in the first piece and in the last (the helper's): one side cannot see it alone.
    JSON.stringify(withReview(398, { id: reviews[1].id })),
    // An unverified review's id again on the other side.
    JSON.stringify(withReview(395, { id: reviews[12].id })),
    JSON.stringify(withReview(2, { id: reviews[390].id })),
    // Refused reviews, syntax and a byte order mark in the helper's half, and in the serving thread's.
    JSON.stringify(withReview(397, { rating: 9 })),
    JSON.stringify(withReview(3, { date: "2025-02-30" })),
    JSON.stringify(file).replace(`"id":"${reviews[380].id}"`, `"id":"${reviews[380].id}",,`),
    `{"business":${JSON.stringify(file.business)},"reviews":[${
      reviews.map((r, k) => (k === 300 ? "\ufeff" : "") + JSON.stringify(r)).join(",")
    }]}`,
    JSON.stringify({ ...file, extra: 1 }),
  ];
  for (const text of bad) {
    const bytes = encode(text);
    for (
      const [name, share] of [["eager", eager(50).share], ["eager, a few", eager(3).share], ["late", late]] as const
    ) {
      const [actual, expected] = await publishedBoth(bytes, share);
      assert.equal(expected.ok, false, text.slice(0, 60));
      assert.deepEqual(actual, expected, `${name}: ${text.slice(0, 60)}`);
    }
  }
});

Deno.test("a small file is published on one thread: the helper is told there is no share", async () => {
  const file = mixedFile();
  // 25 pieces of 4: too few to share.
  const bytes = encode(JSON.stringify({ ...file, reviews: file.reviews.slice(0, 100) }));
  const asked: (ShareRequest | null)[] = [];
  const actual = await publishReviewsBytesShared(
    bytes,
    (request) => (asked.push(request), Promise.resolve(null)),
    PIECE,
  );
  const expected = reference(bytes);
  assert.deepEqual(asked, [null]);
  assert.ok(actual.ok && expected.ok);
  assertSameDataset(actual.value, expected.value, "small");
});

/** A share of a file's second half, as the serving thread sends it, with `claims` preset so the helper takes `take`. */
function requestFor(bytes: Uint8Array, take: number): ShareRequest {
  const { cuts } = planPieces(bytes, "reviews", PIECE)!;
  const pieces = cuts.length - 1;
  const first = pieces >> 1;
  const claims = new Int32Array(new SharedArrayBuffer(4));
  const leave = 5;
  claims[0] = pieces - leave - take;
  return {
    bytes: bytes.slice(cuts[first], cuts[pieces] + 1),
    cuts: Uint32Array.from(cuts.slice(first), (cut) => cut - cuts[first]),
    pieces,
    claims,
    leave,
  };
}

Deno.test("the loader Worker stages its share at its priority and answers before it reads the insights", async () => {
  const worker = startLoaderWorker();
  assert.ok(worker);
  const dir = await Deno.makeTempDir({ prefix: "reviews-share-" });
  try {
    const bytes = encode(JSON.stringify(mixedFile()));
    const kinds: string[] = [];
    let answer: ShareAnswer | undefined;
    const released = new Promise<void>((resolve) => {
      worker.onmessage = (event: MessageEvent<{ kind: string; answer?: ShareAnswer }>) => {
        kinds.push(event.data.kind);
        if (event.data.kind === "share") answer = event.data.answer;
        if (event.data.kind === "released") resolve();
      };
    });
    const request = requestFor(bytes, 20);
    worker.postMessage({ kind: "share", request } satisfies LoaderRequest, [request.bytes.buffer]);
    worker.postMessage({ kind: "insights", path: `${dir}/insights.json` } satisfies LoaderRequest);
    worker.postMessage({ kind: "subject", subject: { business: { category: "x" }, sha256: "0" }, ids: [] });
    await released;
    assert.deepEqual(kinds, ["ready", "share", "insights", "released"]);
    assert.equal(request.bytes.byteLength, 0, "the helper's bytes were transferred, not copied");
    assert.equal(
      Atomics.load(request.claims, 0),
      request.pieces - 5,
      "it claimed through the shared counter, leaving 5",
    );
    // What it staged is what this thread stages from the same request (the last 20 pieces, in file order).
    const here = stageShare(requestFor(bytes, 20));
    assert.equal(answer?.pieces, 20);
    assert.equal(answer?.reviews, 80);
    assert.deepEqual(answer, here);
  } finally {
    worker.terminate();
    await Deno.remove(dir, { recursive: true });
  }
});
