/**
 * The cue pass of `analyzeText`: finds the aspect mentions of a text, and marks the idioms and blockers that claim
 * their words first. Its own module because matching cues is a step apart from weighing what they mean.
 */
import { BLOCKER, type CompiledPack, cuesAt, IDIOM } from "./compile.ts";
import { matchesAt } from "./phrases.ts";
import type { TextWork } from "./text_work.ts";
import { WORD } from "./text.ts";

/** One aspect mention in a review: token span, clause, and the score it contributed (before clause weight). */
export interface AspectMention {
  readonly aspect: number;
  readonly start: number;
  readonly end: number;
  readonly clause: number;
  /** The cue's own polarity contribution (0 for neutral cues that were not negated). */
  readonly own: number;
  score: number;
}

/**
 * Pass 1: cues, idioms and blockers. Adds each aspect mention to `work.mentions` (not those about another business)
 * and marks `used`, `idiomAt` and `lukewarmAt`.
 */
export function findMentions(work: TextWork, compiled: CompiledPack): void {
  const { tokenized, infos, elsewhere, mentions, used, idiomAt, lukewarmAt } = work;
  const { tokens, kinds, clauses, clauseOf } = tokenized;
  const n = tokens.length;
  const { aspectUntil } = compiled;
  aspectUntil.fill(0);

  let blockedUntil = 0;
  let idiomUntil = 0;
  let coveredUntil = 0;
  for (let i = 0; i < n; i++) {
    if (kinds[i] !== WORD || i < blockedUntil) continue;
    const candidates = cuesAt(infos[i], tokens, i);
    if (!candidates) continue;
    const limit = clauses[clauseOf[i]].end;
    // Across aspects, the longest cue at a position wins ("couldn't get anyone on the phone" over "couldn't get").
    let aspectLength = 0;
    // A cue with its own polarity says what an idiom of no more words at its start would ("never greeted"): once.
    let polarLength = 0;
    for (const entry of candidates) {
      const { aspect, score } = entry.value;
      if (aspect >= 0 && (i < aspectUntil[aspect] || entry.words.length < aspectLength)) continue;
      // Inside a longer cue of another aspect a shorter one means nothing: "dining room" is not the room.
      if (aspect >= 0 && i < coveredUntil && aspectLength === 0) continue;
      if (aspect === IDIOM && (i < idiomUntil || entry.words.length <= polarLength)) continue;
      if (!matchesAt(entry, tokens, kinds, i, limit)) continue;
      const end = i + entry.words.length;
      for (let k = i; k < end; k++) used[k] = 1;
      if (aspect === BLOCKER) {
        blockedUntil = end;
        break;
      }
      if (aspect === IDIOM) {
        // An idiom's words mean the idiom, not an aspect ("need to work on" is not about the work).
        idiomAt[i] = score;
        if (entry.value.lukewarm) lukewarmAt[i] = entry.value.lukewarm;
        idiomUntil = end;
        blockedUntil = end;
      } else {
        aspectLength = entry.words.length;
        if (score !== 0 && (elsewhere === null || !elsewhere[i])) polarLength = Math.max(polarLength, aspectLength);
        aspectUntil[aspect] = end;
        if (entry.words.length > 1) coveredUntil = Math.max(coveredUntil, end);
        if (elsewhere === null || !elsewhere[i]) {
          mentions.push({ aspect, start: i, end, clause: clauseOf[i], own: score, score: 0 });
        }
      }
    }
  }
}
