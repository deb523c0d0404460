/**
 * Verdicts real reviewers give with no sentiment word, in any trade: sending the reader there ("check it out", "don't
 * miss it"), coming back or bringing others ("makes me come back", "I take all my guests there"), rhetorical praise
 * ("what more could you ask for?", "never had cheesecake like this"), warnings ("don't buy it", "stay far away"),
 * liking said with do-support ("I don't like it"), excess ("too big for the bun", "too far"), the place measured
 * against its name ("lives up to the hype", "the real deal") and the reviewer's own score ("10/10", "0/10", "I give it
 * a 10"). Coming back and refusing to are in return_verdicts.ts. Idioms like those of idioms.ts (a module of its own
 * because that list is full); each starts at a word rarer than "the", "a" or "was", so the cue pass stays as fast.
 */

/** Idioms with a fixed strength (see `IDIOMS` in idioms.ts). */
export const IMPLICIT_VERDICTS: ReadonlyArray<readonly [pattern: string, score: number]> = [
  // Sending the reader there.
  ["check {it|this place|them|this spot|this one|the place|him|her} out", 0.6],
  ["{make sure|be sure} {you|to} {have|get|ask for|stop by|save room|try out}", 0.5],
  ["{don't|do not|dont} miss {it|this|out|this place|this one}", 0.6],
  ["{go|come} and {try|check|visit|eat at}", 0.5],
  ["run {don't|dont|do not} walk", 0.8],
  ["musts", 0.7],
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
  ["nothing {else |}{compares|comes close}", 0.7],
  // Liking said with do-support, which the bare "like" (a preposition as often) cannot carry: "I don't like it".
  ["{don't|do not|dont|didn't|did not|didnt|doesn't|does not|doesnt} {really |even |}{like|care for}", -0.5],
  // Praise that measures the place against its name: "lives up to the hype", "the real deal", "I'm partial to".
  ["{live|lives|lived|living} up to {the|its|their|all the|all of the} {hype|reputation|name|reviews|billing}", 0.6],
  // What was heard or hoped for, met (stance.ts weighs the hearsay itself little): "they lived up to every one".
  [
    "{live|lives|lived|living} up to {it|them|every one|every bit of it|everything|my expectations|our expectations}",
    0.6,
  ],
  ["real deal", 0.6],
  ["partial to", 0.5],
  // Excess is a complaint with no sentiment word: "too big for the bun", "too far east", "too many steps". Only words
  // that judge nothing alone and start no cue ("too slow" and "too salty" are read by their own words and cues, which
  // this idiom would hide); not what describes a home-services customer's problem ("too hot", "too cold", "pressure
  // too high") or their own timing ("too late", "too early"), nor "too much", mostly hedged ("can't complain too
  // much").
  [
    "too {big|small|tiny|far|long|short|many|few|packed|busy|dark|bright|thin|thick|tight|narrow|heavy|soft|spicy|" +
    "sour|fancy|complicated|sensitive|bulky}",
    -0.5,
  ],
  ["too {many|much|numerous} {good things |great things |favorites |}to {list|mention|count|name|describe}", 0.5],
  // The customer's own delay is no complaint: "we'd been putting this off for way too long".
  ["{off|go} {for |}{way |far |much |a bit |}too long", 0],
  // The reviewer's own score out of ten or five ("10/10" reads as "10 10": the tokenizer drops the slash). Not the
  // scores that are as often dates or fractions ("9/10", "1/10 the price").
  ["{10 10|11 10|100 10|5 5|10 out of 10|ten out of ten|5 out of 5|five out of five|perfect 10}", 0.8],
  ["{0 10|0 5|zero out of ten|0 out of 10|0 out of 5|1 out of 10|1 out of 5|one out of ten|one out of five}", -0.8],
  // The score said of a refusal is sarcasm: "Ten out of ten would not recommend."
  [
    "{10 10|10 out of 10|ten out of ten} {would not|wouldn't|would never|will not|won't|do not|don't} " +
    "{recommend|come back|go back|return|call|use|hire}",
    -0.9,
  ],
  ["{give|gave|giving|rate|rated} {it|them|this place|the place|this spot|him|her} a {10|ten|solid 10}", 0.8],
  // Wishing the business were otherwise is a complaint about how it is: "I wish they would change it back", "I wish
  // the portions were bigger" (not "I wish there were more places like this", nor "I wish them well").
  ["{wish|wished} {they|it|the|he|she|management|someone|somebody|they'd|it'd|it was|it were}", -0.4],
  ["{wish|wished} {i|we} {could be|could get|had gone|had not|hadn't|had never|never}", -0.4],
  // "Good luck getting anyone on the phone" wishes the reader what the reviewer did not get ("good luck getting a
  // table" tells of a popular place).
  [
    "good luck {getting|reaching|talking to|getting through to|getting hold of} {them|anyone|someone|somebody|" +
    "a response|a call back|a callback|an answer|your money|a refund|a human|a person}",
    -0.5,
  ],
  // A warning not to buy: "don't buy it", "do not purchase from them".
  ["{don't|do not|dont} {buy|purchase} {it|this|one|this one|from them|from here|here|anything from}", -0.7],
  ["stay {far|far far|very far|well} away", -0.8],
  ["over rated", -0.6],
  ["{needs|need} to step {it|their game} up", -0.5],
];
