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
import { JOINERS, SUBJECTS } from "./scope.ts";
import { scratch } from "./text_work.ts";
import { SENTENCE_BREAK, type TokenizedText, WORD } from "./text.ts";

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
/** How much a reported, hoped-for or bystander's judgement weighs beside the reviewer's own. */
export const REPORTED_WEIGHT = 0.3;

/** Verbs of saying, promising or judging whose subject, when it is someone else, reports that person's opinion. */
const SPEECH_VERBS = new Set(
  ("say says said tell tells told telling claim claims claimed insist insists insisted promise promises promised " +
    "assure assures assured guarantee guarantees guaranteed").split(" "),
);
/** Verbs that are praise themselves, so their subject's praise starts at the verb: "friends recommended it highly". */
const PRAISING_VERBS = new Set(
  "rave raves raved raving swear swears swore recommend recommends recommended".split(" "),
);
/**
 * People (and reviews, and the business's own claims) other than the reviewer whose praise reviewers report: "my
 * friend kept telling me how good their lunches are", "everyone raves", "the website says", "the hostess promised us
 * a great table".
 */
const OTHER_VOICES = new Set(
  ("friend friends everyone everybody people others reviews reviewers review yelpers critics coworker coworkers " +
    "colleague colleagues wife husband boyfriend girlfriend neighbor neighbors neighbour neighbours mom dad mother " +
    "father sister brother family folks he she they website site menu sign ad ads owner manager waiter waitress " +
    "server hostess host staff employee guy lady").split(" "),
);
/** The reviewer (or the reader) as a subject: "I have to say", "let's just say", "needless to say". */
const OWN_SUBJECTS = new Set(["i", "we", "you", "me", "us", "let's", "lets", "to", "i'd", "we'd", "i'll"]);
/** Verbs of others' judgement that report it in the passive: "was voted best", "is rated highly", "billed as". */
const RATED = new Set(["voted", "rated", "named", "touted", "billed", "advertised", "hyped", "ranked"]);
/** Before a verb of telling or promising, the passive that makes the reviewer its hearer: "I was told". */
const PASSIVE = new Set(["was", "were", "been", "being", "got", "get"]);
/** Before a verb of others' judgement, the passive that reports it: "is rated", "was voted". */
const RATED_BY = new Set([...PASSIVE, "is", "are", "it's"]);

/** Whether the nearest subject before the verb at `i` (up to three words, in its clause) is someone else. */
function someoneElseSays(tokens: readonly string[], kinds: Uint8Array, i: number): boolean {
  if (PASSIVE.has(tokens[i - 1]) && tokens[i] !== "said" && tokens[i] !== "say") return true;
  for (let k = i - 1; k >= 0 && k >= i - 3 && kinds[k] === WORD; k--) {
    if (OWN_SUBJECTS.has(tokens[k])) return false;
    if (OTHER_VOICES.has(tokens[k])) return true;
  }
  return false;
}

/** Openers of an exception by first word: "apart from", "aside from", "except for". */
const EXCEPTING: ReadonlyMap<string, string> = new Map([["apart", "from"], ["aside", "from"], ["except", "for"]]);
/** Whether a condition follows in the sentence of `i` ("... if it was hot"), other than one for the reader. */
function unrealIf(tokens: readonly string[], kinds: Uint8Array, i: number): boolean {
  for (let k = i + 2; k < i + 12 && k < tokens.length && kinds[k] !== SENTENCE_BREAK; k++) {
    if (tokens[k] === "if") return tokens[k + 1] !== "you" && tokens[k + 1] !== "you're" && tokens[k + 1] !== "your";
  }
  return false;
}

