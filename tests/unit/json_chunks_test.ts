import assert from "node:assert/strict";
import { parseInPieces, planPieces } from "../../src/dataset/json_chunks.ts";
import { MAX_PRETTY_ELEMENT_BYTES } from "../../src/dataset/pretty_array.ts";
import { parseReviewsBytes, parseReviewsFile } from "../../src/dataset/parse.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";

const encode = (text: string) => new TextEncoder().encode(text);

/** What JSON.parse gives, or "error". */
function whole(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return "error";
  }
}

const HOSTILE = [
  'a "quoted" \\ back\\slash \\" and \\\\" end',
  '], "reviews": [1], {"x": "',
  "Ünïcödé — 🚀 \u2028 \t tab </script>",
  "\\",
  '"',
];

Deno.test("parseInPieces equals JSON.parse for reviews files, hostile texts and every chunk size", () => {
  const file = generateReviewsFile({ reviews: 40, seed: "pieces" });
  HOSTILE.forEach((text, k) => file.reviews[k * 3].text = text);
  for (const text of [JSON.stringify(file), JSON.stringify(file, null, 2), JSON.stringify(file, null, "\t")]) {
    for (const chunk of [1, 2, 7, 40, 1000]) {
      const value = parseInPieces(encode(text), "reviews", chunk);
      assert.notEqual(value, null, `chunk ${chunk}`);
      assert.deepEqual(value, JSON.parse(text));
    }
  }
  const reordered = `{"reviews":[{"a":[1,{"b":"]"}]},[],"x",null] , "business":{"reviews":[9]}}`;
  assert.deepEqual(parseInPieces(encode(reordered), "reviews", 1), JSON.parse(reordered));
  assert.deepEqual(parseInPieces(encode(`{"reviews":[ ]}`), "reviews"), { reviews: [] });
});

Deno.test("parseInPieces finds string ends wherever escapes fall, before and after the short-string loop's end", () => {
  // Runs of backslashes and escaped quotes at every offset around 24 bytes (where the scan stops looking byte by
  // byte and calls indexOf), as keys and values, with brackets and commas inside that must not count.
  const texts: string[] = [];
  for (let at = 0; at < 40; at++) {
    for (const escape of ["\\", '"', "\\\\", '\\"', "]", ",", "\u00e9"]) {
      texts.push("x".repeat(at) + escape + "y".repeat(40 - at), "é".repeat(at >> 1) + escape + '"');
    }
  }
  const reviews = texts.map((text, k) => ({ [text]: text, k, list: [text, { "]": text }] }));
  for (const json of [JSON.stringify({ reviews, after: texts }), JSON.stringify({ before: texts, reviews }, null, 2)]) {
    for (const chunk of [1, 5, 64]) assert.deepEqual(parseInPieces(encode(json), "reviews", chunk), JSON.parse(json));
  }
});

Deno.test("parseInPieces gives up (null) on anything it is not sure of, never a different value", () => {
  const cases = [
    `[{"reviews":[]}]`,
    `{"reviews":[1],"reviews":[2]}`,
    `{"review\\u0073":[1],"reviews":[2]}`,
    `{"reviews":{"a":1}}`,
    `{"reviews":"[1,2]"}`,
    `{"reviews":[1,]}`,
    `{"reviews":[1,,2]}`,
    `{"reviews":[,]}`,
    `{"reviews":[1]} x`,
    `{"reviews":[1]}{}`,
    `{"reviews":["open]}`,
    `{"reviews":[1] [2]}`,
    `{"reviews":[1]`,
    `{:"reviews"}`,
    `{"a":1}`,
  ];
  for (const text of cases) {
    for (const chunk of [1, 2, 1000]) {
      const value = parseInPieces(encode(text), "reviews", chunk);
      if (value !== null) assert.deepEqual(value, whole(text), text);
    }
  }
  assert.equal(parseInPieces(encode(`{"reviews":[1,]}`), "reviews", 1), null);
  // A byte order mark where a piece or the rest of the file starts is a character JSON refuses, as in the whole text.
  for (const text of [`{"reviews":[1,\ufeff2,3]}`, `{"reviews":[\ufeff1]}`, `{"reviews":[1]\ufeff}`]) {
    assert.equal(whole(text), "error", text);
    for (const chunk of [1, 2]) assert.equal(parseInPieces(encode(text), "reviews", chunk), null, text);
  }
  assert.deepEqual(parseInPieces(encode(`\ufeff{"reviews":[1,2]}`), "reviews", 1), { reviews: [1, 2] });
  assert.equal(parseInPieces(encode(`{"reviews":[1],"reviews":[2]}`), "reviews"), null);
});

Deno.test("parseInPieces: seeded mutations of a document parse as JSON.parse does, or give up", () => {
  const base = JSON.stringify({ business: { a: "x,y" }, reviews: [{ t: 'q"\\' }, [1, 2], { t: "]" }, "s", 3] });
  let seed = 7;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  const alphabet = `{}[],:"\\ a1`;
  for (let k = 0; k < 3000; k++) {
    const at = next(base.length);
    const text = next(2)
      ? base.slice(0, at) + base.slice(at + 1)
      : base.slice(0, at) + alphabet[next(alphabet.length)] + base.slice(at);
    const value = parseInPieces(encode(text), "reviews", 1 + next(3));
    const expected = whole(text);
    if (value !== null) assert.deepEqual(value, expected, text);
  }
});

Deno.test("parseReviewsBytes reports what parseReviewsFile reports", () => {
  const file = generateReviewsFile({ reviews: 30, seed: "pieces" });
  const good = JSON.stringify(file, null, 2);
  assert.deepEqual(parseReviewsBytes(encode(good)), parseReviewsFile(good));
  for (const bad of [good.slice(0, -3), good.replace('"rating": 5', '"rating": 9'), `{"reviews":[1,]}`, "\ufeff{}"]) {
    const [a, b] = [parseReviewsBytes(encode(bad)), parseReviewsFile(new TextDecoder().decode(encode(bad)))];
    assert.equal(a.ok, false);
    assert.deepEqual(a, b);
  }
});

