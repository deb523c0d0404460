/**
 * The aspect taxonomy for home-services reviews: what customers judge a contractor on.
 *
 * Each aspect has cue phrases in three groups. `positive` and `negative` cues carry their own polarity ("on time",
 * "overpriced"); `neutral` cues only say the aspect is being talked about ("the price", "appointment") and take
 * their polarity from the words around them. Patterns use the syntax of {@link expandPattern}: `{a|b}` for
 * alternatives, `*` for any one word. Hyphens count as spaces, so "same day" also matches "same-day".
 *
 * Bump {@link INSIGHTS_VERSION} in `version.ts` whenever ids, labels or the meaning of an aspect change.
 */

/** One aspect of the taxonomy. */
export interface Aspect {
  /** Stable snake_case id, used as the key of `per_review[id].aspects`. */
  readonly id: string;
  readonly label: string;
  readonly positive: readonly string[];
  readonly negative: readonly string[];
  readonly neutral: readonly string[];
  /**
   * What a negated neutral cue means. Usually the thing was missing, which is bad ("no communication"); for
   * pricing, no charge is good ("didn't charge for the second trip"); for emergencies it means nothing.
   */
  readonly absence?: number;
}

const PEOPLE = "{guy|guys|man|men|lady|woman|person|people|folks|tech|techs|technician|technicians|crew|team|staff}";

