/**
 * Whose opinion a judgement is, and whether it is the reviewer's present verdict of this business. A judgement the
 * reviewer only reports ("my friend kept telling me how good their lunches are", "I had heard great things"), hoped
 * for or expected before the visit ("I was so excited when I saw they had cider", "I expected a great meal", "I
 * thought it would be fun"), held up as what should have happened ("it should have been hot", "instead of a warm,
 * friendly welcome") or gave to someone who is not the business ("a nice guy at the next table let us sit") is not
 * the reviewer's verdict of the visit. The word pass (word_sentiment.ts) weighs a reported, expected or bystander's
 * judgement little and reads an unreal one as negated; the reviewer's own words around it keep their weight ("I had
 * heard great things and they lived up to every one", "my neighbour swears by them, but our installer was rude").
 */
import type { WordInfo } from "./compile.ts";
import { QUOTED } from "./irony.ts";
import { NEGATION_FACTOR } from "./polarity.ts";
import { isPastTense, JOINERS, SUBJECTS } from "./scope.ts";
import { scratch } from "./text_work.ts";
import { SENTENCE_BREAK, type TokenizedText, WORD } from "./text.ts";
import {
  BELIEVED,
  BYSTANDERS,
  COMPARED,
  CUSTOMERS,
  EXCEPTING,
  EXCITED,
  EXPECTING,
  NOT_HEARSAY,
  ONLY_GOOD,
  OTHER_VOICES,
  OWN_SUBJECTS,
  OWN_VOICE,
  PARTY_VOICES,
  PASSIVE,
  PAST_BE,
  PRAISING_VERBS,
  PROMISING_VERBS,
  RATED,
  RATED_BY,
  REPORTS_CLAUSE,
  SPEECH_VERBS,
  STAFF_VOICES,
  WANTED_WHAT,
  WOULD,
} from "./stance_words.ts";

/** Praise someone else gave, or the reviewer's hope or expectation before the visit: it weighs little. */
export const REPORTED = 1;
/** What should have happened and did not ("should have been hot", "instead of a warm welcome"): praise is negated. */
export const UNREAL = 2;
/** Kindness of a bystander, another customer or a stranger: praise of someone who is not the business weighs little. */
export const BYSTANDER = 3;
/** The one good thing said of a bad visit ("the only redeeming quality was ..."): its praise weighs little. */
export const CONSOLATION = 4;
/** What a clause opened by "other than", "apart from", "aside from" or "except for" excepts: praise weighs little. */
export const EXCEPTED = 5;
/** The most words of the phrase "instead of" takes, as far as a negation reaches ("instead of a warm welcome"). */
const INSTEAD_OF_WORDS = 6;
/** How much a reported, hoped-for or bystander's judgement weighs beside the reviewer's own. */
export const REPORTED_WEIGHT = 0.3;

/**
 * Whether the nearest subject before the verb at `i` (up to three words, in its clause) is someone else whose words
 * report an opinion: anyone but the reviewer for promises and claims; the business's people when they report a clause
 * ("they said it had to be in good working order"; "the manager said sorry" is a deed); the reviewer's party only with
 * a praising verb ("my wife recommended it"; what they said at the visit is the party's own verdict).
 */
function someoneElseSays(tokens: readonly string[], kinds: Uint8Array, i: number): boolean {
  const word = tokens[i];
  if (PASSIVE.has(tokens[i - 1]) && word !== "said" && word !== "say") return true;
  for (let k = i - 1; k >= 0 && k >= i - 3 && kinds[k] === WORD; k--) {
    const subject = tokens[k];
    if (OWN_SUBJECTS.has(subject)) return false;
    if (OTHER_VOICES.has(subject)) return true;
    if (STAFF_VOICES.has(subject)) return PROMISING_VERBS.has(word) || REPORTS_CLAUSE.has(tokens[i + 1]);
    if (PARTY_VOICES.has(subject)) return PRAISING_VERBS.has(word);
  }
  return false;
}

