/** The analysed form of one published review that the aggregations (aspects, entities, topics...) work from. */
import type { Review, ReviewAnalysis } from "../model/mod.ts";
import { INTENSIFIERS, SENTIMENT_WORDS } from "./polarity.ts";
import type { TextAnalysis } from "./review.ts";
import { isNegator } from "./negators.ts";
import { WORD } from "./text.ts";

/** A phrase that expressed an aspect in a review, as written there (lowercased). */
export interface AspectPhrase {
  readonly aspect: number;
  readonly phrase: string;
}

/** One published review with its analysis, the phrases of its aspect mentions and its topic terms. */
export interface AnalysedReview {
  readonly review: Review;
  readonly analysis: ReviewAnalysis;
  readonly phrases: readonly AspectPhrase[];
  /** Topic term ids (see topics.ts), with repeats: one per occurrence. */
  readonly terms: Int32Array;
}

const COPULAS = new Set(["was", "were", "is", "are", "seemed", "seems", "felt", "looked", "looks", "came"]);
const isModifier = (word: string) => isNegator(word) || INTENSIFIERS.has(word) || SENTIMENT_WORDS.has(word);

/**
 * The phrases of a review's aspect mentions: the cue, widened by up to two modifiers before it ("very
 * professional", "not on time") and by a copula and the evaluation after it ("price was fair"). Bare neutral
 * cues ("price") are left out: they say nothing on their own.
 */
export function aspectPhrases(text: TextAnalysis): AspectPhrase[] {
  const { tokens, kinds, starts, ends, clauses, lower } = text.tokens;
  const phrases: AspectPhrase[] = [];
  for (const mention of text.mentions) {
    const clause = clauses[mention.clause];
    let start = mention.start;
    let end = mention.end;
    while (
      start > clause.start && mention.start - start < 2 && kinds[start - 1] === WORD && isModifier(tokens[start - 1])
    ) {
      start--;
    }
    if (end + 1 < clause.end && COPULAS.has(tokens[end])) {
      for (let k = end + 1; k < Math.min(clause.end, end + 4); k++) {
        if (kinds[k] !== WORD) break;
        if (SENTIMENT_WORDS.has(tokens[k])) {
          end = k + 1;
          break;
        }
      }
    }
    if (end - start < 2 && mention.own === 0) continue;
    phrases.push({ aspect: mention.aspect, phrase: lower.slice(starts[start], ends[end - 1]) });
  }
  return phrases;
}