/** After "the only", what makes the sentence a consolation: "the only good thing was the salsa". */
const ONLY_GOOD = new Set(
  "good redeeming positive saving bright nice decent upside plus pro highlight".split(" "),
);
/** Words after "heard" that make it no hearsay of an opinion: "never heard back", "heard from them", "heard of". */
const NOT_HEARSAY = new Set(["from", "back", "of", "nothing", "anything", "no"]);
/** Verbs of expectation: the praise after them was hoped for, not found ("I expected a great meal"). */
const EXPECTING = new Set(["expected", "expecting", "anticipated", "anticipating", "hoped", "hoping"]);
/** Words before an expectation verb that make it a comparison with what was found: "better than expected". */
const COMPARED = new Set(["as", "than", "what", "be", "is", "are", "been"]);
/** Words of excitement that, said in the past tense, are anticipation: "we were so excited to try it". */
const EXCITED = new Set(["excited", "thrilled", "stoked", "psyched", "pumped"]);
/** Verbs of belief that, before "would", tell what the reviewer expected: "I thought it would be fun". */
const BELIEVED = new Set(["thought", "figured", "assumed", "imagined", "believed", "guessed"]);
const WOULD = new Set(["would", "it'd", "they'd", "would've", "wouldve"]);
const PAST_BE = new Set(["was", "were", "been", "had"]);
/** What "wanted" takes when it names what the reviewer came for: "wanted a quick bite", "wanted something fun". */
const WANTED_WHAT = new Set(["a", "an", "some", "something", "just", "nothing"]);
/** People who are not the business: praise of them credits no one there ("the couple next to us were lovely"). */
const BYSTANDERS = new Set(
  ("guy guys man men woman women lady ladies couple gentleman people family customer customers diner diners patron " +
    "patrons guest guests stranger strangers folks girl boy kids").split(" "),
);
/** Customers other than the reviewer: "another customer", "other diners", "fellow patrons". */
const CUSTOMERS = new Set(
  "customer customers diner diners patron patrons guest guests shopper shoppers people couple".split(" "),
);

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

/**
 * Where a stance opens at `i`: its kind and the token its span starts at (the words after the trigger, or the trigger
 * itself for excitement), or null.
 */
function opensAt(
  tokens: readonly string[],
  kinds: Uint8Array,
  i: number,
  clauseStart: number,
): [number, number] | null {
  const word = tokens[i];
  const next = tokens[i + 1];
  if (word === "heard") return next === undefined || NOT_HEARSAY.has(next) ? null : [REPORTED, i + 1];
  if (SPEECH_VERBS.has(word)) return someoneElseSays(tokens, kinds, i) ? [REPORTED, i + 1] : null;
  // Others' votes and ratings: "it was voted best hot dog in the Valley", "it's rated highly on every site".
  if (RATED.has(word)) return RATED_BY.has(tokens[i - 1]) || RATED_BY.has(tokens[i - 2]) ? [REPORTED, i + 1] : null;
  if (PRAISING_VERBS.has(word)) return someoneElseSays(tokens, kinds, i) ? [REPORTED, i] : null;
  // "The only redeeming quality was our server": the one good thing of a bad visit, to the end of the sentence.
  if (word === "only") {
    return (tokens[i - 1] === "the" || tokens[i - 1] === "one") && ONLY_GOOD.has(next) ? [CONSOLATION, i] : null;
  }
  if (EXPECTING.has(word)) {
    if (COMPARED.has(tokens[i - 1]) || COMPARED.has(tokens[i - 2])) return null;
    return [REPORTED, i + 1];
  }
  if (EXCITED.has(word)) return before(tokens, kinds, i, 3, PAST_BE) ? [REPORTED, i] : null;
  if (BELIEVED.has(word)) {
    for (let k = i + 1; k <= i + 3 && kinds[k] === WORD; k++) if (WOULD.has(tokens[k])) return [REPORTED, k + 1];
    return null;
  }
  // What the reviewer came for: "we just wanted a nice quiet dinner", "we were looking for a good brunch spot"; not
  // "I wanted to thank the staff".
  if (word === "wanted") return WANTED_WHAT.has(next) ? [REPORTED, i + 1] : null;
  if (word === "looking" && next === "for") return before(tokens, kinds, i, 2, PAST_BE) ? [REPORTED, i + 2] : null;
  if (word === "mood" && next === "for") return before(tokens, kinds, i, 3, PAST_BE) ? [REPORTED, i + 2] : null;
  if (word === "forward") {
    // "we were looking forward to a nice dinner"; "I'm looking forward to going back" is a return.
    if (tokens[i - 1] === "looked") return [REPORTED, i + 1];
    return tokens[i - 1] === "looking" && before(tokens, kinds, i - 1, 2, PAST_BE) ? [REPORTED, i + 1] : null;
  }
  // "It was supposed to be a relaxing evening" did not happen; "it's supposed to be the best in town" is reputation.
  if (word === "supposed") {
    if (next !== "to") return null;
    return tokens[i - 1] === "was" || tokens[i - 1] === "were" ? [UNREAL, i + 2] : [REPORTED, i + 2];
  }
  // "It has the potential to be amazing": what it might be, not what it was.
  if (word === "potential") return next === "to" ? [REPORTED, i + 2] : null;
  // The main clause of an unreal condition: "the food would be good if it was hot", "it would be great if they
  // answered the phone"; not "it would be great if you want a quiet dinner", which advises the reader.
  if (word === "would" && next === "be" && unrealIf(tokens, kinds, i)) return [UNREAL, i + 2];
  if (word === "supposedly") return [REPORTED, i + 1];
  if (word === "should" || word === "should've" || word === "shouldve") {
    // "You should have the lamb" advises; "it should have been hot" did not happen.
    const subject = tokens[i - 1];
    if (subject === "you" || subject === "everyone" || subject === "everybody" || subject === "anyone") return null;
    if (word === "should") return next === "have" ? [UNREAL, i + 2] : null;
    return [UNREAL, i + 1];
  }
  if (word === "instead") return next === "of" ? [UNREAL, i + 2] : null;
  // "Other than the great happy hour prices, it's hit or miss": what is excepted is the one good thing, in its clause.
  if (
    i === clauseStart &&
    ((word === "other" && next === "than") || (EXCEPTING.has(word) && next === EXCEPTING.get(word)))
  ) {
    return [EXCEPTED, i + 2];
  }
  if (word === "another" || word === "other" || word === "fellow") {
    return CUSTOMERS.has(next) ? [BYSTANDER, -1] : null;
  }
  if (word === "stranger" || word === "strangers") return [BYSTANDER, -1];
  // A person placed beside the reviewer: "a nice guy at the next table", "the couple next to us", "a lady behind me".
  if (
    (word === "next" && (next === "to" || next === "table")) || word === "behind" ||
    (word === "front" && tokens[i - 1] === "in")
  ) {
    return before(tokens, kinds, i, 4, BYSTANDERS) ? [BYSTANDER, -1] : null;
  }
  return null;
}