/** Whether a condition follows in the sentence of `i` ("... if it was hot"), other than one for the reader. */
function unrealIf(tokens: readonly string[], kinds: Uint8Array, i: number): boolean {
  for (let k = i + 2; k < i + 12 && k < tokens.length && kinds[k] !== SENTENCE_BREAK; k++) {
    if (tokens[k] === "if") return tokens[k + 1] !== "you" && tokens[k + 1] !== "you're" && tokens[k + 1] !== "your";
  }
  return false;
}

/**
 * How a judgement (a word, an idiom or a cue with its own polarity) counts in the stance its words are said in:
 * praise reported, hoped for or a bystander's, little; unreal praise as its negation ("should have been hot"). A
 * complaint keeps its weight there: what the reviewer's party said at the visit ("my wife told the waiter her fish
 * was dry") is their own verdict, and hearsay of faults weighed little lost real complaints on the held-out reviews.
 */
export function stanceFactor(kind: number, negated: boolean, value: number): number {
  if (value <= 0) return 1;
  if (kind === UNREAL) return negated ? 1 : NEGATION_FACTOR;
  return kind === 0 ? 1 : REPORTED_WEIGHT;
}

/** Every word at which a stance may open, for the word table (compile.ts): the analyser looks further only at them. */
export const STANCE_STARTS: readonly string[] = [
  ...SPEECH_VERBS,
  ...PRAISING_VERBS,
  ...RATED,
  "heard",
  "only",
  ...EXPECTING,
  ...EXCITED,
  ...BELIEVED,
  "forward",
  "wanted",
  "looking",
  "mood",
  "should",
  "should've",
  "shouldve",
  "supposed",
  "supposedly",
  "potential",
  "would",
  "instead",
  ...EXCEPTING.keys(),
  "another",
  "other",
  "fellow",
  "stranger",
  "strangers",
  "next",
  "behind",
  "front",
];

/** Whether a word before `i` (up to `back` words, inside the clause) is one of `words`. */
function before(tokens: readonly string[], kinds: Uint8Array, i: number, back: number, words: ReadonlySet<string>) {
  for (let k = i - 1; k >= 0 && k >= i - back && kinds[k] === WORD; k--) if (words.has(tokens[k])) return true;
  return false;
}

/** No stance opens here. */
const NONE = -1;
/** A stance's kind and the token its span starts at (-1 for its whole clause), packed in one number: no allocation. */
const opening = (kind: number, start: number) => kind * 0x1000000 + (start + 1);

/**
 * Where a stance opens at `i`: its kind and the token its span starts at (the words after the trigger, or the trigger
 * itself for excitement), packed by `opening`, or {@link NONE}.
 */
