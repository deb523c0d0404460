/**
 * Verdicts real reviewers give with no sentiment word, in any trade: sending the reader there ("check it out", "don't
 * miss it"), coming back or bringing others ("makes me come back", "I take all my guests there"), and rhetorical
 * praise ("what more could you ask for?", "never had cheesecake like this"), and warnings ("don't buy it", "stay far away"). Idioms like those of idioms.ts (a
 * module of its own because that list is full); each starts at a word rarer than "the", "a" or "was", so the cue pass
 * stays as fast.
 */

/** How reviewers misspell "definitely", which breaks the return idioms it sits in ("will definetly be back"). */
const DEFINITELY = "{definitely|definately|definetly|definitly|defiantly|def}";

/** Idioms with a fixed strength (see `IDIOMS` in idioms.ts). */
export const IMPLICIT_VERDICTS: ReadonlyArray<readonly [pattern: string, score: number]> = [
  // Sending the reader there.
  ["check {it|this place|them|this spot|this one|the place|him|her} out", 0.6],
  ["{make sure|be sure} {you|to} {have|get|ask for|stop by|save room|try out}", 0.5],
  ["{don't|do not|dont} miss {it|this|out|this place|this one}", 0.6],
  ["{go|come} and {try|check|visit|eat at}", 0.5],
  ["run {don't|dont|do not} walk", 0.8],
  ["musts", 0.7],
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
  // "The place to go" (negated: "not the place to go"), "a place to avoid".
  ["place to {go|be|eat}", 0.5],
  ["place to avoid", -0.8],
  ["{ruined|spoiled|spoilt} {me|us} for", 0.7],
  ["{difficult|hard} to {dine|eat|go} {at |to |}{other|another|anywhere else}", 0.6],
  ["{won't|will not|wont} find {much |anything |any |a |}better", 0.7],
  ["{has|had|have} {it all|everything|a lot going for it}", 0.6],
  // "A big fan of" (negated: "wasn't a fan of the mole").
  ["fan of", 0.6],
  ["pass {it|this|that|this place|them} up", -0.5],
  ["{don't|do not|dont} get me started", -0.6],
  ["{save|saved} your {money|time|appetite}", -0.7],
  ["luke warm", -0.5],
  ["{doesn't|does not|didn't|did not} make {any |much |}sense", -0.5],
  // Rhetorical praise.
  ["what more {can|could} {you|one|i|we|anyone} {ask for|want|need|wish for}", 0.7],
  ["{nothing|no} {bad|negative} to say", 0.7],
  ["no negatives", 0.5],
  ["never {had|tasted|eaten|seen} {* |* * |}like {this|it|that|theirs|this one|these}", 0.7],
  ["{speaks|speak} for {itself|themselves}", 0.6],
  // Warnings and refusals to buy again, or to come back: "the price alone will keep us from returning".
  [
    "{keep|keeps|kept} {us|me|them|people} from {coming back|going back|returning|making a return visit|ever returning}",
    -0.7,
  ],
  ["{don't|do not|dont} {buy|purchase} {it|this|one|this one|from them|from here|here|anything from}", -0.7],
  ["{never|won't|wont|will not|wouldn't|would not} {ever |}{buy|purchase} {* |* * |}{again|another}", -0.8],
  ["stay {far|far far|very far|well} away", -0.8],
  ["over rated", -0.6],
  ["{needs|need} to step {it|their game} up", -0.5],
];
