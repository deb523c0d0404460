/**
 * The FAQ: the questions the business's taxonomy pack asks (a bakery is asked about its food, a contractor about
 * fixing it right), each answered from the aspect and entity figures and grounded in quotes from the reviews
 * (`source_review_ids` are the quoted and example reviews).
 */
import type { AspectInsight, FaqEntry, Polarity } from "../model/mod.ts";
import type { AnalysedReview } from "./corpus.ts";
import type { EntityInsights } from "./entities.ts";
import { pct } from "./numbers.ts";
import type { AspectQuestion, TaxonomyPack } from "./packs/mod.ts";
import { plural, pluralNoun } from "./words.ts";
import { findAspectQuote, type Quote } from "./quotes.ts";
import type { TextContext } from "./context.ts";

/**
 * The opening of an answer: "Yes" fits only a yes/no question ("Do they...?"), not "How long...?". Neutral mentions
 * are neither side: 62% positive with 1% negative is "mostly, yes", and only more complaints than praise is a weak
 * spot.
 */
export function verdict(positivePct: number, negativePct: number, question: string): string {
  const yesNo = /^(?:do|does|did|is|are|was|were|can|will|would)\b/i.test(question);
  if (positivePct >= 80) return yesNo ? "Yes, by a wide margin." : "Reviews are overwhelmingly positive.";
  if (positivePct >= 65 || (positivePct >= 50 && negativePct <= 10)) return yesNo ? "Mostly, yes." : "Mostly positive.";
  if (negativePct >= positivePct) return "This is a weak spot.";
  return "Opinions are mixed.";
}

/** "5 reviews talk about the food: 4 positive (80%), 0 neutral and 1 negative (20%)", after a verdict. */
function manyReviews(aspect: AspectInsight, question: string, subject: string): string {
  const negativePct = pct(aspect.negative_count, aspect.mention_count);
  return `${verdict(aspect.positive_pct, negativePct, question)} ${
    plural(aspect.mention_count, "review")
  } talk about ` +
    `${subject}: ${aspect.positive_count} positive (${aspect.positive_pct}%), ${aspect.neutral_count} neutral and ` +
    `${aspect.negative_count} negative (${negativePct}%).`;
}

/** One or two reviews carry no verdict ("by a wide margin", "a weak spot"): they are only described. */
function fewReviews(aspect: AspectInsight, subject: string): string {
  const labels = [
    ...Array<string>(aspect.positive_count).fill("positive"),
    ...Array<string>(aspect.neutral_count).fill("neutral"),
    ...Array<string>(aspect.negative_count).fill("negative"),
  ];
  if (labels.length === 1) return `Only 1 review talks about ${subject} so far, and it is ${labels[0]}.`;
  const [first, second] = labels;
  const both = first === second ? `both ${first}` : `one ${first} and one ${second}`;
  return `Only 2 reviews talk about ${subject} so far: ${both}.`;
}

const quoteText = (quote: Quote) => `"${quote.text.replace(/"/g, "'")}"`;

function aspectEntry(
  corpus: readonly AnalysedReview[],
  aspect: AspectInsight,
  { question, subject }: AspectQuestion,
  reviewCount: number,
  context: TextContext,
  customer: string,
): FaqEntry {
  if (aspect.mention_count === 0) {
    const none = reviewCount === 0
      ? "There are no published reviews yet"
      : reviewCount === 1
      ? "The only published review does not mention"
      : reviewCount === 2
      ? "Neither of the 2 published reviews mentions"
      : `None of the ${plural(reviewCount, "published review")} mention`;
    return {
      question,
      answer: reviewCount === 0
        ? `${none}, so there is nothing to go on.`
        : `${none} ${subject} yet, so there is nothing to go on.`,
      source_review_ids: [],
    };
  }
  let answer = aspect.mention_count < 3 ? fewReviews(aspect, subject) : manyReviews(aspect, question, subject);
  const ids: string[] = [];
  const dominant: Polarity = aspect.negative_count > aspect.positive_count ? "negative" : "positive";
  const main = findAspectQuote(corpus, aspect.id, dominant, context);
  if (main) {
    answer += ` One ${customer} wrote: ${quoteText(main)}`;
    ids.push(main.review_id);
  }
  const other: Polarity = dominant === "positive" ? "negative" : "positive";
  const otherCount = other === "negative" ? aspect.negative_count : aspect.positive_count;
  if (otherCount > 0 && pct(otherCount, aspect.mention_count) >= 5) {
    const counter = findAspectQuote(corpus, aspect.id, other, context);
    if (counter) {
      answer += ` ${other === "negative" ? "On the other hand" : "Still"}, another wrote: ${quoteText(counter)}`;
      ids.push(counter.review_id);
    }
  }
  for (const id of aspect.example_review_ids) if (!ids.includes(id)) ids.push(id);
  return { question, answer, source_review_ids: ids };
}

/** What the FAQ speaks with: the pack (questions, words), the business's staff word and the text context. */
export interface FaqSetting {
  readonly pack: TaxonomyPack;
  readonly staffTitle: string;
  readonly context: TextContext;
}

/** Builds the FAQ: the pack's aspect questions, then which staff and (for the trades) which problems come up most. */
export function buildFaq(
  corpus: readonly AnalysedReview[],
  aspects: readonly AspectInsight[],
  entities: EntityInsights,
  reviewCount: number,
  { pack, staffTitle, context }: FaqSetting,
): FaqEntry[] {
  const byId = new Map(aspects.map((aspect) => [aspect.id, aspect]));
  const faq: FaqEntry[] = [];
  for (const question of pack.questions) {
    const insight = byId.get(question.aspect);
    if (insight) faq.push(aspectEntry(corpus, insight, question, reviewCount, context, pack.words.customer));
  }
  const technicians = entities.technicians.filter((tech) => tech.mention_count > 0).slice(0, 3);
  faq.push({
    question: `Which ${pluralNoun(staffTitle)} do ${pack.words.customers} mention most?`,
    answer: technicians.length === 0
      ? `No review names ${/^[aeiou]/i.test(staffTitle) ? "an" : "a"} ${staffTitle} yet.`
      : `${
        technicians.map((tech) =>
          `${tech.name} (${
            plural(tech.mention_count, "review")
          }, ${tech.average_rating} stars on average, ${tech.positive_pct}% positive)`
        ).join(", ")
      }.`,
    source_review_ids: technicians.flatMap((tech) => tech.example_review_ids.slice(0, 1)),
  });
  if (!pack.problems) return faq;
  const problems = entities.problems.filter((problem) => problem.mention_count > 0).slice(0, 3);
  faq.push({
    question: pack.words.problemsQuestion,
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
