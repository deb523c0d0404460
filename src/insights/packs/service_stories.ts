/**
 * How customers tell of the way they were treated without the words "service" or "staff": praise as deeds ("went
 * above and beyond", "checked on us", "remembered our order") and complaints as stories ("had to ask twice", "we
 * were ignored", "nobody came to take our order", "won't replace it", "blamed me"). Real reviews of restaurants,
 * shops and repair desks judge the service mostly this way, so these cues make a service mention of their own.
 *
 * Each phrase names what the business's people did or failed to do; what the customer did is no cue ("I forgot my
 * wallet", "we were unable to park": blockers of the packs). Phrases start at their rarer word ("ignored", not "were
 * ignored"): a phrase is tried wherever its first word occurs, and "was", "were" or "they" occur everywhere.
 */

/** "Great with our kids", "so sweet to my mom": how the people treated the customer's own. */
const KIND_TO = "{great|wonderful|amazing|good|nice|sweet|kind|awesome|patient|fantastic} {to|with} {my|our} " +
  "{kids|children|child|family|son|daughter|parents|mom|mother|dad|father|wife|husband|baby|toddler|group|dog}";

/** "Great to work with", "a pleasure to deal with": how the people were, in any trade. */
const WORK_WITH =
  "{great|easy|pleasure|nice|wonderful|awesome|fantastic|good|joy|delight|fun} to {work with|deal with}";

/**
 * Service praise said as what the people did. Listening and patience are the care of healthcare and legal packs
 * (bedside manner, care), so only home services, which has no such aspect, reads them as service.
 */
export const SERVICE_PRAISE: readonly string[] = [
  "above and beyond",
  "{went|goes|go|going} the extra mile",
  "{checked|checks|check|checking} {on|in on|back on|up on|back with} {us|me}",
  "{remembered|remembers|remember} {us|me|my|our}",
  "{greeted|greets|welcomed|welcomes} {us|me|everyone|every customer}",
  "{bent|bend|bends} over backwards",
  "{accommodated|accommodates|accommodate} {us|me|our|my}",
  "{made|make|makes|gave|gives} {great|good|excellent|helpful|wonderful|perfect} {recommendations|recommendation|suggestions|suggestion}",
  WORK_WITH,
  KIND_TO,
  "{made|make|makes} {it|things|everything} right",
  "{take|took|takes|accept|accepted|accepts} {my|our|the|a} {return|returns|coupon|exchange} {without|with no|no}",
  // A person to talk to; negated the complaint: "could not get a live person on the phone".
  "{reach|reached|talk to|speak to|speak with|talk with} {a|an} {live|real|actual} {person|human}",
  // A gift from the house: "surprised us with a different starter", "sent out a complimentary dessert".
  "{surprised|surprise|surprises|treated|treat|treats} {us|me} {with|to} {a|an|free|complimentary|some|extra|their}",
  "{sent|sends|brought|brings} {out |over |us |}{a|an|some} {free|complimentary}",
  "{sweetheart|sweethearts|sweetie}",
  // Negated, a complaint: "not one person takes responsibility".
  "{take|takes|took|taking} {responsibility|ownership}",
];

/** The people of a home-services business, as customers name them. */
const HOME_PEOPLE =
  "{guy|guys|man|men|lady|woman|tech|techs|technician|technicians|crew|team|staff|installers|installer}";

/**
 * The same in home services, where showing up and explaining are their own aspects (punctuality, communication):
 * only how the customer was treated.
 */
export const HOME_SERVICE_PRAISE: readonly string[] = [
  "above and beyond",
  "{went|goes|go|going} the extra mile",
  "{bent|bend|bends} over backwards",
  "{listened|listens|listen|listening} to {me|us|my|our|what i|what we|a word|anything}",
  "{helpful|accommodating|attentive}",
  WORK_WITH,
  KIND_TO,
  "{treated|treat|treats} {me|us} {well|like family|right|like royalty|fairly}",
  // Praise said of the people after the verb: "the guys were super nice" (before the noun it is professionalism's).
  `${HOME_PEOPLE} {was|were|is|are} {very |super |so |really |always |}{nice|kind|sweet|pleasant|lovely}`,
  "{great|excellent|amazing|fantastic|wonderful|outstanding|awesome|exceptional|superb|good|friendly} {service|customer service}",
];

/** Complaints about waiting on customers: at a table, a counter or a desk (not home services, where "nobody came" is
 * punctuality). */
