/** Unit tests of the import formats on the fixtures (Google pages, three CSV layouts, JSON) and of the merge. */
import assert from "node:assert/strict";
import { type ImportFile, type ImportOptions, parseImport, planImport, summaryLine } from "../../src/import/mod.ts";
import { GOOGLE_ANONYMOUS } from "../../src/import/gbp.ts";
import { ReviewsFile } from "../../src/model/dataset.ts";
import type { Review } from "../../src/model/review.ts";

const FIXTURES = new URL("../fixtures/import/", import.meta.url).pathname;
const fixture = (name: string): ImportFile => ({ file: name, text: Deno.readTextFileSync(`${FIXTURES}${name}`) });
const GBP = ["gbp/reviews-001.json", "gbp/reviews-002.json", "gbp/reviews-003.json"].map(fixture);
const OPTIONS: ImportOptions = { format: null, source: null, maps: [], latestDate: "2026-01-01" };
const parse = (files: ImportFile[], options: Partial<ImportOptions> = {}) =>
  parseImport(files, { ...OPTIONS, ...options });
const byAuthor = (reviews: Review[], author: string) => reviews.find((review) => review.author === author)!;

Deno.test("Google pages: three pages, translations, anonymous, rating-only, replies", () => {
  const { reviews, problems, warnings } = parse(GBP);
  assert.deepEqual(problems, []);
  assert.deepEqual(warnings, []);
  assert.equal(reviews.length, 8);
  assert.ok(reviews.every((review) => review.source === "google" && review.verified && review.source_url === null));
  const maria = byAuthor(reviews, "Maria González");
  assert.equal(maria.rating, 5);
  assert.equal(maria.date, "2025-03-15");
  assert.match(maria.text!, /^La Dra\. Patel me explicó/, "the original, not Google's translation");
  assert.ok(!maria.text!.includes("Translated"));
  assert.deepEqual(maria.owner_reply, {
    text: "Gracias, Maria! We are glad the treatment went smoothly.",
    date: "2025-03-16",
  });
  assert.equal(maria.author_avatar_url, "https://lh3.googleusercontent.com/a-/ALV-UjX1example=s120-c-rp-mo-br100");
  const jeanLuc = byAuthor(reviews, "Jean-Luc Moreau");
  assert.equal(jeanLuc.text, "Très bonne équipe, très professionnelle. Je recommande !");
  assert.equal(jeanLuc.owner_reply?.text, "Merci pour votre confiance !");
  const anonymous = reviews.filter((review) => review.author === GOOGLE_ANONYMOUS);
  assert.equal(anonymous.length, 2, "isAnonymous reviewers get Google's display name");
  assert.ok(anonymous.every((review) => review.author_avatar_url === null));
  assert.equal(byAuthor(reviews, "Tom Becker").text, null, "rating-only review");
  assert.equal(anonymous.find((review) => review.rating === 3)!.text, null);
  assert.equal(byAuthor(reviews, "Priya Raman").owner_reply?.date, "2025-01-12");
  assert.equal(new Set(reviews.map((review) => review.id)).size, 8);
  // The same pages in another order give the same ids.
  const again = parse([GBP[2], GBP[0], GBP[1]]).reviews;
  assert.deepEqual(new Set(again.map((review) => review.id)), new Set(reviews.map((review) => review.id)));
});

Deno.test("Google pages: a missing last page and a bad review are reported", () => {
  const partial = parse(GBP.slice(0, 2));
  assert.ok(partial.warnings.some((warning) => /last page .* missing/.test(warning)), partial.warnings.join());
  assert.ok(partial.warnings.some((warning) => /counts 8 reviews; the pages imported hold 6/.test(warning)));
  const page = JSON.parse(GBP[0].text);
  page.reviews[1].starRating = "STAR_RATING_UNSPECIFIED";
  delete page.reviews[2].createTime;
  const bad = parse([{ file: "p.json", text: JSON.stringify(page) }]);
  assert.deepEqual(bad.problems.map((p) => [p.file, p.where, p.field]), [
    ["p.json", "review 2", "rating"],
    ["p.json", "review 3", "createTime"],
  ]);
  assert.equal(bad.reviews.length, 1);
  const notJson = parse([{ file: "x.json", text: "{nope" }], { format: "gbp" });
  assert.match(notJson.problems[0].reason, /not valid JSON/);
});

