/** Unit tests of every import parsing rule: dates, stars, headers, translation markup, ids and their stability. */
import assert from "node:assert/strict";
import { decideDateOrder, parseDate } from "../../src/import/dates.ts";
import { parseStars } from "../../src/import/stars.ts";
import { layoutColumns, normalizeHeader, parseColumnMaps } from "../../src/import/headers.ts";
import { originalText } from "../../src/import/gbp.ts";
import { assignIds, slugFromName, ulidFor } from "../../src/import/ids.ts";
import { cleanText, normalizeSource } from "../../src/import/row.ts";
import { detectFormat } from "../../src/import/mod.ts";
import { Ulid } from "../../src/model/review.ts";

const date = (raw: string, order: "dmy" | "mdy" = "mdy", latest?: string) => {
  const result = parseDate(raw, order, { latest });
  return result.ok ? result.date : `error: ${result.reason}`;
};

Deno.test("dates: ISO dates and timestamps keep the date as written", () => {
  assert.equal(date("2025-03-15"), "2025-03-15");
  assert.equal(date("2025-3-5"), "2025-03-05");
  assert.equal(date("2025-03-15T23:59:59.123456Z"), "2025-03-15");
  assert.equal(date("2025-03-15T01:00:00+09:00"), "2025-03-15");
  assert.equal(date("2025-03-15 14:02"), "2025-03-15");
  assert.equal(date("2025/03/15"), "2025-03-15");
  assert.equal(date("  2025-03-15  "), "2025-03-15");
});

Deno.test("dates: numeric dates follow the column's order; two-digit years", () => {
  assert.equal(date("03/04/2025", "dmy"), "2025-04-03");
  assert.equal(date("03/04/2025", "mdy"), "2025-03-04");
  assert.equal(date("15.03.2025", "dmy"), "2025-03-15");
  assert.equal(date("15-03-2025 14:20", "dmy"), "2025-03-15");
  assert.equal(date("3/14/25", "mdy"), "2025-03-14");
  assert.equal(date("1/2/99", "mdy"), "1999-01-02");
  assert.match(date("15/03/2025", "mdy"), /not a real calendar date \(the column is read as month\/day\)/);
});

Deno.test("dates: month names, weekdays and ordinals", () => {
  assert.equal(date("15 March 2025"), "2025-03-15");
  assert.equal(date("15 Mar 2025"), "2025-03-15");
  assert.equal(date("15-Mar-2025"), "2025-03-15");
  assert.equal(date("March 15, 2025"), "2025-03-15");
  assert.equal(date("Sept 3rd, 2025"), "2025-09-03");
  assert.equal(date("Sat, 15 Mar 2025 10:00:00 GMT"), "2025-03-15");
  assert.match(date("15 Marzo 2025"), /not a date/);
});

Deno.test("dates: impossible, empty, ancient and future dates are refused with a reason", () => {
  assert.match(date("2025-02-30"), /not a real calendar date/);
  assert.match(date("31/04/2025", "dmy"), /not a real calendar date/);
  assert.match(date(""), /is empty/);
  assert.match(date("yesterday"), /not a date/);
  assert.match(date("1969-12-31"), /before 1970/);
  assert.match(date("2030-01-01", "mdy", "2026-11-23"), /in the future/);
  assert.equal(date("2026-11-23", "mdy", "2026-11-23"), "2026-11-23");
  // Hostile input is quoted and shortened in the reason.
  const long = date("x".repeat(500));
  assert.ok(long.length < 120, long);
});

Deno.test("dates: the day/month order is decided per column from unambiguous values", () => {
  assert.equal(decideDateOrder(["03/04/2025", "15/03/2025", "01/02/2025"]), "dmy");
  assert.equal(decideDateOrder(["03/04/2025", "3/14/2025"]), "mdy");
  assert.equal(decideDateOrder(["03/04/2025", "01/02/2025"]), "mdy"); // no evidence, slashes: US
  assert.equal(decideDateOrder(["03.04.2025", "01.02.2025"]), "dmy"); // no evidence, dots: European
  assert.equal(decideDateOrder(["2025-03-04", "March 3, 2025"]), "mdy"); // nothing numeric to decide
  // Evidence outweighs the separator, and the majority wins a conflict.
  assert.equal(decideDateOrder(["03.13.2025"]), "mdy");
  assert.equal(decideDateOrder(["13/01/2025", "14/01/2025", "01/13/2025"]), "dmy");
});

