/**
 * Per-review analysis: aspect mentions with their polarity, overall sentiment, and the entities a review names.
 *
 * How polarity is decided, per aspect mention:
 * 1. The cue itself may carry polarity ("on time" +0.8, "overpriced" -0.8); a negator up to six words before it in
 *    the same clause flips and dampens it ("not on time", "wasn't cheap"); a negated neutral cue reads as an
 *    absence, which is negative ("no communication", "never arrived").
 * 2. The sentiment words and idioms of the clause are added, each scaled by a preceding intensifier ("very",
 *    "slightly") and flipped by a preceding negator.
 * 3. Contrast weighs clauses: after "but", "however", "yet", "though" a clause counts 1.5×, the conceded part 0.7×
 *    ("great tech, but the price..." is mostly about the price).
 * 4. A mention whose own clause has no sentiment borrows it from a neighbouring clause of the same sentence that
 *    names no aspect ("the price, honestly, was great").
 * 5. The star rating is a weak prior only: it adds at most ±{@link ASPECT_RATING_PRIOR}, less than the
 *    ±{@link POLARITY_THRESHOLD} needed to leave neutral, so it tips weak evidence but never makes a neutral
 *    mention positive on its own, and a 5-star review can still complain about the price.
 *
 * Overall sentiment: `0.65 × tanh(text / 1.5) + 0.35 × rating` where rating maps 1..5 to -1..1; when the text has
 * no sentiment evidence at all it is `0.5 × rating`. Rating-only reviews (text null) take the rating alone
 * (5 → 1, 4 → 0.5, 3 → 0, 2 → -0.5, 1 → -1) and have no aspects or entities. Labels: positive at ≥ 0.2,
 * negative at ≤ -0.2, neutral between.
 */
import { buildMentionLexicon, detectMentions, type MentionLexicon } from "../entities/detect.ts";
import type { Business, Polarity, ReviewAnalysis } from "../model/mod.ts";
import { matchesAt, type PhraseEntry, PhraseIndex } from "./phrases.ts";
import {
  IDIOMS,
  INTENSIFIER_SCOPE,
  INTENSIFIERS,
  NEGATION_FACTOR,
  NEGATION_SCOPE,
  SENTIMENT_WORDS,
  SOFTENERS_BEFORE_OF,
} from "./polarity.ts";
import { detectProblems } from "./problems.ts";
import { type Aspect, HOME_SERVICES, packFor, type TaxonomyPack } from "./packs/mod.ts";
import { NEGATORS, tokenize, type TokenizedText, WORD } from "./text.ts";

/** Strength of a cue's own polarity. */
export const CUE_STRENGTH = 0.8;
/** What a negated neutral cue scores: the thing was absent ("no follow-up"). */
export const ABSENCE_SCORE = -0.5;
/** An aspect needs a total beyond ±this to be positive or negative. */
export const POLARITY_THRESHOLD = 0.15;
/** The most the star rating adds to an aspect's total (at 1 or 5 stars). */
export const ASPECT_RATING_PRIOR = 0.1;
/** A review is positive at a score ≥ this, negative at ≤ -this. */
export const SENTIMENT_THRESHOLD = 0.2;
/** What a mention with no sentiment of its own takes from its sentence. */
const SENTENCE_FACTOR = Number(Deno.env.get("SF") ?? 0.5);
/** Borrowed sentiment from a neighbouring clause counts this much. */
const BORROW_FACTOR = 0.8;
/** Text sentiment is `tanh(sum / TEXT_SCALE)`: one clear word ("good", 0.6) is enough to lean a review its way. */
const TEXT_SCALE = Number(Deno.env.get("TS") ?? 0.6);

/** What a review is analysed from: its text (null when the customer left only stars) and its rating. */
export interface ReviewInput {
  readonly text: string | null;
  readonly rating: number | null;
}

/** Compiled per-business state: build once per dataset with {@link createAnalysisContext}. */
export interface AnalysisContext {
  readonly lexicon: MentionLexicon;
  readonly pack: TaxonomyPack;
  readonly text: TextContext;
}

