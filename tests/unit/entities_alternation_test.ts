import assert from "node:assert/strict";
import { bounded, compileAlternation } from "../../src/entities/alternation.ts";
import { foldCode, matchPrefixes } from "../../src/entities/prefixes.ts";
import { SERVICE_CUES } from "../../src/entities/service_cues.ts";

/** What one global regex of the bounded alternation finds: [alternative, start, end] per match. */
function plainMatches(sources: readonly string[], flags: string, text: string): number[][] {
  const pattern = new RegExp(bounded(sources.map((source) => `(${source})`).join("|")), `${flags}gu`);
  return [...text.matchAll(pattern)].map((match) => [
    match.findIndex((value, index) => index > 0 && value !== undefined) - 1,
    match.index,
    match.index + match[0].length,
  ]);
}

function dispatchedMatches(sources: readonly string[], flags: "" | "i", text: string): number[][] {
  const found: number[][] = [];
  compileAlternation(sources, flags).forEach(text, (alternative, start, end) => found.push([alternative, start, end]));
  return found;
}

const TEXTS = [
  "Our AC quit in July; the a/c was not cooling and the furnace wouldn't start. No heat, then a leak.",
  "LEAKING OIL is not a plumbing leak, but LEAKS under the sink are. ſnaked the drain; the \u212Aitchen sink clog.",
  "Tune-up, tuneups and a TUNE UP; mini split, mini-splits, heat pumps. 24/7 emergency, not the emergency room.",
  "xleak leakx 2leak leak2 é leak 𝐀leak leak𝐀 \ud83d\ude00leak leak\ud83d\ude00 the clog, our clog, my  clog",
  "google nest e, Nest thermostat, nest. Water heater, hot water tank, no hot water! sewer line clogged.",
  "",
  "a",
];

Deno.test("the dispatched alternation finds exactly what the one global regex finds, over every service's cues", () => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const sources = Object.entries(SERVICE_CUES).flatMap(([id, cues]) => [escape(id.replace(/-/g, " ")), ...cues]);
  assert.ok(compileAlternation(sources, "i").dispatched, "every cue's beginning is known");
  const longer = TEXTS.join(" ") + TEXTS.map((text) => text.toUpperCase()).join("\n");
  let matches = 0;
  for (const text of [...TEXTS, longer]) {
    const expected = plainMatches(sources, "i", text);
    assert.deepEqual(dispatchedMatches(sources, "i", text), expected, text);
    matches += expected.length;
  }
  assert.ok(matches > 40, `the texts exercise many cues (${matches})`);
});

Deno.test("alternatives keep their order: the first that matches at a position wins, as in the global regex", () => {
  const sources = ["air", "air conditioner", "(?:the|a) clog", "a"];
  const text = "the air conditioner, a clog, A, air";
  assert.deepEqual(dispatchedMatches(sources, "i", text), plainMatches(sources, "i", text));
  assert.deepEqual(dispatchedMatches(sources, "i", text).map(([alternative]) => alternative), [0, 2, 3, 0]);
  // Unknown beginnings (a class with an escape, an empty match) fall back to the global regex: still the same.
  for (const odd of [["[\\w]+ing", "leak"], ["(?:x)?", "leak"]]) {
    assert.equal(compileAlternation(odd, "i").dispatched, false);
    assert.deepEqual(dispatchedMatches(odd, "i", "leaking xing"), plainMatches(odd, "i", "leaking xing"));
  }
});

Deno.test("match prefixes: folded, cut at eight characters or at what they cannot follow, null when unknown", () => {
  assert.deepEqual(
    [...matchPrefixes("(?:ac|a/c) (?:repair|fix)", true)!].sort(),
    ["a/c fix", "a/c repa", "ac fix", "ac repai"],
  );
  assert.deepEqual([...matchPrefixes("Dr\\.?\\s+Walsh", true)!].sort(), ["dr", "dr."]);
  assert.deepEqual([...matchPrefixes("tune[- ]?ups?", true)!].sort(), [
    "tune up",
    "tune ups",
    "tune-up",
    "tune-ups",
    "tuneup",
    "tuneups",
  ]);
  assert.deepEqual([...matchPrefixes("(?<!battery )drains?(?! the)", true)!].sort(), ["drain", "drains"]);
  assert.deepEqual([...matchPrefixes("Ana", false)!], ["ana"]);
  assert.equal(matchPrefixes("(?:leak)?", true), null, "can match empty");
  assert.equal(matchPrefixes("\\s+leak", true), null, "begins with what prefixes do not follow");
  assert.equal(matchPrefixes("(?<name>x)", true), null, "outside the dialect");
  assert.equal(matchPrefixes("Élodie", true), null, "a cased letter outside ASCII under i");
  assert.deepEqual(
    [foldCode(65), foldCode(97), foldCode(0x17f), foldCode(0x212a), foldCode(0xe9)],
    [97, 97, 115, 107, 0xe9],
  );
  // The folds prefixes rely on are the regex engine's: under iu "ſ" is "s" and the Kelvin sign is "k".
  assert.ok(/^s$/iu.test("\u017f") && /^k$/iu.test("\u212a"));
});
