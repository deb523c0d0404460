/**
 * Text analysis of one review: its aspect mentions with their scores, and the sentiment evidence of the whole text.
 * This is the driver; the work is three passes over the tokens that share one {@link TextWork} (text_work.ts): cues
 * (aspect_mentions.ts), sentiment words and negation (word_sentiment.ts), and mention scores (mention_scoring.ts).
 *
 * How polarity is decided, per aspect mention:
 * 1. The cue itself may carry polarity ("on time" +0.8, "overpriced" -0.8); a negator up to six words before it in
 *    the same clause flips and dampens it ("not on time", "wasn't cheap"), a negated complaint only mildly ("not
 *    overpriced"); a negated neutral cue reads as an absence ("no communication", "never arrived"; not after
 *    "without"). Negation is spent on the first judgement it meets and stops at the verb it belongs to ("don't need
 *    overpriced food") and at a new statement (scope.ts). An explicit cue keeps its own polarity; praise in scare
 *    quotes reads as negated (irony.ts).
 * 2. A neutral mention ("the price") takes the sentiment words and idioms of its clause that are nearer to it than
 *    to any other mention, each scaled by a preceding intensifier and flipped by a preceding negator.
 * 3. Contrast weighs clauses: after "but", "however", "yet", "though" a clause counts 1.5×, the conceded part 0.7×;
 *    a condition ("if you want great food, ...") counts 0.15×.
 * 4. A mention with no sentiment borrows it (attribution.ts) from a neighbouring clause that names no aspect, from
 *    the clause that opened its list, or weakly from its sentence; beside an explicit cue of the same aspect a
 *    neutral mention counts a quarter ("overpriced ... quoted $230").
 * 5. Words about another business ("the other company never called back") are left out (elsewhere.ts), and so is
 *    the business's own name written capitalised ("Integrity Auto").
 * 6. Praise that is not the reviewer's verdict of the visit weighs little: someone else's, a hope before it, the one
 *    good thing of a bad visit, a bystander's; praise of what should have happened reads negated (stance.ts).
 *
 * The star rating's weak prior and the overall verdict come after, per review (review.ts, overall.ts).
 */
import { type AspectMention, findMentions } from "./aspect_mentions.ts";
import { type WordInfo, wordInfoAt } from "./compile.ts";
import { defaultTextContext, type TextContext } from "./context.ts";
import { elsewhereTokens, mayPointElsewhere } from "./elsewhere.ts";
import { scareQuoted } from "./irony.ts";
import { stanceTokens, withQuotations } from "./stance.ts";
import { scoreMentions } from "./mention_scoring.ts";
import { settlePriceContext } from "./price_context.ts";
import { type TokenizedText, tokenizeShared, WORD } from "./text.ts";
import { scratch, type TextWork } from "./text_work.ts";
import { scoreWords } from "./word_sentiment.ts";

/** The full result of analysing one review's text, for callers that need spans (phrases, quotes). */
export interface TextAnalysis {
  /** The tokens; the list and its typed arrays are work buffers, valid until the next analysis (`tokenizeShared`). */
  readonly tokens: TokenizedText;
  readonly mentions: readonly AspectMention[];
  /** Per aspect index: summed weighted score, NaN when the aspect is not mentioned. */
  readonly aspectTotals: Float64Array;
  /** Weighted sum of all sentiment in the text. */
  readonly textSum: number;
  /** Whether any word, idiom or cue carried sentiment, or any was lukewarm ("it was ok"). */
  readonly evidence: boolean;
  /** Weighted positive evidence: the positive words, idioms and cues, each times its clause weight. */
  readonly positive: number;
  /** Weighted negative evidence, as a positive number. */
  readonly negative: number;
  /** Weighted lukewarm evidence ("ok", "nothing special", "could be better"), which speaks for a neutral review. */
  readonly lukewarm: number;
}

/** What the pack knows of each token, reused per call like the scratch arrays (entries past the tokens are stale). */
const infoScratch: Array<WordInfo | undefined> = [];

/**
 * Analyses the text of one review: aspect mentions and their polarity, and the overall sentiment evidence.
 * `context` names the pack (home services by default) and the business's own name words.
 */
export function analyzeText(text: string, context?: TextContext): TextAnalysis {
  const { compiled, nameWords } = context ?? defaultTextContext();
  const { aspects } = compiled;
  const tokenized = tokenizeShared(text);
  const { tokens, kinds, clauses, starts, wordIds } = tokenized;
  const n = tokens.length;
  const infos = infoScratch;
  let others = false;
  let stances = false;
  for (let i = 0; i < n; i++) {
    infos[i] = undefined;
    if (kinds[i] !== WORD) continue;
    const token = tokens[i];
    // The business's own name, capitalised, is a name: "Integrity" is not a cue for honesty.
    if (nameWords.size > 0) {
      const code = text.charCodeAt(starts[i]);
      if (code >= 65 && code <= 90 && nameWords.has(token)) continue;
    }
    const info = wordInfoAt(compiled, token, wordIds[i]);
    infos[i] = info;
    if (info?.other && mayPointElsewhere(tokens, i)) others = true;
    if (info?.stance) stances = true;
  }
  const ironic = scareQuoted(tokenized);
  const work: TextWork = {
    tokenized,
    infos,
    elsewhere: others ? elsewhereTokens(tokenized, infos) : null,
    stance: withQuotations(stances ? stanceTokens(tokenized, infos) : null, ironic, n),
    ironic,
    mentions: [],
    used: scratch.bytes(0, n),
    // Float64 like every score here: a float32 "average" (-0.15) lands a hair beyond the polarity threshold.
    idiomAt: scratch.f64(3, n),
    lukewarmAt: scratch.bytes(1, n),
    polarCueAt: scratch.bytes(6, n),
    negAt: scratch.bytes(2, n),
    multAt: scratch.f64(4, n),
    wordScore: scratch.f64(5, n),
    clauseWords: scratch.f64(0, clauses.length),
    positive: 0,
    negative: 0,
    lukewarm: 0,
    evidence: false,
    textSum: 0,
  };
  findMentions(work, compiled);
  settlePriceContext(work, aspects);
  scoreWords(work);
  const aspectTotals = scoreMentions(work, aspects);
  return {
    tokens: tokenized,
    mentions: work.mentions,
    aspectTotals,
    textSum: work.textSum,
    evidence: work.evidence,
    positive: work.positive,
    negative: work.negative,
    lukewarm: work.lukewarm,
  };
}