Deno.test("parseReviewsBytes: validated a piece at a time, same value and same problems as the whole file", () => {
  const file = generateReviewsFile({ reviews: 300, seed: "pieces-validated" });
  // A URL zod trims (the parser's path), reviews in different pieces of 64.
  file.reviews[200].source_url = " https://example.com/a ";
  const same = (value: unknown) => {
    const text = JSON.stringify(value, null, 1);
    const [a, b] = [parseReviewsBytes(encode(text)), parseReviewsFile(text)];
    assert.equal(JSON.stringify(a), JSON.stringify(b));
    return a;
  };
  const good = same(file);
  assert.ok(good.ok && good.value.reviews[200].source_url === "https://example.com/a");
  const duplicate = same({
    ...file,
    reviews: file.reviews.map((r, k) => k === 250 ? { ...r, id: file.reviews[3].id } : r),
  });
  assert.ok(!duplicate.ok && duplicate.problems.some((problem) => problem.startsWith("reviews[250].id: duplicate")));
  const late = same({ ...file, reviews: file.reviews.map((r, k) => k === 299 ? { ...r, rating: 0 } : r) });
  assert.ok(!late.ok && late.problems.some((problem) => problem.startsWith("reviews[299].rating")));
  assert.equal(same({ ...file, extra: 1 }).ok, false);
  assert.equal(same({ ...file, business: { ...file.business, name: 5 } }).ok, false);
  assert.equal(same({ reviews: file.reviews }).ok, false);
});

/** `JSON.stringify(file, null, 2)` of `{ business, reviews }` written here, noting the byte offset of each comma between reviews. */
function prettyWithCommas(file: { business: unknown; reviews: unknown[] }): { text: string; commas: number[] } {
  const indent = (json: string) => json.replaceAll("\n", "\n    ");
  let text = `{\n  "business": ${JSON.stringify(file.business, null, 2).replaceAll("\n", "\n  ")},\n  "reviews": [`;
  const commas: number[] = [];
  file.reviews.forEach((review, k) => {
    if (k > 0) {
      commas.push(encode(text).length);
      text += ",";
    }
    text += `\n    ${indent(JSON.stringify(review, null, 2))}`;
  });
  text += file.reviews.length ? "\n  ]\n}" : "]\n}";
  return { text, commas };
}

Deno.test("a file laid out as JSON.stringify(value, null, 2) is cut at the commas between its reviews, as written", () => {
  const file = generateReviewsFile({ reviews: 300, seed: "pretty-plan" });
  // Texts holding what the native search looks for, but inside strings (where a line break is always escaped).
  const tricky = ["},", "\n    },\n    {", "    },", "}\n", "]\n}", "\\", '"},"', "é — },"];
  tricky.forEach((text, k) => file.reviews[k * 7].text = text);
  file.reviews[5].owner_reply = { text: "Thanks },", date: "2026-01-02" };
  const { text, commas } = prettyWithCommas(file);
  assert.equal(text, JSON.stringify(file, null, 2), "the layout written here is stringify's");
  const bytes = encode(text);
  for (const chunk of [1, 2, 64, 1000]) {
    const plan = planPieces(bytes, "reviews", chunk);
    assert.ok(plan, `chunk ${chunk}`);
    assert.equal(plan.elements, file.reviews.length);
    const open = text.indexOf("[", text.indexOf('"reviews"'));
    const expected = [open, ...commas.filter((_, k) => (k + 1) % chunk === 0), bytes.lastIndexOf(0x5d)];
    assert.deepEqual(plan.cuts, expected, `chunk ${chunk}`);
    assert.deepEqual(parseInPieces(bytes, "reviews", chunk), file);
  }
});

Deno.test("the same layout with another member after the array, or an element over the limit, is scanned as before", () => {
  const file = generateReviewsFile({ reviews: 30, seed: "pretty-plan-declines" });
  const long = {
    ...file,
    reviews: file.reviews.with(3, { ...file.reviews[3], text: "x".repeat(MAX_PRETTY_ELEMENT_BYTES) }),
  };
  const texts = [
    JSON.stringify({ ...file, after: [1, { a: "]" }] }, null, 2),
    JSON.stringify(long, null, 2),
    JSON.stringify(file, null, 4),
    JSON.stringify({ reviews: file.reviews, business: file.business }, null, 2),
  ];
  for (const text of texts) {
    for (const chunk of [1, 7]) assert.deepEqual(parseInPieces(encode(text), "reviews", chunk), JSON.parse(text));
  }
});

Deno.test("parseInPieces: seeded mutations of a pretty document parse as JSON.parse does, or give up", () => {
  const base = JSON.stringify(
    {
      business: { a: "x" },
      reviews: [{ t: "a },", r: { t: "b" } }, { t: "c", n: [1, { d: 2 }] }, { t: "}" }, { t: "e" }],
    },
    null,
    2,
  );
  let seed = 11;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  const fragments = ["\n    },", "\n    }", "},", "\n  ]", "]", ",", "\n", " ", '"', "{", "}"];
  for (let k = 0; k < 3000; k++) {
    const at = next(base.length);
    const text = next(2)
      ? base.slice(0, at) + base.slice(at + 1 + next(6))
      : base.slice(0, at) + fragments[next(fragments.length)] + base.slice(at);
    const value = parseInPieces(encode(text), "reviews", 1 + next(3));
    if (value !== null) assert.deepEqual(value, whole(text), text);
  }
});
