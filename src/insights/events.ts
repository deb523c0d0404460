/**
 * Complaints told as events, with no sentiment word: "had to call back twice", "still not fixed", "it broke again
 * the next day", "charged me twice", "waited 45 minutes past my appointment", "no one called". Real 1-3 star
 * reviews are made of them; without them such a review reads neutral.
 *
 * Five kinds, each scoped to what the business did or failed to do:
 * - recurrence: a failure that came back ("leaking again", "the problem returned", "took three visits", "kept
 *   pushing a new unit");
 * - failed outcome: "still not working", "didn't fix it", "never resolved";
 * - extra effort by the customer to get the business to act: "had to call/chase/remind", "ended up paying";
 * - durations past expectations: "45 minutes late", "waited over an hour", "three weeks for a part";
 * - wrong charges: "charged me twice", "billed for work they never did".
 * The customer's own doings are not events ("I had tried to fix it myself twice": no pattern names trying), and
 * another business's are left out by elsewhere.ts like any other words. An event the pack already reads as a cue
 * ("still leaking" in home services) is not counted again, and a negated one ("never had to call back") is none.
 */
import type { WordInfo } from "./compile.ts";
import { EVENT_PATTERNS, EVENT_SCORE } from "./event_patterns.ts";
import { ANY, matchesAt, type PhraseEntry, PhraseIndex } from "./phrases.ts";
import { type TokenizedText, WORD } from "./text.ts";

/** The event phrases by first word, then by second (every pattern has two words or more and no wildcard). */
const INDEX: ReadonlyMap<string, ReadonlyMap<string, readonly PhraseEntry<number>[]>> = (() => {
  const index = new PhraseIndex<number>();
  for (const [pattern, score] of EVENT_PATTERNS) index.add(pattern, score);
  index.seal();
  const byTwo = new Map<string, Map<string, PhraseEntry<number>[]>>();
  for (const first of index.firstWords()) {
    const bySecond = new Map<string, PhraseEntry<number>[]>();
    for (const entry of index.candidates(first)!) {
      if (entry.words.length < 2 || entry.words[1] === ANY) throw new Error(`event phrase too loose: ${entry.words}`);
      const list = bySecond.get(entry.words[1]);
      if (list) list.push(entry);
      else bySecond.set(entry.words[1], [entry]);
    }
    byTwo.set(first, bySecond);
  }
  return byTwo;
})();

/** Numbers as reviewers write them. */
const NUMBERS: ReadonlyMap<string, number> = new Map([
  ["a", 1],
  ["an", 1],
  ["one", 1],
  ["two", 2],
  ["three", 3],
  ["four", 4],
  ["five", 5],
  ["six", 6],
  ["ten", 10],
  ["fifteen", 15],
  ["twenty", 20],
  ["thirty", 30],
  ["forty", 40],
  ["fifty", 50],
  ["ninety", 90],
  ["couple", 2],
  ["few", 3],
  ["several", 3],
  ["multiple", 3],
]);
/** Units of time, in minutes. */
const UNITS: ReadonlyMap<string, number> = new Map([
  ["minutes", 1],
  ["mins", 1],
  ["min", 1],
  ["hour", 60],
  ["hours", 60],
  ["hrs", 60],
  ["hr", 60],
  ["day", 1440],
  ["days", 1440],
  ["week", 10080],
  ["weeks", 10080],
  ["month", 43200],
  ["months", 43200],
]);
/** Words between "waited" and an amount of time: "waited for over an hour". */
const AT_LEAST = new Set(
  ["over", "more", "than", "almost", "nearly", "about", "around", "close", "to", "for", "like", "at", "least", "well"],
);
/** Words after an amount of time that make it a delay: "45 minutes late", "an hour past my appointment". */
const DELAY = new Set(["late", "past", "behind", "after"]);

/**
 * The words an event may start at, and the units of time a duration is found from (a number before a unit is too
 * common a word to look from): marked in the compiled word table so a token costs no lookup. None may be "used" or
 * "until", which the analyser reads only as words it knows nothing else of ("used to be good").
 */
export const EVENT_STARTS: readonly string[] = [...INDEX.keys(), ...UNITS.keys()];

const numberOf = (token: string): number => NUMBERS.get(token) ?? (/^\d+$/.test(token) ? Number(token) : NaN);

