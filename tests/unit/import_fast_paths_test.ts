/**
 * The import's fast paths give the same answers as the plain forms they replace, on hostile input: the JavaScript
 * SHA-256 and ids against `node:crypto`, and the CSV rows against one `Papa.parse` call with greedy blank-row
 * skipping (BOMs, quotes, CRLF and CR, blank and whitespace rows, broken quotes, other delimiters, huge fields),
 * the reviews file written in pieces against one `JSON.stringify`, and the stored file's check against zod's.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
// @ts-types="../../src/import/papaparse.d.ts"
import Papa from "papaparse";
import { thousands } from "../../src/cli/import.ts";
import { readCsvRows } from "../../src/import/csv.ts";
import { decideDateOrder, parseDate, startsWithIsoDay } from "../../src/import/dates.ts";
import { ulidFor } from "../../src/import/ids.ts";
import { reviewsFilePieces, serializeReviewsFile } from "../../src/import/mod.ts";
import { parseStoredReviewsFile } from "../../src/import/stored.ts";
import { ReviewsFile } from "../../src/model/dataset.ts";
import type { Review } from "../../src/model/review.ts";
import { sha256Utf8 } from "../../src/import/sha256.ts";
import { cleanName, cleanText } from "../../src/import/row.ts";
import { ulidRandomFromBytes, ulidTime } from "../../src/generate/ulid.ts";

/** A seeded generator, so a failure names a reproducible case. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return Math.floor((state / 0x80000000) * n); // the high bits: an LCG's low bits repeat in short cycles
  };
}

/** Hostile strings: ASCII, accents, emoji (surrogate pairs), lone surrogates, controls, at block-edge lengths. */
function hostileString(next: (n: number) => number): string {
  const pieces = ["a", "Z", " ", "\u0000", "\n", "é", "ß", "€", "😀", "\ud800", "\udfff", "\uffff", "\u2028", "ऑ"];
  const lengths = [0, 1, 31, 54, 55, 56, 63, 64, 65, 119, 120, 500];
  const length = lengths[next(lengths.length)] + next(3);
  let text = "";
  for (let i = 0; i < length; i++) text += pieces[next(pieces.length)];
  return text;
}

Deno.test("sha256Utf8 equals node:crypto's SHA-256 of the UTF-8 bytes, lone surrogates and block edges included", () => {
  const next = random(7);
  for (let i = 0; i < 3000; i++) {
    const text = hostileString(next);
    const expected = createHash("sha256").update(text).digest("hex");
    assert.equal(Buffer.from(sha256Utf8(text)).toString("hex"), expected, JSON.stringify(text));
  }
  // A long key after short ones (the message buffer grows) and a short one after it (stale bytes are cleared).
  for (const text of ["x".repeat(5000), "abc", "é".repeat(2000), ""]) {
    assert.equal(Buffer.from(sha256Utf8(text)).toString("hex"), createHash("sha256").update(text).digest("hex"));
  }
});

Deno.test("ulidFor equals the ULID made from node:crypto's digest", () => {
  const next = random(11);
  for (let i = 0; i < 2000; i++) {
    const date = `${1970 + next(80)}-${String(1 + next(12)).padStart(2, "0")}-${String(1 + next(28)).padStart(2, "0")}`;
    const key = `content\u0000direct\u0000${hostileString(next)}\u0000${date}`;
    const expected = ulidTime(Date.parse(`${date}T00:00:00Z`)) +
      ulidRandomFromBytes(createHash("sha256").update(key).digest());
    assert.equal(ulidFor(date, key), expected, JSON.stringify(key));
  }
});