/**
 * Per token, the stance its judgement is said in ({@link REPORTED}, {@link UNREAL}, {@link BYSTANDER},
 * {@link CONSOLATION}, {@link EXCEPTED}; 0 for the reviewer's own), or null when the text has none. A span runs from its opening to the end of the clause and on
 * through the list that continues it ("the staff friendly, and the prices fair"), until a contrast or the reviewer
 * speaking again ("..., but I found it soggy", "..., so I ordered it"); a bystander's span is its whole clause.
 */
export function stanceTokens(tokenized: TokenizedText, infos: ReadonlyArray<WordInfo | undefined>): Uint8Array | null {
  const { tokens, kinds, clauses, clauseOf } = tokenized;
  let marks: Uint8Array | null = null;
  for (let i = 0; i < tokens.length; i++) {
    if (!infos[i]?.stance) continue;
    const opened = opensAt(tokens, kinds, i, clauses[clauseOf[i]].start);
    if (opened === null) continue;
    const [kind, start] = opened;
    marks ??= scratch.bytes(7, tokens.length);
    const c = clauseOf[i];
    const from = start < 0 ? clauses[c].start : start;
    let t = from;
    // "I had heard great things and they lived up to every one": the reviewer's own statement again.
    for (; t < clauses[c].end && !(t > from && JOINERS.has(tokens[t]) && SUBJECTS.has(tokens[t + 1])); t++) {
      if (marks[t] === 0) marks[t] = kind;
    }
    if (kind === BYSTANDER || kind === EXCEPTED || t < clauses[c].end) continue;
    for (let k = c + 1; k < clauses.length && clauses[k].sentence === clauses[c].sentence; k++) {
      const clause = clauses[k];
      const consoled = kind === CONSOLATION;
      if (
        !consoled && (clause.weight > 1 || clause.weight !== clauses[c].weight || speaksAgain(tokens, clause.start))
      ) {
        break;
      }
      for (let t = clause.start; t < clause.end; t++) if (marks[t] === 0) marks[t] = kind;
    }
  }
  return marks;
}

/** Words that open a clause in the reviewer's own voice again: "..., so I ordered it", "..., but we found". */
const OWN_VOICE = new Set(
  "i we my our me us i'm we're i've we've i'd we'd so but then because it they this".split(" "),
);
const speaksAgain = (tokens: readonly string[], at: number) =>
  OWN_VOICE.has(tokens[at]) || (tokens[at] === "and" && OWN_VOICE.has(tokens[at + 1]));

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