/** Where the duration found by {@link durationAt} starts. */
let durationStart = 0;

/**
 * A duration event around the unit of time at `unit`: "waited over an hour", "45 minutes late", "three weeks for a
 * part". Returns its end (exclusive) and sets {@link durationStart}, or returns 0 when there is none.
 */
function durationAt(tokens: readonly string[], kinds: Uint8Array, unit: number, from: number, limit: number): number {
  const minutesPer = UNITS.get(tokens[unit]);
  if (minutesPer === undefined) return 0;
  let at = unit - 1;
  if (tokens[at] === "of") at--;
  if (at < from || kinds[at] !== WORD) return 0;
  let count = numberOf(tokens[at]);
  // "a couple of hours", "a few days", "half an hour".
  if ((tokens[at] === "couple" || tokens[at] === "few") && (tokens[at - 1] === "a" || tokens[at - 1] === "an")) at--;
  else if (tokens[at] === "an" && tokens[at - 1] === "half") {
    count = 0.5;
    at--;
  }
  if (Number.isNaN(count) || at < from) return 0;
  const minutes = count * minutesPer;
  const after = tokens[unit + 1];
  durationStart = at;
  // A delay of any length, weeks for a part.
  if (unit + 1 < limit && DELAY.has(after)) return unit + 2;
  if (minutesPer >= 10080 && unit + 2 < limit && after === "for" && tokens[unit + 2] === "a") return unit + 3;
  // A wait of half an hour or more.
  let wait = at - 1;
  while (wait >= from && kinds[wait] === WORD && AT_LEAST.has(tokens[wait])) wait--;
  if (wait < from || kinds[wait] !== WORD || (tokens[wait] !== "waited" && tokens[wait] !== "waiting")) return 0;
  durationStart = wait;
  return minutes >= 30 ? unit + 1 : 0;
}

/** In `polarCue`: a cue with a negative polarity of its own starts here. */
export const NEGATIVE_CUE = 1;
/** In `polarCue`: a cue with a positive polarity of its own starts here. */
export const POSITIVE_CUE = 2;

/**
 * The complaint events in `tokenized`, as flat triples `[start, end (exclusive), score, ...]` in order, or null when
 * there are none. An event that holds an idiom or a negative cue (`idiomAt`, `polarCue`: "an hour late" is the
 * pack's "late") was judged already and is left; a positive cue inside any is a misreading and is cleared from
 * `polarCue` ("the issue came back" is no follow-up visit; "broke again the next day" no prompt scheduling).
 */
export function markEvents(
  tokenized: TokenizedText,
  infos: ReadonlyArray<WordInfo | undefined>,
  idiomAt: Float64Array,
  polarCue: Uint8Array,
): number[] | null {
  const { tokens, kinds, clauses, clauseOf } = tokenized;
  let events: number[] | null = null;
  // Where the last event ended: a duration found from its unit may start before the unit, never inside an event.
  let from = 0;
  for (let i = 0; i < tokens.length; i++) {
    // Most words start nothing (see EVENT_STARTS).
    if (kinds[i] !== WORD || infos[i]?.event !== true) continue;
    const limit = clauses[clauseOf[i]].end;
    const candidates = i + 1 < limit ? INDEX.get(tokens[i])?.get(tokens[i + 1]) : undefined;
    let start = i;
    let end = 0;
    let score = EVENT_SCORE;
    if (candidates !== undefined) {
      for (const entry of candidates) {
        if (!matchesAt(entry, tokens, kinds, i, limit)) continue;
        end = i + entry.words.length;
        score = entry.value;
        break;
      }
    }
    if (end === 0) {
      end = durationAt(tokens, kinds, i, Math.max(from, clauses[clauseOf[i]].start), limit);
      start = durationStart;
    }
    if (end === 0) continue;
    let judged = false;
    for (let k = start; k < end && !judged; k++) judged = polarCue[k] === NEGATIVE_CUE || idiomAt[k] !== 0;
    for (let k = start; k < end; k++) if (polarCue[k] === POSITIVE_CUE) polarCue[k] = 0;
    if (judged) continue;
    (events ??= []).push(start, end, score);
    from = end;
    i = end - 1;
  }
  return events;
}