/** What text analysis needs: the compiled pack and the words of the business's own name. */
export interface TextContext {
  readonly compiled: CompiledPack;
  /**
   * Distinctive words of the business's name ("integrity" in "Integrity Plumbing"): written capitalised they name
   * the business, so they are not read as cues or sentiment ("Integrity sent a tech" is not about honesty).
   */
  readonly nameWords: ReadonlySet<string>;
}

/** The text context of a pack alone, with no business name (tests, gold sets, benchmarks). */
export function textContext(pack: TaxonomyPack = HOME_SERVICES, businessName = ""): TextContext {
  return { compiled: compilePack(pack), nameWords: distinctiveWords(businessName) };
}

/** Words of a business name too common to be its name on their own ("the", "plumbing", "co"). */
const GENERIC_NAME_WORDS = new Set(
  ("the and of co company inc llc ltd services service group shop heating cooling plumbing electric electrical air " +
    "home auto law firm dental family care bakery restaurant cafe bar grill kitchen clinic center centre office " +
    "offices associates partners repair repairs")
    .split(" "),
);

function distinctiveWords(name: string): Set<string> {
  const words = name.toLowerCase().split(/[^a-z\u00e0-\u024f']+/).filter((word) => word.length > 2);
  return new Set(words.filter((word) => !GENERIC_NAME_WORDS.has(word)));
}

/** Compiles the business's entity lists (via `buildMentionLexicon`, the same matcher search uses) and its pack. */
export function createAnalysisContext(business: Business): AnalysisContext {
  const pack = packFor(business.category);
  return { lexicon: buildMentionLexicon(business), pack, text: textContext(pack, business.name) };
}

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

/** The full result of analysing one review's text, for callers that need spans (phrases, quotes). */
export interface TextAnalysis {
  readonly tokens: TokenizedText;
  readonly mentions: readonly AspectMention[];
  /** Per aspect index: summed weighted score, NaN when the aspect is not mentioned. */
  readonly aspectTotals: Float64Array;
  /** Weighted sum of all sentiment in the text. */
  readonly textSum: number;
  /** Whether any word, idiom or cue carried sentiment. */
  readonly evidence: boolean;
}

/** The result of {@link analyzeReviewDetailed}: the public analysis plus the text analysis (null for no text). */
export interface DetailedReviewAnalysis {
  readonly analysis: ReviewAnalysis;
  readonly text: TextAnalysis | null;
}

const BLOCKER = -1;
const IDIOM = -2;

interface CueValue {
  /** Aspect index, or BLOCKER / IDIOM. */
  readonly aspect: number;
  readonly score: number;
}

/** Everything the analyser knows about one word, so each token costs one map lookup. */
interface WordInfo {
  cues: readonly PhraseEntry<CueValue>[] | undefined;
  negator: boolean;
  /** Intensifier factor, 0 when the word is not one. */
  intensifier: number;
  /** Softener factor when followed by "of" ("kind of"), 0 otherwise. */
  softener: number;
  sentiment: number;
  /** Whether the word names another business ("the other company"), see {@link OTHER_BUSINESS}. */
  other: boolean;
}

/** A pack compiled for matching: every cue, idiom and blocker indexed by first word, and the word table. */
export interface CompiledPack {
  readonly pack: TaxonomyPack;
  readonly aspects: readonly Aspect[];
  readonly aspectIndex: ReadonlyMap<string, number>;
  readonly words: ReadonlyMap<string, WordInfo>;
  /** Reused per call: which aspect's last match ends where, so one aspect's cues do not overlap. */
  readonly aspectUntil: Int32Array;
}

const compiledPacks = new Map<string, CompiledPack>();

/** Compiles a pack once (cached by id): blockers are tried first at a position, then the longest cue. */
export function compilePack(pack: TaxonomyPack): CompiledPack {
  const cached = compiledPacks.get(pack.id);
  if (cached && cached.pack === pack) return cached;
  const index = new PhraseIndex<CueValue>();
  for (const pattern of pack.blockers) index.add(pattern, { aspect: BLOCKER, score: 0 });
  for (const [pattern, score] of IDIOMS) index.add(pattern, { aspect: IDIOM, score });
  pack.aspects.forEach((aspect, a) => {
    for (const pattern of aspect.positive) index.add(pattern, { aspect: a, score: CUE_STRENGTH });
    for (const pattern of aspect.negative) index.add(pattern, { aspect: a, score: -CUE_STRENGTH });
    for (const pattern of aspect.neutral) index.add(pattern, { aspect: a, score: 0 });
  });
  index.seal((x, y) => (x.aspect === BLOCKER ? 0 : 1) - (y.aspect === BLOCKER ? 0 : 1));
  const words = new Map<string, WordInfo>();
  const info = (word: string) => {
    let entry = words.get(word);
    if (!entry) {
      entry = { cues: undefined, negator: false, intensifier: 0, softener: 0, sentiment: 0, other: false };
      words.set(word, entry);
    }
    return entry;
  };
  for (const word of index.firstWords()) info(word).cues = index.candidates(word);
  for (const word of NEGATORS) info(word).negator = true;
  for (const [word, factor] of INTENSIFIERS) info(word).intensifier = factor;
  for (const [word, factor] of SOFTENERS_BEFORE_OF) info(word).softener = factor;
  for (const [word, value] of SENTIMENT_WORDS) info(word).sentiment = value;
  for (const word of OTHER_BUSINESS) info(word).other = true;
  for (const word of ["down", "across", "next", "around"]) info(word).other = true;
  for (const [word, entry] of words) if (word.endsWith("n't")) entry.negator = true;
  const compiled: CompiledPack = {
    pack,
    aspects: pack.aspects,
    aspectIndex: new Map(pack.aspects.map((aspect, i) => [aspect.id, i])),
    words,
    aspectUntil: new Int32Array(pack.aspects.length),
  };
  compiledPacks.set(pack.id, compiled);
  return compiled;
}

const NOT_SUFFIX: WordInfo = {
  cues: undefined,
  negator: true,
  intensifier: 0,
  softener: 0,
  sentiment: 0,
  other: false,
};

/** The word's info; amounts of money read as "$", unknown "...n't" contractions as negators. */
function wordInfo(words: ReadonlyMap<string, WordInfo>, token: string): WordInfo | undefined {
  if (token.charCodeAt(0) === 36) return words.get("$");
  return words.get(token) ?? (token.endsWith("n't") ? NOT_SUFFIX : undefined);
}

let defaultContext: TextContext | undefined;

/** Verbs a negation belongs to, so it stops there: "I don't need overpriced food" still calls it overpriced. */
const SCOPE_ENDERS = new Set(
  ["need", "needs", "needed", "want", "wants", "wanted", "expect", "expected", "mind", "forget", "forgot"],
);

/** Words that, before a business noun, mean a business other than this one: "the other company". */
const OTHER_BUSINESS = ["other", "another", "previous", "prior", "former", "different", "last", "old"];
/** Nouns for a business (or its trade) that follow an {@link OTHER_BUSINESS} word. */
const BUSINESS_NOUNS = new Set(
  ("company companies business businesses place places shop shops firm firms plumber plumbers contractor " +
    "contractors dentist dentists doctor doctors lawyer lawyers attorney attorneys restaurant restaurants bakery " +
    "bakeries mechanic mechanics dealer dealers dealership dealerships garage garages clinic clinics facility " +
    "facilities provider providers agency agencies store stores outfit vendor vendors hvac companys").split(" "),
);
/** Words before which an other-business phrase is only a point of comparison ("cheaper than the other company"). */
const COMPARISON = new Set(["than", "unlike", "from", "over", "vs", "versus", "to", "with"]);
/** A negated negative word is mostly an absence of complaint, not praise: "not upset" ≠ "happy". */
export const NEGATED_NEGATIVE_FACTOR = -0.3;
/** A negated negative cue: "not overpriced" is a mild point in favour of the price. */
const NEGATED_NEGATIVE_CUE_FACTOR = -0.5;
/** A neutral mention ("$230") weighs this much beside an explicit cue of the same aspect ("overpriced"). */
const NEUTRAL_BESIDE_EXPLICIT = 0.25;

/**
 * Token flags: 1 from the words that name another business to the end of the sentence or the next contrast ("he
 * spotted a leak | the last company missed"; "the other company never called back, | but these guys did").
 */
function elsewhereTokens(tokenized: TokenizedText, infos: ReadonlyArray<WordInfo | undefined>): Uint8Array {
  const { tokens, kinds } = tokenized;
  const flags = new Uint8Array(tokens.length);
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
    if (COMPARISON.has(tokens[i - 1]) || (kinds[i - 1] === WORD && COMPARISON.has(tokens[i - 2]))) continue;
    flagFrom(tokenized, flags, i);
  }
  // "the bakery down the street", "the shop next door": a business somewhere else.
  for (let i = 1; i + 2 < tokens.length; i++) {
    if (!BUSINESS_NOUNS.has(tokens[i]) || !isElsewhere(tokens, i + 1)) continue;
    flagFrom(tokenized, flags, i - 1);
  }
  return flags;
}

/** Whether the words at `at` place a business elsewhere: "down the street", "next door", "around the corner". */
function isElsewhere(tokens: readonly string[], at: number): boolean {
  const [a, b, c] = [tokens[at], tokens[at + 1], tokens[at + 2]];
  return (b === "the" && (a === "down" || a === "across" || a === "up") &&
    (c === "street" || c === "road" || c === "block")) ||
    (a === "next" && b === "door") || (a === "around" && b === "the" && c === "corner");
}

/** Flags tokens from `i` to the end of its sentence, or to the next contrast. */
function flagFrom(tokenized: TokenizedText, flags: Uint8Array, i: number): void {
  const { clauses, clauseOf } = tokenized;
  if (i < 0) return;
  // The rest of the sentence is about that business, until a contrast turns back to this one.
  const c = clauseOf[i];
  for (let k = c; k < clauses.length && clauses[k].sentence === clauses[c].sentence; k++) {
    if (k > c && clauses[k].weight > 1) break;
    for (let t = k === c ? i : clauses[k].start; t < clauses[k].end; t++) flags[t] = 1;
  }
}

/**
 * Analyses the text of one review: aspect mentions and their polarity, and the overall sentiment evidence.
 * `context` names the pack (home services by default) and the business's own name words.
 */
export function analyzeText(text: string, context?: TextContext): TextAnalysis {
  const { compiled, nameWords } = context ?? (defaultContext ??= textContext());
  const { words, aspects, aspectUntil } = compiled;
  const aspectCount = aspects.length;
  const tokenized = tokenize(text);
  const { tokens, kinds, clauses, clauseOf, starts } = tokenized;
  const n = tokens.length;
  const used = new Uint8Array(n);
  const idiomAt = new Float32Array(n);
  const mentions: AspectMention[] = [];
  const infos: Array<WordInfo | undefined> = new Array(n);
  let others = false;
  for (let i = 0; i < n; i++) {
    if (kinds[i] !== WORD) continue;
    const token = tokens[i];
    // The business's own name, capitalised, is a name: "Integrity" is not a cue for honesty.
    if (nameWords.size > 0 && nameWords.has(token)) {
      const code = text.charCodeAt(starts[i]);
      if (code >= 65 && code <= 90) continue;
    }
    const info = wordInfo(words, token);
    infos[i] = info;
    if (info?.other) others = true;
  }
  const elsewhere = others ? elsewhereTokens(tokenized, infos) : null;
  aspectUntil.fill(0);

  // Pass 1: cues, idioms and blockers.
  let blockedUntil = 0;
  let idiomUntil = 0;
  let coveredUntil = 0;
  for (let i = 0; i < n; i++) {
    if (kinds[i] !== WORD || i < blockedUntil) continue;
    const candidates = infos[i]?.cues;
    if (!candidates) continue;
    const limit = clauses[clauseOf[i]].end;
    // Across aspects, the longest cue at a position wins ("couldn't get anyone on the phone" over "couldn't get").
    let aspectLength = 0;
    for (const entry of candidates) {
      const { aspect, score } = entry.value;
      if (aspect >= 0 && (i < aspectUntil[aspect] || entry.words.length < aspectLength)) continue;
      // Inside a longer cue of another aspect a shorter one means nothing: "dining room" is not the room.
      if (aspect >= 0 && i < coveredUntil && aspectLength === 0) continue;
      if (aspect === IDIOM && i < idiomUntil) continue;
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
        idiomUntil = end;
        blockedUntil = end;
      } else {
        aspectLength = entry.words.length;
        aspectUntil[aspect] = end;
        if (entry.words.length > 1) coveredUntil = Math.max(coveredUntil, end);
        if (elsewhere === null || !elsewhere[i]) {
          mentions.push({ aspect, start: i, end, clause: clauseOf[i], own: score, score: 0 });
        }
      }
    }
  }

  // Pass 2: sentiment words per clause, with negation and intensifier state at every word.
  const negAt = new Uint8Array(n);
  const multAt = new Float32Array(n);
  // What each sentiment word or idiom contributed, so it can go to the mention it is nearest to.
  const wordScore = new Float32Array(n);
  const clauseWords = new Float64Array(clauses.length);
  let evidence = false;
  for (let c = 0; c < clauses.length; c++) {
    const clause = clauses[c];
    let negLeft = 0;
    let mult = 1;
    let multLeft = 0;
    let sum = 0;
    for (let i = clause.start; i < clause.end; i++) {
      if (kinds[i] !== WORD || (elsewhere !== null && elsewhere[i])) continue;
      const negated = negLeft > 0;
      const scale = multLeft > 0 ? mult : 1;
      negAt[i] = negated ? 1 : 0;
      multAt[i] = scale;
      if (negLeft > 0) negLeft--;
      if (multLeft > 0) multLeft--;
      if (used[i]) {
        const idiom = idiomAt[i];
        if (idiom !== 0) {
          const contribution = idiom * scale * (negated ? NEGATION_FACTOR : 1);
          wordScore[i] = contribution;
          sum += contribution;
          multLeft = 0;
        }
        continue;
      }
      // "don't need overpriced food" negates the need, not "overpriced".
      if (negLeft > 0 && SCOPE_ENDERS.has(tokens[i])) negLeft = 0;
      const info = infos[i];
      if (info === undefined) {
        // "used to be good" is no longer good.
        if (tokens[i] === "used" && tokens[i + 1] === "to") negLeft = NEGATION_SCOPE;
        continue;
      }
      if (info.negator) {
        negLeft = NEGATION_SCOPE;
        continue;
      }
      const factor = info.intensifier || (info.softener && tokens[i + 1] === "of" ? info.softener : 0);
      if (factor !== 0) {
        mult = scale * factor;
        multLeft = INTENSIFIER_SCOPE;
        continue;
      }
      const value = info.sentiment;
      if (value !== 0) {
        const contribution = value * scale * (negated ? (value < 0 ? NEGATED_NEGATIVE_FACTOR : NEGATION_FACTOR) : 1);
        wordScore[i] = contribution;
        sum += contribution;
        multLeft = 0;
      }
    }
    clauseWords[c] = sum;
    if (sum !== 0) evidence = true;
  }

  // Pass 3: each mention's own polarity, then its score from its clause (or a neighbour).
  const clauseCues = new Float64Array(clauses.length);
  const clauseHasMention = new Uint8Array(clauses.length);
  const explicit = new Uint8Array(aspectCount);
  for (const mention of mentions) {
    let own = mention.own;
    if (own !== 0) {
      const negation = own < 0 ? NEGATED_NEGATIVE_CUE_FACTOR : NEGATION_FACTOR;
      own = own * multAt[mention.start] * (negAt[mention.start] ? negation : 1);
    } else if (negAt[mention.start]) own = aspects[mention.aspect].absence ?? ABSENCE_SCORE;
    (mention as { own: number }).own = own;
    clauseCues[mention.clause] += own;
    clauseHasMention[mention.clause] = 1;
    if (own !== 0) {
      evidence = true;
      explicit[mention.aspect] = 1;
    }
  }
  // Sentiment words go to the neutral mention they are nearest to ("the food is reliable and the price is
  // moderate": "reliable" is about the food); an explicit cue keeps its own polarity ("too expensive" stays
  // negative in "average at best and too expensive").
  const assigned = new Float64Array(mentions.length);
  const hasWords = new Uint8Array(mentions.length);
  for (let c = 0; c < clauses.length; c++) {
    if (clauseWords[c] === 0 || !clauseHasMention[c]) continue;
    for (let i = clauses[c].start; i < clauses[c].end; i++) {
      if (wordScore[i] === 0) continue;
      let best = -1;
      let bestDistance = Infinity;
      for (let m = 0; m < mentions.length; m++) {
        const mention = mentions[m];
        if (mention.clause !== c || mention.own !== 0) continue;
        const distance = i < mention.start ? mention.start - i : i >= mention.end ? i - mention.end + 1 : 0;
        // Ties go to the earlier mention: a predicate follows its subject.
        if (distance < bestDistance) {
          best = m;
          bestDistance = distance;
        }
      }
      if (best >= 0) {
        assigned[best] += wordScore[i];
        hasWords[best] = 1;
      }
    }
  }
  const aspectTotals = new Float64Array(aspectCount).fill(NaN);
  for (let m = 0; m < mentions.length; m++) {
    const mention = mentions[m];
    const c = mention.clause;
    let score = mention.own !== 0 ? mention.own : hasWords[m] ? assigned[m] : 0.5 * clauseCues[c];
    if (score === 0 && clauseWords[c] === 0) {
      score = BORROW_FACTOR * borrow(tokenized, clauseWords, clauseCues, clauseHasMention, c);
    }
    // Still nothing: the aspect leans with its sentence, on the same side of any contrast ("the waiter spilled wine
    // on us, we left" is a complaint about the service even though no word judges the waiter).
    if (score === 0) score = SENTENCE_FACTOR * sentenceSentiment(clauses, clauseWords, clauseCues, c);
    // An explicit verdict on the aspect ("overpriced") outweighs neutral mentions of it elsewhere ("quoted $230").
    if (mention.own === 0 && explicit[mention.aspect]) score *= NEUTRAL_BESIDE_EXPLICIT;
    mention.score = score;
    const weighted = score * clauses[c].weight;
    const total = aspectTotals[mention.aspect];
    aspectTotals[mention.aspect] = Number.isNaN(total) ? weighted : total + weighted;
  }
  let textSum = 0;
  for (let c = 0; c < clauses.length; c++) textSum += (clauseWords[c] + clauseCues[c]) * clauses[c].weight;
  return { tokens: tokenized, mentions, aspectTotals, textSum, evidence };
}

