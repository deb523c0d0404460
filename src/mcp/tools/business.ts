import { z } from "zod";
import { AggregateRating, Business } from "../../model/mod.ts";
import { Insights } from "../../model/insights.ts";
import { ok, READ_ONLY, type Registration } from "../context.ts";

// Built once at load: a server is built per HTTP request and zod schemas are slow to build.
const NoInput = z.strictObject({});
const BusinessOutput = z.object({ business: Business, aggregate_rating: AggregateRating });
const SummaryOutput = z.object({
  summary: z.string(),
  pull_quote: Insights.shape.pull_quote,
  overall_sentiment: Insights.shape.overall_sentiment,
  aggregate_rating: AggregateRating,
  review_count: z.int(),
  date_range: Insights.shape.date_range,
});

/** `get_business` and `get_summary`: who the business is and what customers say overall. */
export const registerBusinessTools: Registration = (server, context) => {
  server.registerTool("get_business", {
    title: "Business details",
    description:
      "The business the reviews are about: name, category, contact details, address, opening hours, services, " +
      "the staff customers name (`technicians`; `staff_title` says what this business calls them) and service " +
      "areas, with its aggregate star rating.",
    inputSchema: NoInput,
    outputSchema: BusinessOutput,
    annotations: READ_ONLY,
  }, () => {
    const { business, aggregate } = context.views().version.published;
    return ok({ business, aggregate_rating: aggregate });
  });

  server.registerTool("get_summary", {
    title: "Review summary",
    description: "Editorial summary of all reviews, a representative pull quote, the overall sentiment split and the " +
      "aggregate star rating. Start here for a quick overview.",
    inputSchema: NoInput,
    outputSchema: SummaryOutput,
    annotations: READ_ONLY,
  }, () => {
    const views = context.views();
    const { insights } = views.version;
    return ok({
      summary: insights.summary,
      pull_quote: insights.pull_quote,
      overall_sentiment: insights.overall_sentiment,
      aggregate_rating: views.version.published.aggregate,
      review_count: insights.review_count,
      date_range: insights.date_range,
    });
  });
};
