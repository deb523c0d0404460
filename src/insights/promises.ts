/**
 * Broken promises and unreal conditions: "they promised to come back and never did", "said he would call, but he
 * never did", "if they had called back I'd have hired them". What was promised or wished for is praise only when it
 * happened, so such a sentence is a complaint about it, whatever cue it names ("come back" is no follow-up here).
 * Likewise a return that found the failure again ("came back a week later and it was leaking again") is no praise
 * of a follow-up: the failure, judged by its own cue or event, is what the sentence tells.
 *
 * Pure: reads the tokens and the cue marks of `analyzeText`, returns events in the flat triples of events.ts.
 */
import type { WordInfo } from "./compile.ts";
import { NEGATIVE_CUE, POSITIVE_CUE } from "./events.ts";
import { type TokenizedText, WORD } from "./text.ts";

/** What a broken promise weighs: as strong as a wrong charge, there is no doubt about it. */
const BROKEN = -0.7;
/** An unreal condition ("if they had called back") is a complaint, less plainly said. */
const UNREAL = -0.5;
/** How far after the promise its failure may be told, in tokens. */
const REACH = 16;

/** Words that promise: "promised", "assured us", "said they would", "was supposed to". */
const PROMISE_WORDS = new Set(["promised", "promise", "promises", "assured", "swore", "guaranteed"]);
const SAYERS = new Set(["said", "told", "says", "tells"]);
const WOULD = new Set(["would", "will", "could", "were", "was", "'d"]);
/** Words that tell a promise failed: "never did", "didn't", "still haven't". */
const FAILED = new Set(["never", "didn't", "didnt", "hasn't", "haven't", "hadn't", "wasn't", "weren't", "won't"]);
/** Verbs of a return: "came back", "went back", "brought it back". */
const RETURNS = new Set(["came", "come", "comes", "went", "go", "brought", "took", "drove"]);
/** Words after "still" that tell a failure: "still not working", "still leaking" (not "still works great"). */
const STILL_FAILING = new Set([
  "not",
  "no",
  "leaking",
  "broken",
  "dripping",
  "clogged",
  "making",
  "having",
  "had",
  "has",
  "the",
  "doing",
]);

/** Whether token `k` tells a failure came back: "again", "still not working", "still leaking". */
function failsAgain(tokens: readonly string[], k: number): boolean {
  if (tokens[k] === "again") return true;
  if (tokens[k] !== "still") return false;
  const next = tokens[k + 1] ?? "";
  return STILL_FAILING.has(next) || next.endsWith("n't");
}

/** Who the business is in "if they had ...": its people, not the customer. */
const THEY = new Set(["they", "he", "she", "someone", "somebody", "anyone", "anybody", "the"]);

/** Verbs of a wish in the past tense that do not end in "-ed": "if they took more care", "if they cared". */
const WISHED = new Set(["were", "did", "took", "gave", "made", "paid", "spent", "knew", "got", "showed", "came"]);

/**
 * Whether an unreal condition about the business starts at `i`: "if they had ...", "had they ...", "if they
 * lowered ...", "if the staff had ...". The customer's own ("if I had known") and the reader's ("if you want")
 * are not.
 */
function unrealAt(tokens: readonly string[], i: number): boolean {
  const token = tokens[i];
  const who = tokens[i + 1];
  if (token === "had") return who === "they" || who === "he" || who === "she";
  if (token !== "if" || !THEY.has(who)) return false;
  if (tokens[i + 2] === "had" || tokens[i + 3] === "had") return true;
  // A wish in the past tense needs a pronoun: "if the food tasted better" is about the food, said with its noun.
  if (who === "the") return false;
  const verb = tokens[i + 2] ?? "";
  return (verb.endsWith("ed") && verb !== "need" && verb !== "needed") || WISHED.has(verb) ||
    (verb === "would" || verb === "could");
}

/**
 * The words a broken promise, an unreal condition or a return may start at: marked in the compiled word table so
 * every other token costs no lookup.
 */
export const PROMISE_STARTS: readonly string[] = [
  ...PROMISE_WORDS,
  ...SAYERS,
  ...RETURNS,
  "supposed",
  "if",
  "had",
];

/**
 * Whether a negative cue, an idiom or a complaint event starts in `[start, end)` inside the clause the promise
 * starts in: there it already reaches what the promise names; in a later clause ("..., but he never did") it does
 * not, and the promise keeps its own event.
 */
function judgedWithin(
  tokenized: TokenizedText,
  start: number,
  end: number,
  polarCue: Uint8Array,
  idiomAt: Float64Array,
  told: readonly number[] | null,
): boolean {
  const clauseEnd = Math.min(end, tokenized.clauses[tokenized.clauseOf[start]].end);
  for (let k = start; k < clauseEnd; k++) if (polarCue[k] === NEGATIVE_CUE || idiomAt[k] !== 0) return true;
  if (told === null) return false;
  for (let e = 0; e < told.length; e += 3) if (told[e] >= start && told[e] < clauseEnd) return true;
  return false;
}

