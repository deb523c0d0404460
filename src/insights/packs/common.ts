/**
 * Cue lists several packs share: how people talk about price, service, waiting, cleanliness and honesty is much the
 * same whether they reviewed a dentist or a bakery. Packs build their aspects from these and add their trade's own.
 */
import { SERVICE_FAILURES, SERVICE_PRAISE, UNANSWERED } from "./service_stories.ts";
import type { Aspect } from "./types.ts";

export { PRICE_BY_CONTEXT, PRICE_COMPLAINTS, PRICE_PRAISE, pricing, type TradePriceCues, WORTH_IT } from "./price.ts";
export { LONG_WAIT, waitTime } from "./wait.ts";

/** Phrases that look like cues in any trade but are not. */
export const COMMON_BLOCKERS: readonly string[] = [
  "{the|a|this|that|our|my} {cost|price} of {living|doing}",
  "phone number",
  "no matter",
  "{off|at|from|after|before|leave|left} work",
  "no doubt",
  "not only",
  "in the end",
  "{fast|quick} {food|casual}",
  "waiting {room|rooms|area}",
  "{at|for} {no|any|all} cost",
  "{any|every|each} {time|minute}",
  // "That's the price you pay for a popular place": a cost that is not money.
  "price {you|we} {pay|paid} for",
  // "User friendly", "kid friendly", "professional looking": a thing's fitness, not how anyone was treated.
  "{user|kid|kids|family|dog|pet|eco|environmentally|child|beginner|novice|vegan|vegetarian} friendly",
  "professional {looking|grade|use|documents}",
  "{look|looks|looking|looked} {very |more |}professional",
  // "This will fit the bill": it suits, nobody paid.
  "{fit|fits|fitting|fitted} the bill",
  // "On top of it all" adds; it does not praise.
  "top of {that|it all|all that|all this|everything else}",
  // The customer's own lapse or words: "I forgot my wallet", "I explained the problem", "we didn't know".
  "{i|we} {forgot|forget|forgotten|explained|explain|explaining|ignored|rushed|transferred}",
  "{i|we} {was|were} unable",
  "{i|we} {don't|didn't|do not|did not} {really |even |}care",
  "{i|we} {didn't|did not|don't|do not} know",
  // The reviewer's own frankness, not the business's honesty: "to be honest", "let's be honest", "I honestly thought".
  "{to be|let's be|lets be|gotta be|have to be|i'll be|i will be} {honest|truthful}",
  "{i|we} honestly",
  // Don't quote me: a saying, no price quote.
  "quote me",
];

/** The people who serve customers in most trades, for "friendly staff", "rude waiter"... */
export const PEOPLE =
  "{staff|employee|employees|people|folks|team|crew|guy|guys|lady|ladies|man|woman|owner|owners|manager|managers|" +
  "waiter|waiters|waitress|waitresses|server|servers|host|hostess|bartender|bartenders|cashier|cashiers|" +
  "receptionist|receptionists|hygienist|hygienists|nurse|nurses|assistant|assistants|paralegal|paralegals|" +
  "caregiver|caregivers|aide|aides|mechanic|mechanics|advisor|advisors|clerk|clerks|personnel}";

const PRAISE =
  "{nice|great|good|friendly|pleasant|awesome|wonderful|sweet|kind|lovely|helpful|excellent|amazing|caring}";
const BLAME =
  "{rude|unfriendly|nasty|grumpy|surly|unhelpful|incompetent|clueless|lazy|miserable|arrogant|snobby|snotty}";

/** A trade's own service cues with their polarity, beside the shared ones ("patient" is service at a table). */
export interface TradeServiceCues {
  readonly positive?: readonly string[];
  readonly negative?: readonly string[];
}

