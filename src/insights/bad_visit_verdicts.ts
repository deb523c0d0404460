/**
 * Bad visits that read neutral or positive (analyser 2.18.0, issue 9; found in the 1-2 star reviews of a new real
 * Yelp set nobody here had tuned on, `tests/tools/external_eval.ts`, and written out as general rules in
 * `tests/unit/insights_bad_visit_verdicts_test.ts`): kind words that only name a dish ("tom yum", "pad see ew",
 * "sparkling water", "sweet potato fries"), the reviewer's own low score and what they docked it for ("2 stars for
 * the service", "I'm docking 3 stars for the food"), and a refusal to come back said with "even" or "no longer" ("I
 * wouldn't even go back if it was free", "I will no longer shop there"). Idioms like those of idioms.ts; each starts
 * at a word rarer than "the", "a" or "was", so the cue pass stays as fast.
 */

/** Idioms with a fixed strength (see `IDIOMS` in idioms.ts). */
export const BAD_VISIT_VERDICTS: ReadonlyArray<readonly [pattern: string, score: number]> = [
  // A dish's name judges nothing (as "happy hour" in plain_verdicts.ts): "we ordered tom yum soup", "my usual pad see
  // ew", "a sparkling water", "sweet potato fries" ("the tom yum was great" keeps "great").
  ["tom yum", 0],
  ["pad {see|si} {ew|eew|yew|ewe}", 0],
  ["sparkling {water|waters|wine|wines|cider|lemonade|sake|juice}", 0],
  ["sweet {potato|potatoes}", 0],
  ["{sweet and sour|hot and sour}", 0],
  // The reviewer's own low score (as "one star" in idioms.ts): "2 stars for good service and a nice setting", "I'd
  // give it two stars". Other people's ("who gave it 2 stars", "the 2 star reviews") are plain_verdicts.ts's.
  ["{two|2} {stars|star}", -0.6],
  // What the score lost is a complaint, whatever is left ("I'm docking 3 stars for the food" is no middling 3 stars).
  [
    "{docking|docked|dock|deduct|deducted|deducting|subtract|subtracted|subtracting|knocked off|knocking off|" +
    "knock off|took off|take off|taking off} {1|one|2|two|3|three|a|an} {star|stars|point|points}",
    -0.5,
  ],
  // A refusal to return said with "even" or "no longer" (return_verdicts.ts has the plain ones): "I wouldn't even go
  // back if it was free", "I will no longer shop there".
  ["{won't|wont|will not|wouldn't|wouldnt|would not} {even|ever} {go|come|be going|be coming} back", -0.8],
  [
    "{will|would|i'll|we'll|i'd|we'd|shall} no longer {shop|go|eat|visit|use|come|order|buy|dine|stay|do business|" +
    "be going|be shopping|be eating|be using|be visiting|be ordering|recommend}",
    -0.7,
  ],
  // What it should be, said of what it is (idioms.ts has "should have been better" and "would be better"): "with
  // the kitchen they have, it should be a lot better".
  ["{should|ought to} be {a lot |much |way |far |so much |}better", -0.5],
  // Puzzled by other people's praise (as "don't get the hype", idioms.ts): "I don't get what people like about this
  // place", "I really just don't get it".
  [
    "{don't|do not|dont|can't|cannot} {get|understand|see} what {people|everyone|others|folks|anyone|everybody} " +
    "{like|love|see|rave|likes|loves|sees|raves}",
    -0.5,
  ],
  ["{i|i just|i really|i really just|i still|i just really} {don't|do not|dont} get it", -0.4],
];