Deno.test("stars: every common spelling of a rating", () => {
  const cases: Array<[string, number]> = [
    ["5", 5],
    ["5.0", 5],
    ["4,0", 4],
    ["5/5", 5],
    ["4 / 5", 4],
    ["3 out of 5", 3],
    ["4 stars", 4],
    ["1 star", 1],
    ["FIVE", 5],
    ["four", 4],
    ["ONE", 1],
    ["★★★★★", 5],
    ["★★★☆☆", 3],
    ["⭐⭐", 2],
    [" 2 ", 2],
  ];
  for (const [raw, rating] of cases) assert.deepEqual(parseStars(raw), { ok: true, rating }, raw);
});

Deno.test("stars: half stars, other scales and out-of-range values are refused, never rounded", () => {
  for (
    const [raw, reason] of [
      ["4.5", /whole number/],
      ["8/10", /scale of 5/],
      ["0", /between 1 and 5/],
      ["6", /between 1 and 5/],
      ["☆☆☆☆☆", /1 to 5 stars/],
      ["STAR_RATING_UNSPECIFIED", /not a star rating/],
      ["", /empty/],
      ["great", /not a star rating/],
    ] as const
  ) {
    const result = parseStars(raw);
    assert.equal(result.ok, false, raw);
    if (!result.ok) assert.match(result.reason, reason, raw);
  }
});

Deno.test("headers: common spellings, any case, spaces/underscores/dashes and (UTC) suffixes", () => {
  assert.equal(normalizeHeader(" Review_Date "), "review date");
  assert.equal(normalizeHeader("Review Created (UTC)"), "review created");
  const { layout } = layoutColumns(
    [
      "Review ID",
      "REVIEWER",
      "Stars",
      "Posted-On",
      "Headline",
      "Review Body",
      "Owner Response",
      "Response Date",
      "Platform",
      "Permalink",
      "Extra",
    ],
    [],
  );
  assert.deepEqual(layout, {
    id: 0,
    author: 1,
    rating: 2,
    date: 3,
    title: 4,
    text: 5,
    reply: 6,
    reply_date: 7,
    source: 8,
    url: 9,
  });
  // The first column of a field wins: "Name" and "Customer" are both author spellings.
  assert.equal(layoutColumns(["Name", "Customer", "rating", "date"], []).layout.author, 0);
});

Deno.test("headers: --map overrides, ignores columns and reports unknown fields and columns", () => {
  const maps = parseColumnMaps(["Kundenname=author", "Sterne=rating", "Datum=date", "Name=ignore", "Bewertung=text"]);
  assert.deepEqual(maps.problems, []);
  const { layout, missing } = layoutColumns(["Datum", "Name", "Kundenname", "Sterne", "Bewertung"], maps.maps);
  assert.deepEqual(layout, { date: 0, author: 2, rating: 3, text: 4 });
  assert.deepEqual(missing, []);
  assert.deepEqual(layoutColumns(["a"], parseColumnMaps(["Nope=text"]).maps).missing, ["Nope"]);
  const bad = parseColumnMaps(["stars", "x=colour", "=rating"]);
  assert.equal(bad.problems.length, 3);
  assert.match(bad.problems[1], /field one of id, author/);
  assert.deepEqual(parseColumnMaps(["Reply Date=reply-date"]).maps, [{ column: "Reply Date", field: "reply_date" }]);
});

