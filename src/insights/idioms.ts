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
  // Thanks that cannot be said enough is the strongest praise, not a negated thank-you.
  ["{can't|cannot|could not|couldn't} thank {them|him|her|you|everyone|the team|the staff|the crew} enough", 1],
  // A negated disappointment that is a habit is praise: "never disappoints", "never fails to impress".
  [
    "never {disappoints|disappointed|dissapoints|fails to impress|fails to please|fails to amaze|fails to deliver}",
    0.8,
  ],
  ["{can't|cannot} {beat|fault|complain}", 0.8],
  [
    "{no|zero|not any|never any|never had any|haven't had any|never had a} {complaints|problems|problem|issues|issue}",
    0.6,
  ],
  ["nothing to complain", 0.6],
  ["above and beyond", 1],
  ["{took|takes|take|taking} care of {everything|us|me|all of it}", 0.5],
  ["{top notch|first rate|first class|second to none|a+|five star|5 star}", 0.9],
  ["{thanks|thank you} for {nothing|wasting|ruining|the runaround}", -0.9],
  // What the business made good: "the food made up for it", "the manager comped our dessert".
  ["{made|makes|make|making} up for {it|that|this|the|everything|a lot}", 0.6],
  ["{comped|comp'd|on the house}", 0.6],
  [
    "{took|take|taking} {it|them|that} off {the|our|my} {bill|check|tab}",
    0.6,
  ],
  ["{drinks|dessert|drink|meal|charge|appetizer} off {the|our|my} {bill|check|tab}", 0.6],
  // Attention paid: "our server checked on us often" (a negator before makes it a complaint).
  ["{checked|checking|checks|check} {on us|on me|in on us|in on me|in with us|back on us}", 0.4],
  // Another person's promise to return is no return intent: "they said they would come back Monday".
  ["{they|he|she|they'd|he'd|she'd|they'll|he'll|she'll} {would |will |}{come|be|get|go} back", 0],
  // A counterfactual verdict: "(if they had called back) I would have hired them".
  ["{would have|would've} {hired|used|recommended|come back|gone back|returned|stayed|kept|bought}", -0.4],
  // Decline against a past visit: "it was better last time".
  [
    "better {last time|before|years ago|back then|in the past|the last time|the first time}",
    -0.5,
  ],
  ["not worth", -0.7],
  // Worth it, or the trip, is a verdict on the visit: "the wait was long but worth it" ("worth the wait" is read by
  // its words, so the wait keeps its mention).
  ["{well |}worth {it|the trip|the drive|a visit|a try|a trip|every bite|the hype}", 0.8],
  ["{a waste of|waste of} {time|money}", -0.9],
  ["not so much", -0.5],
  ["{could|should|might} have been {a lot |much |way |a little |a bit |}better", -0.6],
  // A counterfactual verdict is what the visit was not: "(if the food had been hot) it would have been a great meal".
  ["{could|should|would|might} have been a {great|good|nice|perfect|five star|5 star}", -0.5],
  ["{piece of cake|breath of fresh air|peace of mind}", 0.7],
  ["{fell through|dropped the ball|let me down|let us down}", -0.8],
  // Negated negatives that are warnings, not praise.
  ["{don't|do not|dont} waste {your |}{time|money|calories|energy|breath}", -0.9],
  ["{can't|cannot|can not} be {beat|beaten|topped}", 0.8],
  [
    "{can't|cannot|couldn't|could not} {imagine|ask for|find|wish for} {a |}{better|friendlier|nicer|kinder|more *}",
    0.8,
  ],
  // Advice to other customers.
  ["{don't|do not|dont} {go|try|order|bother|eat here|eat there|be fooled}", -0.7],
  ["{don't|do not|dont} get me wrong", 0],
  // "Nobody bothered to explain": taking the trouble, not being annoyed; the negation goes on to what was not done.
  ["{bother|bothered|bothers|bothering} to", 0],
  // Pausing, not stopping something bad: "did not stop to apologize" is the missing apology.
  ["{stop|stopped|stops|stopping} to", 0],
  ["{below|under} {average|par}", -0.5],
  // Disappointment relative to the past: "it has gone downhill", "not what it used to be".
  ["{gone|went|going|goes|gotten|got} {downhill|down hill}", -0.7],
  ["{not what it used to be|not as good as it used to be|not as good as it was|not the same anymore}", -0.6],
  // Praise others gave that this customer did not find: "I don't get the hype".
  ["{don't|do not|dont|didn't|did not|can't|cannot} {understand|get|see} {the|all the|what the} hype", -0.6],
  ["{not worth the hype|what's with all the hype|whats with all the hype}", -0.6],
  // A charge for nothing yet: "$129 just to show up".
  ["just to {show up|come out|walk in|look at it|take a look|diagnose it|get in the door}", -0.5],
  // "Average at best" caps the praise; "best" here is no praise at all.
  ["at best", -0.4],
  // A middling word capped by "at best" is a complaint, not a middling verdict: "mediocre at best".
  ["{mediocre|average|decent|ok|okay|passable|adequate|fine|edible|acceptable|so so|fair|alright} at best", -0.6],
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
  // What the reviewer feels about saying it is no verdict on the business: "I hate to say this but ...", "I'm almost
  // ashamed to say the pizza beats my family's".
  ["{hate|ashamed|embarrassed|hesitate|hesitant} to {say|admit|write|report|tell}", 0],
  // Other people's reviews are not this reviewer's verdict: "I'm surprised by the bad reviews", "despite the rave
  // reviews".
  ["{bad|negative|poor|terrible|horrible|awful|mixed|good|great|positive|rave|glowing} {reviews|ratings|press}", 0],
  // Words failing are emphasis, not negation: "I can't even begin to describe how good it was".
  ["{can't|cannot|can not} {even |}{begin to |}{describe|express|put into words|tell you} how", 0],
  // Disbelief is emphasis, not negation: "I can't believe this was just $250".
  ["{can't|cannot|can not|couldn't|could not} believe", 0],
  ["{you must|you should|you have to|make sure you|make sure to|be sure to|must} {try|order|go|visit|check}", 0.5],
  ["{you should|should} {skip|pass on|avoid}", -0.7],
  ["{thumbs up|hats off|out of this world|just right|no nonsense|no-nonsense|on point|spot on}", 0.7],
  ["thumbs down", -0.7],
  ["{i|we} {really |}{like|liked}", 0.5],
  // What the customer expected: a verdict by comparison.
  ["{exceeded|exceeding|surpassed|exceeds|beat} {my|our|all|any|every} {expectations|expectation|hope}", 0.8],
  ["{met|meet|meets} {my|our|all} expectations", 0.4],
  ["{met|meet|meets} {all |}{my|our|all|every|all of my|all of our} {needs|requirements}", 0.4],
  // Rhetorical praise: "who can complain at $249?", "how can you beat that?".
  ["{who|how} {can|could} {you |one |anyone |i |we |}{complain|argue with|beat|ask for more}", 0.7],
  // Understatement: "we were less than impressed" is a complaint, not praise.
  [
    "less than {impressed|thrilled|happy|pleased|satisfied|stellar|great|ideal|enthusiastic|impressive|welcoming|" +
    "friendly|helpful|attentive|professional|accommodating|courteous|pleasant|polite}",
    -0.6,
  ],
  ["not what {you'd|you would|one would|i'd|i would|i|we} {expect|expected}", -0.6],
  ["{wouldn't|would not|don't|do not|didn't|did not} expect {this|that} {for|from|at}", -0.6],
  ["{shorter|faster|quicker|cheaper|better} than {i|we} {expected|thought|had expected}", 0.4],
  ["{longer|slower|worse} than {i|we} {expected|thought|had expected}", -0.4],
  // "The only downside is the price": the complaint goes to what it names.
  ["only {downside|drawback|complaint|fallback|negative|con|gripe|criticism|letdown|down side}", -0.5],
  ["{stay away|steer clear|go elsewhere|look elsewhere|skip this one|skip this place}", -0.8],
  ["take {my|our|your} business elsewhere", -0.8],
  [
    "{to die for|a must|must try|kicks ass|kick ass|blew me away|blew us away|blown away|hit the spot|hits the spot}",
    0.8,
  ],
  ["{leaves|left|leave|leaving} a bad taste", -0.8],
  ["{one star|1 star|zero stars|0 stars|no stars}", -0.8],
  ["{five stars|5 stars}", 0.9],
  ["{would|i'd} give {them |it |him |her |}{more|six|6|ten|10} stars", 0.8],
  ["{10|ten|six|6|100|a hundred|a million} stars", 0.9],
  ["would have given {it |them |him |her |}{five|5|four|4|more|three|3} {stars|star}", -0.4],
  ["hard to {swallow|stomach|justify}", -0.6],
  ["{no|there's no|there is no} excuse for", -0.5],
  ["{can't|cannot|can not|couldn't} wait {to|for|till|until}", 0.7],
  ["{leaves|left|leave|leaving} {much|a lot|something|a little} to be desired", -0.7],
  ["would be {so |}{much |a lot |way |}better", -0.5],
  // Better had elsewhere is a complaint: "I've had better", "we've had much better pizza for less".
  ["{i've|ive|i have|we've|we have} had {much |way |far |a lot |}better", -0.5],
  // Never better is best: "my car has never run better".
  [
    "never {run|ran|been|felt|looked|sounded|tasted|worked|performed|driven|had} {better|so good|this good}",
    0.8,
  ],
  ["nothing {i|we} would {have|order|get|eat|try|buy} again", -0.6],
  // A lack: "not enough wines by the glass", "not enough staff".
  ["not enough", -0.4],
  // A warning of a wait: "be prepared to wait", "expect a wait".
  ["{be prepared|prepare yourself|expect} to wait", -0.5],
  ["expect a {long |}wait", -0.4],
  ["{took|takes|taking} {us |me |them |him |her |}{a long time|ages|an eternity}", -0.5],
  // Help before being asked is praise: "I didn't even have to ask".
  ["{didn't|did not|never} {even |}{have|had|need|needed} to ask", 0.6],
  // "didn't even look at it": the least was not done.
  [
    "{didn't|didnt|wouldn't|wouldnt|couldn't|couldnt|never|don't|dont|doesn't|doesnt} even {look|bother|try|" +
    "apologize|check|call|show|say|ask|acknowledge|open|start|test|touch|come|answer|greet|respond|care|let}",
    -0.6,
  ],
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
  ["{keeps|keep|kept} getting better", 0.7],
  // What would have been nice did not happen: "it would have been nice to get a call".
  [
    "{would have been|would've been|it'd have been} {nice|good|great|helpful|appreciated|courteous|polite|better}",
    -0.5,
  ],
  ["{it'd|would} be nice {if|to}", -0.4],
  // Hopes the visit did not meet: "I really wanted to love this place".
  ["{i|we} {really |so |}{wanted|was hoping|were hoping} to {love|like|enjoy}", -0.4],
  // Sarcasm that reads as praise word by word.
  ["what a {great|wonderful|fantastic|nice|lovely|fine} way to {treat|run|lose|start|end|spend}", -0.7],
  ["{oh great|oh wonderful|oh joy|yeah right}", -0.4],
  ["{four|4|4.5} {stars|star|out of 5|out of five}", 0.5],
  ["no {surprise|surprises}", 0.5],
];