/** A hostile CSV text: random fields (quoted or not, with delimiters, quotes and line breaks), blank rows. */
function hostileCsv(next: (n: number) => number): string {
  const delimiter = [",", ";", "\t", "|"][next(4)];
  const newline = ["\n", "\r\n", "\r"][next(3)];
  const values = [
    "",
    " ",
    "\t",
    "plain",
    "Maria González",
    `with${delimiter}delimiter`,
    'say "hi"',
    "two\nlines",
    "crlf\r\nline",
    "5",
    "2025-03-15",
    "x".repeat(next(4) === 0 ? 70_000 : 3),
    "😀 \ud800",
  ];
  const field = () => {
    const value = values[next(values.length)];
    const quoted = next(3) === 0 || /["\n\r,;\t|]/.test(value);
    if (!quoted) return value;
    // Now and then a broken quote: unterminated, or a stray quote mid-field.
    if (next(40) === 0) return `"${value}`;
    if (next(40) === 0) return `a"${value}"b`;
    return `"${value.replaceAll('"', '""')}"`;
  };
  const lines: string[] = [];
  const columns = 1 + next(6);
  const rows = next(12);
  for (let i = 0; i < rows; i++) {
    const kind = next(10);
    if (kind === 0) lines.push("");
    else if (kind === 1) lines.push(" \t ");
    else if (kind === 2) lines.push(Array.from({ length: columns }, () => " ").join(delimiter));
    else lines.push(Array.from({ length: columns + (next(8) === 0 ? 1 : 0) }, field).join(delimiter));
  }
  const bom = next(5) === 0 ? "\uFEFF" : "";
  return bom + lines.join(newline) + (next(2) === 0 ? newline : "");
}

Deno.test("readCsvRows without line ends equals one greedy Papa.parse: same rows, same errors", () => {
  const options = { skipEmptyLines: "greedy" as const, delimitersToGuess: [",", ";", "\t", "|"] };
  const next = random(3);
  const texts = ["", "\n\n", "a", "just one column\nand another", "a,b\n\n \n1,2", '"unterminated,x\n1,2'];
  for (let i = 0; i < 1500; i++) texts.push(hostileCsv(next));
  for (const text of texts) {
    const expected = Papa.parse<string[]>(text, options);
    const actual = readCsvRows(text, false);
    assert.deepEqual(actual.rows, expected.data, JSON.stringify(text.slice(0, 200)));
    assert.deepEqual(actual.errors, expected.errors.map((error) => ({ row: error.row ?? 0, message: error.message })));
  }
});

Deno.test("reviewsFilePieces joined equals serializeReviewsFile, at every piece boundary and for any business", () => {
  const next = random(5);
  const review = (i: number): Review => ({
    id: `01J${String(i).padStart(23, "0")}`,
    author: hostileString(next) || "A",
    author_avatar_url: next(2) ? null : "https://example.com/a.png",
    rating: 1 + next(5),
    date: "2025-03-15",
    text: next(4) ? `${hostileString(next)} "quoted" \\ \u2028 [] {}` : null,
    source: "direct",
    source_url: null,
    owner_reply: next(2) ? null : { text: hostileString(next) || "Thanks", date: "2025-03-16" },
    verified: next(2) === 0,
  });
  const businesses: unknown[] = [
    { id: "b", name: "B" },
    { id: "b", name: 'Smile "[]" Dental ✓', hours: [[], {}, [1, 2]], nested: { a: { b: [null, true] } } },
    {},
    [],
    null,
    undefined,
  ];
  for (const count of [0, 1, 2, 99, 100, 101, 999, 1000, 1001, 2500]) {
    const reviews = Array.from({ length: count }, (_, i) => review(i));
    for (const business of businesses) {
      const pieces = [...reviewsFilePieces(business, reviews)];
      assert.equal(pieces.join(""), serializeReviewsFile(business, reviews), `${count} reviews`);
      assert.ok(pieces.every((piece) => piece.length <= 1_000 * 5_000), "no piece holds the whole file");
    }
  }
});

Deno.test("parseStoredReviewsFile answers as ReviewsFile.safeParse: same data in the same key order, same issues", () => {
  const next = random(9);
  const valid = (i: number): Record<string, unknown> => ({
    id: `01JPBHKE00PXBRCR85ENYK${String(i).padStart(4, "0")}`,
    author: "Maria",
    author_avatar_url: next(2) ? null : "https://example.com/a.png",
    rating: 1 + next(5),
    date: "2025-03-15",
    text: next(3) ? "Great" : null,
    source: "google",
    source_url: next(2) ? null : "https://maps.google.com/?cid=1",
    owner_reply: next(2) ? null : { text: "Thanks", date: "2025-03-16" },
    verified: next(2) === 0,
  });
  // Each breaks one rule zod checks, or is valid but needs zod (key order, URLs the fast check leaves to it).
  const mutations: Array<(review: Record<string, unknown>) => void> = [
    (r) => (r.rating = 4.5),
    (r) => (r.rating = 0),
    (r) => (r.rating = "5"),
    (r) => (r.date = "2025-02-30"),
    (r) => (r.date = "2025-3-5"),
    (r) => (r.id = "not-a-ulid"),
    (r) => (r.author = ""),
    (r) => (r.text = ""),
    (r) => (r.source = 5),
    (r) => (r.verified = "yes"),
    (r) => (r.source_url = "ftp://x"),
    (r) => (r.source_url = "https://EXAMPLE.com/Ä"),
    (r) => (r.author_avatar_url = "https://xn--bcher-kva.example/"),
    (r) => (r.owner_reply = { date: "2025-03-16", text: "Thanks" }),
    (r) => (r.owner_reply = { text: "", date: "2025-03-16" }),
    (r) => (r.owner_reply = { text: "x", date: "2025-03-16", extra: 1 }),
    (r) => (r.extra = true),
    (r) => delete r.verified,
    (r) => {
      const { id, ...rest } = r;
      for (const key of Object.keys(r)) delete r[key];
      Object.assign(r, rest, { id });
    },
  ];
  const files: unknown[] = [null, [], { business: { id: "b", name: "B" } }, { business: { id: "b" }, reviews: [] }];
  for (let i = 0; i < 400; i++) {
    const reviews = Array.from({ length: next(6) }, (_, j) => valid(j));
    if (reviews.length > 0 && next(3) === 0) mutations[next(mutations.length)](reviews[next(reviews.length)]);
    if (reviews.length > 1 && next(12) === 0) reviews[1].id = reviews[0].id;
    files.push({ business: next(10) ? { id: "b", name: "B" } : { name: "" }, reviews, ...(next(15) ? {} : { x: 1 }) });
  }
  let [accepted, fast] = [0, 0];
  for (const json of files) {
    const expected = ReviewsFile.safeParse(json);
    const input = structuredClone(json) as { reviews?: unknown };
    const actual = parseStoredReviewsFile(input);
    assert.equal(actual.success, expected.success, JSON.stringify(json));
    if (expected.success) {
      assert.equal(JSON.stringify(actual.data), JSON.stringify(expected.data), "same values, same key order");
      accepted++;
      if (actual.data!.reviews === input.reviews) fast++; // not copied: the fast path answered
    } else {
      assert.deepEqual(actual.error!.issues, expected.error.issues);
    }
  }
  assert.ok(accepted > 100 && fast > accepted / 2, `${fast} of ${accepted} valid files took the fast path`);
});

Deno.test("thousands writes a count as toLocaleString('en-US') does", () => {
  for (const count of [0, 7, 999, 1000, 10_000, 99_999, 100_000, 1_234_567, 2 ** 31]) {
    assert.equal(thousands(count), count.toLocaleString("en-US"));
  }
});

Deno.test("cleanName squeezes blank space as a replacement of every run would", () => {
  const next = random(13);
  const pieces = ["a", "Zoë", " ", "  ", "\t", "\n", "\r\n", "\u00a0", "\u2028", "\u3000", "\ufeff", "\u0001", "-"];
  for (let i = 0; i < 5000; i++) {
    const value = Array.from({ length: next(9) }, () => pieces[next(pieces.length)]).join("");
    assert.equal(cleanName(value), cleanText(value)?.replace(/\s+/g, " ") ?? null, JSON.stringify(value));
  }
});

Deno.test("decideDateOrder decides as matching every value would", () => {
  // The rule as it was before values were skipped by their separators.
  const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?:$|[ ,T])/;
  const plain = (values: string[]) => {
    let [dayFirst, monthFirst, dotted, other] = [0, 0, 0, 0];
    for (const value of values) {
      const match = NUMERIC.exec(value.trim());
      if (!match) continue;
      const [first, second] = [Number(match[1]), Number(match[3])];
      if (first > 12 && second <= 12) dayFirst++;
      else if (second > 12 && first <= 12) monthFirst++;
      if (match[2] === ".") dotted++;
      else other++;
    }
    if (dayFirst !== monthFirst) return dayFirst > monthFirst ? "dmy" : "mdy";
    return dotted > other ? "dmy" : "mdy";
  };
  const next = random(19);
  const pieces = ["1", "3", "13", "25", "2025", "/", ".", "-", " ", "\t", "\u00a0", "\ufeff", "T", ",", "x", ""];
  const pick = (options: string[]) => options[next(options.length)];
  const separators = ["/", ".", "-", ":"];
  const numeric = () =>
    pick(["", "", " ", "\u00a0", "\ufeff", "x"]) + pick(["3", "03", "13", "31", "123"]) + pick(separators) +
    pick(["4", "04", "12", "25"]) + pick(separators) + pick(["25", "2025", "5"]) +
    pick(["", " 14:20", "T10", ",", "x"]);
  const noise = () => Array.from({ length: next(7) }, () => pick(pieces)).join("");
  const cases = [["3-4-2025", "3.4.2025"], ["13-4-2025"], ["4/13/25"], [" 3.4.2025", "3/4/2025"], ["\ufeff13.4.25"]];
  for (let i = 0; i < 3000; i++) cases.push(Array.from({ length: next(6) }, () => next(2) ? numeric() : noise()));
  for (const values of cases) {
    assert.equal(decideDateOrder(values), plain(values), JSON.stringify(values));
  }
});