/** The sentiment of the clauses of `c`'s sentence that weigh as `c` does (the same side of a contrast). */
function sentenceSentiment(
  clauses: TokenizedText["clauses"],
  clauseWords: Float64Array,
  clauseCues: Float64Array,
  c: number,
): number {
  let sum = 0;
  for (let k = 0; k < clauses.length; k++) {
    if (clauses[k].sentence === clauses[c].sentence && clauses[k].weight === clauses[c].weight) {
      sum += clauseWords[k] + clauseCues[k];
    }
  }
  return sum;
}

/** How many words a clause has. */
function wordCount(tokenized: TokenizedText, c: number): number {
  let count = 0;
  const clause = tokenized.clauses[c];
  for (let i = clause.start; i < clause.end; i++) if (tokenized.kinds[i] === WORD) count++;
  return count;
}

/** A list item is a short clause after a comma: "great food, wine, and service". */
const LIST_ITEM_WORDS = 3;

/**
 * Sentiment for a mention whose clause has none: the nearest clause of the same sentence that has sentiment but no
 * aspect of its own ("the price, honestly, was great"), or, for a short list item, the clause that opened the list
 * ("great food, wine, and service").
 */
function borrow(
  tokenized: TokenizedText,
  clauseWords: Float64Array,
  clauseCues: Float64Array,
  clauseHasMention: Uint8Array,
  c: number,
): number {
  const clauses = tokenized.clauses;
  const sentence = clauses[c].sentence;
  for (let distance = 1; distance <= 2; distance++) {
    for (const other of [c + distance, c - distance]) {
      if (other < 0 || other >= clauses.length || clauses[other].sentence !== sentence) continue;
      // Never across a contrast: "it cost more, however the crew was meticulous".
      if (clauses[other].weight !== clauses[c].weight) continue;
      if (!clauseHasMention[other] && clauseWords[other] !== 0) return clauseWords[other];
    }
  }
  const words = wordCount(tokenized, c);
  // A bare topic before a parenthetical contrast: "Service, however, was excellent".
  if (words <= 2) {
    for (let other = c + 1; other <= c + 2 && other < clauses.length; other++) {
      if (clauses[other].sentence !== sentence || clauseHasMention[other]) break;
      if (clauseWords[other] !== 0) return clauseWords[other];
    }
  }
  if (words > LIST_ITEM_WORDS) return 0;
  for (let other = c - 1; other >= 0 && c - other <= 4 && clauses[other].sentence === sentence; other--) {
    if (clauses[other].weight !== clauses[c].weight) break;
    const value = clauseWords[other] + clauseCues[other];
    if (value !== 0) return value;
    if (wordCount(tokenized, other) > LIST_ITEM_WORDS) break;
  }
  return 0;
}