Deno.test("CSV: a review platform export (BOM, CRLF, title + content, quoted commas, quotes, newlines)", () => {
  const { reviews, problems } = parse([fixture("csv/platform_export.csv")], { source: "trustpilot" });
  assert.deepEqual(problems, []);
  assert.equal(reviews.length, 5);
  const hannah = reviews[0];
  assert.equal(hannah.author, "Hannah K.", "the BOM does not hide the first header");
  assert.equal(hannah.date, "2025-04-02");
  assert.equal(hannah.source, "trustpilot");
  assert.equal(
    hannah.text,
    "Painless extraction\n\nHad a wisdom tooth out. Quick, careful, and the follow-up call the next day was a nice touch.",
  );
  assert.deepEqual(hannah.owner_reply, { text: "Thank you, Hannah! Glad you are healing well.", date: "2025-04-03" });
  assert.equal(reviews[1].author, "Reyes, Daniel");
  assert.equal(
    reviews[1].text,
    "Front desk needs work\n\nThe dentist was great.\nThe front desk, not so much: they lost my X-rays, twice.",
  );
  assert.equal(reviews[2].text!.split("\n")[0], 'Clean, modern, "no upsell"');
  assert.equal(reviews[2].owner_reply?.text, "We appreciate it, Li!\n— The Bright Smile team");
  assert.equal(reviews[4].text, "Kids love it", "a title without content is the text");
  assert.equal(reviews[4].owner_reply, null);
});

Deno.test("CSV: a spreadsheet with European dates and star glyphs", () => {
  const { reviews, problems } = parse([fixture("csv/spreadsheet_uk.csv")]);
  assert.deepEqual(problems, []);
  assert.deepEqual(reviews.map((review) => [review.author, review.date, review.rating]), [
    ["Oliver Hughes", "2025-03-15", 5],
    ["Amelia Clarke", "2025-04-03", 4], // 03/04 in a column holding 15/03 is the 3rd of April
    ["George Wright", "2025-02-28", 5],
    ["Isla Brown", "2025-01-07", 2],
  ]);
  assert.equal(reviews[0].owner_reply?.date, "2025-03-16");
  assert.equal(reviews[2].text, "Emergency appointment on a Saturday\nand they sorted my broken filling.");
  assert.ok(reviews.every((review) => review.source === "direct"));
});

Deno.test("CSV: a minimal two-column file (date, rating)", () => {
  const { reviews, problems } = parse([fixture("csv/minimal.csv")]);
  assert.deepEqual(problems, []);
  assert.deepEqual(reviews.map((review) => [review.date, review.rating, review.author, review.text]), [
    ["2025-03-14", 5, "Anonymous", null],
    ["2025-02-28", 4, "Anonymous", null],
    ["2025-01-05", 5, "Anonymous", null],
  ]);
  assert.ok(ReviewsFile.safeParse({ business: { id: "b", name: "B" }, reviews }).success);
});

Deno.test("CSV: semicolons, --map and a source column", () => {
  const text = "Datum;Kundenname;Sterne;Bewertung;Quelle\n15.03.2025;Anna Schmidt;5;Sehr gut, danke;Google\n";
  const { reviews, problems } = parse([{ file: "de.csv", text }], {
    maps: [
      { column: "Datum", field: "date" },
      { column: "Kundenname", field: "author" },
      { column: "Sterne", field: "rating" },
      { column: "Bewertung", field: "text" },
      { column: "Quelle", field: "source" },
    ],
  });
  assert.deepEqual(problems, []);
  assert.deepEqual(reviews.map((r) => [r.date, r.author, r.rating, r.text, r.source]), [
    ["2025-03-15", "Anna Schmidt", 5, "Sehr gut, danke", "google"],
  ]);
});