Deno.test("translation markup: the reviewer's original text is kept", () => {
  assert.equal(
    originalText("(Translated by Google) Very good\n\n(Original)\nMuy bueno"),
    "Muy bueno",
  );
  assert.equal(originalText("Très bien !\n\n(Translated by Google)\nVery good!"), "Très bien !");
  assert.equal(originalText("(Translated by Google) Only the translation"), "Only the translation");
  assert.equal(originalText("No markup (Original) in the middle stays"), "No markup (Original) in the middle stays");
  assert.equal(originalText("  plain text  "), "plain text");
});

Deno.test("ids: deterministic ULIDs whose time part is the review date", () => {
  const identity = { source: "google", sourceId: "AbFvOqk2bX9pQ1", author: "Maria", date: "2025-03-15" };
  const [first] = assignIds([identity]);
  assert.ok(Ulid.safeParse(first).success, first);
  assert.deepEqual(assignIds([identity]), [first], "stable across runs");
  // The same source id keeps its id when the author renames themselves or edits the review.
  assert.deepEqual(assignIds([{ ...identity, author: "Maria G." }]), [first]);
  // Another source, or another source id, is another review.
  assert.notEqual(assignIds([{ ...identity, source: "yelp" }])[0], first);
  assert.notEqual(assignIds([{ ...identity, sourceId: "other" }])[0], first);
  // Time part: 2025-03-15T00:00:00Z in Crockford base32; ids sort by date.
  assert.equal(first.slice(0, 10), ulidFor("2025-03-15", "x").slice(0, 10));
  const earlier = ulidFor("2025-03-14", "zzz");
  assert.ok(earlier < first);
  // A ULID given as the source id is kept as it is.
  assert.deepEqual(assignIds([{ ...identity, sourceId: "01JPBHKE00PXBRCR85ENYKJD1W" }]), [
    "01JPBHKE00PXBRCR85ENYKJD1W",
  ]);
});

Deno.test("ids: without a source id, (source, author, date) and occurrence identify a review", () => {
  const a = { source: "direct", sourceId: null, author: "Ann", date: "2025-01-05" };
  const [one] = assignIds([a]);
  assert.deepEqual(assignIds([{ ...a, author: " ann " }]), [one], "author compared trimmed, case-insensitively");
  const twice = assignIds([a, a]);
  assert.equal(twice[0], one);
  assert.notEqual(twice[1], one, "the same author twice on a day gets two ids");
  assert.notEqual(assignIds([{ ...a, date: "2025-01-06" }])[0], one);
});

Deno.test("slugs for business ids", () => {
  assert.equal(slugFromName("Bright Smile Dental, LLC"), "bright-smile-dental-llc");
  assert.equal(slugFromName("Crumb & Co. Bakery"), "crumb-and-co-bakery");
  assert.equal(slugFromName("Café Müller's"), "cafe-mullers");
  assert.equal(slugFromName("東京"), "business");
  assert.ok(slugFromName("x".repeat(300)).length <= 64);
});

Deno.test("text cleaning, sources and format detection", () => {
  assert.equal(cleanText("  a\r\nb\u0000c \r\n"), "a\nbc");
  assert.equal(cleanText("   "), null);
  assert.equal(normalizeSource("Trip Advisor"), "trip-advisor");
  assert.equal(normalizeSource("<script>"), null);
  assert.equal(detectFormat("x.csv", "{"), "csv");
  assert.equal(detectFormat("x.jsonl", "[]"), "jsonl");
  assert.equal(detectFormat("page.json", '{"reviews":[{"reviewId":"a","starRating":"FIVE"}]}'), "gbp");
  assert.equal(detectFormat("page.json", '{"reviews":[],"nextPageToken":"t"}'), "gbp");
  assert.equal(detectFormat("mine.json", '{"business":{},"reviews":[{"rating":5}]}'), "json");
  assert.equal(detectFormat("stdin", '[{"rating":5}]'), "json");
  assert.equal(detectFormat("export", '{"rating":5}\n{"rating":4}\n'), "jsonl");
  assert.equal(detectFormat("export", "date,rating\n"), "csv");
});