const WAITING_ON_FAILURES: readonly string[] = [
  "{never|not} {brought|refilled|acknowledged|greeted|served|seated|helped}",
  "{never|didn't|did not} {acknowledge|greet|bring|refill|serve}",
  // What was asked for and never came: "we asked for beverages and never received them".
  "{never|didn't|did not|hadn't|haven't|not} {receive|received}",
  "{never|didn't|did not} {get|got} {our|my|them|any|a refund|an apology}",
  // From the rarer word: phrases that start at "was", "were", "they" or "get" are tried at every such word.
  "ignored",
  "{no one|nobody|noone} {came|acknowledged|greeted|helped|checked|took|bothered|offered|apologized|apologised|" +
  "seemed|cared|knew|came over|came by|came back|looked up|looked our way|noticed us|noticed me}",
  // The same said of the staff: "no server had come by", "no waiter ever came over".
  "no {server|waiter|waitress|bartender|host|hostess|staff|employee|employees} {came|had come|ever came|came by|" +
  "came over|stopped by|had stopped by|showed up|in sight}",
  "{forgot|forgotten|forget} about {us|me|our|my}",
  "forgot",
  "{finally|eventually} {came|came back|came over|showed up|acknowledged|noticed|brought|took our order}",
  // What never came to the table: "our drinks never came", "the waiter never came back with the check".
  "never {came|arrived|showed up} {out|over|back with|with|to our}",
  "{order|orders|drinks|drink|check|bill|server|waiter|waitress|appetizers|entrees|refills} never {came|arrived|showed}",
  // Asking again: "after the 4th time I asked again".
  "{asked|ask|asking} {again|twice|repeatedly|three times|four times|several times|multiple times}",
  // What the staff could not do: "unable to provide drink suggestions".
  "unable to {answer|provide|help|tell|explain|recommend}",
  "{told|tells|telling} {us|me} to {leave|get out|go away|hurry}",
  "{kicked|rushed|hurried|pushed|shooed} {us|me} out",
  // Attention on themselves: "employees chatting among themselves".
  "{chatted|chatting|gossiped|gossiping|talked|talking|socializing} {among themselves|with each other|to each other|" +
  "amongst themselves|with their friends|with her friends|with his friends}",
  // Not "felt rushed": in healthcare that is bedside manner's, and food says it of the people too ("we were rushed").
  "rushed",
  // Attention that went elsewhere: "too busy chatting to notice us".
  "too busy {to|chatting|talking|texting|gossiping|on their|on his|on her|with their|with his|with her|flirting}",
  "{didn't|did not|never} {even |}{notice|look at} {us|me}",
];

/** Complaints about how the customer was treated, in any trade: refusals, excuses, blame, indifference. */
export const TREATMENT_FAILURES: readonly string[] = [
  // Asking again is service that did not happen: "had to ask her three times". (Wildcards, not lists of whom: every
  // expansion is tried wherever "had to" occurs.)
  "had to ask {* |* * |}{again|twice|repeatedly|* times}",
  "{wouldn't|would not|won't|will not|didn't|did not|refused to|refuse to} " +
  "{do anything|replace|refund|honor|honour|acknowledge|stand behind|take responsibility|give me|give us}",
  "{denied|rejected|refused|declined} {my|our|the} {claim|request|refund|warranty|return|exchange}",
  // Negated, "wouldn't take my return" (matched from "take", not from the frequent "would not").
  "{refused|refuses|refuse} to {take|accept} {my|our|the|a} {return|returns|coupon|exchange|credit card}",

  "{gave|give|given|giving|made|make|making} {me |us |}{excuses|an excuse}",
  "{blamed|blame|blames|blaming} {me|us|the customer|my|our}",
  "{lost|misplaced} {my|our} {order|reservation|paperwork|file|package|car|laptop|computer|keys|records|claim}",
  "{transferred|transfer|transferring} {me|us}",
  "transferred",
  "{unconcerned|indifferent|apathetic|uncaring|unapologetic|unaccommodating}",
  "{no one|nobody|noone} {would|will|could|wanted to|was willing to} {help|tell|explain|answer|listen|talk|give|take}",
  // A request refused: "they won't toast your bagel", "wouldn't substitute anything".
  "{won't|wouldn't|will not|would not|refused to|refuse to|refuses to} {allow|substitute|split|accommodate|budge}",
  "{don't|didn't|did not|doesn't|does not} {seem to |even |really |}care",
];

/** Home services' own: the treatment complaints, and the service judged as a whole ("terrible service"). */
export const HOME_SERVICE_FAILURES: readonly string[] = [
  ...TREATMENT_FAILURES,
  "{bad|poor|terrible|horrible|awful|lousy|worst|subpar|nonexistent|non existent} {service|customer service}",
];

/** Service complaints told as what the people did or failed to do, for trades that wait on customers. */
export const SERVICE_FAILURES: readonly string[] = [...WAITING_ON_FAILURES, ...TREATMENT_FAILURES];

/**
 * Communication that did not happen, told as what the customer had to do or what nobody did: "had to call three
 * times to find out", "nobody answered", "no one ever called us back". Neutral cues of each pack's communication
 * aspect: they say what the complaint is about, and the complaint event they are told with (events.ts: "had to
 * call", "no one answered") says how strongly, as it did before the aspect was named.
 */
export const UNANSWERED: readonly string[] = [
  "had to {call|phone|email|text|chase|keep calling}",
  "{no one|nobody|noone} {ever |}{answered|answers|picked up|responded|responds|returned|called back|called us back|" +
  "called me back|got back|gets back|calls back|called}",
];

/**
 * Work done by the time it was promised, a positive cue: negated it is the complaint ("wasn't ready when they
 * promised", "not finished by the date quoted"). Matched from the rare word "ready", not from "was not".
 */
export const READY_AS_PROMISED = "{ready|done|finished|completed} {when|as|by} " +
  "{promised|they said|they promised|quoted|scheduled|agreed|the date quoted|the date promised}";