/**
 * Lukewarm idioms: matched like {@link IDIOMS} (their strength goes to the aspect they are about), and evidence for a
 * neutral verdict on the review: "nothing special", "not bad", "could be better", "hit or miss", "had high hopes".
 * An optional third element counts the units of that evidence (1 by default): the reviewer's own verdict that the
 * visit was mixed ("mixed experience") counts 2, as much as a clear judging word on either side ("3 stars", a
 * rating, counts more: middling_verdicts.ts).
 */
export const LUKEWARM_IDIOMS: ReadonlyArray<readonly [pattern: string, score: number, units?: number]> = [
  ["{not bad|not too bad|not terrible|not the worst}", 0.3],
  ["could {be|use} {a lot |much |way |some |a little |a bit |}{better|improvement|work}", -0.4],
  [
    "{nothing|not anything} {special|great|amazing|fancy|spectacular|remarkable|memorable|extraordinary|exceptional|" +
    "mind blowing|mindblowing|earth shattering|outstanding|impressive|exciting|out of this world}",
    -0.2,
  ],
  ["nothing to {write home about|rave about|brag about|get excited about}", -0.2],
  ["{not the best|not the greatest|not amazing}", -0.2],
  ["{not so great|not great}", -0.5],
  ["{hit or miss|hit and miss|so so|middle of the road|run of the mill}", -0.1],
  ["{mixed feelings|mixed experience|mixed bag|mixed emotions|on the fence|mixed review}", -0.1, 2],
  ["mixed reviews", -0.1],
  ["{had|have} high hopes", -0.3],
  // An unmet expectation, like high hopes: "for that price I expected a lot more", "expected better".
  ["{expected|expect|expecting} {a lot |much |far |way |so much |a little |a bit |}more {for|from|than}", -0.3],
  ["{expected|expect|expecting} {a lot |much |far |way |so much |a little |a bit |}{more|better}", -0.3],
  ["{just|only} {ok|okay|fine|alright|average|decent}", -0.1],
  ["{i guess|i suppose|for the most part}", 0],
  // Coming back, hedged, is a middling verdict: "might come back for lunch", "probably won't rush back".
  ["{might|may|maybe|probably|possibly} {come|go|be} back", 0.1],
  ["{might|may|maybe|probably|possibly} return", 0.1],
  ["{won't|wont|wouldn't|will not|would not|not} {rush|hurry|run} back", -0.3],
  // A wish that things improve is a middling verdict: "hopefully it goes smoother next time".
  [
    "{hopefully|hope} {they|it|things|management} {fix|improve|get better|goes smoother|go smoother|step up|work on|" +
    "figure it out|will improve|will get better|can improve}",
    -0.3,
  ],
  // A second chance is what a middling visit earns: "might give it another try".
  ["{give|giving|gave} {it|them|him|her|this place|the place} {another|one more|a second} {try|chance|shot|go}", 0],
  // A doubt about returning hedges: "not sure I'll go back" is a 3-star verdict, not "won't go back".
  ["not sure {i'll|i'd|we'll|we'd|if} {go|be|come} back", -0.3],
];
