/**
 * The phrases that tell complaints as events (see events.ts): recurrence, failed outcomes, extra effort by the
 * customer, waits and wrong charges, each with the negative evidence it weighs. Data only: `{a|b}` alternatives and
 * `*` any one word, as phrases.ts reads them.
 */

/** What an event weighs as negative evidence, unless its pattern says otherwise. */
export const EVENT_SCORE = -0.5;
/** Failures and wrong charges, which leave no doubt. */
const STRONG = -0.7;

const FAILURE =
  "{broke|broken|leaking|leaked|leaks|dripping|clogged|failed|stopped working|stopped|went out|quit working|quit|" +
  "died|backed up|acting up|crashed|froze|came loose|fell off|fell apart|cracked|overheating|overheated|" +
  "crapped out|conked out|gave out}";
/** Failures that tell of the work when they come soon after it (not "broke" or "quit", as often the customer's). */
const SOON_FAILURE =
  "{died|failed|stopped working|quit working|went out|started leaking|broke down|came loose|fell apart|cracked|" +
  "crashed|overheated}";
const COUNT = "{two|three|four|five|six|several|multiple|many|numerous|2|3|4|5|6}";
const SOMEONE = "{someone else|somebody else|another company|a different company|another plumber|another shop}";

/** Event phrases (`{a|b}` alternatives, `*` any one word; see phrases.ts) and their scores. */
export const EVENT_PATTERNS: ReadonlyArray<readonly [pattern: string, score: number]> = [
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
  // What was fixed, as "it", returning soon after: "they fixed the light but it came back on two days later".
  [
    "it {came back on|came back|came on again|happened again|started again|started up again|went out again|" +
    "stopped again} {* days|* weeks|* hours|a day|a week|an hour|the next day|the next morning|the following day|" +
    "the same day|that night|that evening|within}",
    STRONG,
  ],
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
  ["{ended up|had to} {sending|send} back", EVENT_SCORE],
  // What was lost or never came: "our luggage did not arrive", "one of the gyros was missing".
  ["{did not|didn't|never} {arrive|arrived|show up}", EVENT_SCORE],
  ["{was|were|is|are|still|went|gone} missing", EVENT_SCORE],
  [
    "{hard|difficult|impossible|tough} to {reach|get ahold of|get a hold of|get in touch|contact|get through|" +
    "get an appointment|schedule|book|work with|deal with|communicate with|hear from|pin down}",
    -0.6,
  ],
  // Weeks to get anything: "getting an appointment took three weeks", "it took two weeks to get a callback".
  [
    "{appointment|appointments|callback|call back|response|reply|refund|part|parts|estimate|quote} " +
    "{took|takes|taking} {two|three|four|five|six|several|a few|a couple|2|3|4|5|6|over a|over two} " +
    "{weeks|months|week|month}",
    EVENT_SCORE,
  ],
  [
    "took {two|three|four|five|six|several|a few|a couple|2|3|4|5|6} {weeks|months} to {get|schedule|book|hear|" +
    "receive|see|reach|set up}",
    EVENT_SCORE,
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