Deno.test("CSV: every bad row is named by line and row, field and reason", () => {
  const text = [
    "date,name,rating,review,url",
    '2025-01-02,Ann,5,"fine, really",https://example.com/r/1',
    "2025-02-30,Bob,5,impossible date,",
    '2025-01-03,Cy,6,"two',
    'lines",',
    "2025-01-04,Di,4,ok,javascript:alert(1)",
    "2025-01-05,Ed,4,too,many,fields",
    "2025-01-06,,lots,,",
    '2025-01-07,Fay,3,"unterminated',
  ].join("\r\n");
  const { reviews, problems } = parse([{ file: "bad.csv", text }]);
  assert.equal(reviews.length, 1);
  assert.deepEqual(problems.map((p) => `${p.where} ${p.field}`), [
    "line 3 (row 2) date",
    "line 4 (row 3) rating",
    "line 6 (row 4) url",
    "line 7 (row 5) (row)",
    "line 8 (row 6) rating",
    "line 9 (row 7) (row)",
  ]);
  assert.match(problems[0].reason, /"2025-02-30" is not a real calendar date/);
  assert.match(problems[3].reason, /has 6 fields; the header has 5/);
  assert.ok(problems.every((p) => p.file === "bad.csv"));
});

Deno.test("CSV: rows of a file with a BOM read the same when a bad row asks for line numbers", () => {
  const good = fixture("csv/platform_export.csv");
  const bad = { file: good.file, text: `${good.text}not-an-id,2025-13-45,X,,,9,,,,\r\n` };
  const clean = parse([good]);
  const withBad = parse([bad]);
  assert.deepEqual(withBad.reviews, clean.reviews, "same ids (the BOM never hides the id column)");
  assert.deepEqual(withBad.problems.map((p) => `${p.where} ${p.field}`), [
    "line 9 (row 6) rating",
    "line 9 (row 6) date",
  ]);
});

Deno.test("CSV: a header without rating or date names the spellings tried", () => {
  const { problems } = parse([{ file: "x.csv", text: "when,how many\n2025-01-01,5\n" }]);
  assert.deepEqual(problems.map((p) => p.field), ["rating", "date"]);
  assert.match(problems[0].reason, /stars/);
  assert.match(problems[0].reason, /--map COLUMN=rating/);
  const missing = parse([{ file: "x.csv", text: "date,rating\n" }], { maps: [{ column: "Nope", field: "text" }] });
  assert.match(missing.problems[0].reason, /--map names a column the header lacks/);
});

Deno.test("JSON and JSON lines of our own shape: ids optional, unknown keys refused", () => {
  const items = [
    { rating: 5, date: "2025-01-01", author: "A", text: "Great" },
    { id: "01JPBHKE00PXBRCR85ENYKJD1W", rating: "4", date: "2025-03-15", source: "yelp", verified: false },
    { rating: 3, date: "2025-01-02", owner_reply: { text: "Thanks", date: "2025-01-03" } },
  ];
  const json = parse([{ file: "a.json", text: JSON.stringify(items) }]);
  assert.deepEqual(json.problems, []);
  assert.equal(json.reviews[1].id, "01JPBHKE00PXBRCR85ENYKJD1W", "a ULID id is kept");
  assert.equal(json.reviews[1].verified, false);
  assert.equal(json.reviews[1].source, "yelp");
  assert.deepEqual(json.reviews[2].owner_reply, { text: "Thanks", date: "2025-01-03" });
  const lines = parse([{ file: "a.jsonl", text: items.map((item) => JSON.stringify(item)).join("\n") + "\n" }]);
  assert.deepEqual(lines.reviews, json.reviews);
  // Another reviews.json is JSON too.
  const file = parse([{ file: "b.json", text: JSON.stringify({ business: { id: "x", name: "X" }, reviews: items }) }]);
  assert.deepEqual(file.reviews, json.reviews);
  const bad = parse([{
    file: "c.jsonl",
    text: '{"rating":5,"date":"2025-01-01","ratng":4}\n{"rating":9,"date":"x"}\n',
  }]);
  assert.deepEqual(bad.problems.map((p) => `${p.where} ${p.field}`), ["line 1 ratng", "line 2 rating", "line 2 date"]);
  const broken = parse([{ file: "d.jsonl", text: '{"rating":5}\n{oops\n' }]);
  assert.deepEqual(broken.problems.map((p) => `${p.where} ${p.field}`), ["line 2 (line)"]);
});

