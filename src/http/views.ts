import { sha256Hex } from "../dataset/hash.ts";
import { firstReviewsDocument } from "../dataset/serialise.ts";
import type { DatasetVersion } from "../dataset/version.ts";
import { renderAtom } from "../feeds/atom.ts";
import { renderJsonFeed } from "../feeds/json_feed.ts";
import { topicLinkHeader, type TopicPath } from "../feeds/topics.ts";
import { buildBaseIndex, type SearchIndex, textIndexSteps, withText } from "../search/index.ts";
import type { SearchFilters } from "../search/filters.ts";
import { searchHits } from "../search/search.ts";
import { searchBody } from "./search_body.ts";
import { ByteLruCache } from "./byte_cache.ts";
import { type RequestActivity, waitForPause } from "./request_activity.ts";
import { Representation } from "./representation.ts";

/** What the warm-up yields before a step that needs a pending version's insights. */
const WAIT_FOR_INSIGHTS = Symbol("wait for insights");
/** Milliseconds of index building per macrotask during the warm-up: a request arriving meanwhile waits about this. */
const WARM_UP_BUDGET_MS = 8;
/** Longest the warm-up waits, in all, for pauses in the requests (see {@link RequestActivity}). */
const WARM_UP_YIELD_MS = 1000;
/**
 * The pause in requests the warm-up waits for: a client on this machine reads all of `/reviews.json` at 100,000
 * reviews (62 MiB) in about 100 ms, and often asks again at once.
 */
const WARM_UP_QUIET_MS = 250;

/** Headers every read endpoint sends (decisions.md §2). */
export const READ_HEADERS: Readonly<Record<string, string>> = {
  "cache-control": "public, max-age=60",
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "ETag, Link, Last-Modified, Mcp-Session-Id",
};

/** Most recent search query strings remembered per version, and the longest remembered (longer ones always parse). */
const MAX_REMEMBERED_QUERIES = 4096;
const MAX_REMEMBERED_QUERY_LENGTH = 512;

/** The digest of no bytes, the `extra` of most tags: one hash per new answer instead of two. */
const EMPTY_SHA256 = sha256Hex(new Uint8Array());

/** JSON is UTF-8 by definition (RFC 8259), so no charset parameter; topics and deliveries use these exact bytes. */
export const JSON_TYPE = "application/json";
/** Atom is XML, whose default charset readers may take from the transport; say UTF-8 so stars never turn to mojibake. */
export const ATOM_TYPE = "application/atom+xml; charset=utf-8";

/**
 * Everything the HTTP layer serves for one dataset version, computed on first use and then kept: the topic
 * bodies, the insights body, the search index and recent dynamic answers.
 */
export class DatasetViews {
  #index?: Representation;
  #reviews?: Representation;
  #insights?: Representation;
  #jsonFeed?: Representation;
  #atom?: Representation;
  #searchIndex?: SearchIndex;
  #baseIndex?: SearchIndex;
  #warming = false;
  /** Recent dynamic answers (search pages, since dates), bounded by bytes. */
  readonly dynamic: ByteLruCache<Representation>;
  /** Query strings of valid searches seen in this version, each with its answer's key in {@link dynamic}. */
  readonly #searchKeys = new Map<string, string>();

  /** `cacheBytes` bounds the dynamic answers kept for this version (default 32 MiB). */
  constructor(readonly version: DatasetVersion, readonly baseUrl: string, cacheBytes?: number) {
    this.dynamic = new ByteLruCache(cacheBytes);
  }

  get lastModified(): Date | null {
    return this.version.published.lastModified;
  }

  /** The representation of a topic, which the hub also distributes. */
  topic(path: TopicPath): Representation {
    switch (path) {
      case "/reviews.json":
        return this.reviews;
      case "/api/feed.json":
        return this.jsonFeed;
      case "/feed.xml":
        return this.atom;
    }
  }

