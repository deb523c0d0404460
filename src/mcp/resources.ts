// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import { ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Representation } from "../http/representation.ts";
import type { DatasetViews } from "../http/views.ts";
import { type Registration, reviewById } from "./context.ts";

const decoder = new TextDecoder();

/** URI of one review as a resource (the HTTP API has no per-review URL, hence a scheme of our own). */
export const reviewUri = (id: string) => `review://${id}`;

const DATASETS: ReadonlyArray<
  { path: string; name: string; title: string; description: string; pick: (v: DatasetViews) => Representation }
> = [
  {
    path: "/reviews.json",
    name: "reviews",
    title: "Reviews dataset",
    description: "Business metadata, aggregate rating and every verified review, newest first.",
    pick: (views) => views.reviews,
  },
  {
    path: "/insights.json",
    name: "insights",
    title: "Insights dataset",
    description: "Aspect sentiment, entities, topics, monthly trends, FAQ and summary derived from the reviews.",
    pick: (views) => views.insights,
  },
  {
    path: "/api/feed.json",
    name: "json-feed",
    title: "JSON Feed",
    description: "JSON Feed 1.1 of the 50 newest reviews.",
    pick: (views) => views.jsonFeed,
  },
];

/** The three datasets (the same bytes as their HTTP endpoints) and each review by id. */
export const registerResources: Registration = (server, context) => {
  for (const dataset of DATASETS) {
    const uri = `${context.baseUrl()}${dataset.path}`;
    server.registerResource(dataset.name, uri, {
      title: dataset.title,
      description: dataset.description,
      mimeType: "application/json",
    }, () => ({
      contents: [{ uri, mimeType: "application/json", text: decoder.decode(dataset.pick(context.views()).body) }],
    }));
  }

  server.registerResource(
    "review",
    new ResourceTemplate("review://{id}", {
      // Only the newest few are listed: a full listing of a large dataset would be useless to a client.
      list: () => ({
        resources: context.views().version.published.reviews.slice(0, 20).map((review) => ({
          uri: reviewUri(review.id),
          name: `review-${review.id}`,
          title: `${review.rating}★ review by ${review.author}, ${review.date}`,
          mimeType: "application/json",
        })),
      }),
    }),
    { title: "One review", description: "A single review by id (ULID).", mimeType: "application/json" },
    (uri, variables) => {
      const id = String(variables.id ?? "");
      const review = reviewById(context.views(), id);
      // The SDK turns a thrown error into a JSON-RPC error for resources/read.
      if (!review) throw new Error(`No review with id "${id}"`);
      return { contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(review) }] };
    },
  );
};
