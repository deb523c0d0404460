import assert from "node:assert/strict";
import { bounded, compileAlternation, onWordBoundaries } from "../../src/entities/alternation.ts";
import { foldCode, matchPrefixes } from "../../src/entities/prefixes.ts";
import { SERVICE_CUES } from "../../src/entities/service_cues.ts";
import { PROBLEMS } from "../../src/insights/problems.ts";

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
  compileAlternation(sources, onWordBoundaries(flags), 1).forEach(
    text,
    (alternative, start, end) => found.push([alternative, start, end]),
  );
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
  "a_leak _leak leak_ under_the sink clog, my_clog",
];

Deno.test("the dispatched alternation finds exactly what the one global regex finds, over every service's cues", () => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const sources = Object.entries(SERVICE_CUES).flatMap(([id, cues]) => [escape(id.replace(/-/g, " ")), ...cues]);
  assert.ok(compileAlternation(sources, onWordBoundaries("i")).dispatched, "every cue's beginning is known");
  assert.equal(
    compileAlternation(sources.slice(0, 5), onWordBoundaries("i")).dispatched,
    false,
    "a short list keeps one regex",
  );
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
    assert.equal(compileAlternation(odd, onWordBoundaries("i"), 1).dispatched, false);
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

Deno.test("names, case-sensitive with a case-insensitive full name, match as in the global regex", () => {
  const titles = "(?:Dr|Doctor|Mr|Mrs|Ms|Miss|Mx|Attorney|Nurse|Chef|Coach|Officer)";
  const people = [
    "Hannah Lindqvist",
    "Diego Ramirez",
    "Jake Sorensen",
    "Kevin Walsh",
    "Sam Bell",
    "Omar Haddad",
    "Al Cole",
  ];
  const sources = people.flatMap((name) => {
    const [first, last] = name.split(" ");
    return [`${titles}\\.?\\s+${last}`, `(?i:${first}\\s+${last})`, first];
  });
  const texts = [
    "Dr. Walsh and dr walsh; KEVIN WALSH, kevin walsh, Kevin, kevin, \u212Aevin Walsh, _Kevin, Kevin_, Kevins.",
    "Mrs.Bell, Ms  Bell, Miss\u00a0Bell, sam bell, SAM, Sam's, Al, al, AL COLE, drinks and dry dressing, Omar!",
    "Hannah-Lindqvist, é Hannah, 𝐀Hannah, Hannah𝐀, hannah lindqvist, Attorney Haddad, officer cole, Chef Cole.",
  ];
  assert.ok(compileAlternation(sources, onWordBoundaries("")).dispatched);
  let matches = 0;
  for (const text of [...texts, texts.join("\n")]) {
    const expected = plainMatches(sources, "", text);
    assert.deepEqual(dispatchedMatches(sources, "", text), expected, text);
    matches += expected.length;
  }
  assert.ok(matches > 30, `the texts exercise the names (${matches})`);
});

Deno.test("other match rules (no Unicode, a lookbehind only), as the problems lexicon uses, match as one regex", () => {
  const rules = { flags: "", before: "(?<![a-z])", after: "" };
  const sources = PROBLEMS.map((problem) => problem.patterns.join("|"));
  const texts = [
    "no heat since monday; the furnace wouldn't ignite, unclog the drain, a clogged drain and a leaking water heater",
    "2no heat _no heat xno heat NO HEAT ſewer backup sewer backup, the pilot light, capacitor, low water pressure",
    "",
  ];
  assert.ok(compileAlternation(sources, rules, 1).dispatched);
  let matches = 0;
  for (const text of [...texts, texts.join(" ")]) {
    const plain = new RegExp(`(?<![a-z])(?:${sources.map((source) => `(${source})`).join("|")})`, "g");
    const expected = [...text.matchAll(plain)].map((match) => [
      match.findIndex((value, index) => index > 0 && value !== undefined) - 1,
      match.index,
      match.index + match[0].length,
    ]);
    const found: number[][] = [];
    compileAlternation(sources, rules, 1).forEach(
      text,
      (alternative, start, end) => found.push([alternative, start, end]),
    );
    assert.deepEqual(found, expected, text);
    matches += expected.length;
  }
  assert.ok(matches >= 12, `the texts exercise the problems (${matches})`);
});

Deno.test("the one-regex fallback steps over empty matches as matchAll does, surrogate pairs whole", () => {
  const sources = ["(?:x)?", "leak"];
  for (const text of ["leak 😀 x leak", "😀😀", "", "xx leak"]) {
    assert.deepEqual(dispatchedMatches(sources, "i", text), plainMatches(sources, "i", text), text);
  }
  assert.equal(plainMatches(sources, "i", "😀😀").length, 3, "empty matches are found, one per code point boundary");
});
