/** Paths of the three WebSub topics (interface.md, Events). All track the same review data. */
export const TOPIC_PATHS = ["/feed.xml", "/api/feed.json", "/reviews.json"] as const;
export type TopicPath = typeof TOPIC_PATHS[number];

/** The hub endpoint path. */
export const HUB_PATH = "/api/websub/hub";

/** Number of newest reviews in both feeds. */
export const FEED_SIZE = 50;

/** Absolute URL of a path under the base URL (which has no trailing slash). */
export const absolute = (baseUrl: string, path: string) => `${baseUrl}${path}`;

/** `Link` header value a topic carries: where its hub is and what it is itself. */
export function topicLinkHeader(baseUrl: string, topicPath: string): string {
  return `<${absolute(baseUrl, HUB_PATH)}>; rel="hub", <${absolute(baseUrl, topicPath)}>; rel="self"`;
}
