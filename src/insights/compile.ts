/**
 * Compiling a taxonomy pack for matching: every cue, idiom and blocker indexed by first word, and one table with
 * everything the analyser knows about a word, so each token of a review costs one map lookup.
 */
import { ORDINAL_BUSINESS, OTHER_BUSINESS } from "./elsewhere.ts";
import { EVENT_STARTS } from "./events.ts";
import { PROMISE_STARTS } from "./promises.ts";
import { STANCE_STARTS } from "./stance.ts";
import type { Aspect, TaxonomyPack } from "./packs/mod.ts";
import { ANY, type PhraseEntry, PhraseIndex, tokenKey } from "./phrases.ts";
import { IDIOMS, INTENSIFIERS, LUKEWARM_IDIOMS, LUKEWARM_WORDS, SENTIMENT_WORDS, SOFTENERS } from "./polarity.ts";
import { intern, WORD_IDS } from "./intern.ts";
import { NEGATORS } from "./negators.ts";

/** Strength of a cue's own polarity. */
export const CUE_STRENGTH = 0.8;

/** Cue value of a blocker. */
export const BLOCKER = -1;
/** Cue value of an idiom. */
export const IDIOM = -2;

/** What a phrase of the index stands for. */
export interface CueValue {
  /** Aspect index, or BLOCKER / IDIOM. */
  readonly aspect: number;
  readonly score: number;
  /** For an idiom that says "middling" ("nothing special"): how many units of evidence for a neutral review. */
  readonly lukewarm?: number;
}

/** Everything the analyser knows about one word, so each token costs one map lookup. */
export interface WordInfo {
  cues: readonly PhraseEntry<CueValue>[] | undefined;
  /**
   * The cues narrowed by their second word, in the order of {@link cues}: a cue is listed under its second word,
   * and one with a single word or a wildcard second under every key and in {@link cuesRest} (see {@link cuesAt}).
   */
  cuesByNext: ReadonlyMap<string, readonly PhraseEntry<CueValue>[]> | undefined;
  /** The cues that may match whatever the next token is (single words, wildcard second words). */
  cuesRest: readonly PhraseEntry<CueValue>[] | undefined;
  negator: boolean;
  /** Intensifier factor, 0 when the word is not one. */
  intensifier: number;
  /** Softener factor when followed by one of {@link softenerNext} ("kind of", "can be"), 0 otherwise. */
  softener: number;
  /** The words after which the word softens (see `SOFTENERS`), undefined when it is no softener. */
  softenerNext: ReadonlySet<string> | undefined;
  sentiment: number;
  /** Whether the word is lukewarm ("ok", "decent"): for the review's verdict, evidence for neutral. */
  lukewarm: boolean;
  /** Whether the word names another business ("the other company"), see {@link OTHER_BUSINESS}. */
  other: boolean;
  /** Whether a complaint told as an event may start at the word (see events.ts). */
  event: boolean;
  /** Whether a broken promise, an unreal condition or a return may start at the word (see promises.ts). */
  promise: boolean;
  /** Whether a judgement not the reviewer's own may open at the word (see stance.ts). */
  stance: boolean;
}

/** A pack compiled for matching: every cue, idiom and blocker indexed by first word, and the word table. */
export interface CompiledPack {
  readonly pack: TaxonomyPack;
  readonly aspects: readonly Aspect[];
  readonly aspectIndex: ReadonlyMap<string, number>;
  readonly words: ReadonlyMap<string, WordInfo>;
  /** Reused per call: which aspect's last match ends where, so one aspect's cues do not overlap. */
  readonly aspectUntil: Int32Array;
  /** {@link wordInfo} per word id of intern.ts, filled on first use: undefined not yet, null nothing known. */
  readonly infoById: Array<WordInfo | null | undefined>;
}

const compiledPacks = new Map<string, CompiledPack>();

/**
 * Compiles a pack once (cached by id): blockers are tried first at a position, then the longest cue; a cue with
 * its own polarity claims an idiom of no more words at its start ("had to ask twice" is the service's, once).
 */