function opensAt(
  tokens: readonly string[],
  kinds: Uint8Array,
  i: number,
  clauseStart: number,
): number {
  const word = tokens[i];
  const next = tokens[i + 1];
  if (word === "heard") return next === undefined || NOT_HEARSAY.has(next) ? NONE : opening(REPORTED, i + 1);
  if (SPEECH_VERBS.has(word)) return someoneElseSays(tokens, kinds, i) ? opening(REPORTED, i + 1) : NONE;
  // Others' votes and ratings: "it was voted best hot dog in the Valley", "it's rated highly on every site".
  if (RATED.has(word)) {
    return RATED_BY.has(tokens[i - 1]) || RATED_BY.has(tokens[i - 2]) ? opening(REPORTED, i + 1) : NONE;
  }
  if (PRAISING_VERBS.has(word)) return someoneElseSays(tokens, kinds, i) ? opening(REPORTED, i) : NONE;
  // "The only redeeming quality was our server": the one good thing of a bad visit, to the end of the sentence.
  if (word === "only") {
    return (tokens[i - 1] === "the" || tokens[i - 1] === "one") && ONLY_GOOD.has(next) ? opening(CONSOLATION, i) : NONE;
  }
  if (EXPECTING.has(word)) {
    if (COMPARED.has(tokens[i - 1]) || COMPARED.has(tokens[i - 2])) return NONE;
    return opening(REPORTED, i + 1);
  }
  if (EXCITED.has(word)) return before(tokens, kinds, i, 3, PAST_BE) ? opening(REPORTED, i) : NONE;
  if (BELIEVED.has(word)) {
    for (let k = i + 1; k <= i + 3 && kinds[k] === WORD; k++) if (WOULD.has(tokens[k])) return opening(REPORTED, k + 1);
    return NONE;
  }
  // What the reviewer came for: "we just wanted a nice quiet dinner", "we were looking for a good brunch spot"; not
  // "I wanted to thank the staff".
  if (word === "wanted") return WANTED_WHAT.has(next) ? opening(REPORTED, i + 1) : NONE;
  if (word === "looking" && next === "for") {
    return before(tokens, kinds, i, 2, PAST_BE) ? opening(REPORTED, i + 2) : NONE;
  }
  if (word === "mood" && next === "for") return before(tokens, kinds, i, 3, PAST_BE) ? opening(REPORTED, i + 2) : NONE;
  if (word === "forward") {
    // "we were looking forward to a nice dinner"; "I'm looking forward to going back" is a return.
    if (tokens[i - 1] === "looked") return opening(REPORTED, i + 1);
    return tokens[i - 1] === "looking" && before(tokens, kinds, i - 1, 2, PAST_BE) ? opening(REPORTED, i + 1) : NONE;
  }
  // "It was supposed to be a relaxing evening" did not happen; "it's supposed to be the best in town" is reputation.
  if (word === "supposed") {
    if (next !== "to") return NONE;
    return tokens[i - 1] === "was" || tokens[i - 1] === "were" ? opening(UNREAL, i + 2) : opening(REPORTED, i + 2);
  }
  // "It has the potential to be amazing": what it might be, not what it was.
  if (word === "potential") return next === "to" ? opening(REPORTED, i + 2) : NONE;
  // The main clause of an unreal condition: "the food would be good if it was hot", "it would be great if they
  // answered the phone"; not "it would be great if you want a quiet dinner", which advises the reader.
  if (word === "would" && next === "be" && unrealIf(tokens, kinds, i)) return opening(UNREAL, i + 2);
  if (word === "supposedly") return opening(REPORTED, i + 1);
  if (word === "should" || word === "should've" || word === "shouldve") {
    // "You should have the lamb" advises; "it should have been hot" did not happen.
    const subject = tokens[i - 1];
    if (subject === "you" || subject === "everyone" || subject === "everybody" || subject === "anyone") return NONE;
    if (word === "should") return next === "have" ? opening(UNREAL, i + 2) : NONE;
    return opening(UNREAL, i + 1);
  }
  if (word === "instead") return next === "of" ? opening(UNREAL, i + 2) : NONE;
  // "Other than the great happy hour prices, it's hit or miss": what is excepted is the one good thing, in its clause.
  if (
    i === clauseStart &&
    ((word === "other" && next === "than") || (EXCEPTING.has(word) && next === EXCEPTING.get(word)))
  ) {
    return opening(EXCEPTED, i + 2);
  }
  if (word === "another" || word === "other" || word === "fellow") {
    return CUSTOMERS.has(next) ? opening(BYSTANDER, -1) : NONE;
  }
  if (word === "stranger" || word === "strangers") return opening(BYSTANDER, -1);
  // A person placed beside the reviewer: "a nice guy at the next table", "the couple next to us", "a lady behind me".
  if (
    (word === "next" && (next === "to" || next === "table")) || word === "behind" ||
    (word === "front" && tokens[i - 1] === "in")
  ) {
    return before(tokens, kinds, i, 4, BYSTANDERS) ? opening(BYSTANDER, -1) : NONE;
  }
  return NONE;
}

/**
 * Per token, the stance its judgement is said in ({@link REPORTED}, {@link UNREAL}, {@link BYSTANDER},
 * {@link CONSOLATION}, {@link EXCEPTED}; 0 for the reviewer's own), or null when the text has none. A span runs from
 * its opening to the end of the clause and on through the list that continues it ("the staff friendly, and the
 * prices fair"), until a contrast or the reviewer speaking again ("..., but I found it soggy", "..., so I ordered
 * it"); a bystander's span is its whole clause.
 */