/** Where a promise starts at `i` ends (exclusive), or 0 when none does. */
function promiseAt(tokens: readonly string[], i: number): number {
  const token = tokens[i];
  if (PROMISE_WORDS.has(token)) return i + 1;
  // "was supposed to", "were supposed to".
  if (token === "supposed" && tokens[i + 1] === "to") return i + 2;
  if (!SAYERS.has(token)) return 0;
  // "said they would", "told us he'd", "said it would be done".
  let at = i + 1;
  if (tokens[at] === "us" || tokens[at] === "me") at++;
  if (tokens[at] === "that") at++;
  const subject = tokens[at];
  if (subject === "they'd" || subject === "he'd" || subject === "she'd" || subject === "it'd") return at + 1;
  if (subject === "they" || subject === "he" || subject === "she" || subject === "it" || subject === "someone") {
    return WOULD.has(tokens[at + 1]) ? at + 2 : 0;
  }
  return 0;
}

/** Where the failure told at `i` ends (exclusive), or 0: "never", "didn't", "did not", "still haven't". */
function failureAt(tokens: readonly string[], i: number): number {
  const token = tokens[i];
  if (FAILED.has(token)) return i + 1;
  if ((token === "did" || token === "has" || token === "have") && tokens[i + 1] === "not") return i + 2;
  if (token === "no" && (tokens[i + 1] === "one" || tokens[i + 1] === "call" || tokens[i + 1] === "show")) return i + 2;
  return 0;
}

/**
 * The broken promises and unreal conditions of `tokenized`, as flat triples `[start, end (exclusive), score, ...]`,
 * or null when there are none. Positive cues inside one are cleared from `polarCue`: what was promised and not done
 * is no praise. One whose failure a negative cue, an idiom (`idiomAt`) or an event of `told` already judged adds no
 * event of its own. An unreal condition's clause gets the weight of a statement.
 */
export function markPromises(
  tokenized: TokenizedText,
  infos: ReadonlyArray<WordInfo | undefined>,
  polarCue: Uint8Array,
  idiomAt: Float64Array,
  told: readonly number[] | null,
): number[] | null {
  const { tokens, kinds, clauses, clauseOf } = tokenized;
  let found: number[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    // Most words start nothing (see PROMISE_STARTS).
    if (kinds[i] !== WORD || infos[i]?.promise !== true) continue;
    const sentence = clauses[clauseOf[i]].sentence;
    let end = 0;
    let score = BROKEN;
    const promised = promiseAt(tokens, i);
    if (promised !== 0) {
      // The failure follows in the same sentence: "promised a call back, but it never came".
      for (let k = promised; k < tokens.length && k < promised + REACH; k++) {
        if (clauses[clauseOf[k]].sentence !== sentence) break;
        if (kinds[k] !== WORD) continue;
        const failed = failureAt(tokens, k);
        if (failed !== 0) {
          end = failed;
          break;
        }
      }
    } else if (unrealAt(tokens, i) && (tokens[i] === "if" || i === clauses[clauseOf[i]].start)) {
      // "If they had called back ...", "Had they shown up ...", "if they lowered the prices ...": it did not happen;
      // the clause tells what. It reports an experience, so it weighs like a statement, not like a condition ("if
      // you want great food, ...").
      const clause = clauses[clauseOf[i]];
      end = clause.end;
      score = UNREAL;
      clause.weight = 1;
    }
    if (end === 0 && RETURNS.has(tokens[i])) {
      // "Came back a week later and it was leaking again": clear the praise up to "again", add no event.
      const back = tokens[i + 1] === "back" ? i + 1 : tokens[i + 2] === "back" ? i + 2 : 0;
      for (let k = back + 1; back !== 0 && k < tokens.length && k < back + REACH; k++) {
        if (clauses[clauseOf[k]].sentence !== sentence) break;
        if (kinds[k] !== WORD || !failsAgain(tokens, k)) continue;
        for (let m = i; m < k; m++) if (polarCue[m] === POSITIVE_CUE) polarCue[m] = 0;
        break;
      }
      continue;
    }
    if (end === 0) continue;
    for (let k = i; k < end; k++) if (polarCue[k] === POSITIVE_CUE) polarCue[k] = 0;
    // Counted once: a failure already judged by a cue, an idiom or an event ("never did", "I would have hired
    // them") keeps its own weight; the promise only takes back the praise.
    if (!judgedWithin(tokenized, i, end, polarCue, idiomAt, told)) (found ??= []).push(i, end, score);
    i = end - 1;
  }
  return found;
}
