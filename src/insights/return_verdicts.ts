/**
 * The review's own verdict on returning: whether the customer will come back, hire or buy again, recommend the
 * business or send the reader elsewhere ("we'll definitely be back", "would hire them again", "I doubt I'll ever go
 * back", "can't recommend them enough", "call someone else"). Real reviews end on it, and it decides a review whose
 * other words are mixed ("good food, slow service... we won't be back"), so each counts {@link VERDICT_WEIGHT}× its
 * strength, like a clause opened by "Overall". Idioms like those of idioms.ts; hedged returns ("might come back") are
 * lukewarm idioms there, and "they would come back Monday" (another person's promise) stays there at 0.
 */

/** How much more a return verdict weighs than an idiom of the same strength (as a clause opened by "Overall"). */
export const VERDICT_WEIGHT = 1.5;

/** How reviewers misspell "definitely", which breaks the return idioms it sits in ("will definetly be back"). */
const DEFINITELY = "{definitely|definately|definetly|definitly|defiantly|def}";

/** Return verdicts with their strength before {@link VERDICT_WEIGHT}. */
const RETURNS: ReadonlyArray<readonly [pattern: string, score: number]> = [
  // Recommending, or refusing to; "never again".
  [
    "{can't|cannot|can not} recommend {* |* * |* * * |}{enough|highly enough|more|more highly}",
    1,
  ],
  ["{never again|not again}", -0.9],
  ["{not|wouldn't|would not|won't|will not|don't|do not} recommend", -0.8],
  // Whether the customer will return is the verdict most reviews end on: said with a future or a conditional
  // ("we'd go back", "I'm coming back", "will absolutely visit again"); a negator before flips it ("I don't think
  // I would go again"), and the negated forms below are fixed phrases.
  // (Kept to a few hundred expansions: each is tried wherever its first word occurs.)
  [
    "{will|would|i'll|we'll|i'd|we'd} {definitely |be |}{go|come|be|visit|eat|going|coming} {back|again}",
    0.6,
  ],
  ["{i'm|we're|am|are} {definitely |so |}{going|coming} {back|again}", 0.6],
  // Written as one word: "will comeback for sure".
  ["{will|would|i'll|we'll|i'd|we'd} {definitely |}comeback", 0.6],
  ["{go|come|eat|dine|going|coming} {here|there} again", 0.5],
  ["{will|would|i'll|we'll|i'd|we'd} {definitely |certainly |surely |absolutely |}{return|be returning}", 0.6],
  ["{look|looking} forward to {going|coming|returning|visiting|eating|dining|trying|our next|my next}", 0.6],
  ["{keep|keeps|kept} {going|coming} back", 0.6],
  // Coming back as a habit: "I go twice a month", "been going back again and again", "we're regulars".
  ["{i|we} {go|come|eat} {here|there} {every|twice|often|regularly|weekly}", 0.6],
  ["{i|we} {go|come} {twice|once} a {week|month}", 0.6],
  ["{going|coming|gone|come|went} back again and again", 0.6],
  ["been {going|coming} {here|there|back} {for|since|every}", 0.6],
  ["{make|made|makes} it a point to {visit|go|stop|eat|come}", 0.6],
  ["{repeat|regular|loyal} {customers|customer|clients|client|patrons}", 0.5],
  [
    "{bring|bringing|brought|take|taking} {all |}{my|our} {whole |* |}{family|friends|guests|visitors} {back|here|there|to}",
    0.6,
  ],
  ["{will|would|i'll|we'll|i'd|we'd} {definitely|absolutely|certainly|surely} be {going|coming} {back|again}", 0.6],
  ["{will|would|i'll|we'll|i'd|we'd} {absolutely|certainly|surely} {go|come|be|visit|eat} {back|again}", 0.6],
  // Hiring again is returning, for businesses that come to the customer: "would hire them again", "will use them again".
  [
    "{will|would|i'll|we'll|i'd|we'd} {definitely |absolutely |certainly |}{use|hire|call|book|stay with|stay at|" +
    "stay here|order from} {them |here |}again",
    0.6,
  ],
  [
    "{won't|wont|will not|wouldn't|wouldnt|would not|never} {use|hire|call|book|stay with|stay at|stay here|" +
    "order from} {them |here |}again",
    -0.8,
  ],
  ["{will|i'll|we'll} be {using|calling|hiring} them", 0.6],
  [
    "only {company|one|plumber|mechanic|shop|place|contractor|electrician|dentist|lawyer} {i|we} {will|would}",
    0.7,
  ],
  ["{my|our} go to {company|plumber|mechanic|shop|place|guy|guys|spot|contractor|electrician|for|when}", 0.6],
  [
    "{i've|we've} used them {for years|many times|several times|multiple times|for all|for everything}",
    0.5,
  ],
  // Sending the reader to a competitor is a warning: "do yourself a favor and call someone else".
  ["do yourself a favor", 0],
  [
    "{call|hire|use|try|find|go to|go with} {someone else|somebody else|another company|a different company|" +
    "anyone else}",
    -0.6,
  ],
  ["save yourself {the|a|some} {headache|trouble|time|money|hassle|grief|aggravation}", -0.7],
  // Going to a competitor next time is a verdict: "might try somewhere else next time".
  ["{try|trying|find|finding} {somewhere|someplace|someone|some place|another place} else", -0.5],
  [
    "{won't|wont|will not|wouldn't|wouldnt|would not|never|not} {go|come|be|going|coming|eat|return|visit} " +
    "{back|again}",
    -0.8,
  ],
  ["{won't|wont|will not|wouldn't|wouldnt|would not|never} {return|be returning|visit again}", -0.8],
  // With "be" and a verb of motion, and doubled: "we won't be going back", "I will never ever go back".
  [
    "{won't|wont|will not|wouldn't|wouldnt|would not|not} be {going|coming|heading|running|rushing|hurrying} " +
    "{back|again}",
    -0.8,
  ],
  ["never ever {go|come|be|eat|return|going|coming|step}", -0.8],
  // Returning with "be" and a verb of motion, so a negator before flips it: "I don't think I'll be running back".
  ["{will|would|i'll|we'll|i'd|we'd} {definitely |}be {running|heading|rushing|hurrying} back", 0.6],
  ["{will|would|i'll|we'll|i'd|we'd} {definitely |}be in {again|soon|soon again}", 0.6],
  // Becoming a regular and a new favourite: "I think I will quickly become a regular", "now my new spot".
  ["{become|becoming|be} a regular", 0.6],
  ["my new {spot|favorite|favourite|fav|fave|go to|place|hangout|obsession}", 0.6],
  ["{never to return|no plans to return}", -0.7],
  // Doubt about returning, said as doubt: "I doubt I'll ever go back".
  [
    "{doubt|doubt that} {i'll|i will|we'll|we will|i'd|we'd|i would|we would} {ever |}{go back|come back|be back|" +
    "return|go again|come again}",
    -0.7,
  ],
  ["{can't|cannot|can not|won't|will not|couldn't} go wrong", 0.8],
  // Coming back, and bringing others, said as what the place does to the customer.
  ["{makes|made|make} {me|us} {want to |}{come|go|keep coming|keep going} back", 0.6],
  ["find yourself {returning|coming back|going back|craving}", 0.6],
  ["hard time {going|eating|ordering} {anywhere|somewhere} else", 0.6],
  [
    "{would|will|i'd|we'd|i'll|we'll} {genuinely |really |truly |so |}miss {this place|this restaurant|them|you guys}",
    0.6,
  ],
  [
    "only {place|one|spot|shop|company} {i'm|i'll|we'll|i|we} {going|eating|ordering|go|eat|order|get|buy|use}",
    0.6,
  ],
  ["{bring|brought|bringing} {their|his|her} {friends|family}", 0.5],
  [`{will|would|i'll|we'll|i'd|we'd} ${DEFINITELY} be {going|coming} {back|again}`, 0.6],
  [`{will|would|i'll|we'll|i'd|we'd} ${DEFINITELY} {go|come|be|visit|eat} {back|again}`, 0.6],
  [
    "{plan|planning|plans} {on|to} {stopping by|coming back|going back|returning|visiting again|going again|coming again}",
    0.6,
  ],
  ["{go|come|going|coming} {back |}to {this place|this restaurant|this spot|them} again", 0.5],
  ["{go|come|eat|order|stop} {there|here|from them|from here|from there|by} all the time", 0.5],
  // A refusal to return, said of the place at length: "we won't go to this place again".
  [
    "{won't|wont|will not|wouldn't|would not|never} {go|come|be going|be coming|be back|return} {back |}to " +
    "{this place|this restaurant|this spot|this location|them|this shop|this office} again",
    -0.8,
  ],
  // Warnings and refusals to buy again, or to come back: "the price alone will keep us from returning".
  [
    "{keep|keeps|kept} {us|me|them|people} from {coming back|going back|returning|making a return visit|ever returning}",
    -0.7,
  ],
  ["{never|won't|wont|will not|wouldn't|would not} {ever |}{buy|purchase} {* |* * |}{again|another}", -0.8],
];

/** Return verdicts with their strength, {@link VERDICT_WEIGHT} applied (see `IDIOMS` in polarity.ts). */
export const RETURN_VERDICTS: ReadonlyArray<readonly [pattern: string, score: number]> = RETURNS.map((
  [pattern, score],
) => [pattern, score * VERDICT_WEIGHT]);