Deno.test("merge: re-import changes nothing; a later export adds, edits and replies in place", () => {
  const first = parse(GBP).reviews;
  const stored = { business: { id: "b", name: "B", custom_order: undefined }, reviews: [] as Review[] };
  const initial = planImport(stored, first, { prune: false });
  assert.equal(summaryLine(initial, 0, false), "added 8, updated 0, unchanged 0, skipped 0");
  const saved = ReviewsFile.parse(JSON.parse([...initial.pieces!].join("")));
  const again = planImport({ business: stored.business, reviews: saved.reviews }, parse(GBP).reviews, {
    prune: false,
  });
  assert.equal(again.pieces, null, "identical re-import writes nothing");
  assert.equal(summaryLine(again, 0, true), "added 0, updated 0, unchanged 8, skipped 0, removed 0");

  const pages = GBP.map((file) => JSON.parse(file.text));
  pages[0].reviews[1].comment = "Waited 45 minutes. Update: the manager apologised and gave us a discount.";
  pages[1].reviews[2].reviewReply = { comment: "Thank you, Sam!", updateTime: "2025-12-01T10:00:00Z" };
  pages[0].reviews.unshift({
    reviewId: "NEWREVIEW1",
    reviewer: { displayName: "New Person" },
    starRating: "FIVE",
    comment: "Brand new review",
    createTime: "2025-12-10T10:00:00Z",
  });
  const later = parse(pages.map((page, i) => ({ file: `p${i}.json`, text: JSON.stringify(page) }))).reviews;
  // Hide one review by hand: an import must not publish it again.
  saved.reviews[0].verified = false;
  const plan = planImport({ business: stored.business, reviews: saved.reviews }, later, { prune: false });
  assert.deepEqual([plan.added, plan.updated, plan.unchanged], [1, 2, 6]);
  const merged = ReviewsFile.parse(JSON.parse([...plan.pieces!].join(""))).reviews;
  assert.deepEqual(merged.slice(0, 8).map((r) => r.id), saved.reviews.map((r) => r.id), "ids stable, in place");
  assert.equal(merged[8].text, "Brand new review");
  assert.equal(merged[0].verified, false);
  assert.deepEqual(plan.changes.filter((c) => c.kind === "update").map((c) => c.fields), [["text"], [
    "owner_reply",
  ]]);
});

Deno.test("merge: --prune removes only vanished reviews of the imported sources; the business is kept as written", () => {
  const google = parse(GBP).reviews;
  const direct = parse([fixture("csv/minimal.csv")]).reviews;
  const business = { name: "Operator's order", id: "op", telephone: null, note_for_self: "kept" };
  const plan = planImport({ business, reviews: [...google, ...direct] }, google.slice(0, 5), { prune: true });
  assert.deepEqual([plan.added, plan.updated, plan.unchanged, plan.removed], [0, 0, 5, 3]);
  const written = JSON.parse([...plan.pieces!].join(""));
  assert.deepEqual(written.business, business);
  assert.deepEqual(Object.keys(written.business), ["name", "id", "telephone", "note_for_self"]);
  assert.equal(written.reviews.length, 8, "the direct reviews stay");
  const noPrune = planImport({ business, reviews: [...google, ...direct] }, google.slice(0, 5), { prune: false });
  assert.equal(noPrune.pieces, null);
  assert.equal(noPrune.removed, 0);
});

Deno.test("hostile input: random text in any format gives problems or reviews, never an exception", () => {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const alphabet = [
    '"',
    ",",
    ";",
    "\n",
    "\r",
    "{",
    "}",
    "[",
    "]",
    ":",
    "5",
    "2025-01-0",
    "a",
    "é",
    "\u0000",
    "\uFEFF",
    " ",
  ];
  const header = ["date,rating,text\n", '{"reviews":[', '[{"rating":', "", '{"rating":5,"date":"2025-01-01"}\n'];
  for (let i = 0; i < 300; i++) {
    let text = header[i % header.length];
    const length = Math.floor(random() * 200);
    for (let j = 0; j < length; j++) text += alphabet[Math.floor(random() * alphabet.length)];
    for (const format of [null, "csv", "gbp", "json", "jsonl"] as const) {
      const result = parse([{ file: `fuzz-${i}`, text }], { format });
      for (const review of result.reviews) {
        assert.ok(ReviewsFile.safeParse({ business: { id: "b", name: "B" }, reviews: [review] }).success, text);
      }
      for (const problem of result.problems) assert.ok(problem.reason.length < 400, problem.reason);
    }
  }
});