export function compilePack(pack: TaxonomyPack): CompiledPack {
  const cached = compiledPacks.get(pack.id);
  if (cached && cached.pack === pack) return cached;
  const index = new PhraseIndex<CueValue>();
  for (const pattern of pack.blockers) index.add(pattern, { aspect: BLOCKER, score: 0 });
  for (const [pattern, score] of IDIOMS) index.add(pattern, { aspect: IDIOM, score });
  for (const [pattern, score, units = 1] of LUKEWARM_IDIOMS) {
    index.add(pattern, { aspect: IDIOM, score, lukewarm: units });
  }
  pack.aspects.forEach((aspect, a) => {
    for (const pattern of aspect.positive) index.add(pattern, { aspect: a, score: CUE_STRENGTH });
    for (const pattern of aspect.negative) index.add(pattern, { aspect: a, score: -CUE_STRENGTH });
    for (const pattern of aspect.neutral) index.add(pattern, { aspect: a, score: 0 });
  });
  // Blockers first, then the longest; at equal length a cue before an idiom, so the cue can claim the words.
  index.seal(
    (x, y) => (x.aspect === BLOCKER ? 0 : 1) - (y.aspect === BLOCKER ? 0 : 1),
    (x, y) => (x.aspect === IDIOM ? 1 : 0) - (y.aspect === IDIOM ? 1 : 0),
  );
  const words = new Map<string, WordInfo>();
  const info = (word: string) => {
    let entry = words.get(word);
    if (!entry) {
      entry = blankWordInfo();
      words.set(intern(word), entry);
    }
    return entry;
  };
  for (const word of index.firstWords()) {
    const entry = info(word);
    const cues = index.candidates(word)!;
    entry.cues = cues;
    // Common first words start hundreds of phrases ("would", "not"); the next token narrows them to a few.
    const byNext = new Map<string, PhraseEntry<CueValue>[]>();
    for (const cue of cues) if (cue.words.length > 1 && cue.words[1] !== ANY) byNext.set(cue.words[1], []);
    for (const cue of cues) {
      const open = cue.words.length === 1 || cue.words[1] === ANY;
      for (const [next, list] of byNext) if (open || cue.words[1] === next) list.push(cue);
    }
    entry.cuesByNext = byNext;
    const rest = cues.filter((cue) => cue.words.length === 1 || cue.words[1] === ANY);
    // None rather than an empty list, so a word whose cues all need another next word costs the cue pass nothing.
    entry.cuesRest = rest.length > 0 ? rest : undefined;
  }
  for (const word of NEGATORS) info(word).negator = true;
  for (const [word, factor] of INTENSIFIERS) info(word).intensifier = factor;
  for (const [word, [next, factor]] of SOFTENERS) {
    const entry = info(word);
    entry.softener = factor;
    entry.softenerNext = next;
  }
  for (const [word, value] of SENTIMENT_WORDS) info(word).sentiment = value;
  for (const word of LUKEWARM_WORDS) info(word).lukewarm = true;
  for (const word of [...OTHER_BUSINESS, ...ORDINAL_BUSINESS]) info(word).other = true;
  for (const word of ["down", "across", "next", "around"]) info(word).other = true;
  for (const word of EVENT_STARTS) info(word).event = true;
  for (const word of PROMISE_STARTS) info(word).promise = true;
  for (const word of STANCE_STARTS) info(word).stance = true;
  for (const [word, entry] of words) if (word.endsWith("n't")) entry.negator = true;
  const compiled: CompiledPack = {
    pack,
    aspects: pack.aspects,
    aspectIndex: new Map(pack.aspects.map((aspect, i) => [aspect.id, i])),
    words,
    aspectUntil: new Int32Array(pack.aspects.length),
    infoById: unknownPerSlot(),
  };
  compiledPacks.set(pack.id, compiled);
  return compiled;
}

/** A word nothing is known of yet; every WordInfo starts from this one shape. */
function blankWordInfo(): WordInfo {
  return {
    cues: undefined,
    cuesByNext: undefined,
    cuesRest: undefined,
    negator: false,
    intensifier: 0,
    softener: 0,
    softenerNext: undefined,
    sentiment: 0,
    lukewarm: false,
    other: false,
    event: false,
    promise: false,
    stance: false,
  };
}

const NOT_SUFFIX: WordInfo = { ...blankWordInfo(), negator: true };

