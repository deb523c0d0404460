import type { DatasetVersion } from "../dataset/version.ts";
import { renderAtom } from "../feeds/atom.ts";
import { renderJsonFeed } from "../feeds/json_feed.ts";
import { topicLinkHeader, type TopicPath } from "../feeds/topics.ts";
import { buildSearchIndex, type SearchIndex } from "../search/index.ts";
import { Representation } from "./representation.ts";

/** Headers every read endpoint sends (decisions.md §2). */
export const READ_HEADERS: Readonly<Record<string, string>> = {
  "cache-control": "public, max-age=60",
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "ETag, Link, Last-Modified, Mcp-Session-Id",
};

/** JSON is UTF-8 by definition (RFC 8259), so no charset parameter; topics and deliveries use these exact bytes. */
export const JSON_TYPE = "application/json";
export const ATOM_TYPE = "application/atom+xml";

/** Small most-recently-used cache, for dynamic responses that clients repeat (search pages, since dates). */
class RecentCache<V> {
  readonly #entries = new Map<string, V>();
  constructor(readonly capacity: number) {}

  getOrCreate(key: string, create: () => V): V {
    let value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
    } else {
      value = create();
      if (this.#entries.size >= this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, value);
    return value;
  }
}

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
  readonly dynamic = new RecentCache<Representation>(512);

  constructor(readonly version: DatasetVersion, readonly baseUrl: string) {}

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
    return this.#index ??= this.#json(JSON.stringify({
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
      },
    }));
  }

  get reviews(): Representation {
    const { business, aggregate, reviews } = this.version.published;
    return this.#reviews ??= this.#json(
      JSON.stringify({ business, aggregate_rating: aggregate, reviews }),
      "/reviews.json",
    );
  }

  get insights(): Representation {
    return this.#insights ??= this.#json(JSON.stringify(this.version.insights));
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

  get searchIndex(): SearchIndex {
    return this.#searchIndex ??= buildSearchIndex(this.version.published);
  }

  /** A JSON body with the read headers; topics also carry their `Link` header. */
  json(text: string): Representation {
    return this.#json(text);
  }

  #json(text: string, topic?: TopicPath): Representation {
    const headers = topic ? { ...READ_HEADERS, link: topicLinkHeader(this.baseUrl, topic) } : READ_HEADERS;
    return new Representation(text, JSON_TYPE, headers, this.lastModified);
  }
}