/** Maps a 1..5 rating to -1..1. */
export function ratingScore(rating: number): number {
  return (rating - 3) / 2;
}

/** The label of a score in -1..1. */
export function sentimentLabel(score: number): Polarity {
  return score >= SENTIMENT_THRESHOLD ? "positive" : score <= -SENTIMENT_THRESHOLD ? "negative" : "neutral";
}

/** The label of an aspect total, with the rating's weak prior added. */
export function aspectPolarity(total: number, rating: number | null): Polarity {
  const withPrior = total + (rating === null ? 0 : ASPECT_RATING_PRIOR * ratingScore(rating));
  return withPrior > POLARITY_THRESHOLD ? "positive" : withPrior < -POLARITY_THRESHOLD ? "negative" : "neutral";
}

const round3 = (value: number) => Math.round(value * 1000) / 1000 + 0;

/** Overall score of a review from its text analysis (or null when it has no text) and its rating. */
export function reviewScore(text: TextAnalysis | null, rating: number | null): number {
  const prior = rating === null ? 0 : ratingScore(rating);
  if (text === null) return round3(prior);
  if (!text.evidence) return round3(0.5 * prior);
  const textScore = Math.tanh(text.textSum / TEXT_SCALE);
  return round3(rating === null ? textScore : 0.65 * textScore + 0.35 * prior);
}

