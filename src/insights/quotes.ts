/** Choosing sentences to quote: real sentences from real reviews that say what a figure says. */
import type { Polarity } from "../model/mod.ts";
import type { AnalysedReview } from "./corpus.ts";
import type { TextContext } from "./context.ts";
import { analyzeText, aspectPolarity } from "./review.ts";
import { splitSentences } from "./sentences.ts";

/** A quoted sentence and the review it comes from. */
export interface Quote {
  readonly text: string;
  readonly review_id: string;
}

/** Reviews looked at, newest first, before giving up on finding a quote (bounds the cost on large datasets). */
const SEARCH_LIMIT = 400;

/**
 * The first sentence (newest review first) that on its own mentions `aspectId` with `polarity` and is between
 * `minLength` and `maxLength` characters, among reviews whose analysis gives the aspect that polarity.
 */
export function findAspectQuote(
  corpus: readonly AnalysedReview[],
  aspectId: string,
  polarity: Polarity,
  context: TextContext,
  minLength = 25,
  maxLength = 180,
): Quote | null {
  const aspect = context.compiled.aspectIndex.get(aspectId);
  if (aspect === undefined) return null;
  let looked = 0;
  for (const entry of corpus) {
    if (entry.analysis.aspects[aspectId] !== polarity || entry.review.text === null) continue;
    if (++looked > SEARCH_LIMIT) break;
    for (const sentence of splitSentences(entry.review.text)) {
      if (sentence.length < minLength || sentence.length > maxLength) continue;
      const total = analyzeText(sentence, context).aspectTotals[aspect];
      if (!Number.isNaN(total) && aspectPolarity(total, null) === polarity) {
        return { text: sentence, review_id: entry.review.id };
      }
    }
  }
  return null;
}

/**
 * The pull quote: a short positive sentence (40–140 characters) from a positive review of 4+ stars, mentioning
 * at least one aspect and only positively, that praises as many of `praisedAspects` (the most praised aspects,
 * most praised first) as possible; ties go to the newest review. Null when no sentence qualifies.
 */
export function findPullQuote(
  corpus: readonly AnalysedReview[],
  praisedAspects: readonly string[],
  context: TextContext,
): Quote | null {
  let best: Quote | null = null;
  let bestScore = 0;
  let looked = 0;
  const praised = praisedAspects.map((id) => context.compiled.aspectIndex.get(id)).filter((index) =>
    index !== undefined
  );
  for (const entry of corpus) {
    if (entry.analysis.sentiment !== "positive" || entry.review.rating < 4 || entry.review.text === null) continue;
    if (++looked > SEARCH_LIMIT) break;
    for (const sentence of splitSentences(entry.review.text)) {
      if (sentence.length < 40 || sentence.length > 140) continue;
      const analysis = analyzeText(sentence, context);
      if (analysis.textSum <= 0 || analysis.mentions.length === 0) continue;
      let score = 0;
      let negative = false;
      analysis.aspectTotals.forEach((total, index) => {
        if (Number.isNaN(total)) return;
        const polarity = aspectPolarity(total, null);
        if (polarity === "negative") negative = true;
        if (polarity !== "positive") return;
        const rank = praised.indexOf(index);
        score += rank < 0 ? 0.5 : 1 + (praised.length - rank) * 0.1;
      });
      if (negative || score <= bestScore) continue;
      best = { text: sentence, review_id: entry.review.id };
      bestScore = score;
    }
  }
  return best;
}
