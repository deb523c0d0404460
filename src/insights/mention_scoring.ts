/**
 * The mention pass of `analyzeText`: each aspect mention's own polarity (negated, intensified, mocked), then its
 * score from the sentiment words nearest to it, a neighbouring clause or its sentence, summed per aspect. Its own
 * module because attributing sentiment to mentions is a step apart from finding and scoring the words.
 */
import { borrow, sentenceSentiment } from "./attribution.ts";
import type { Aspect } from "./packs/mod.ts";
import { NEGATION_FACTOR } from "./polarity.ts";
import { NEGATED } from "./scope.ts";
import { SCARE_QUOTED } from "./irony.ts";
import { stanceFactor } from "./stance.ts";
import { scratch, type TextWork } from "./text_work.ts";

/** What a negated neutral cue scores: the thing was absent ("no follow-up"). */
export const ABSENCE_SCORE = -0.5;
/** What a mention with no sentiment of its own takes from its sentence. */
const SENTENCE_FACTOR = 0.5;
/** Borrowed sentiment from a neighbouring clause counts this much. */
const BORROW_FACTOR = 0.8;

/** A negated negative cue: "not overpriced" is a mild point in favour of the price. */
const NEGATED_NEGATIVE_CUE_FACTOR = -0.5;
/** A neutral mention ("$230") weighs this much beside an explicit cue of the same aspect ("overpriced"). */
const NEUTRAL_BESIDE_EXPLICIT = 0.25;

/** Words that give a clause a subject of its own: "but once the tech was here it was great" judges the visit. */
const OWN_SUBJECT = new Set(
  ("i we you he she it they the this that these those there his her their our my its it's everything everyone " +
    "once when").split(" "),
);

/**
 * The words of the contrast clause right after `c` when that clause has no subject of its own ("..., but very
 * sweet"), scaled from its weight to `c`'s; 0 when there is none.
 */
function continuation(work: TextWork, clauseHasMention: Uint8Array, c: number): number {
  const { clauses, tokens } = work.tokenized;
  const clauseWords = work.clauseWords;
  const next = c + 1;
  if (next >= clauses.length || clauses[next].sentence !== clauses[c].sentence) return 0;
  if (clauses[next].weight <= clauses[c].weight || clauseHasMention[next] || clauseWords[next] === 0) return 0;
  for (let i = clauses[next].start; i < clauses[next].end; i++) if (OWN_SUBJECT.has(tokens[i])) return 0;
  return clauseWords[next] * (clauses[next].weight / clauses[c].weight);
}

/**
 * Pass 3: sets each mention's own polarity and score, adds the cues' evidence to `work` and sets `work.textSum`.
 * Returns the summed weighted score per aspect index, NaN where the aspect is not mentioned.
 */
export function scoreMentions(work: TextWork, aspects: readonly Aspect[]): Float64Array {
  const { tokenized, ironic, stance, mentions, polarCueAt, negAt, multAt, wordScore, clauseWords } = work;
  const { clauses } = tokenized;
  const aspectCount = aspects.length;
  let positiveEvidence = work.positive;
  let negativeEvidence = work.negative;
  let evidence = work.evidence;
  const clauseCues = scratch.f64(1, clauses.length);
  const clauseHasMention = scratch.bytes(3, clauses.length);
  const explicit = scratch.bytes(4, aspectCount);
  for (const mention of mentions) {
    // A positive cue an event took back (events.ts) is no praise: "the issue came back".
    let own = mention.own > 0 && polarCueAt[mention.start] === 0 ? 0 : mention.own;
    if (own !== 0) {
      const negation = own < 0 ? NEGATED_NEGATIVE_CUE_FACTOR : NEGATION_FACTOR;
      const mocked = own > 0 && ironic !== null && ironic[mention.start] === SCARE_QUOTED;
      own = own * multAt[mention.start] * (negAt[mention.start] || mocked ? negation : 1);
      // A cue in someone else's words, a hope or what should have happened (stance.ts): "the reviews said the staff
      // were friendly", "instead of a friendly welcome".
      if (stance !== null && stance[mention.start] !== 0) {
        own *= stanceFactor(stance[mention.start], negAt[mention.start] !== 0, mention.own);
      }
    } else if (negAt[mention.start] === NEGATED) own = aspects[mention.aspect].absence ?? ABSENCE_SCORE;
    (mention as { own: number }).own = own;
    clauseCues[mention.clause] += own;
    clauseHasMention[mention.clause] = 1;
    if (own > 0) positiveEvidence += own * clauses[mention.clause].weight;
    else negativeEvidence -= own * clauses[mention.clause].weight;
    if (own !== 0) {
      evidence = true;
      explicit[mention.aspect] = 1;
    }
  }
  // Sentiment words go to the neutral mention they are nearest to ("the food is reliable and the price is
  // moderate": "reliable" is about the food); an explicit cue keeps its own polarity ("too expensive" stays
  // negative in "average at best and too expensive").
  const assigned = scratch.f64(2, mentions.length);
  const hasWords = scratch.bytes(5, mentions.length);
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
    // A contrast with no subject of its own goes on judging this mention's subject ("our server was a bit slow but
    // very sweet"): its words count at their own weight beside what the conceded clause said.
    if (mention.own === 0 && !hasWords[m]) score += continuation(work, clauseHasMention, c);
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
  work.positive = positiveEvidence;
  work.negative = negativeEvidence;
  work.evidence = evidence;
  work.textSum = textSum;
  return aspectTotals;
}
