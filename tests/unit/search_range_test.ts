import assert from "node:assert/strict";
import { publish } from "../../src/dataset/publish.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { buildSearchIndex, ratingLists } from "../../src/search/index.ts";
import { search } from "../../src/search/search.ts";
import { SearchFilters } from "../../src/search/filters.ts";

Deno.test("rating lists hold each star rating's positions, ascending", () => {
  const ratings = Uint8Array.from([5, 1, 5, 3, 2, 4, 5, 1]);
  const lists = ratingLists(ratings).map((list) => [...list]);
  assert.deepEqual(lists, [[], [1, 7], [4], [3], [5], [0, 2, 6]]);
  assert.deepEqual(ratingLists(new Uint8Array(0)).map((list) => list.length), [0, 0, 0, 0, 0, 0]);
});

Deno.test("searches by date range and rating alone agree with a naive filter", () => {
  const published = publish(generateReviewsFile({ reviews: 700, seed: "search-range" }));
  const index = buildSearchIndex(published);
  const reviews = [...published.reviews];
  const dates = [undefined, reviews[0].date, reviews[50].date, reviews[350].date, reviews.at(-1)!.date, "2001-01-01"];
  const ratings = [{}, { rating: 1 }, { rating: 5 }, { min_rating: 1 }, { min_rating: 3.5 }, { min_rating: 5 }, {
    rating: 2,
    min_rating: 3,
  }, { rating: 4, min_rating: 2 }];
  for (const since of dates) {
    for (const until of dates) {
      if (since && until && since > until) continue;
      for (const rated of ratings) {
        for (const limit of [1, 20, 100]) {
          const filters = SearchFilters.parse({ ...rated, since, until, limit });
          const expected = reviews.filter((r) =>
            (!filters.rating || r.rating === filters.rating) && r.rating >= (filters.min_rating ?? 0) &&
            (!since || r.date >= since) && (!until || r.date <= until)
          );
          const result = search(index, filters);
          const label = JSON.stringify(filters);
          assert.equal(result.matched, expected.length, label);
          assert.deepEqual(result.reviews.map((r) => r.id), expected.slice(0, limit).map((r) => r.id), label);
        }
      }
    }
  }
});
