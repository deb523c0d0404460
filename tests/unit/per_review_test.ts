/**
 * Each review's analysis read from the `/insights.json` body (issue 13): the same answers as the parsed insights,
 * the same pages, and one entry parsed per review page rather than the whole body.
 */
import assert from "node:assert/strict";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { aspectIds, type PerReview, PerReviewInBody } from "../../src/dataset/per_review.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { pagesOf } from "../../src/http/page_views.ts";
import { DatasetViews } from "../../src/http/views.ts";
import type { Insights } from "../../src/model/mod.ts";
import { parseListQuery } from "../../src/pages/list_query.ts";
import { renderReviewPage } from "../../src/pages/review_page.tsx";
import { renderReviewsPage } from "../../src/pages/reviews_page.tsx";
import { searchHits } from "../../src/search/search.ts";
import { fullInsights } from "../helpers/full_insights.ts";
import { BASE, HOSTILE } from "../helpers/site.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A few thousand generated reviews, some with hostile and non-ASCII texts, and their derived insights. */
const version = (() => {
  const file = generateReviewsFile({ reviews: 3000, seed: "per-review" });
  for (const k of [0, 7, 100, 2999]) {
    file.reviews[k] = { ...file.reviews[k], author: HOSTILE, text: `${HOSTILE} the furnace was fixed on time` };
  }
  file.reviews[3] = { ...file.reviews[3], text: 'Ünïcödé 🚀 a/c — "quoted" \\ and a backslash, great service' };
  return buildVersion(file, undefined, ANALYSER_POLICY);
})();
const full = fullInsights(version);
const { reviews } = version.published;
const ids = reviews.columns.ids;
const aspects = aspectIds(full);

/** What pages read before: the parsed `per_review`. */
const parsed: PerReview = {
  analysisOf: (id) => Object.hasOwn(full.per_review, id) ? full.per_review[id] : undefined,
  withAspect: (aspect) => Uint8Array.from(ids, (id) => full.per_review[id]?.aspects[aspect] ? 1 : 0),
};

function assertSameAnswers(perReview: PerReview, what: string) {
  for (const id of ids) assert.deepEqual(perReview.analysisOf(id), parsed.analysisOf(id), `${what}: ${id}`);
  for (const aspect of aspects) assert.deepEqual(perReview.withAspect(aspect), parsed.withAspect(aspect), what);
  for (const id of ["01HZZZZZZZZZZZZZZZZZZZZZZZ", "constructor", "__proto__", ""]) {
    assert.equal(perReview.analysisOf(id), undefined, `${what}: ${id}`);
  }
}

Deno.test("each review's analysis and each aspect's reviews, read from the body, are the parsed insights'", () => {
  assert.ok(aspects.length > 1 && aspects.every((aspect) => parsed.withAspect(aspect).includes(1)), "aspects met");
  const body = version.prepared!.insightsBody!.bytes;
  const perReview = new PerReviewInBody(body, reviews, aspects);
  for (const id of ids.slice(0, 40)) assert.deepEqual(perReview.analysisOf(id), full.per_review[id]);
  assert.equal(perReview.entriesParsed, 40, "one entry parsed per review asked for");
  assertSameAnswers(perReview, "as served");
});

Deno.test("a body shaped otherwise is read the same: whitespace, hostile names, per_review not found by the scan", () => {
  const pretty = JSON.stringify(full, null, 2);
  assertSameAnswers(new PerReviewInBody(encoder.encode(pretty), reviews, aspects), "pretty-printed");
  // Names of no published review, hostile ones included: skipped by the index, never answered.
  const analysis = JSON.stringify(full.per_review[ids[0]]);
  const hostile = ["__proto__", "constructor", 'a"b\\c', "\u2028</script>", "01HZZZZZZZZZZZZZZZZZZZZZZZ"]
    .map((name) => `${JSON.stringify(name)}:${analysis}`).join(",");
  const withNames = JSON.stringify(full).replace(`"per_review":{`, `"per_review":{${hostile},`);
  assert.equal(
    Object.keys((JSON.parse(withNames) as Insights).per_review).length,
    ids.length + 5,
  );
  assertSameAnswers(new PerReviewInBody(encoder.encode(withNames), reviews, aspects), "hostile names");
  // A body the scan does not read (an escaped key) is parsed whole instead: still the same answers.
  const escaped = JSON.stringify(full).replace(`"per_review"`, `"per_\\u0072eview"`);
  assertSameAnswers(new PerReviewInBody(encoder.encode(escaped), reviews, aspects), "escaped key");
  const empty = new PerReviewInBody(encoder.encode(JSON.stringify({ ...full, per_review: {} })), reviews, aspects);
  assert.equal(empty.analysisOf(ids[0]), undefined);
  assert.deepEqual(empty.withAspect(aspects[0]), new Uint8Array(ids.length));
});

Deno.test("review pages and aspect lists are the pages of the parsed insights, and review pages parse one entry", () => {
  const pages = pagesOf(new DatasetViews(version, BASE));
  const before = { ...pages.site, perReview: parsed };
  // The published reviews with hostile and non-ASCII texts, and others across the dataset.
  const marked = [...ids.keys()].filter((position) => /<\/script>|Ünïcödé/.test(reviews.text(position) ?? ""));
  assert.ok(marked.length >= 3, "hostile reviews are published");
  const visited = [...marked, ...Array.from({ length: 95 }, (_, k) => 1 + k * 29)];
  assert.equal(new Set(visited).size, visited.length);
  for (const position of visited) {
    const page = pages.review(ids[position]);
    assert.ok(page);
    assert.equal(decoder.decode(page.body), renderReviewPage(before, reviews.at(position)), `review ${position}`);
  }
  assert.ok(
    visited.filter((position) => /id="mentions"/.test(renderReviewPage(before, reviews.at(position)))).length > 50,
  );
  assert.ok(pages.site.perReview instanceof PerReviewInBody);
  assert.equal(pages.site.perReview.entriesParsed, visited.length, "the body was never parsed whole");

  for (const [aspect, rest] of aspects.flatMap((aspect) => [[aspect, {}], [aspect, { min_rating: "4", page: "2" }]])) {
    const params = new URLSearchParams({ aspect: aspect as string, ...rest as Record<string, string> });
    const listed = parseListQuery(params, full.aspects);
    assert.ok(listed.ok);
    const { query } = listed;
    const marks = parsed.withAspect(query.aspect!.id);
    const all = searchHits(pages.views.searchIndex, { ...query.filters, limit: Number.MAX_SAFE_INTEGER }).positions
      .filter((position) => marks[position] === 1);
    const start = (query.page - 1) * query.filters.limit;
    const expected = renderReviewsPage(before, {
      values: query.values,
      aspect: query.aspect,
      page: query.page,
      pageSize: query.filters.limit,
      matched: all.length,
      reviews: all.slice(start, start + query.filters.limit).map((position) => reviews.at(position)),
    });
    assert.ok(all.length > 0, `${aspect} lists reviews`);
    const page = pages.list(query);
    assert.ok(page, `${params}`);
    assert.equal(decoder.decode(page.body), expected, `${params}`);
  }
});
