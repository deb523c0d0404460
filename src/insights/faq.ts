/**
 * The FAQ: questions a customer asks before hiring a home-services company, each answered from the aspect and
 * entity figures and grounded in quotes from the reviews (`source_review_ids` are the quoted and example reviews).
 */
import type { AspectInsight, FaqEntry, Polarity } from "../model/mod.ts";
import type { AnalysedReview } from "./corpus.ts";
import type { EntityInsights } from "./entities.ts";
import { pct } from "./numbers.ts";
import { findAspectQuote, type Quote } from "./quotes.ts";

/** The aspect questions, in the order they are listed. */
export const ASPECT_QUESTIONS: ReadonlyArray<{ aspect: string; question: string; subject: string }> = [
  { aspect: "punctuality", question: "Do they show up on time?", subject: "punctuality" },
  { aspect: "pricing", question: "Are their prices fair?", subject: "price" },
  { aspect: "quality_of_work", question: "Do they fix it right the first time?", subject: "the quality of the work" },
  {
    aspect: "communication",
    question: "Do they explain the problem before fixing it?",
    subject: "how well they explain and keep customers informed",
  },
  { aspect: "honesty", question: "Are they honest, or do they push upsells?", subject: "honesty and upselling" },
  { aspect: "cleanliness", question: "Do they clean up after the job?", subject: "cleanup" },
  { aspect: "emergency_response", question: "Do they handle emergency calls?", subject: "emergency calls" },
  { aspect: "follow_up", question: "Do they follow up after the job?", subject: "follow-up after the visit" },
  { aspect: "scheduling", question: "How easy is it to get an appointment?", subject: "scheduling" },
  {
    aspect: "technical_knowledge",
    question: "Do the technicians know what they are doing?",
    subject: "the technicians' know-how",
  },
];

function verdict(positivePct: number): string {
  if (positivePct >= 80) return "Yes, by a wide margin.";
  if (positivePct >= 65) return "Mostly, yes.";
  if (positivePct >= 45) return "Opinions are mixed.";
  return "This is a weak spot.";
}

const quoteText = (quote: Quote) => `"${quote.text.replace(/"/g, "'")}"`;
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

function aspectEntry(
  corpus: readonly AnalysedReview[],
  aspect: AspectInsight,
  question: string,
  subject: string,
  reviewCount: number,
): FaqEntry {
  if (aspect.mention_count === 0) {
    return {
      question,
      answer: `None of the ${
        plural(reviewCount, "published review")
      } mention ${subject} yet, so there is nothing to go on.`,
      source_review_ids: [],
    };
  }
  const negativePct = pct(aspect.negative_count, aspect.mention_count);
  let answer = `${verdict(aspect.positive_pct)} ${plural(aspect.mention_count, "review")} talk about ${subject}: ` +
    `${aspect.positive_count} positive (${aspect.positive_pct}%), ${aspect.neutral_count} neutral and ` +
    `${aspect.negative_count} negative (${negativePct}%).`;
  const ids: string[] = [];
  const dominant: Polarity = aspect.negative_count > aspect.positive_count ? "negative" : "positive";
  const main = findAspectQuote(corpus, aspect.id, dominant);
  if (main) {
    answer += ` One customer wrote: ${quoteText(main)}`;
    ids.push(main.review_id);
  }
  const other: Polarity = dominant === "positive" ? "negative" : "positive";
  const otherCount = other === "negative" ? aspect.negative_count : aspect.positive_count;
  if (otherCount > 0 && pct(otherCount, aspect.mention_count) >= 5) {
    const counter = findAspectQuote(corpus, aspect.id, other);
    if (counter) {
      answer += ` ${other === "negative" ? "On the other hand" : "Still"}, another wrote: ${quoteText(counter)}`;
      ids.push(counter.review_id);
    }
  }
  for (const id of aspect.example_review_ids) if (!ids.includes(id)) ids.push(id);
  return { question, answer, source_review_ids: ids };
}

/** Builds the FAQ: the aspect questions, then which technicians and which problems come up most. */
export function buildFaq(
  corpus: readonly AnalysedReview[],
  aspects: readonly AspectInsight[],
  entities: EntityInsights,
  reviewCount: number,
): FaqEntry[] {
  const byId = new Map(aspects.map((aspect) => [aspect.id, aspect]));
  const faq: FaqEntry[] = [];
  for (const { aspect, question, subject } of ASPECT_QUESTIONS) {
    const insight = byId.get(aspect);
    if (insight) faq.push(aspectEntry(corpus, insight, question, subject, reviewCount));
  }
  const technicians = entities.technicians.filter((tech) => tech.mention_count > 0).slice(0, 3);
  faq.push({
    question: "Which technicians do customers mention most?",
    answer: technicians.length === 0
      ? "No review names a technician yet."
      : `${
        technicians.map((tech) =>
          `${tech.name} (${
            plural(tech.mention_count, "review")
          }, ${tech.average_rating} stars on average, ${tech.positive_pct}% positive)`
        ).join(", ")
      }.`,
    source_review_ids: technicians.flatMap((tech) => tech.example_review_ids.slice(0, 1)),
  });
  const problems = entities.problems.filter((problem) => problem.mention_count > 0).slice(0, 3);
  faq.push({
    question: "What problems do customers call them about?",
    answer: problems.length === 0
      ? "No review describes the problem it was about."
      : `Most often: ${
        problems.map((problem) =>
          `${problem.name.toLowerCase()} (${
            plural(problem.mention_count, "review")
          }, ${problem.positive_pct}% positive)`
        ).join(", ")
      }.`,
    source_review_ids: problems.flatMap((problem) => problem.example_review_ids.slice(0, 1)),
  });
  return faq;
}
