import { z } from "zod";
import { ReviewOutput } from "./reviews.ts";
import { AspectInsight, FaqEntry, MonthlyInsight, Trend } from "../../model/mod.ts";
import { exampleReviews, fail, norm, ok, READ_ONLY, type Registration, validList } from "../context.ts";

const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month written YYYY-MM");

// Built once at load: a server is built per HTTP request and zod schemas are slow to build.
const AspectInput = z.strictObject({ aspect: z.string().min(1).max(100).describe("Aspect id or label.") });
/** The AspectInsight itself, its fields at the top level as the reviews platform documents it, plus its reviews. */
const AspectOutput = AspectInsight.extend({ example_reviews: z.array(ReviewOutput) });
const TrendsInput = z.strictObject({
  from_month: Month.optional().describe("First month, YYYY-MM, inclusive."),
  to_month: Month.optional().describe("Last month, YYYY-MM, inclusive."),
});
const TrendsOutput = z.object({ trend: Trend, monthly: z.array(MonthlyInsight) });
const FaqInput = z.strictObject({
  query: z.string().min(1).max(200).optional().describe("Case-insensitive substring of question or answer."),
});
const FaqOutput = z.object({ count: z.int(), faq: z.array(FaqEntry) });

/** `get_aspect_sentiment`, `get_trends`, `get_faq`: what the analysis derived from the reviews. */
export const registerInsightTools: Registration = (server, context) => {
  server.registerTool("get_aspect_sentiment", {
    title: "Sentiment about one aspect",
    description:
      "How customers feel about one aspect of the business (e.g. price, service, communication; the aspects " +
      "depend on the kind of business): mention count, positive/neutral/negative split, score (-1..1), top " +
      "phrases and recent example reviews. Accepts the aspect id or label; list_entities with kind=aspects lists them.",
    inputSchema: AspectInput,
    outputSchema: AspectOutput,
    annotations: READ_ONLY,
  }, ({ aspect }) => {
    const views = context.views();
    const { aspects } = views.version.insights;
    const key = norm(aspect);
    const found = aspects.find((a) => norm(a.id) === key || norm(a.label) === key);
    if (!found) {
      return fail(`Unknown aspect "${aspect}". Valid aspects: ${validList(aspects.map((a) => a.id))}.`);
    }
    return ok({ ...found, example_reviews: exampleReviews(views, found.example_review_ids) });
  });

  server.registerTool("get_trends", {
    title: "Monthly trends",
    description:
      "Monthly review count, average rating and sentiment score, and the overall trend (improving, stable or " +
      "declining). Optionally limited to months from `from_month` to `to_month` (YYYY-MM, inclusive).",
    inputSchema: TrendsInput,
    outputSchema: TrendsOutput,
    annotations: READ_ONLY,
  }, ({ from_month, to_month }) => {
    if (from_month && to_month && from_month > to_month) {
      return fail(`Invalid arguments: from_month (${from_month}) is after to_month (${to_month}).`);
    }
    const { temporal } = context.views().version.insights;
    const monthly = temporal.monthly.filter((m) =>
      (!from_month || m.month >= from_month) && (!to_month || m.month <= to_month)
    );
    return ok({ trend: temporal.trend, monthly });
  });

  server.registerTool("get_faq", {
    title: "Frequently asked questions",
    description:
      "Questions customers commonly have, answered from the reviews, with the reviews each answer draws on. " +
      "`query` keeps only entries whose question or answer contains it (case-insensitive).",
    inputSchema: FaqInput,
    outputSchema: FaqOutput,
    annotations: READ_ONLY,
  }, ({ query }) => {
    const needle = query ? norm(query) : "";
    const faq = context.views().version.insights.faq.filter((entry) =>
      !needle || entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle)
    );
    return ok({ count: faq.length, faq });
  });
};
