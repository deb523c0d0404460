/**
 * What the passes of `analyzeText` (text_analysis.ts) share for one text: the tokens and what the pack knows of each,
 * the per-token work arrays one pass fills for the next, and the evidence summed so far. One plain object per call
 * carries it, so each pass can be a module of its own without closures or per-token allocation.
 */
import type { AspectMention } from "./aspect_mentions.ts";
import type { WordInfo } from "./compile.ts";
import { Scratch } from "./scratch.ts";
import type { TokenizedText } from "./text.ts";

/**
 * Work arrays reused across calls: analysis is synchronous and never re-entered (see scratch.ts). The passes share
 * it, so each slot has one owner: bytes 0 used, 1 lukewarmAt, 2 negAt, 3 clauseHasMention, 4 explicit, 5 hasWords,
 * 6 polarCueAt, 7 stance, 8 elsewhere; f64 0 clauseWords, 1 clauseCues, 2 assigned, 3 idiomAt, 4 multAt, 5 wordScore.
 */
export const scratch = new Scratch();

/** The state of one `analyzeText` call; its arrays are scratch views, valid until the next call. */
export interface TextWork {
  readonly tokenized: TokenizedText;
  /**
   * What the pack knows of each word token; undefined for none, and for the business's own name. Reused per call:
   * read only below the token count.
   */
  readonly infos: Array<WordInfo | undefined>;
  /** Tokens about another business (elsewhere.ts), or null when no word points elsewhere. */
  readonly elsewhere: Uint8Array | null;
  /** The stance of each token's judgement when it is not the reviewer's own (stance.ts), or null when none is. */
  readonly stance: Uint8Array | null;
  /** Tokens in scare quotes (irony.ts), or null when there are none. */
  readonly ironic: Uint8Array | null;
  /** The aspect mentions the cue pass found; the mention pass sets their scores. */
  readonly mentions: AspectMention[];
  /** 1 where a token belongs to a matched cue, idiom or blocker. */
  readonly used: Uint8Array;
  /** An idiom's strength at its first token. */
  readonly idiomAt: Float64Array;
  /** At the first token of a lukewarm idiom: its units of evidence for neutral (1, or 2 for an explicit verdict). */
  readonly lukewarmAt: Uint8Array;
  /** POSITIVE_CUE or NEGATIVE_CUE (events.ts) at the first token of a cue with its own polarity. */
  readonly polarCueAt: Uint8Array;
  /** The negation in force at each word: NEGATED, WITHOUT (scope.ts) or 0. */
  readonly negAt: Uint8Array;
  /** The intensifier scale in force at each word. */
  readonly multAt: Float64Array;
  /** What each sentiment word, idiom or event contributed, so it can go to the mention it is nearest to. */
  readonly wordScore: Float64Array;
  /** Per clause: the summed contributions of its words, idioms and events. */
  readonly clauseWords: Float64Array;
  /** Weighted positive evidence so far (see `TextAnalysis`). */
  positive: number;
  /** Weighted negative evidence so far, as a positive number. */
  negative: number;
  /** Weighted lukewarm evidence so far. */
  lukewarm: number;
  /** Whether any word, idiom, event or cue carried sentiment, or any was lukewarm. */
  evidence: boolean;
  /** Weighted sum of all sentiment in the text, set by the mention pass. */
  textSum: number;
}
