import { topicLinkHeader, type TopicPath } from "../feeds/topics.ts";
import type { DatasetViews } from "../http/views.ts";

/** The content of one topic as delivered: fixed for one fan-out page. */
export interface Content {
  hash: string;
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** Content hash of a topic body: the representation's entity tag (a SHA-256 prefix of the exact bytes). */
export function contentHash(views: DatasetViews, topic: TopicPath): string {
  return views.topic(topic).etag.replaceAll('"', "");
}

/** The current content of a topic with its delivery headers (a newer version than a job names supersedes it). */
export function topicContent(views: DatasetViews, baseUrl: string, topic: TopicPath): Content {
  const representation = views.topic(topic);
  return {
    hash: contentHash(views, topic),
    body: representation.body,
    headers: {
      "content-type": representation.encoded("identity").headers["content-type"],
      link: topicLinkHeader(baseUrl, topic),
    },
  };
}
