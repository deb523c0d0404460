/**
 * The home-services aspects of the visit itself: whether the people came on time, what it cost, how they explained,
 * behaved, knew their trade and left the house.
 */
import { LONG_WAIT, PRICE_BY_CONTEXT, PRICE_COMPLAINTS, PRICE_PRAISE } from "./common.ts";
import { UNANSWERED } from "./service_stories.ts";
import type { Aspect } from "./types.ts";

/** Who a customer may mean by the people who came. */
const PEOPLE = "{guy|guys|man|men|lady|woman|person|people|folks|tech|techs|technician|technicians|crew|team|staff}";

/** Showing up when promised, and how long the customer waited. */
export const PUNCTUALITY: Aspect = {
  id: "punctuality",
  label: "Punctuality",
  // The visit is the service as much as the people are, as waiting is a restaurant's ("on time", "followed up").
  role: "service",
  positive: [
    "on time",
    "on schedule",
    "punctual",
    "promptly",
    "prompt",
    "{arrived|showed up|came|got here|was here|were here|showed} early",
    "{within|during|inside|in} {the|their|our|my} {window|time window|arrival window}",
    "ahead of {schedule|time}",
    "when {he|she|they} said {he|she|they} would",
    "when {he|she|they} {said|say|says}",
  ],
  negative: [
    "late",
    "running behind",
    "tardy",
    "no show",
    "no shows",
    "never {showed|showed up|came|arrived|turned up}",
    "{didn't|did not} {show|show up|come|arrive|turn up}",
    "stood {me|us} up",
    "kept {me|us} waiting",
    "{waited|waiting|wait} {all day|for hours|hours|all morning|all afternoon}",
    // A long wait for the visit: "the wait was long", "we waited a long time", "a long wait for the tech".
    `wait ${LONG_WAIT}`,
    "{waited|waiting} {a long time|so long|too long|way too long|forever|ages}",
    "{long|endless|ridiculous|forever} wait",
    "{missed|blew off|forgot} {the|our|my|two|an|another|their} {appointment|appointments|visit}",
  ],
  neutral: ["arrived", "arrival", "showed up", "show up", "shows up", "arrival time", "got here", "turned up"],
};

/** What the job cost and whether it was fair. */
export const PRICING: Aspect = {
  id: "pricing",
  label: "Pricing",
  role: "price",
  absence: 0,
  positive: [
    "{didn't|did not|never|wouldn't|won't|doesn't} charge",
    "{no|free of} {charge|fee|extra charge|extra cost}",
    "{at no|at no extra} {cost|charge}",
    "{for free|free of charge}",
    "affordable",
    "inexpensive",
    "cheap",
    "{reasonably|fairly|competitively|honestly|well} priced",
    "priced {fairly|reasonably|right|competitively}",
    "{fair|reasonable|competitive|good|great|honest|decent|low|lower|best} {price|prices|pricing|rate|rates|quote|quotes|cost|estimate|bill}",
    "{good|great|excellent} value",
    "worth {it|every penny|every cent|every dollar|the money|the price|the cost|the extra}",
    "{discount|discounted|coupon}",
    "saved {me|us}",
    "for the money",
    "{charged|cost|costs|paid|billed|billing} {me |us |}less than",
    "{cheaper|less} than {the|their|other|another|any|what}",
    "beat {the|their|our|my|every|any|the other|another} {quote|price|prices|bid|bids|estimate|estimates}",
    "no {surprise|surprises} on the bill",
    ...PRICE_PRAISE,
  ],
  negative: [
    ...PRICE_COMPLAINTS,
    "expensive",
    "overpriced",
    "pricey",
    "costly",
    "exorbitant",
    "outrageous",
    "{rip off|ripoff|ripped off|rip-off}",
    "{overcharged|overcharge|overcharging|upcharge|upcharged}",
    "{price gouging|gouged|gouging}",
    "highway robbery",
    "sticker shock",
    "hidden {fee|fees|charge|charges|cost|costs}",
    "nickel and {dime|dimed|diming}",
    "{charged|charge|charging|cost|costs|paid|pay|bill} {way |}too much",
    "{high|higher|steep|crazy|insane|ridiculous} {price|prices|pricing|rate|rates|quote|bill|cost}",
    "{charged|charge|charging|cost|costs|paid|billed} {me |us |}{more|double|twice|extra}",
    "{price|cost|bill|quote|total|invoice} {was|is|came in|ended up} {a lot |way |much |}{more|higher} than",
  ],
  neutral: [
    "{price|prices|priced|pricing|cost|costs|costing}",
    "{quote|quotes|quoted|estimate|estimates|bid|bids}",
    "{bill|billed|invoice|invoiced|charge|charged|charges|fee|fees|rate|rates}",
    "{dollars|bucks|$|paid|pay|payment|spent|financing|budget|value}",
    "{service call|trip|diagnostic} {fee|charge}",
    ...PRICE_BY_CONTEXT,
  ],
};

