import assert from "node:assert/strict";
import { TextChunks } from "../../src/dataset/text_chunks.ts";

Deno.test("texts kept in chunks read back exactly, missing and empty ones included, across chunk edges", () => {
  const texts: (string | null)[] = [];
  for (let k = 0; k < 3000; k++) {
    if (k % 7 === 3) texts.push(null);
    else if (k % 11 === 5) texts.push("");
    else texts.push(`review ${k}: ${k % 5 === 0 ? "très bien — 👍 " : "fine "}`.repeat(1 + (k % 4)));
  }
  // A missing text right at a chunk's start and end, and an empty one after it.
  texts[1023] = null, texts[1024] = null, texts[1025] = "", texts[2047] = "last of the second chunk";
  const chunks = new TextChunks();
  for (const text of texts) chunks.add(text);
  chunks.done();
  assert.equal(chunks.length, texts.length);
  texts.forEach((text, k) => assert.equal(chunks.at(k), text, `text ${k}`));
  assert.equal(chunks.at(texts.length), undefined);
  assert.equal(chunks.at(-1), undefined);
});

Deno.test("no texts, or fewer than a chunk, read back as well", () => {
  assert.equal(new TextChunks().done().length, 0);
  const few = new TextChunks();
  few.add("a");
  few.add(null);
  few.add("bc");
  few.done();
  assert.deepEqual([few.at(0), few.at(1), few.at(2)], ["a", null, "bc"]);
});
