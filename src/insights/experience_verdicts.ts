/**
 * Verdicts on a visit as an experience, said with no sentiment word (analyser 2.11.0, from the real sentences we read
 * as neutral with no evidence): what was done for them ("made it exactly how I asked", "gave us a free round"),
 * beating the other places ("blows the competition away"), being taken somewhere else ("like being back in Japan", "you will be transported",
 * "reminds me of home"), a place one wants kept ("I pray it stays open forever", "the best kept secret") and doubts
 * about a name ("survives on reputation alone", "not sure why it is rated so highly", "service is not what you come
 * here for"). Idioms like those of idioms.ts; each starts at a word rarer than "the", "a" or "was".
 */

/** Idioms with a fixed strength (see `IDIOMS` in idioms.ts). */
export const EXPERIENCE_VERDICTS: ReadonlyArray<readonly [pattern: string, score: number]> = [
  // Taken elsewhere: a meal that feels like a trip or like home.
  ["like being back {in|home|at home}", 0.5],
  ["{as though|as if} {i|we} {was|were} {eating|dining} in", 0.5],
  ["{remind|reminds|reminded} {me|us} of home", 0.5],
  ["like stepping {out of|into}", 0.4],
  ["{will|you'll|you will} {surely |truly |}be transported", 0.6],
  // A place one wants kept.
  ["{stay|stays} open forever", 0.6],
  ["{best kept|best-kept|biggest|best} secret", 0.6],
  // What was done for them: "made it exactly how I asked", "they gave us a free round of drinks".
  ["exactly {how|what|the way|as} {i|we|he|she} {asked|wanted|requested|ordered|asked for|wanted it|liked it}", 0.6],
  ["{gave|brought|sent|offered|threw in} {us|me} {a |an |some |}free", 0.5],
  // Compared with the other places: "blows the other places away".
  [
    "{blows|blew|blow} {the |all |all the |}{competition|others|other places|rest|everyone else|everything else} away",
    0.7,
  ],
  // Doubts about the name the place has.
  ["{on|by} reputation alone", -0.5],
  [
    "{not sure|unsure|don't know|do not know|don't understand|no idea|can't see|cannot see} why {this place|this restaurant|it|they|the place|this shop|this company} {is|are|was|would be|gets|got} " +
    "{rated|reviewed} {so|that} {highly|high|well}",
    -0.6,
  ],
  ["not what you {are |}{come|coming|go|going} {here |there |}for", -0.5],
];
