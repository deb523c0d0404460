/**
 * Issue 13's review-page figures, in one process: a data directory loaded as `serve --data` loads it, then the heap
 * and RSS after 100 review pages, and the time of the first review page and of the first aspect-filtered lists.
 * `--order aspects` visits the lists first. Run with `--v8-flags=--expose-gc` (each figure follows two collections):
 *
 *   deno run --frozen --lock=tests/deno.lock -A --v8-flags=--expose-gc tests/bench/review_pages_heap.ts <dir>
 */
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { loadDataDirAtStart } from "../../src/dataset/start_load.ts";
import { pagesOf } from "../../src/http/page_views.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { parseListQuery } from "../../src/pages/list_query.ts";

const [dir, flag, order] = Deno.args;
if (!dir || (flag !== undefined && (flag !== "--order" || !["pages", "aspects"].includes(order)))) {
  console.error("usage: review_pages_heap.ts <data dir> [--order pages|aspects]");
  Deno.exit(2);
}
const exposed = (globalThis as { gc?: () => void }).gc;
if (!exposed) throw new Error("run with --v8-flags=--expose-gc");
const gc: () => void = exposed;
const mib = (bytes: number) => (bytes / 1048576).toFixed(1);
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(Deno.readTextFileSync("/proc/self/status"))![1]) * 1024;
const ms = (since: number) => `${(performance.now() - since).toFixed(1)} ms`;

const loaded = await loadDataDirAtStart(dir, ANALYSER_POLICY);
if (!loaded.ok) throw new Error(loaded.problems.join("\n"));
const version = loaded.value;
await version.ready;
const views = new DatasetViews(version, "http://localhost");
const pages = pagesOf(views);
views.searchIndex; // built first, so it is in neither figure

function heap(label: string): number {
  gc();
  gc();
  const { heapUsed } = Deno.memoryUsage();
  console.log(`${label}: heap used ${mib(heapUsed)} MiB, RSS ${mib(rss())} MiB`);
  return heapUsed;
}

function reviewPages() {
  const { ids } = version.published.reviews.columns;
  let started = performance.now();
  pages.review(ids[Math.floor(ids.length / 8)]);
  console.log(`first review page: ${ms(started)}`);
  started = performance.now();
  for (let k = 1; k < 100; k++) pages.review(ids[(k * 997) % ids.length]);
  console.log(`99 more review pages: ${ms(started)}`);
}

function aspectLists() {
  for (const aspect of version.insights.aspects.slice(0, 3)) {
    const parsed = parseListQuery(new URLSearchParams({ aspect: aspect.id }), version.insights.aspects);
    if (!parsed.ok) throw new Error(`aspect ${aspect.id} refused`);
    const started = performance.now();
    pages.list(parsed.query);
    console.log(`first /reviews?aspect=${aspect.id}: ${ms(started)}`);
  }
}

const base = heap("loaded");
const steps = order === "aspects" ? [aspectLists, reviewPages] : [reviewPages, aspectLists];
for (const step of steps) {
  step();
  console.log(`  heap growth since loaded: ${mib(heap(`after ${step.name}`) - base)} MiB`);
}
