/**
 * Measures search over a generated dataset in a fresh process, so resident memory is this dataset's alone.
 * Usage: search_worker.ts <reviews> ; run with --v8-flags=--expose-gc. Prints one JSON line.
 */
import { publish } from "../../src/dataset/publish.ts";
import { generateReviewsFile } from "../../src/generate/mod.ts";
import { ReviewsFile } from "../../src/model/mod.ts";
import { buildSearchIndex } from "../../src/search/index.ts";
import { search } from "../../src/search/search.ts";
import { SearchFilters } from "../../src/search/filters.ts";

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const count = Number(Deno.args[0]);
const file = await Deno.makeTempFile({ suffix: ".json" });
await Deno.writeTextFile(file, JSON.stringify(generateReviewsFile({ reviews: count, seed: "bench" })));
const bytes = (await Deno.stat(file)).size;
/** Live JS heap plus off-heap buffers: what the dataset and index occupy (RSS keeps freed pages, so it misleads). */
const used = () => {
  gc();
  const usage = Deno.memoryUsage();
  return usage.heapUsed + usage.external;
};
const before = used();
// What the server holds: the parsed, validated, published dataset and its index (not the file text).
const dataset = publish(ReviewsFile.parse(JSON.parse(await Deno.readTextFile(file))));
const index = buildSearchIndex(dataset);
const rssDelta = used() - before;
await Deno.remove(file);

const FILTER_ONLY = [
  { rating: 5 },
  { min_rating: 3, since: "2024-01-01" },
  { mentions_technician: "Diego" },
  { mentions_service: "water-heater-service", min_rating: 4 },
  { since: "2025-06-01", until: "2025-08-31", rating: 1 },
];
const TEXT = [
  { query: "furnace" },
  { query: "on time", min_rating: 4 },
  { query: "no heat", since: "2024-01-01" },
  { query: "zzzz-not-there" },
  { query: "the" },
];

function percentiles(queries: Array<Record<string, unknown>>, rounds: number) {
  const filters = queries.map((q) => SearchFilters.parse(q));
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const f of filters) {
      const start = performance.now();
      search(index, f);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))];
  return { p50: at(0.5), p99: at(0.99) };
}

percentiles([...FILTER_ONLY, ...TEXT], 20); // warm-up: let the JIT settle
const filterOnly = percentiles(FILTER_ONLY, 200);
const textQuery = percentiles(TEXT, 200);
// Baseline in the same run: one plain pass over every review (what any search must at least touch).
const baseStart = performance.now();
let sum = 0;
for (let round = 0; round < 50; round++) for (const review of dataset.reviews) sum += review.rating;
const baseline = (performance.now() - baseStart) / 50;
console.log(JSON.stringify({
  count,
  published: dataset.reviews.length,
  bytes,
  rssDelta,
  filterOnly,
  textQuery,
  baselineScanMs: baseline,
  checksum: sum > 0,
}));
