import assert from "node:assert/strict";
import { join } from "node:path";
import {
  beginEarlyStart,
  endEarlyStart,
  serveDataDirOf,
  takeEarlyRead,
  takeEarlyWorker,
} from "../../src/dataset/early_start.ts";
import { readPublishedReviews } from "../../src/dataset/load.ts";

const WORKER = new URL("../../src/dataset/load_worker.ts", import.meta.url);

Deno.test("serveDataDirOf: the one --data of a serve command line, else null", () => {
  assert.equal(serveDataDirOf(["serve", "--data", "d", "--port", "0"]), "d");
  assert.equal(serveDataDirOf(["--port", "0", "--data=dir/x"]), "dir/x");
  assert.equal(serveDataDirOf(["serve"]), null);
  assert.equal(serveDataDirOf(["insights", "--data", "d"]), null);
  assert.equal(serveDataDirOf(["serve", "--data", "a", "--data", "b"]), null);
  assert.equal(serveDataDirOf(["serve", "--data="]), null);
  assert.equal(serveDataDirOf(["serve", "--data"]), null);
});

Deno.test("early start: the read is taken once, for its own path only, and gives the file's bytes", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const text = JSON.stringify({ business: { name: "x" }, reviews: [] });
    await Deno.writeTextFile(join(dir, "reviews.json"), text);
    beginEarlyStart(dir, WORKER);
    assert.equal(takeEarlyRead(join(dir, "other.json")), null);
    const read = takeEarlyRead(join(dir, "reviews.json"));
    assert.ok(read);
    assert.equal(takeEarlyRead(join(dir, "reviews.json")), null);
    const result = await read;
    assert.ok(result.ok);
    assert.equal(new TextDecoder().decode(result.bytes), text);
    const worker = takeEarlyWorker();
    assert.ok(worker instanceof Worker);
    assert.equal(takeEarlyWorker(), null);
    worker.terminate();
  } finally {
    endEarlyStart();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("early start: a load of that directory uses the early read, whose problems it reports", async () => {
  const dir = await Deno.makeTempDir();
  try {
    // Missing when the early read looked: the load reports it from that read even once the file exists.
    beginEarlyStart(dir, WORKER);
    let asked = 0;
    const early = takeEarlyRead(join(dir, "reviews.json"));
    assert.ok(early);
    const result = await early;
    assert.equal(result.ok, false);
    beginEarlyStart(dir, WORKER); // ignored: one early start per process until it ends
    endEarlyStart();
    // Ended: a later load reads for itself and asks for its Worker while reading.
    await Deno.writeTextFile(join(dir, "reviews.json"), "{}");
    const loaded = await readPublishedReviews(dir, undefined, undefined, () => asked++);
    assert.equal(loaded.ok, false);
    assert.equal(asked, 1);
    assert.equal(takeEarlyWorker(), null);
  } finally {
    endEarlyStart();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("early start: a load of that directory takes the read and asks for the Worker at once", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(join(dir, "reviews.json"), "not json");
    beginEarlyStart(dir, WORKER);
    let asked = 0;
    const loaded = await readPublishedReviews(dir, undefined, undefined, () => asked++);
    assert.equal(loaded.ok, false);
    assert.equal(asked, 1);
    assert.equal(takeEarlyRead(join(dir, "reviews.json")), null);
  } finally {
    endEarlyStart();
    await Deno.remove(dir, { recursive: true });
  }
});