/** How the people at the business treat customers: friendliness, attention, manners. */
export function service(
  label = "Customer service",
  neutral: readonly string[] = [],
  trade: TradeServiceCues = {},
): Aspect {
  return {
    id: "customer_service",
    label,
    role: "service",
    positive: [
      "{friendly|courteous|polite|welcoming|attentive|accommodating|accomodating|personable|gracious|hospitable|respectful}",
      "{professional|professionally|professionalism}",
      "{helpful|caring|compassionate}",
      `${PRAISE} ${PEOPLE}`,
      `${PRAISE} {service|customer service|hospitality}`,
      "{service|staff} {was|is|were|are} {great|excellent|amazing|fantastic|wonderful|superb|outstanding|impeccable|top notch}",
      "made {me|us} feel {welcome|welcomed|at home|comfortable|special|valued}",
      "{treated|treat|treats} {me|us} {well|like family|with respect|right|like royalty}",
      "{went|goes|go} out of {their|his|her} way",
      // "Sweet" of a person is kindness (of food it is a taste): "our server was a bit slow but very sweet".
      `${PEOPLE} {was|were|is|are} {so |very |really |super |such |}{sweet|a sweetheart|sweethearts}`,
      "{took|take|takes} {great |good |}care of {me|us}",
      "{well |}taken care of",
      "{know|knows|knew} {your|our|my} name",
      "{know|knows|knew|remember|remembers|remembered} {you|us|me|everyone|regulars} by name",
      "{caters|catered|cater|catering} to {all |every |}{your|our|my|their} {needs|need|whims|wishes}",
      "{helped|assisted} {me|us}",
      "{willing|wiling|happy|glad|eager|always ready|more than happy|quick} to help",
      "{honored|honoured|accommodated|granted} {our|my|every|any|the} {reservation|request|requests}",
      "{made|make|makes} {it |them |something |}{for us |for me |}{upon|on} request",
      // Negated, a complaint: "they don't care about you". The reviewer's "I don't care about the decor" is neither.
      "{care|cares|cared} about {you|us|me|their customers|their clients|their patients|their residents|their guests|the customer|the customers|people}",
      ...SERVICE_PRAISE,
      ...trade.positive ?? [],
    ],
    negative: [
      "{rude|rudely|unfriendly|unprofessional|condescending|arrogant|disrespectful|dismissive|impatient|inattentive|obnoxious|snobby|snotty|surly|unhelpful|pushy|grumpy|cranky|curt|snooty|standoffish|aloof|snippy|snarky|bossy}",
      `${BLAME} ${PEOPLE}`,
      "{bad|poor|terrible|horrible|awful|lousy|slow|sloppy|rude|nonexistent|subpar|mediocre|spotty|inattentive|worst} {service|customer service}",
      "{rushed|rush|rushing} {us|me}",
      "{bad|poor|terrible|nasty} attitude",
      "{ignored|ignoring} {us|me}",
      "talked down to",
      "{made|make|makes} {me|us} feel {stupid|dumb|bad|like an idiot|rushed|unwelcome|uncomfortable}",
      "{yelled|yelling|screamed|screaming} at",
      "{hung|hangs} up",
      "on hold",
      "{refuse|refused|refuses} to",
      "{forgot|forget|forgets|forgotten} {our|my|about our|about my|to bring|to give}",
      "{dumped|threw|shooed|abrupt}",
      "{rudeness|rudest}",
      "{no|zero} help {at all|whatsoever|}",
      "{couldn't|could not} care less",
      "{treated|treat|treats|treating} {me |us |customers |people |}{terribly|badly|poorly|horribly|rudely|like dirt|like garbage|like crap|with contempt}",
      "{without|no} {an |}{apology|explanation}",
      "{wrong|incorrect|someone else's|somebody else's} {order|item|items|dish|drink|drinks|meal|food}",
      "order wrong",
      "{lost|forgot|forgotten|misplaced} {our|my|the} {reservation|reservations|booking|request}",
      "no record of {our|my|the} {reservation|booking|appointment}",
      "{ignored|ignore|ignores|ignoring|refused} {our|my|every|any} {request|requests}",
      "{messed|mixed} up {our|my|the} order",
      "{walked|walks|walk|stormed|storms} {away|off} {on us|on me|from us|from me|mid sentence|}",
      ...SERVICE_FAILURES,
      ...trade.negative ?? [],
    ],
    neutral: [
      "{service|staff|employee|employees|customer service|customer support|support|personnel|management|manager|owner|owners}",
      "{attitude|demeanor|manners|behavior|behaviour|hospitality}",
      "{customer services|assistance|assist|assists|assisting}",
      ...neutral,
    ],
  };
}

/** Cleanliness of the place or of the work. */
export function cleanliness(label = "Cleanliness", neutral: readonly string[] = []): Aspect {
  return {
    id: "cleanliness",
    label,
    positive: ["{spotless|tidy|immaculate|pristine|sanitary|hygienic}", "{very|so|super|always|extremely} clean"],
    negative: [
      // A demand to clean up is a complaint: "Clean up your aisles for goodness sake".
      "clean up your {act|place|store|aisles|aisle|tables|restrooms|bathrooms|bathroom|mess|kitchen|floors|shop|lobby|dining room}",
      "{dirty|filthy|messy|grimy|gross|unsanitary|sticky|smelly|stinks|stank|dusty|cockroach|cockroaches|roach|roaches|mice|bugs|flies}",
      "{urine|feces|mold|mildew|stench|stinky}",
    ],
    neutral: ["{clean|cleanliness|cleaned}", ...neutral],
  };
}

