/**
 * Verdicts on a visit said with no sentiment word (analyser 2.11.0, from the real sentences we read as neutral with
 * no evidence): what was done for the customer ("made it exactly how I asked", "gave us a free round of drinks"),
 * beating the other places ("blows the competition away"), being taken elsewhere ("like being back in Japan",
 * "reminds me of home"), a place one wants kept ("I pray it stays open forever", "the best kept secret") and a name
 * it lives on ("survives on reputation alone"). Idioms like those of idioms.ts; each starts at a word rarer than
 * "the", "a", "was", "on" or "not", so the cue pass stays as fast.
 */

/** Idioms with a fixed strength (see `IDIOMS` in idioms.ts). */
export const EXPERIENCE_VERDICTS: ReadonlyArray<readonly [pattern: string, score: number]> = [
  // Taken elsewhere: a meal that feels like a trip or like home.
  ["like being back {in|home|at home}", 0.5],
  ["{remind|reminds|reminded} {me|us} of home", 0.5],
  // A place one wants kept.
  ["{stay|stays} open forever", 0.6],
  ["{kept|biggest} secret", 0.6],
  // What was done for them: "made it exactly how I asked", "they gave us a free round of drinks".
  ["exactly {how|what|the way|as} {i|we|he|she} {asked|wanted|requested|ordered|asked for|wanted it|liked it}", 0.6],
  ["{gave|brought|sent|offered|threw in} {us|me} {a |an |some |}free", 0.5],
  // Compared with the other places: "blows the other places away".
  [
    "{blows|blew|blow} {the |all |all the |}{competition|others|other places|rest|everyone else|everything else} away",
    0.7,
  ],
  // Doubts about the name the place has.
  ["reputation alone", -0.5],
];
