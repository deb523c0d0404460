/**
 * Topics: what the reviews are about, as clusters of reviews labelled by keywords.
 *
 * Method: TF-IDF over bigrams of adjacent content words (no stopwords, sentiment words, intensifiers, numbers or
 * the business's own names, never across a clause break); terms in fewer than max(3, 0.5% of reviews) or more
 * than 30% of reviews are dropped; the terms with the largest summed TF-IDF become topic seeds greedily, skipping a
 * term that shares a word with a chosen seed or whose reviews overlap a chosen seed's by more than half (at most
 * {@link MAX_TOPICS}); each review joins the seed it contains with the highest TF-IDF (ties: the earlier seed),
 * reviews with no seed stay unclustered; a topic's keywords are the terms with the largest summed TF-IDF over
 * its reviews. Every sort breaks ties by term or id, so topics are deterministic.
 */
import type { TopicInsight } from "../model/mod.ts";
import type { AnalysedReview } from "./corpus.ts";
import { pct } from "./numbers.ts";
import { INTENSIFIERS, SENTIMENT_WORDS } from "./polarity.ts";
import type { TextAnalysis } from "./review.ts";
import { WORD_IDS } from "./intern.ts";
import { NEGATORS } from "./negators.ts";
import { WORD } from "./text.ts";

/** At most this many topics. */
export const MAX_TOPICS = 8;
/** Keywords listed per topic. */
export const TOPIC_KEYWORDS = 6;

const STOPWORDS = new Set(
  (
    "the and for are but not you all any can had her was one our out day get has him his how man new now old see " +
    "two way who boy did its let put say she too use that with have this will your from they know want been good " +
    "much some time very when come here just like long make many more only over such take than them well were " +
    "what would there their about which could other after again also back because before being between both came " +
    "down each even every first into most never should since still then these those through under until while " +
    "where why yes yet always already another around away called call calls told said says asked went going got " +
    "gets getting done does doing make made really actually definitely highly absolutely today yesterday week weeks " +
    "month months year years hour hours minutes morning afternoon evening night everything anything something " +
    "nothing someone anyone everyone thing things lot lots bit little able sure thanks thank recommend recommended " +
    "company business service services job work guy guys tech techs technician technicians team crew people " +
    "customer customers experience again review stars star five four three time times us me my we i he it " +
    "would've i've we've they're he's she's it's i'm we're don't didn't wasn't can't won't couldn't wouldn't " +
    "who's that's there's what's let's also just very quick background story short long finally kept keep " +
    "keeps earned earn earning stopped working asking feel found wanted needed tried honestly overall"
  ).split(/\s+/),
);

/** Term ids per pool of the reviews' term lists. */
const POOL_SIZE = 1 << 16;

/** Interns topic terms so documents store small integers instead of strings. */
export class TermDictionary {
  /** Term id by first word id, then second word id: small-integer keys, no key built per bigram. */
  readonly #ids: Array<Map<number, number>> = [];
  /**
   * Where the reviews' term ids live: one typed array per review was a malloc and a finalizer each, so reviews
   * share pools and keep views of them.
   */
  #pool = new Int32Array(0);
  #poolUsed = 0;
  readonly terms: string[] = [];
  readonly #excluded: ReadonlySet<string>;
  /** Per token seen: its word id when it is a content word, -1 when not ({@link isContent} once per word). */
  readonly #words = new Map<string, number>();
  /** The same per word id of intern.ts (-2: not seen yet), so most tokens cost an array read, not a lookup. */
  readonly #wordById = new Int32Array(WORD_IDS).fill(-2);
  readonly #wordTexts: string[] = [];

  /** `excluded`: extra words that never form terms (the business's and technicians' names). */
  constructor(excluded: Iterable<string>) {
    this.#excluded = new Set(excluded);
  }

  /** Whether a token may be part of a term. */
  isContent(word: string): boolean {
    if (word.length < 3) return false;
    const code = word.charCodeAt(0);
    if (code < 97 || code > 122) return false;
    return !STOPWORDS.has(word) && !SENTIMENT_WORDS.has(word) && !INTENSIFIERS.has(word) && !NEGATORS.has(word) &&
      !word.endsWith("n't") && !this.#excluded.has(word);
  }

  /** The term ids of a review's bigrams, one per occurrence. */
  extract(text: TextAnalysis): Int32Array {
    const { tokens, kinds, wordIds } = text.tokens;
    // A review has at most one bigram per token: make room, then write into the shared pool.
    if (this.#poolUsed + tokens.length > this.#pool.length) {
      this.#pool = new Int32Array(Math.max(POOL_SIZE, tokens.length));
      this.#poolUsed = 0;
    }
    const pool = this.#pool;
    const from = this.#poolUsed;
    let count = from;
    let previous = -1;
    for (let i = 0; i < tokens.length; i++) {
      const id = wordIds[i];
      let word = id >= 0 ? this.#wordById[id] : -2;
      if (word === -2) {
        word = kinds[i] === WORD ? this.#wordId(tokens[i]) : -1;
        if (id >= 0) this.#wordById[id] = word;
      }
      if (word >= 0 && previous >= 0) pool[count++] = this.#intern(previous, word);
      previous = word;
    }
    this.#poolUsed = count;
    return pool.subarray(from, count);
  }

