/**
 * The idioms of the polarity lexicon (see polarity.ts): phrases whose meaning is not the sum of their words
 * ("couldn't be happier"), matched as phrases with a fixed strength. A module of its own because it is a long list
 * of data that only the pack compiler reads.
 */

/** Idioms with a fixed strength; matched as phrases, so their words are not scored again. */
export const IDIOMS: ReadonlyArray<readonly [pattern: string, score: number]> = [
  ["{couldn't|could not|can't|cannot} be {happier|more pleased|more satisfied|more impressed}", 1],
  ["{couldn't|could not} have {asked for|hoped for|been}", 0.8],
  ["{can't|cannot|could not|couldn't} say enough", 1],
  ["{can't|cannot} {beat|fault|complain}", 0.8],
  ["{can't|cannot} recommend {them |him |her |this company |these guys |}{enough|highly enough|more}", 1],
  [
    "{no|zero|not any|never any|never had any|haven't had any|never had a} {complaints|problems|problem|issues|issue}",
    0.6,
  ],
  ["nothing to complain", 0.6],
  ["above and beyond", 1],
  ["{top notch|first rate|first class|second to none|a+|five star|5 star}", 0.9],
  ["{thanks|thank you} for nothing", -0.9],
  ["{never again|not again}", -0.9],
  ["{not|wouldn't|would not|won't|will not|don't|do not} recommend", -0.8],
  ["not worth", -0.7],
  ["{a waste of|waste of} {time|money}", -0.9],
  ["{not so much|not so great|not great}", -0.5],
  ["{could|should|might} have been {a lot |much |way |a little |a bit |}better", -0.6],
  ["{piece of cake|breath of fresh air|peace of mind}", 0.7],
  ["{fell through|dropped the ball|let me down|let us down}", -0.8],
  // Negated negatives that are warnings, not praise.
  ["{don't|do not|dont} waste {your |}{time|money|calories|energy|breath}", -0.9],
  ["{can't|cannot|can not} be {beat|beaten|topped}", 0.8],
  [
    "{can't|cannot|couldn't|could not} {imagine|ask for|find|wish for} {a |}{better|friendlier|nicer|kinder|more *}",
    0.8,
  ],
  // Whether the customer will return is the verdict most reviews end on: said with a future or a conditional
  // ("we'd go back", "I'm coming back", "will absolutely visit again"); a negator before flips it ("I don't think
  // I would go again"), and the negated forms below are fixed phrases.
  // (Kept to a few hundred expansions: each is tried wherever its first word occurs.)
  [
    "{will|would|i'll|we'll|i'd|we'd} {definitely |be |}{go|come|be|visit|eat|going|coming} {back|again}",
    0.6,
  ],
  ["{i'm|we're|am|are} {definitely |so |}{going|coming} {back|again}", 0.6],
  ["{go|come|eat|dine|going|coming} {here|there} again", 0.5],
  ["{will|would|i'll|we'll|i'd|we'd} {definitely |certainly |surely |absolutely |}{return|be returning}", 0.6],
  ["{look|looking} forward to {going|coming|returning|visiting|eating|dining|trying|our next|my next}", 0.6],
  ["{keep|keeps|kept} {going|coming} back", 0.6],
  [
    "{won't|wont|will not|wouldn't|wouldnt|would not|never|not} {go|come|be|going|coming|eat|return|visit} " +
    "{back|again}",
    -0.8,
  ],
  ["{won't|wont|will not|wouldn't|wouldnt|would not|never} {return|be returning|visit again}", -0.8],
  ["{never to return|no plans to return}", -0.7],
  // Advice to other customers.
  ["{can't|cannot|can not|won't|will not|couldn't} go wrong", 0.8],
  ["{don't|do not|dont} {go|try|order|bother|eat here|eat there|be fooled}", -0.7],
  ["{don't|do not|dont} get me wrong", 0],
  // "Nobody bothered to explain": taking the trouble, not being annoyed; the negation goes on to what was not done.
  ["{bother|bothered|bothers|bothering} to", 0],
  // Pausing, not stopping something bad: "did not stop to apologize" is the missing apology.
  ["{stop|stopped|stops|stopping} to", 0],
  ["{below|under} {average|par}", -0.5],
  // A charge for nothing yet: "$129 just to show up".
  ["just to {show up|come out|walk in|look at it|take a look|diagnose it|get in the door}", -0.5],
  // "Average at best" caps the praise; "best" here is no praise at all.
  ["at best", -0.4],
  // Being given the runaround.
  ["{jump|jumped|jumping|jumps} through {hoops|many hoops|so many hoops|a lot of hoops}", -0.6],
  ["{played|playing|play|plays} games with {me|us|my|our}", -0.6],
  ["{gave|give|gives|giving} {me|us} {the run around|the runaround|a runaround}", -0.7],
  // A wish for more is a complaint about what there was: "I hope the staff pays more attention".
  ["{pay|pays|paid|paying} {more|better|closer} attention", -0.5],
  ["above average", 0.4],
  // Inconsistency is a complaint about what varies: "service varies from day to day".
  ["{varies|vary|varied|varys|varying} {from|depending|a lot|greatly|widely|wildly|by|day to day}", -0.4],
  ["{depending|depends} on {who|which|whom|the day|the night|the server|the waiter|the person}", -0.3],
  // "Sometimes they're very nice, and sometimes not": the praise is taken back half the time.
  ["{sometimes|other times|other days} {not|they're not|it's not}", -0.5],
  // Disbelief is emphasis, not negation: "I can't believe this was just $250".
  ["{can't|cannot|can not|couldn't|could not} believe", 0],
  ["{you must|you should|you have to|make sure you|make sure to|be sure to|must} {try|order|go|visit|check}", 0.5],
  ["{you should|should} {skip|pass on|avoid}", -0.7],
  ["{thumbs up|hats off|out of this world|just right|no nonsense|no-nonsense|on point|spot on}", 0.7],
  ["thumbs down", -0.7],
  ["{i|we} {really |}{like|liked}", 0.5],
  // What the customer expected: a verdict by comparison.
  ["{exceeded|surpassed|exceeds|beat} {my|our|all|any} expectations", 0.8],
  ["{met|meet|meets} {my|our|all} expectations", 0.4],
  // Understatement: "we were less than impressed" is a complaint, not praise.
  [
    "less than {impressed|thrilled|happy|pleased|satisfied|stellar|great|ideal|enthusiastic|impressive|welcoming|" +
    "friendly|helpful|attentive|professional|accommodating|courteous|pleasant|polite}",
    -0.6,
  ],
  ["not what {you'd|you would|one would|i'd|i would|i|we} {expect|expected}", -0.6],
  ["{wouldn't|would not|don't|do not|didn't|did not} expect {this|that} {for|from|at}", -0.6],
  // "For that price I expected a lot more": what was got fell short.
  ["{expected|expect|expecting} {a lot |much |far |way |so much |a little |a bit |}more {for|from|than}", -0.5],
  ["{expected|expect|expecting} {a lot |much |far |way |so much |a little |a bit |}{more|better}", -0.5],
  ["{shorter|faster|quicker|cheaper|better} than {i|we} {expected|thought|had expected}", 0.4],
  ["{longer|slower|worse} than {i|we} {expected|thought|had expected}", -0.4],
  // "The only downside is the price": the complaint goes to what it names.
  ["only {downside|drawback|complaint|fallback|negative|con|gripe|criticism|letdown|down side}", -0.5],
  ["{stay away|steer clear|go elsewhere|look elsewhere|skip this one|skip this place}", -0.8],
  ["take {my|our|your} business elsewhere", -0.8],
  ["{to die for|a must|must try|kicks ass|blew me away|blew us away|blown away|hit the spot|hits the spot}", 0.8],
  ["{leaves|left|leave|leaving} a bad taste", -0.8],
  ["{one star|1 star|zero stars|0 stars|no stars}", -0.8],
  ["{five stars|5 stars}", 0.9],
  ["would have given {it |them |him |her |}{five|5|four|4|more|three|3} {stars|star}", -0.4],
  ["hard to {swallow|stomach|justify}", -0.6],
  ["{no|there's no|there is no} excuse for", -0.5],
  ["{can't|cannot|can not|couldn't} wait {to|for|till|until}", 0.7],
  ["{leaves|left|leave|leaving} {much|a lot|something|a little} to be desired", -0.7],
  ["would be {so |}{much |a lot |way |}better", -0.5],
  // "never been so disgusted" intensifies; it does not negate.
  ["{never|have never|haven't ever|i've never} {been|felt|had|seen|eaten|tasted} {so|such}", 0],
  [
    "had to ask {her |him |them |for it |}{again|twice|three times|" +
    "several times|multiple times|repeatedly}",
    -0.5,
  ],
  [
    "{never|not} {received|showed up|called back|came back|returned|returning|brought|refilled|offered|acknowledged}",
    -0.6,
  ],
  // What was asked for and never came: "asked for a callback and never got one".
  [
    "never got {one|it|a call|a callback|a response|an answer|a reply|a refund}",
    -0.6,
  ],
  ["{need|needs|needed} to work on", -0.6],
  ["no {surprise|surprises}", 0.5],
];

/**
 * Lukewarm idioms: matched like {@link IDIOMS} (their strength goes to the aspect they are about), and evidence for a
 * neutral verdict on the review: "nothing special", "not bad", "could be better", "hit or miss", "had high hopes".
 */
export const LUKEWARM_IDIOMS: ReadonlyArray<readonly [pattern: string, score: number]> = [
  ["{not bad|not too bad|not terrible|not the worst}", 0.3],
  ["could {be|use} {a lot |much |way |some |a little |a bit |}{better|improvement|work}", -0.4],
  [
    "{nothing|not anything} {special|great|amazing|fancy|spectacular|remarkable|memorable|extraordinary|exceptional}",
    -0.2,
  ],
  ["nothing to {write home about|rave about|brag about|get excited about}", -0.2],
  ["{not the best|not the greatest|not amazing}", -0.2],
  ["{hit or miss|hit and miss|mixed bag|so so|middle of the road|run of the mill}", -0.1],
  ["{mixed feelings|mixed experience|mixed reviews|mixed emotions|on the fence}", -0.1],
  ["{had|have} high hopes", -0.3],
  ["{just|only} {ok|okay|fine|alright|average|decent}", -0.1],
  ["{i guess|i suppose|for the most part}", 0],
];