/**
 * The word's info; amounts of money read as "$", unknown "...n't" contractions as negators, and an unknown word
 * stretched for emphasis as the word it stretches ("sooo", "loooove", "LLOOVVE").
 */
export function wordInfo(words: ReadonlyMap<string, WordInfo>, token: string): WordInfo | undefined {
  if (token.charCodeAt(0) === 36) return words.get("$");
  const info = words.get(token);
  if (info !== undefined) return info;
  if (token.endsWith("n't")) return NOT_SUFFIX;
  // Numbers ("1000") have no id and come here on every use: only letters can be stretched.
  const first = token.charCodeAt(0);
  if (first < 97 || first > 122) return undefined;
  return stretchedInfo(words, token) ?? (token.endsWith("est") ? superlativeInfo(words, token) : undefined);
}

/** How much more a superlative judges than its word ("the blandest food", "the rudest waiter"). */
const SUPERLATIVE_FACTOR = 1.2;
/** Superlatives whose word judges but they do not: "the latest menu" is no lateness. */
const NOT_SUPERLATIVE = new Set(["latest"]);

/**
 * An unknown superlative of a sentiment word reads as that word, a little stronger: "blandest" (bland), "rudest"
 * (rude), "tastiest" (tasty), "dirtiest" (dirty). Looked up once per word id, so it costs nothing per token.
 */
function superlativeInfo(words: ReadonlyMap<string, WordInfo>, token: string): WordInfo | undefined {
  if (token.length < 6 || NOT_SUPERLATIVE.has(token)) return undefined;
  const stem = token.slice(0, -3);
  for (const base of [stem, `${stem}e`, stem.endsWith("i") ? `${stem.slice(0, -1)}y` : ""]) {
    const info = base === "" ? undefined : words.get(base);
    if (info !== undefined && info.sentiment !== 0) {
      return { ...blankWordInfo(), sentiment: Math.max(-1, Math.min(1, info.sentiment * SUPERLATIVE_FACTOR)) };
    }
  }
  return undefined;
}

/**
 * The info of the word an emphatic spelling stretches: with a letter three times or more ("goood", "sooo") runs of
 * letters are shortened to two, then to one; with two or more doubled letters ("lloovve") to one. A single double
 * ("loose", "coffee" has two but means nothing shortened) is a spelling, left alone.
 */
function stretchedInfo(words: ReadonlyMap<string, WordInfo>, token: string): WordInfo | undefined {
  let runs = 0;
  let long = false;
  for (let i = 1; i < token.length; i++) {
    if (token.charCodeAt(i) !== token.charCodeAt(i - 1)) continue;
    if (i >= 2 && token.charCodeAt(i) === token.charCodeAt(i - 2)) long = true;
    else runs++;
  }
  if (!long && runs < 2) return undefined;
  if (long) {
    const two = words.get(token.replace(/(.)\1{2,}/g, "$1$1"));
    if (two !== undefined) return two;
  }
  return words.get(token.replace(/(.)\1+/g, "$1"));
}

/** The word's info as {@link wordInfo} gives it, looked up once per word id (intern.ts) rather than per token. */
export function wordInfoAt(compiled: CompiledPack, token: string, id: number): WordInfo | undefined {
  if (id < 0) return wordInfo(compiled.words, token);
  let info = compiled.infoById[id];
  if (info === undefined) info = compiled.infoById[id] = wordInfo(compiled.words, token) ?? null;
  return info ?? undefined;
}

function unknownPerSlot(): Array<WordInfo | null | undefined> {
  // Filled by pushing, so the array has fast elements from the start.
  const array: Array<WordInfo | null | undefined> = [];
  for (let i = 0; i < WORD_IDS; i++) array.push(undefined);
  return array;
}

/**
 * The cues that may start at token `at` given the token after it: the same entries, in the same order, as
 * `info.cues` less those whose second word cannot match.
 */
export function cuesAt(
  info: WordInfo | undefined,
  tokens: readonly string[],
  at: number,
): readonly PhraseEntry<CueValue>[] | undefined {
  if (info === undefined || info.cues === undefined) return undefined;
  const next = at + 1 < tokens.length ? info.cuesByNext!.get(tokenKey(tokens[at + 1])) : undefined;
  return next ?? info.cuesRest;
}