  #wordId(word: string): number {
    let id = this.#words.get(word);
    if (id === undefined) {
      id = this.isContent(word) ? this.#wordTexts.push(word) - 1 : -1;
      this.#words.set(word, id);
    }
    return id;
  }

  #intern(first: number, second: number): number {
    const next = this.#ids[first] ??= new Map<number, number>();
    let id = next.get(second);
    if (id === undefined) {
      id = this.terms.length;
      next.set(second, id);
      this.terms.push(`${this.#wordTexts[first]} ${this.#wordTexts[second]}`);
    }
    return id;
  }
}

const byTerm = (terms: readonly string[]) => (a: number, b: number) =>
  terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0;

/** Clusters the reviews into topics; `publishedCount` is the denominator of `share_pct` (all published reviews). */
export function buildTopics(
  corpus: readonly AnalysedReview[],
  dictionary: TermDictionary,
  publishedCount: number,
): TopicInsight[] {
  const termCount = dictionary.terms.length;
  const documents = corpus.filter((entry) => entry.terms.length > 0);
  const n = documents.length;
  if (n === 0) return [];
  const df = new Int32Array(termCount);
  const seen = new Int32Array(termCount).fill(-1);
  documents.forEach((doc, d) => {
    for (const term of doc.terms) {
      if (seen[term] !== d) {
        seen[term] = d;
        df[term]++;
      }
    }
  });
  const minDf = Math.max(3, Math.ceil(0.005 * n));
  const maxDf = Math.max(minDf, Math.floor(0.3 * n));
  const idf = new Float64Array(termCount);
  const weight = new Float64Array(termCount);
  for (let t = 0; t < termCount; t++) {
    if (df[t] >= minDf && df[t] <= maxDf) idf[t] = Math.log(n / df[t]);
  }
  for (const doc of documents) for (const term of doc.terms) weight[term] += idf[term];
  const candidates: number[] = [];
  for (let t = 0; t < termCount; t++) if (idf[t] > 0) candidates.push(t);
  const tieBreak = byTerm(dictionary.terms);
  candidates.sort((a, b) => weight[b] - weight[a] || tieBreak(a, b));

  // Seeds: greedy, distinct in words and in the reviews they cover.
  const seeds: number[] = [];
  const seedDocs: Array<Set<number>> = [];
  for (const term of candidates) {
    if (seeds.length >= MAX_TOPICS) break;
    const words = dictionary.terms[term].split(" ");
    if (seeds.some((seed) => dictionary.terms[seed].split(" ").some((word) => words.includes(word)))) continue;
    const docs = new Set<number>();
    documents.forEach((doc, d) => {
      if (doc.terms.includes(term)) docs.add(d);
    });
    const overlaps = seedDocs.some((other) => {
      let shared = 0;
      for (const d of docs) if (other.has(d)) shared++;
      return shared > 0.5 * Math.min(docs.size, other.size);
    });
    if (overlaps) continue;
    seeds.push(term);
    seedDocs.push(docs);
  }

  // Assignment: each review to its strongest seed.
  const members: number[][] = seeds.map(() => []);
  const tf = new Float64Array(termCount);
  documents.forEach((doc, d) => {
    for (const term of doc.terms) tf[term]++;
    let best = -1;
    let bestScore = 0;
    seeds.forEach((seed, s) => {
      const score = tf[seed] * idf[seed];
      if (seedDocs[s].has(d) && score > bestScore) {
        best = s;
        bestScore = score;
      }
    });
    for (const term of doc.terms) tf[term] = 0;
    if (best >= 0) members[best].push(d);
  });

  const topics = seeds.map((seed, s) => {
    const sums = new Map<number, number>();
    for (const d of members[s]) {
      for (const term of documents[d].terms) if (idf[term] > 0) sums.set(term, (sums.get(term) ?? 0) + idf[term]);
    }
    const keywords = [...sums.keys()]
      .sort((a, b) => sums.get(b)! - sums.get(a)! || tieBreak(a, b))
      .slice(0, TOPIC_KEYWORDS)
      .map((term) => dictionary.terms[term]);
    const label = dictionary.terms[seed];
    return {
      id: label.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""),
      label: label.charAt(0).toUpperCase() + label.slice(1),
      review_count: members[s].length,
      share_pct: pct(members[s].length, publishedCount),
      keywords,
      example_review_ids: members[s].slice(0, 3).map((d) => documents[d].review.id),
    };
  });
  return topics
    .filter((topic) => topic.review_count > 0)
    .sort((a, b) => b.review_count - a.review_count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
