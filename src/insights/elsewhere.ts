/**
 * Sentences about another business: "the other company never called back" and "the bakery down the street has
 * better bread" say nothing about this one, so their cues and sentiment are left out.
 */
import type { WordInfo } from "./compile.ts";
import { type TokenizedText, WORD } from "./text.ts";
import { scratch } from "./text_work.ts";

/** Words that, before a business noun, mean a business other than this one: "the other company". */
export const OTHER_BUSINESS = [
  "other",
  "another",
  "previous",
  "prior",
  "former",
  "different",
  "last",
  "old",
  "original",
  // "most places in town", "most sushi places"; not "the most amazing place".
  "most",
];
/**
 * Words that name another business only after "the" or "a" ("the next company who fixed it", "the second plumber we
 * called"); "next, the plumber..." and "the second plumber they sent" are this business's.
 */
export const ORDINAL_BUSINESS = ["next", "second", "third", "fourth"];
/** Who sent the worker after an ordinal: "the second plumber they sent" is still this business's. */
const SENT_BY_THEM = new Set(["they", "he", "she", "the", "this", "them"]);
/** Nouns for a business (or its trade) that follow an {@link OTHER_BUSINESS} word. */
const BUSINESS_NOUNS = new Set(
  ("company companies business businesses place places shop shops firm firms plumber plumbers contractor " +
    "contractors dentist dentists doctor doctors lawyer lawyers attorney attorneys restaurant restaurants bakery " +
    "bakeries mechanic mechanics dealer dealers dealership dealerships garage garages clinic clinics facility " +
    "facilities provider providers agency agencies store stores outfit vendor vendors hvac companys location " +
    "locations branch branches").split(" "),
);
/** Words before which an other-business phrase is only a point of comparison ("cheaper than the other company"). */
const COMPARISON = new Set(["than", "unlike", "over", "vs", "versus", "to"]);
/**
 * "With" and "from" compare only after these ("compared with the other company", "different from the old place");
 * otherwise the phrase is what the clause is about ("a horrible experience with our last plumber", "we switched from
 * the other company").
 */
const COMPARING = new Set(["compared", "compare", "comparison", "different", "differ", "similar", "comparable"]);
/** Words that place a clause's judgement with the business after them: "a bad experience with the last plumber". */
const ABOUT = new Set(["with", "at", "from"]);
/** Words that join a statement of its own before an other-business phrase in the same clause. */
const JOINED = new Set(["and", "so", "then", "or"]);
/** Words before "most" that make it a superlative ("the most amazing place"), not "most places". */
const SUPERLATIVE_BEFORE = new Set("the a my our your his her their its one".split(" "));

/**
 * Whether the other business's phrase starting at `at` is what its clause judges: it follows "with", "at" or "from"
 * within three words ("a horrible experience with our last plumber", "much better service from the pizza place next
 * door"), so the judgement before it is that business's too.
 */
function aboutIt({ tokens, kinds, clauses, clauseOf }: TokenizedText, at: number): boolean {
  let about = false;
  for (let k = at - 1; k >= 0 && k >= at - 3 && kinds[k] === WORD; k--) {
    if (ABOUT.has(tokens[k])) {
      about = !compares(tokens, k);
      break;
    }
  }
  if (!about) return false;
  // "Save yourself the hassle and buy from a different company": a statement joined before it is the reviewer's.
  for (let k = clauses[clauseOf[at]].start; k < at; k++) if (JOINED.has(tokens[k])) return false;
  return true;
}

/**
 * Whether the word at `i` (one that names another business before a business noun) may point elsewhere here: "most"
 * only as a quantifier ("most places"), not in "the most amazing place" or "most of the food", so the common
 * superlative costs no search.
 */
export function mayPointElsewhere(tokens: readonly string[], i: number): boolean {
  return tokens[i] !== "most" || (!SUPERLATIVE_BEFORE.has(tokens[i - 1]) && tokens[i + 1] !== "of");
}

/** Whether the word at `at`, before an other-business phrase, makes the phrase a point of comparison. */
function compares(tokens: readonly string[], at: number): boolean {
  const word = tokens[at];
  if (COMPARISON.has(word)) return true;
  return (word === "with" || word === "from") && COMPARING.has(tokens[at - 1]);
}

/**
 * Token flags: 1 ({@link BETTER_ELSEWHERE} for a "better" said of it) from the words that name another business to
 * the end of the sentence or the next contrast ("he spotted a leak | the last company missed"; "the other company
 * never called back, | but these guys did").
 */