/** Being exploited: "trying to take advantage of me". */
export const TAKE_ADVANTAGE =
  "{take|took|taking|takes|took full|take full} advantage of {me|us|customers|people|the elderly|elderly|women|my|our|their}";

/** Honesty and trust. */
export function honesty(label = "Honesty"): Aspect {
  return {
    id: "honesty",
    label,
    positive: [
      "{honest|honesty|trust|trustworthy|trusted|transparent|transparency|upfront|integrity}",
      "up front",
      "straight shooter",
      "told {me|us} the truth",
      "{didn't|did not|never} try to {sell|upsell|push}",
    ],
    negative: [
      "{upsell|upsold|upselling|pushy|pressured|scam|scammed|scammers|scammy|dishonest|shady|lied|lying|liars|crooks|crooked|fraud|fraudulent|deceptive|misleading}",
      "sales {pitch|tactics|pressure}",
      "{tried|trying} to sell",
      "{unnecessary|unneeded} {repair|repairs|work|parts|treatment|treatments|procedures}",
      "bait and switch",
      // Denying a fault: "they scratched my bumper and denied it".
      "{denied|denies|deny|denying} {it|doing it|doing that|everything|responsibility|any responsibility|any wrongdoing}",
      "{refused|wouldn't|would not} {to |}{admit|own up}",
      TAKE_ADVANTAGE,
    ],
    // "Honestly" is mostly the reviewer's own frankness ("I honestly thought", "Honestly, the food was cold"), and
    // "to be honest" always is: neither speaks of the business's honesty.
    neutral: [],
  };
}

/** Keeping the customer informed. */
export function communication(label = "Communication", neutral: readonly string[] = []): Aspect {
  return {
    id: "communication",
    label,
    role: "service",
    positive: [
      "{explained|explains|explaining|explanation|explanations}",
      "took the time to explain",
      "kept {me|us} {informed|updated|posted|in the loop}",
      "walked {me|us} through",
      "responsive",
      "{answered|answers} {all|every|each|any|my|our} {question|questions}",
      "{answer|answered|answers|answering} all {of |}{my|our|the} {question|questions}",
      "{great|good|excellent|clear} {communication|communicator}",
      "{returned|returns|return} {my|our|every|all} {call|calls|email|emails}",
      "{call|calls|called|text|texts|texted|update|updates|updated} {us|me} {right away|immediately|promptly|every time|whenever}",
    ],
    negative: [
      "{never|didn't|did not|doesn't|wouldn't|won't} {call|called|calls|return|returned|respond|responded|reply|replied|answer|answered|get|got} back",
      "{never|didn't|did not|doesn't|wouldn't|won't} {return|returned|respond|responded|reply|replied}",
      "{never|didn't|did not|doesn't|wouldn't|won't} {return|returned|answer|answered} {my|our|any} {calls|call|emails|email|messages|texts}",
      "{ghosted|unresponsive}",
      "{poor|bad|terrible|no|zero|lack of} communication",
      "{left|leave|leaves} {me|us} in the dark",
      "{never|haven't|didn't} {heard|hear} back",
      "{never|haven't|didn't|did not|hadn't} {heard|hear} {anything|a thing|a word|from them|from anyone|from the shop}",
      "{nobody|no one|never} {told|tells|informed|called|notified|warned} {us|me}",
    ],
    neutral: [
      "{communication|communicate|communicated|communicating}",
      "{explain|informed|updates|updated}",
      "{call|called|calls|calling} back",
      "{questions|question}",
      ...UNANSWERED,
      ...neutral,
    ],
  };
}

/** Booking an appointment or a table. */
export function scheduling(label = "Scheduling", neutral: readonly string[] = []): Aspect {
  return {
    id: "scheduling",
    label,
    positive: [
      "same day",
      "{fit|squeezed|got|worked} {me|us} in",
      "{easy|simple|quick} to {schedule|book|get an appointment|get in}",
      "{flexible|accommodating} {with|schedule|scheduling|hours}",
      "worked around {my|our} schedule",
    ],
    negative: [
      "{rescheduled|cancelled|canceled}",
      "{weeks|months} out",
      "no availability",
      "{couldn't|could not|can't} get {an appointment|in}",
      "waiting list",
      "{double booked|overbooked}",
      "{lost|forgot} {my|our} {appointment|reservation|booking}",
    ],
    neutral: ["{schedule|scheduled|scheduling|appointment|appointments|booking|booked|availability}", ...neutral],
  };
}
