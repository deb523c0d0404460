import assert from "node:assert/strict";
import { publish } from "../../src/dataset/publish.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { searchBody } from "../../src/http/search_body.ts";
import { buildSearchIndex } from "../../src/search/index.ts";
import { search, searchHits } from "../../src/search/search.ts";
import { SearchFilters } from "../../src/search/filters.ts";

Deno.test("a search body copied from the serialised reviews is byte for byte JSON.stringify of the result", () => {
  const file = generateReviewsFile({ reviews: 400, seed: "search-body" });
  // Hostile text: quotes, backslashes, control characters, non-ASCII, a lone surrogate.
  file.reviews[3] = { ...file.reviews[3], text: 'He said "fine" \\ \u0000 \n café 😀 \ud83d </script>' };
  const published = publish(file);
  const index = buildSearchIndex(published);
  const decoder = new TextDecoder();
  const shapes = [
    {},
    { limit: 1 },
    { limit: 100 },
    { query: "café" },
    { query: "not in any review at all" },
    { min_rating: 5, limit: 7 },
    { since: published.reviews.at(10).date, until: published.reviews.at(5).date },
    { query: "e", rating: 2 },
  ];
  for (const shape of shapes) {
    const filters = SearchFilters.parse(shape);
    const body = searchBody(published.serialised, searchHits(index, filters));
    assert.equal(decoder.decode(body), JSON.stringify(search(index, filters)), JSON.stringify(shape));
  }
  const empty = publish({ ...file, reviews: [] });
  const emptyBody = searchBody(empty.serialised, searchHits(buildSearchIndex(empty), SearchFilters.parse({})));
  assert.equal(decoder.decode(emptyBody), '{"matched":0,"returned":0,"reviews":[]}');
});
