/**
 * The home-services aspects of the job and the company: getting an appointment, the quality and speed of the work,
 * honesty, follow-up, the office's service and emergency calls.
 */
import { TAKE_ADVANTAGE } from "./common.ts";
import { HOME_SERVICE_FAILURES, HOME_SERVICE_PRAISE, READY_AS_PROMISED } from "./service_stories.ts";
import type { Aspect } from "./types.ts";

/** How easy it was to get an appointment. */
export const SCHEDULING: Aspect = {
  id: "scheduling",
  label: "Scheduling",
  role: "service",
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
};

/** Whether the job was done right, and stayed fixed. */
export const QUALITY_OF_WORK: Aspect = {
  id: "quality_of_work",
  label: "Quality of work",
  absence: 0,
  positive: [
    "{fixed|repaired|solved|resolved}",
    "{works|working|runs|running|ran|worked} {great|perfectly|perfect|fine|well|smoothly|beautifully|again|like new|like a charm|like a dream}",
    "{right|correctly|properly} the first time",
    "first {visit|try|trip|attempt}",
    "{done|installed|fixed} {right|correctly|properly|well}",
    "{do|does|did|doing|got|get|gets} {it|things|the job|the work|the repair|everything} right",
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
};

/** How quickly the job got done. */
export const SPEED: Aspect = {
  id: "speed",
  label: "Speed",
  role: "service",
  positive: [
    READY_AS_PROMISED,
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
};

/** Straight answers, no upselling or scare tactics. */
export const HONESTY: Aspect = {
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
    TAKE_ADVANTAGE,
  ],
  neutral: ["{salesman|salesperson|sales}"],
};

/** Checking back after the job and honouring the warranty. */
export const FOLLOW_UP: Aspect = {
  id: "follow_up",
  label: "Follow-up",
  role: "service",
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
    "{no one|nobody|never} {ever |}{called|came|checked|came back|came out} to {follow up|check|see}",
    "{never|haven't|didn't} {heard|hear} {back|from them|anything}",
    "never {came|come} back",
    "heard nothing",
  ],
  neutral: ["{follow up|followup|follow-up|warranty visit|second visit|return visit}"],
};

/** The office and the company as a whole: calls, help, making things right. */
export const CUSTOMER_SERVICE: Aspect = {
  id: "customer_service",
  label: "Customer service",
  role: "service",
  positive: [
    "made it right",
    "{stand|stands|stood} behind",
    "{customer service|customer support} {was|is} {great|excellent|amazing}",
    ...HOME_SERVICE_PRAISE,
  ],
  negative: [
    ...HOME_SERVICE_FAILURES,
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
};

/** Coming out at night, on weekends and in emergencies. */
export const EMERGENCY_RESPONSE: Aspect = {
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
};