export function stanceTokens(tokenized: TokenizedText, infos: ReadonlyArray<WordInfo | undefined>): Uint8Array | null {
  const { tokens, kinds, clauses, clauseOf } = tokenized;
  let marks: Uint8Array | null = null;
  for (let i = 0; i < tokens.length; i++) {
    if (!infos[i]?.stance) continue;
    const opened = opensAt(tokens, kinds, i, clauses[clauseOf[i]].start);
    if (opened === NONE) continue;
    const kind = Math.floor(opened / 0x1000000);
    const start = (opened % 0x1000000) - 1;
    marks ??= scratch.bytes(7, tokens.length);
    const c = clauseOf[i];
    const from = start < 0 ? clauses[c].start : start;
    let t = from;
    // "I had heard great things and they lived up to every one": the reviewer's own statement again. "Instead of" takes
    // a phrase of a few words ("instead of a warm welcome"), which ends where the main clause's subject starts:
    // "instead of losing some teeth I have teeth that look really good".
    const phrase = tokens[i] === "instead";
    const end = phrase ? Math.min(clauses[c].end, from + INSTEAD_OF_WORDS) : clauses[c].end;
    for (; t < end; t++) {
      if (t > from && (speaksOn(tokens, t) || (phrase && SUBJECTS.has(tokens[t])))) break;
      if (marks[t] === 0) marks[t] = kind;
    }
    if (kind === BYSTANDER || kind === EXCEPTED || t < clauses[c].end) continue;
    for (let k = c + 1; k < clauses.length && clauses[k].sentence === clauses[c].sentence; k++) {
      const clause = clauses[k];
      // The one good thing of a bad visit runs to the sentence's end; other spans stop where the reviewer speaks again.
      const own = kind !== CONSOLATION &&
        (clause.weight > 1 || clause.weight !== clauses[c].weight || speaksAgain(tokens, clause.start, clause.end));
      if (own) break;
      for (let t = clause.start; t < clause.end; t++) if (marks[t] === 0) marks[t] = kind;
    }
  }
  return marks;
}

/**
 * Whether the reviewer's own statement starts again at `t` inside a clause: "... and they lived up to every one", "I
 * heard about it from a friend and loved it" (a joined verb with no subject of its own is the reviewer's).
 */
const speaksOn = (tokens: readonly string[], t: number) =>
  JOINERS.has(tokens[t]) && (SUBJECTS.has(tokens[t + 1]) || FINITE.has(tokens[t + 1]) || isPastTense(tokens[t + 1]));
/** Finite verbs that, after "and", go on with the reviewer as subject: "and were blown away", "and found a gem". */
const FINITE = new Set(["was", "were", "had", "got", "found", "loved", "is", "are", "will", "would", "can", "has"]);
/**
 * Whether the clause at [at, end) is a statement of its own, not an item of the list the span goes on through ("the
 * staff friendly, and the prices fair"): it opens in the reviewer's voice ("..., so I ordered it") or has a verb of its
 * own ("I had heard great things, the food was every bit as good").
 */
function speaksAgain(tokens: readonly string[], at: number, end: number): boolean {
  if (OWN_VOICE.has(tokens[at]) || (tokens[at] === "and" && OWN_VOICE.has(tokens[at + 1]))) return true;
  for (let t = at; t < end; t++) if (FINITE.has(tokens[t]) || isPastTense(tokens[t])) return true;
  return false;
}

/**
 * Adds the longer quotations irony.ts found to the stance marks as reported speech ('the hostess said "we will take
 * great care of you"'); returns the marks, or null when there are none.
 */
export function withQuotations(marks: Uint8Array | null, quoted: Uint8Array | null, n: number): Uint8Array | null {
  if (quoted === null) return marks;
  for (let i = 0; i < n; i++) {
    if (quoted[i] !== QUOTED) continue;
    marks ??= scratch.bytes(7, n);
    if (marks[i] === 0) marks[i] = REPORTED;
  }
  return marks;
}
