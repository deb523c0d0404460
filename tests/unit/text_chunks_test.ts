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

Deno.test("texts containing a needle are found per chunk exactly as each text lower-cased alone says", () => {
  const texts: (string | null)[] = [];
  const pieces = [
    "Furnace",
    "FURNACE fixed",
    "fur",
    "nace",
    "ΟΔΟΣ",
    "σ",
    "ς",
    "İstanbul",
    "i̇",
    "a\0b",
    "",
    "on time",
    "On  Time",
  ];
  for (let k = 0; k < 2600; k++) {
    if (k % 13 === 7) texts.push(null);
    else texts.push(`${pieces[k % pieces.length]}${k % 3 === 0 ? " " : ""}${pieces[(k * 7) % pieces.length]}`);
  }
  // One chunk with a character whose lower case is longer (read text by text), the others not.
  texts[2100] = "İ then FURNACE";
  const chunks = new TextChunks();
  for (const text of texts) chunks.add(text);
  chunks.done();
  const needles = ["furnace", "fur", "nace", "e f", "ς", "σ", "οδος", "i̇", "\0", "a", "", " ", "on time", "ace\0fur"];
  for (const needle of needles) {
    const expected = texts.flatMap((text, k) => (text ?? "").toLowerCase().includes(needle) ? [k] : []);
    const found: number[] = [];
    chunks.eachContaining(needle, (k) => found.push(k));
    assert.deepEqual(found, expected, JSON.stringify(needle));
  }
});

Deno.test("texts appended as another gathering's chunks read back and are found as if added one by one", () => {
  const text = (k: number) =>
    k % 9 === 4 ? null : k % 17 === 8 ? "" : `text ${k} ${k % 6 === 0 ? "Furnace — ok " : ""}`;
  // Own texts past a chunk's end (the rest is joined before the appended chunks), other texts, then own texts again.
  const [own, other, after] = [1500, 2500, 700];
  const theirs = new TextChunks();
  for (let k = 0; k < other; k++) theirs.add(text(own + k));
  const data = theirs.done().data();
  // As cloned to another thread: the strings and typed arrays only.
  const chunks = new TextChunks();
  for (let k = 0; k < own; k++) chunks.add(text(k));
  chunks.addAll(structuredClone(data));
  for (let k = own + other; k < own + other + after; k++) chunks.add(text(k));
  chunks.done();
  const expected = Array.from({ length: own + other + after }, (_, k) => text(k));
  assert.equal(chunks.length, expected.length);
  expected.forEach((value, k) => assert.equal(chunks.at(k), value, `text ${k}`));
  for (const needle of ["furnace", "text 1", "— ok", "", "zzz"]) {
    const found: number[] = [];
    chunks.eachContaining(needle, (k) => found.push(k));
    const naive = expected.flatMap((value, k) => (value ?? "").toLowerCase().includes(needle) ? [k] : []);
    assert.deepEqual(found, naive, needle);
  }
});