  /** `GET /`: what this service is and where everything lives, for people and programs exploring it. */
  get index(): Representation {
    const { business, aggregate } = this.version.published;
    const url = (path: string) => `${this.baseUrl}${path}`;
    // `/` is also the HTML page (chosen by Accept), so its JSON says it varies on Accept.
    return this.#index ??= new Representation(
      JSON.stringify({
        service: "Public Reviews Service",
        business: { id: business.id, name: business.name, url: business.url },
        aggregate_rating: aggregate,
        endpoints: {
          reviews: url("/reviews.json"),
          insights: url("/insights.json"),
          json_feed: url("/api/feed.json"),
          atom_feed: url("/feed.xml"),
          search: url(
            "/api/reviews/search{?rating,min_rating,since,until,query,mentions_technician,mentions_service,limit}",
          ),
          since: url("/api/reviews/since/{date}"),
          mcp: url("/mcp"),
          websub_hub: url("/api/websub/hub"),
          schemas: { reviews: url("/schemas/reviews.json"), insights: url("/schemas/insights.json") },
          openapi: url("/openapi.json"),
          docs: url("/docs"),
        },
      }),
      JSON_TYPE,
      { ...READ_HEADERS, vary: "Accept" },
      this.lastModified,
    );
  }

  /** Serialised at load; the tag comes from the dataset hash and the head, not from hashing megabytes again. */
  get reviews(): Representation {
    const { serialised } = this.version.published;
    const head = serialised.document.subarray(0, serialised.arrayStart);
    return this.#reviews ??= this.#json(serialised.document, "/reviews.json", this.#tag("reviews.json", head));
  }

  /** `GET /api/reviews/since/{date}`: the newest reviews down to `date`, sliced from the serialised document. */
  since(date: string, count: number): Representation {
    const body = firstReviewsDocument(this.version.published.serialised, `"since":"${date}","count":${count}`, count);
    return this.#json(body, undefined, this.#tag(`since:${date}`)).keepGzipOnly();
  }

  /**
   * The cached answer of a search whose query string (exactly as received) was valid before in this version, while
   * that answer is still cached: a repeat skips parsing and validating what it validated then.
   */
  cachedSearch(query: string): Representation | undefined {
    const key = this.#searchKeys.get(query);
    return key === undefined ? undefined : this.dynamic.get(key);
  }

  /**
   * The answer of validated filters, from the cache or made now; `query`, the string they were parsed from, is
   * remembered for {@link cachedSearch} (a bounded map, emptied when full).
   */
  searchAnswer(query: string, filters: SearchFilters): Representation {
    const key = `search:${JSON.stringify(filters, Object.keys(filters).sort())}`;
    if (query.length <= MAX_REMEMBERED_QUERY_LENGTH) {
      if (this.#searchKeys.size >= MAX_REMEMBERED_QUERIES) this.#searchKeys.clear();
      this.#searchKeys.set(query, key);
    }
    return this.dynamic.getOrCreate(key, () => this.search(key, filters));
  }

  /**
   * `GET /api/reviews/search`: the hits' JSON copied from the serialised reviews; `key` names the filters
   * canonically, so the tag comes from it and the dataset hash instead of hashing the body.
   */
  search(key: string, filters: SearchFilters): Representation {
    const body = searchBody(this.version.published.serialised, searchHits(this.searchIndex, filters));
    return this.#json(body, undefined, this.#tag(key)).keepGzipOnly();
  }

  get insights(): Representation {
    const prepared = this.version.prepared?.insightsBody;
    return this.#insights ??= prepared
      ? this.#json(prepared.bytes, undefined, prepared.etag)
      : this.#json(JSON.stringify(this.version.insights));
  }

  get jsonFeed(): Representation {
    return this.#jsonFeed ??= this.#json(renderJsonFeed(this.version.published, this.baseUrl), "/api/feed.json");
  }

  get atom(): Representation {
    return this.#atom ??= new Representation(
      renderAtom(this.version.published, this.baseUrl),
      ATOM_TYPE,
      { ...READ_HEADERS, link: topicLinkHeader(this.baseUrl, "/feed.xml") },
      this.lastModified,
    );
  }

  /**
   * The search index. Once {@link warmUp} has started, a search before it finishes gets the index as built so far
   * rather than waiting for it: text queries scan the texts (tens of milliseconds at 100,000 reviews) until the text
   * index is ready, which is before the entity postings; without a warm-up the index is built here and now.
   */
  get searchIndex(): SearchIndex {
    if (this.#searchIndex) return this.#searchIndex;
    if (this.version.prepared?.searchIndex) return this.#searchIndex = this.version.prepared.searchIndex;
    const base = this.#baseIndex ??= buildBaseIndex(
      this.version.published,
      () => this.version.prepared?.entityPostings,
    );
    if (this.#warming) return base;
    const steps = textIndexSteps(this.version.published.reviews);
    for (;;) {
      const step = steps.next();
      if (step.done) return this.#searchIndex = withText(base, step.value);
    }
  }

  /**
   * Builds the search index between requests, steps for about {@link WARM_UP_BUDGET_MS} ms per macrotask, so no
   * request waits behind all of it: first what every search needs (ratings and dates), then the text index a chunk at
   * a time, then the entity postings (one step of tens of milliseconds at 100,000 reviews; taken from stored insights
   * when they are current, so a version still {@link DatasetVersion.ready pending} is waited for first). Stops early
   * when `signal` aborts. `release` is called where the load's garbage has just become unreachable: before waiting
   * for a pending version's insights, and at the end (the texts are dropped then). With `activity`, every step after
   * the first (ratings and dates) waits until no request has arrived for {@link WARM_UP_QUIET_MS} ms, for up to
   * {@link WARM_UP_YIELD_MS} ms in all (so traffic never starves it): the first answers after a start are sent, and
   * read, first.
   */
  warmUp(signal?: AbortSignal, release?: () => unknown, activity?: RequestActivity): Promise<void> {
    if (this.version.prepared?.searchIndex || this.#warming) return Promise.resolve();
    this.#warming = true;
    const steps = this.#indexSteps();
    let yielded = 0;
    let first = true;
    return new Promise((resolve) => {
      const step = async () => {
        if (activity && !first && yielded < WARM_UP_YIELD_MS) {
          yielded += await waitForPause(activity, WARM_UP_QUIET_MS, WARM_UP_YIELD_MS - yielded, signal);
        }
        const firstStep = first;
        first = false;
        if (this.#searchIndex || signal?.aborted) return resolve();
        // Steps until the budget is spent, not one per macrotask: a timer nested this deep waits about 4 ms, which
        // over a few hundred steps was as long again as the work. The first makes only what every search needs
        // (ratings and dates, a few milliseconds): it runs before a start's first request is answered, and the text
        // index's first steps (20 to 30 ms) would delay that answer.
        const until = performance.now() + WARM_UP_BUDGET_MS;
        let next = steps.next();
        while (!firstStep && !next.done && next.value !== WAIT_FOR_INSIGHTS && performance.now() < until) {
          next = steps.next();
        }
        if (next.done) {
          this.#searchIndex = next.value;
          this.#baseIndex = undefined;
          // The text index and the mentions are made: nothing reads every text again.
          this.version.published.reviews.releaseTexts();
          release?.();
          return resolve();
        }
        if (next.value === WAIT_FOR_INSIGHTS && this.version.ready) {
          // A start's insights can take seconds under load: the load's garbage need not wait for them.
          release?.();
          await this.version.ready;
        }
        setTimeout(step, 0);
      };
      setTimeout(step, 0);
    });
  }

  *#indexSteps(): Generator<typeof WAIT_FOR_INSIGHTS | void, SearchIndex> {
    const base = this.#baseIndex ??= buildBaseIndex(
      this.version.published,
      () => this.version.prepared?.entityPostings,
    );
    yield;
    const text = yield* textIndexSteps(this.version.published.reviews);
    // Text queries use it from now on: they need not wait for a pending start's insights (seconds under load).
    const withTokens = this.#baseIndex = withText(base, text);
    yield WAIT_FOR_INSIGHTS;
    base.entities();
    return withTokens;
  }

  /** A JSON body with the read headers; topics also carry their `Link` header. */
  json(text: string): Representation {
    return this.#json(text);
  }

  #json(body: string | Uint8Array<ArrayBuffer>, topic?: TopicPath, etag?: string): Representation {
    const headers = topic ? { ...READ_HEADERS, link: topicLinkHeader(this.baseUrl, topic) } : READ_HEADERS;
    return new Representation(body, JSON_TYPE, headers, this.lastModified, etag);
  }

  /** A strong tag for a body wholly determined by the published reviews and `what`. */
  #tag(what: string, extra?: Uint8Array): string {
    const digest = sha256Hex(`${what}\n${this.version.published.sha256}\n${extra ? sha256Hex(extra) : EMPTY_SHA256}`);
    return `"${digest.slice(0, 32)}"`;
  }
}
