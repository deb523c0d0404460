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
import { ANY, matchesAt, type PhraseEntry, PhraseIndex } from "./phrases.ts";
import { type TokenizedText, WORD } from "./text.ts";

/** What an event weighs as negative evidence, unless its pattern says otherwise. */
const EVENT_SCORE = -0.5;
/** Failures and wrong charges, which leave no doubt. */
const STRONG = -0.7;

const FAILURE =
  "{broke|broken|leaking|leaked|leaks|dripping|clogged|failed|stopped working|stopped|went out|quit working|quit|" +
  "died|backed up|acting up|crashed|froze|came loose|fell off|fell apart|cracked|overheating|overheated}";
/** Failures that tell of the work when they come soon after it (not "broke" or "quit", as often the customer's). */
const SOON_FAILURE =
  "{died|failed|stopped working|quit working|went out|started leaking|broke down|came loose|fell apart|cracked|" +
  "crashed|overheated}";
const COUNT = "{two|three|four|five|six|several|multiple|many|numerous|2|3|4|5|6}";
const SOMEONE = "{someone else|somebody else|another company|a different company|another plumber|another shop}";

/** Event phrases (`{a|b}` alternatives, `*` any one word; see phrases.ts) and their scores. */
const EVENT_PATTERNS: ReadonlyArray<readonly [pattern: string, score: number]> = [
  // Recurrence.
  [
    `${FAILURE} again {the next day|the following day|the next morning|the next week|the same day|a day later|` +
    "a week later|days later|within a week|within days}",
    -0.6,
  ],
  [`${FAILURE} again`, -0.6],
  // A failure soon after the work: "the car died two days after they fixed it", "started leaking a week later".
  [
    `${SOON_FAILURE} {two|three|four|five|2|3|4|5|a few|a couple|a couple of} {days|weeks|hours|months} ` +
    "{after|later}",
    -0.6,
  ],
  [`${SOON_FAILURE} {a day|a week|a month|the day|an hour} {after|later}`, -0.6],
  ["same {problem|issue|thing|noise|leak|error} {again|came back|returned|happened}", -0.6],
  ["{problem|issue|leak|noise|clog|smell|error} {came back|returned|reappeared|recurred|is back|was back}", -0.6],
  // A warning light that returns is the fault returning: "the check engine light came back on two days later".
  ["{light|lights|code|codes} {came back on|came on again|is back on|was back on|came back}", -0.6],
  [
    "{second|third|fourth|fifth|2nd|3rd|4th|5th} {visit|trip|time|call|attempt|service call|appointment} " +
    "{to fix|for the same|and still|and it|and they|and the}",
    EVENT_SCORE,
  ],
  [
    `{took|takes|needed|required|it took} ${COUNT} {visits|trips|tries|attempts|appointments|service calls|calls}`,
    -0.6,
  ],
  [
    "{kept|keep|keeps|keeping} {pushing|trying to|saying|telling|asking|blaming|rescheduling|cancelling|canceling|" +
    "postponing|changing|making excuses|giving me|giving us|passing|transferring|losing|forgetting|getting|" +
    "breaking|leaking|happening|adding|charging|upselling|insisting|ignoring|dodging|delaying|stalling|promising|" +
    "putting me|putting us|pushing back|sending me|sending us}",
    EVENT_SCORE,
  ],
  [
    "{call|called|calling|phone|phoned|emailed|texted} {them |back |the office |}" +
    "{twice|three times|four times|several times|multiple times|repeatedly|over and over|numerous times|every day}",
    EVENT_SCORE,
  ],
  // Failed outcome.
  [
    "still {not working|not fixed|not been|not heard|not received|not gotten|not done|not finished|not resolved|not right|not running|not draining|broken|" +
    "leaking|leaks|dripping|clogged|waiting|no heat|no hot water|no word|no call|no response|no refund|hurts|" +
    "having the same|has the same|had the same|making the same|doing the same}",
    -0.6,
  ],
  [
    "still {doesn't|does not|isn't|is not|won't|will not|didn't|did not|hasn't|has not|haven't|have not|" +
    "wasn't|was not|weren't|were not|wouldn't|would not} " +
    "{work|working|fixed|start|run|running|drain|flush|heat|cool|been|heard|received|gotten|got|right}",
    -0.6,
  ],
  [
    "{didn't|did not|didnt|never|couldn't|could not|couldnt|wasn't able to|was not able to|weren't able to|" +
    "failed to|unable to} {fix|solve|resolve|repair|diagnose|figure out|address|correct} " +
    "{it|the|my|our|anything|a thing|what|this|that|why}",
    -0.6,
  ],
  [
    "{not|never|wasn't|was not|isn't|is not|hasn't been|has not been|haven't been|weren't|were not|never got} " +
    "{fixed|resolved|repaired|solved|addressed|taken care of|done right}",
    -0.6,
  ],
  ["{fix|repair|patch} {didn't|did not|never|doesn't} {work|last|hold}", -0.6],
  // Work that wore out at once: "the polish started chipping after three days".
  [
    "{started|began|starting} {chipping|peeling|leaking|cracking|dripping|fading|rattling|squeaking|squealing|" +
    "coming off|coming apart|falling apart|smelling|acting up}",
    -0.6,
  ],
  // A promise kept by no one: "said they would call back and never did" (from "never": "and" is too common a word
  // to look from).
  ["never {did|happened|materialized|followed through}", -0.6],
  // Damage left behind: "left scuff marks all over the wall", "came back with a new dent".
  [
    "{left|leaving|leave} {scuff|scuffs|scratches|stains|dents|a dent|holes|a hole|grease|mud|marks|dirt|debris|" +
    "nails|trash|water all}",
    -0.6,
  ],
  ["came back with {a|new|scratches|damage|dents|a new}", -0.6],
  // Being dismissed by the staff: "hung up on me", "rolled her eyes", "refused to move us".
  ["{hung|hangs|hang} up on", STRONG],
  ["{rolled|rolls|rolling} {her|his|their} eyes", -0.6],
  // Not "refused to take a tip" or "refused to charge me", which are praise.
  [
    "{refused|refuses|refusing} to {move|refund|give|honor|help|fix|listen|let|seat|serve|talk|explain|admit|cover|" +
    "replace|budge|take responsibility|take it back|come back|return|answer|speak|deal|acknowledge|apologize}",
    -0.6,
  ],
  [
    "{no one|nobody|noone} {called|showed|came|answered|returned|got back|responded|followed|bothered|told|" +
    "contacted|picked up|ever called|ever showed|ever came|ever got back|ever answered|ever returned|greeted|" +
    "acknowledged|helped|came over|checked|offered|apologized}",
    -0.6,
  ],
  ["no {call|callback|call back|response|answer|reply|show|follow up|followup|word} {from|and|or}", EVENT_SCORE],
  // Extra effort by the customer.
  [
    "{had to|have to|has to|having to} {call|phone|chase|flag|remind|follow up|keep calling|keep asking|email|text|go back|" +
    "take it back|bring it back|drive back|redo|find|hire|get someone|pay again|pay twice|pay extra|pay for another|" +
    "wait|take off|take time off|take another|cancel|dispute|escalate|beg|repeat|track|hunt|push|fight|threaten|" +
    "contact|reach out|reschedule|stay home|fix it myself|fix it ourselves|do it myself|do it ourselves|" +
    "call back|call again|go elsewhere|take my car|take the car|send it back|send the|send my|send our|send back}",
    EVENT_SCORE,
  ],
  [
    "ended up {having to|paying|calling|hiring|getting someone|going to|going elsewhere|taking it|doing it myself|" +
    "fixing it myself|replacing|spending|cancelling|canceling|with a second|with another}",
    EVENT_SCORE,
  ],
  [`{called|hired|found|got|went with|went to|had} ${SOMEONE}`, EVENT_SCORE],
  // Food or work returned as not good enough: "sent it back twice".
  ["{sent|send|sending} {it|them|the|my|our|everything} back", EVENT_SCORE],
  ["{sent|send|sending} back {the|my|our|a|two|both}", EVENT_SCORE],
  [
    "{hard|difficult|impossible|tough} to {reach|get ahold of|get a hold of|get in touch|contact|get through|" +
    "get an appointment|schedule|book|work with|deal with|communicate with|hear from|pin down}",
    -0.6,
  ],
  // Wrong charges.
  [
    "{charged|billed|charge|bill|charging|billing} {me |us |my card |my credit card |my account |}" +
    "{twice|double|two times|again|for nothing|more than the|more than they quoted|more than quoted}",
    STRONG,
  ],
  ["{double|wrongly|incorrectly|falsely} {charged|billed}", STRONG],
  [
    "{charged|billed|charge|charging} {me |us |}{another|an extra|a second|an additional} {fee|diagnostic|service|" +
    "trip|call|charge}",
    -0.6,
  ],
  [
    "{charged|billed} {me |us |}for {work|something|a part|parts|services|a service|things|stuff} " +
    "{they|that|which} {didn't|never|did not|wasn't|weren't}",
    STRONG,
  ],
];

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