/** Explaining the problem and the options, and keeping the customer informed. */
export const COMMUNICATION: Aspect = {
  id: "communication",
  label: "Communication",
  role: "service",
  positive: [
    "explained",
    "{explains|explaining|explanation|explanations}",
    "took the time to explain",
    "kept {me|us} {informed|updated|posted|in the loop}",
    "walked {me|us} through",
    "went over",
    "{called|texted|phoned} ahead",
    "heads up",
    "responsive",
    "{answered|answers} {all|every|each|any|my|our} {question|questions}",
    "{answer|answered|answers|answering} all {of |}{my|our|the} {question|questions}",
    "clear {communication|communicator|explanation}",
    "{great|good|excellent} {communication|communicator}",
    "let {me|us} know",
    "{confirmation|reminder|reminders}",
  ],
  negative: [
    "{never|didn't|did not|doesn't|wouldn't} {call|called|calls|return|returned|respond|responded|reply|replied|answer|answered} back",
    "{never|didn't|did not|doesn't|wouldn't} {return|returned|respond|responded|reply|replied}",
    "ghosted",
    "unresponsive",
    "{poor|bad|terrible|no|zero|lack of} communication",
    "{left|leave} {me|us} in the dark",
  ],
  neutral: [
    "{communication|communicate|communicated|communicating}",
    "{explain|informed|updates|updated|update}",
    "{text|texts|texted|email|emails|emailed}",
    "{call|called|calls|calling} back",
    "{callback|callbacks|eta}",
    "{questions|question}",
    "{confirmed}",
    "reached out",
    "showed {me|us}",
    ...UNANSWERED,
  ],
};

/** How the people who came behaved in the home. */
export const PROFESSIONALISM: Aspect = {
  id: "professionalism",
  label: "Professionalism",
  role: "service",
  positive: [
    "{professional|professionally|professionalism}",
    "{courteous|polite|respectful|personable|considerate|gracious|friendly}",
    "{well mannered|good manners|gentleman}",
    `{nice|great|good|friendly|pleasant|awesome|wonderful|sweet|kind} ${PEOPLE}`,
    "{respected|respectful of} {our|my} {home|house|property}",
    "treated {me|us} with respect",
    "patient",
  ],
  negative: [
    "{rude|unprofessional|condescending|arrogant|disrespectful|dismissive|impatient|argumentative|creepy|obnoxious}",
    "{cursing|swearing|yelled|yelling|smoking|smelled}",
    "{bad|poor|terrible|nasty} attitude",
    "talked down to",
    "{made|make|makes} {me|us} feel {stupid|dumb|bad|like an idiot|rushed|unwelcome}",
  ],
  neutral: ["{attitude|demeanor|manners|behavior|behaviour|uniform|uniforms}"],
};

/** Whether the technicians knew their trade. */
export const TECHNICAL_KNOWLEDGE: Aspect = {
  id: "technical_knowledge",
  label: "Technical knowledge",
  positive: [
    "{knowledgeable|knowledge|expert|expertise|experienced|skilled|competent|savvy}",
    "{knew|knows|know} {his|her|their|its} {stuff|trade|craft}",
    "{knew|knows} what {he|she|they} {was|were|is|are} doing",
    "{knew|knows} exactly",
    "{diagnosed|pinpointed|troubleshot}",
    "{figured|found|tracked} {out|down} {the|what|why|where}",
    "found the {problem|issue|cause|leak|culprit}",
    "{spotted|caught|identified} {the|a}",
    "inside and out",
    "{been |}doing this {a long time|for years|for decades|forever}",
  ],
  negative: [
    "{incompetent|clueless|inexperienced|unqualified}",
    "{misdiagnosed|misdiagnosis|misdiagnose}",
    "{no|zero} {idea|clue}",
    "{couldn't|could not|unable to|didn't|did not|never} {figure|diagnose|find} {out|the|what|it}",
    "{didn't|did not|doesn't} know what {he|she|they} {was|were}",
    "{didn't|did not|doesn't} seem to know",
    "{trainee|rookie|apprentice}",
    "{guessing|guessed}",
  ],
  neutral: ["{diagnosis|diagnostic|diagnose|troubleshooting|troubleshoot}"],
};

/** Leaving the house as clean as they found it. */
export const CLEANLINESS: Aspect = {
  id: "cleanliness",
  label: "Cleanliness",
  positive: [
    "{cleaned|clean|cleaning} up",
    "{spotless|tidy|neat|clean}",
    "{shoe|boot|foot} {covers|cover|booties}",
    "{booties|tarp|tarps|vacuumed|vacuum|swept|sweep}",
    "drop {cloth|cloths}",
    "left {it|the place|everything|the area|the house|our house|the basement|the room|the yard} {clean|spotless|cleaner|tidy|better}",
    "{cleaner|tidier} than",
    "{picked|cleaned} up after",
    "{hauled|carted|took} {away|off}",
    "{hauled|carted} {* |* * |* * * }away",
  ],
  negative: [
    "{mess|messy|dirty|filthy|debris|muddy|footprints|trash|garbage|dust|sawdust|dusty}",
    "tracked {mud|dirt|snow|water|in}",
    "left {a|the|their} {mess|trash|garbage|debris|junk|parts|boxes}",
  ],
  neutral: ["{cleanup|cleanliness}"],
};