Deno.test("startsWithIsoDay tests as the regular expression it replaced; ISO dates and timestamps give their day", () => {
  const ISO_DAY = /^\d{4}-\d{2}-\d{2}(?:$|T)/;
  const next = random(23);
  const pieces = ["2", "0", "9", "-", "T", " ", "/", "x", "\u0660", "Z", ":", "\n"];
  const cases = ["2025-03-15", "2025-03-15T10:02:11Z", "2025-03-15 10:02", "2025-3-15", "", "2025-03-1", "2025-03-15t"];
  for (let i = 0; i < 5000; i++) {
    const length = next(3) === 0 ? 10 + next(3) : next(14);
    cases.push(Array.from({ length }, () => next(3) === 0 ? pieces[next(pieces.length)] : String(next(10))).join(""));
    const day = `${1960 + next(80)}-${String(next(14)).padStart(2, "0")}-${String(next(33)).padStart(2, "0")}`;
    cases.push(day, `${day}T${pieces[next(pieces.length)]}`, `${day}${pieces[next(pieces.length)]}`);
  }
  let matched = 0;
  for (const value of cases) {
    assert.equal(startsWithIsoDay(value), ISO_DAY.test(value), JSON.stringify(value));
    if (ISO_DAY.test(value)) matched++;
  }
  assert.ok(matched > 1000, `too few matching cases (${matched}) to tell anything`);
  // The same day read from two rows is the same value either way; both timestamps give the day.
  const [a, b] = [parseDate("2024-02-29T08:00:00Z", "mdy"), parseDate("2024-02-29", "dmy")];
  assert.deepEqual([a, b], [{ ok: true, date: "2024-02-29" }, { ok: true, date: "2024-02-29" }]);
  assert.deepEqual(parseDate("2023-02-29T08:00:00Z", "mdy"), {
    ok: false,
    reason: '"2023-02-29T08:00:00Z" is not a real calendar date',
  });
});