/** The aspects, in the order documents list them when counts tie. */
export const ASPECTS: readonly Aspect[] = [
  {
    id: "punctuality",
    label: "Punctuality",
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
      "{missed|blew off|forgot} {the|our|my|two|an|another|their} {appointment|appointments|visit}",
    ],
    neutral: ["arrived", "arrival", "showed up", "show up", "shows up", "arrival time", "got here", "turned up"],
  },
  {
    id: "pricing",
    label: "Pricing",
    absence: 0.5,
    positive: [
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
    ],
    negative: [
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
    ],
  },
  {
    id: "communication",
    label: "Communication",
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
    ],
  },
  {
    id: "professionalism",
    label: "Professionalism",
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
  },
  {
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
  },
  {
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
  },
  {
    id: "scheduling",
    label: "Scheduling",
    positive: [
      "same day",
      "next {day|morning}",
      "{fit|squeezed|got|worked} {me|us} in",
      "{easy|simple|quick} to {schedule|book}",
      "{flexible|accommodating} {with|schedule|scheduling}",
      "worked around {my|our} schedule",
      "{weekend|evening|saturday} {availability|appointments|appointment|hours}",
    ],
    negative: [
      "{rescheduled|cancelled|canceled|reschedule|cancel}",
      "{booked|booking} {out|up}",
      "{weeks|days|week|month} out",
      "no availability",
      "{couldn't|could not|can't} get {an|a|anyone|someone|me|us}",
      "waiting list",
    ],
    neutral: [
      "{schedule|scheduled|scheduling|appointment|appointments|booking|booked|book|availability|slot|slots}",
      "earliest",
    ],
  },
  {
    id: "quality_of_work",
    label: "Quality of work",
    absence: 0,
    positive: [
      "{fixed|repaired|solved|resolved}",
      "{works|working|runs|running|ran|worked} {great|perfectly|perfect|fine|well|smoothly|beautifully|again|like new|like a charm|like a dream}",
      "{right|correctly|properly} the first time",
      "first {visit|try|trip|attempt}",
      "{done|installed|fixed} {right|correctly|properly|well}",
      "{quality|excellent|great|good|fine|solid|beautiful|clean|neat|careful} {work|job|install|installation|workmanship|repair}",
      "good as new",
    ],
    negative: [
      "still {broken|leaking|not|isn't|doesn't|won't|makes|making|dripping|clogged|having|leaks|noisy|blowing|cold|warm|broke}",
      "{broke|broken|leaking|leaks|clogged|failed|stopped working|went out|backed up|quit|died|stopped} again",
      "{problem|issue|leak|clog|noise|smell} {came back|returned|is back}",
      "{started|began} {leaking|dripping|making|failing|to leak}",
      "{sloppy|shoddy|botched|butchered|half assed|subpar|careless}",
      "{redo|re do|redone}",
      "had to {hire|call|get} {someone|another|a different}",
      "same {problem|issue|noise|leak|smell}",
      "same * {problem|issue|noise|leak|smell}",
      "{poor|bad|terrible|awful|lousy|crappy|horrible|sloppy} {work|job|workmanship|quality|install|installation|repair}",
      "worse than before",
    ],
    neutral: [
      "{work|job|workmanship|quality|repair|install|installation|result|results}",
      "{fix|works|working}",
    ],
  },
  {
    id: "speed",
    label: "Speed",
    positive: [
      "{quick|quickly|fast|efficient|efficiently|speedy|swift|swiftly|rapid}",
      "in no time",
      "in and out",
      "{done|finished|completed} {in|within} {under|about|less|an|a|one|two|30|45|20|15}",
      "in under",
      "wasted no time",
      "{didn't|did not} take long",
      "in {a few|five|ten|fifteen|twenty|thirty|5|10|15|20|30|45} minutes",
      "{done|finished} {before|by} {lunch|noon|lunchtime}",
      "quick turnaround",
    ],
    negative: [
      "{slow|slowly|sluggish}",
      "took {forever|all day|days|weeks|ages|way too long|too long|longer|much longer|hours}",
      "took {way|much|a lot|so|too|very} {longer|long}",
      "{dragged|drug} {on|out|into}",
      "forever",
      "{delay|delays|delayed}",
    ],
    neutral: ["{turnaround|took about|took around|took roughly|took a couple}"],
  },
  {
    id: "honesty",
    label: "Honesty",
    positive: [
      "{honest|honesty|trustworthy|trusted|trust|transparent|transparency|upfront|integrity}",
      "up front",
      "straight shooter",
      "{talked|talk} {me|us} out of",
      "could have {sold|charged}",
      "told {me|us} the truth",
      "{didn't|did not|never} try to {sell|upsell|push}",
    ],
    negative: [
      "{upsell|upsold|upselling|upsells|pushy|pressured|pressure|scam|scammed|scammers|scammy|dishonest|shady|lied|lying|liars|padded}",
      "{up sell|up sold|up selling}",
      "sales {pitch|tactics|pressure}",
      "{tried|trying|try} to sell",
      "sell {me|us} {a|an} {new|whole}",
      "{unnecessary|unneeded} {repair|repairs|work|parts|part|replacement}",
    ],
    neutral: ["{salesman|salesperson|sales}"],
  },
  {
    id: "follow_up",
    label: "Follow-up",
    positive: [
      "{followed|follows|following} up",
      "follow up {call|email|text|visit|survey}",
      "{checked|check|checking} {in|on|back}",
      "{called|emailed|texted|came} back to {check|make|see|finish|adjust}",
      "{called|emailed|texted} {later|afterward|afterwards|the next day|the next week|a few days later|a week later}",
      "{came|come|returned} back",
      "{called|emailed|texted|checked} {in |back |}{* |}{days|weeks|day|week} later",
      "{called|emailed|texted} to {check|make sure|see|ask}",
      "{got|received|get} a {call|text|email} {the next|a few|a couple|a week|the following|later|afterward|afterwards}",
    ],
    negative: [
      "{never|didn't|did not|no one|nobody} {follow|followed|followed up} up",
      "{never|haven't|didn't} {heard|hear} {back|from them|anything}",
      "never {came|come} back",
      "heard nothing",
    ],
    neutral: ["{follow up|followup|follow-up|warranty visit|second visit|return visit}"],
  },
  {
    id: "customer_service",
    label: "Customer service",
    positive: [
      "made it right",
      "{stand|stands|stood} behind",
      "{customer service|customer support} {was|is} {great|excellent|amazing}",
    ],
    negative: [
      "on hold",
      "{hung|hangs} up",
      "{transferred|runaround|run around}",
      "{couldn't|could not|can't} get {anyone|someone|a person} on the phone",
    ],
    neutral: [
      "{customer service|customer support|office|front desk|receptionist|manager|owner|owners|management}",
      "{office staff|billing department|billing|warranty|warranties|support}",
      "{phone|phones}",
      "answered the phone",
    ],
  },
  {
    id: "emergency_response",
    label: "Emergency response",
    absence: 0,
    positive: [
      "{same|that} night",
      "{answered|picked up} {at|in the middle of the night|right away|immediately}",
      "{came|came out|were here|was here|got here|sent someone} {within|in} {an|the|minutes|two|one|a|half an}",
    ],
    negative: ["no one {answered|came|available}", "{got|went to|straight to} voicemail"],
    neutral: [
      "{emergency|emergencies|urgent|urgently}",
      "after hours",
      "{middle of the|late at|in the|at} night",
      "{holiday|christmas|thanksgiving|new year's|new years}",
      "{weekend|sunday} {call|emergency|service}",
      "24 7",
      "{2|3|4|1|11|midnight} am",
      "midnight",
    ],
  },
];

/** The number of aspects; per-review arrays are sized by it. */
export const ASPECT_COUNT = ASPECTS.length;

/** Aspect index by id. */
export const ASPECT_INDEX: ReadonlyMap<string, number> = new Map(ASPECTS.map((aspect, index) => [aspect.id, index]));

/**
 * Phrases that look like cues but are not: "late at night" is about when, not about punctuality; "first time
 * customer" is not about fixing it the first time. A blocker hides every cue that starts inside it.
 */
export const BLOCKERS: readonly string[] = [
  "late {at night|night|evening|afternoon|in the day|last year|last week|last month}",
  "{first|second|third} time {customer|customers|calling|using|hiring|working|with|i|we|they}",
  "{the|a|this|that|our|my} {cost|price} of {living|doing}",
  "phone number",
  "no matter",
  "{off|at|from|after|before|leave|left} work",
  "no doubt",
  "not only",
  "in the end",
];