/** Analyses one review and keeps the text analysis, for aggregations that need mention spans. */
export function analyzeReviewDetailed(review: ReviewInput, context: AnalysisContext): DetailedReviewAnalysis {
  if (review.text === null || review.text.trim() === "") {
    const score = reviewScore(null, review.rating);
    return {
      analysis: {
        sentiment: sentimentLabel(score),
        score,
        aspects: {},
        technicians: [],
        services: [],
        problems: [],
        service_areas: [],
      },
      text: null,
    };
  }
  const text = analyzeText(review.text, context.text);
  const score = reviewScore(text, review.rating);
  const aspects: Record<string, Polarity> = {};
  const packAspects = context.text.compiled.aspects;
  for (let a = 0; a < packAspects.length; a++) {
    const total = text.aspectTotals[a];
    if (!Number.isNaN(total)) aspects[packAspects[a].id] = aspectPolarity(total, review.rating);
  }
  const mentions = detectMentions(review.text, context.lexicon);
  return {
    analysis: {
      sentiment: sentimentLabel(score),
      score,
      aspects,
      technicians: mentions.technicians,
      services: mentions.services,
      problems: context.pack.problems ? detectProblems(text.tokens.lower) : [],
      service_areas: mentions.service_areas,
    },
    text,
  };
}

/**
 * Analyses one review: overall sentiment and score, the polarity of each aspect it mentions (keys in taxonomy
 * order), and the technicians, services, problems and service areas it names (ids, in order of first mention).
 */
export function analyzeReview(review: ReviewInput, context: AnalysisContext): ReviewAnalysis {
  return analyzeReviewDetailed(review, context).analysis;
}
