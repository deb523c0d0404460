import assert from "node:assert/strict";
import { parseReviewsFile } from "../../src/dataset/parse.ts";
import { compareNewestFirst, computeAggregate } from "../../src/dataset/publish.ts";
import { buildMentionLexicon, detectMentions } from "../../src/entities/detect.ts";
import { SMALL_FIXTURE_DIR, smallFixture, smallPublished } from "../helpers/fixture.ts";

Deno.test("publish", async (t) => {
  const file = smallFixture();
  const dataset = smallPublished();
  await t.step("only verified reviews, newest first, ties by id desc", () => {
    assert.equal(dataset.reviews.length, file.reviews.filter((r) => r.verified).length);
    assert.ok([...dataset.reviews].every((r) => r.verified));
    for (let i = 1; i < dataset.reviews.length; i++) {
      assert.ok(compareNewestFirst(dataset.reviews.at(i - 1), dataset.reviews.at(i)) < 0);
    }
    const sameDay = [...dataset.reviews].filter((r) => r.date === "2026-02-20");
    assert.ok(sameDay[0].id > sameDay[1].id);
  });
  await t.step("aggregate is computed from published reviews", () => {
    const ratings = [...dataset.reviews].map((r) => r.rating);
    const mean = Math.round(ratings.reduce((a, b) => a + b, 0) / ratings.length * 100) / 100;
    assert.equal(dataset.aggregate.rating_value, mean);
    assert.equal(dataset.aggregate.review_count, 10);
    assert.deepEqual(dataset.aggregate.distribution, { "1": 1, "2": 1, "3": 1, "4": 2, "5": 5 });
    assert.equal(computeAggregate([]).rating_value, 0);
  });
  await t.step("lastModified is the newest review or reply date", () => {
    assert.equal(dataset.lastModified?.toISOString(), "2026-03-02T00:00:00.000Z");
  });
});

Deno.test("parseReviewsFile lists problems with their paths", () => {
  const original = JSON.parse(Deno.readTextFileSync(`${SMALL_FIXTURE_DIR}reviews.json`));
  original.reviews[2].rating = 9;
  original.reviews[4].date = "2025-13-01";
  original.reviews[5].id = original.reviews[6].id;
  const result = parseReviewsFile(JSON.stringify(original));
  assert.equal(result.ok, false);
  if (result.ok) return;
  assert.ok(result.problems.some((p) => p.startsWith("reviews[2].rating:")), result.problems.join("\n"));
  assert.ok(result.problems.some((p) => p.startsWith("reviews[4].date:")));
  assert.ok(result.problems.some((p) => p.startsWith("reviews[6].id: duplicate review id")));
  const notJson = parseReviewsFile("{ nope");
  assert.equal(notJson.ok, false);
  assert.match(notJson.ok ? "" : notJson.problems[0], /^not valid JSON/);
});

Deno.test("detectMentions", async (t) => {
  const lexicon = buildMentionLexicon(smallFixture().business);
  await t.step("technicians by full name in any case, first name capitalised", () => {
    assert.deepEqual(detectMentions("DIEGO RAMIREZ came", lexicon).technicians, ["diego-ramirez"]);
    assert.deepEqual(detectMentions("Diego came", lexicon).technicians, ["diego-ramirez"]);
    assert.deepEqual(detectMentions("diego came", lexicon).technicians, []);
    assert.deepEqual(detectMentions("Marcus came", lexicon).technicians.sort(), ["marcus-bell", "marcus-reed"]);
    assert.deepEqual(detectMentions("Marcus Reed came", lexicon).technicians, ["marcus-reed"]);
  });
  await t.step("services by label, id words and cues; whole words only", () => {
    assert.deepEqual(detectMentions("They snaked the drain", lexicon).services, ["drain-cleaning"]);
    assert.deepEqual(detectMentions("AC Repair done", lexicon).services, ["ac-repair"]);
    assert.deepEqual(detectMentions("The drainage ditch", lexicon).services, []);
  });
  await t.step("areas capitalised; no text means no mentions", () => {
    assert.deepEqual(detectMentions("out in Aurora", lexicon).service_areas, ["aurora"]);
    assert.deepEqual(detectMentions("aurora borealis", lexicon).service_areas, []);
    assert.deepEqual(detectMentions(null, lexicon), { technicians: [], services: [], service_areas: [] });
  });
});

Deno.test("a stored business needs only id and name; published it carries every key", () => {
  const parsed = parseReviewsFile(JSON.stringify({ business: { id: "b", name: "Crumb & Co" }, reviews: [] }));
  assert.ok(parsed.ok);
  assert.deepEqual(parsed.value.business, {
    id: "b",
    name: "Crumb & Co",
    category: "LocalBusiness",
    staff_title: "technician",
    description: null,
    url: null,
    telephone: null,
    email: null,
    address: null,
    geo: null,
    hours: [],
    services: [],
    technicians: [],
    service_areas: [],
  });
  const bakery = parseReviewsFile(
    JSON.stringify({
      business: { id: "b", name: "Crumb", category: "Bakery", address: { locality: "Leeds" } },
      reviews: [],
    }),
  );
  assert.ok(bakery.ok);
  assert.equal(bakery.value.business.staff_title, "staff member");
  assert.deepEqual(bakery.value.business.address, {
    street: null,
    locality: "Leeds",
    region: null,
    postal_code: null,
    country: null,
  });
  const bad = parseReviewsFile(JSON.stringify({ business: { id: "b", name: "x", category: "bakery" }, reviews: [] }));
  assert.ok(!bad.ok);
  assert.match(bad.problems[0], /business\.category/);
});