export function elsewhereTokens(tokenized: TokenizedText, infos: ReadonlyArray<WordInfo | undefined>): Uint8Array {
  const { tokens, kinds } = tokenized;
  const flags = scratch.bytes(8, tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    if (!infos[i]?.other) continue;
    let noun = -1;
    for (let k = i + 1; k <= i + 2 && k < tokens.length && kinds[k] === WORD; k++) {
      if (BUSINESS_NOUNS.has(tokens[k])) {
        noun = k;
        break;
      }
    }
    if (noun < 0) continue;
    if (ORDINAL_BUSINESS.includes(tokens[i])) {
      // "a quote from the next company" is that company's; "than the next company" only compares.
      if (!isOtherByOrdinal(tokens, i, noun) || tokens[i - 2] === "than") continue;
    } else if (compares(tokens, i - 1) || (kinds[i - 1] === WORD && compares(tokens, i - 2))) continue;
    else if (tokens[i] === "most" && SUPERLATIVE_BEFORE.has(tokens[i - 1])) continue;
    // "We had a horrible experience with our last plumber": the whole clause is about that business.
    flagFrom(tokenized, flags, aboutIt(tokenized, i) ? tokenized.clauses[tokenized.clauseOf[i]].start : i);
  }
  // "the bakery down the street", "the shop next door": a business somewhere else.
  for (let i = 1; i + 2 < tokens.length; i++) {
    // The rarer test first: most tokens are followed by no "down", "next"...
    if (!isElsewhere(tokens, i + 1) || !BUSINESS_NOUNS.has(tokens[i])) continue;
    flagFrom(tokenized, flags, aboutIt(tokenized, i - 1) ? tokenized.clauses[tokenized.clauseOf[i]].start : i - 1);
  }
  return flags;
}

/**
 * Whether an ordinal before a business noun at `noun` names another business: "the next company", "the third
 * company we called"; not "the second plumber they sent", and "second" or "third" only with the
 * customer as the one who called ("the second plumber we called"), since "the second technician" may be this one's.
 */
function isOtherByOrdinal(tokens: readonly string[], i: number, noun: number): boolean {
  const before = tokens[i - 1];
  if (before !== "the" && before !== "a") return false;
  const after = tokens[noun + 1];
  if (SENT_BY_THEM.has(after)) return false;
  return tokens[i] === "next" || after === "we" || after === "i";
}

/** Whether the words at `at` place a business elsewhere: "down the street", "next door", "around the corner". */
function isElsewhere(tokens: readonly string[], at: number): boolean {
  const a = tokens[at];
  if (a !== "down" && a !== "across" && a !== "up" && a !== "next" && a !== "around") return false;
  const b = tokens[at + 1];
  const c = tokens[at + 2];
  return (b === "the" && (a === "down" || a === "across" || a === "up") &&
    (c === "street" || c === "road" || c === "block")) ||
    (a === "next" && b === "door") || (a === "around" && b === "the" && c === "corner");
}

/** Words that open a clause back about the reviewer or this business: "..., we gave this one a try and loved it". */
const TURNS_BACK = new Set(["i", "we", "this", "these", "here"]);

/** Flags tokens from `i` to the end of its sentence, or to the next contrast or a clause that turns back. */
function flagFrom(tokenized: TokenizedText, flags: Uint8Array, i: number): void {
  const { clauses, clauseOf } = tokenized;
  if (i < 0) return;
  // The rest of the sentence is about that business, until a contrast turns back to this one.
  const c = clauseOf[i];
  for (let k = c; k < clauses.length && clauses[k].sentence === clauses[c].sentence; k++) {
    if (k > c && (clauses[k].weight > 1 || TURNS_BACK.has(tokenized.tokens[clauses[k].start]))) break;
    for (let t = k === c ? i : clauses[k].start; t < clauses[k].end; t++) {
      flags[t] = isBetter(tokenized.tokens, t) ? BETTER_ELSEWHERE : 1;
    }
  }
}

/** Flag of a "better" said of another business (see {@link elsewhereTokens}); other flagged tokens are 1. */
export const BETTER_ELSEWHERE = 2;
/** Words before "better" that deny it: "the other place was no better". */
const DENY_BETTER = new Set(["no", "not", "any", "none", "hardly", "barely", "never"]);

/**
 * Whether the token at `t`, in a span about another business, says that business is better: "so many places nearby
 * that are much better", "better off at the diner next door". This business lost the comparison, which is a
 * complaint about it (issue 9: bad visits told as advice to go elsewhere).
 */
function isBetter(tokens: readonly string[], t: number): boolean {
  return tokens[t] === "better" && !DENY_BETTER.has(tokens[t - 1]) && !DENY_BETTER.has(tokens[t - 2]);
}
