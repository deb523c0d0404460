/**
 * Middling verdicts that carry no lukewarm word (analyser 2.18.0, issue 9; found on a new set of real Yelp reviews,
 * `yelp_pool_v1.json`'s DEV rows, and written out as rules in `tests/unit/insights_middling_verdicts_test.ts`):
 *
 * - The reviewer's own middling rating said in the text: "3 stars because the food is good", "the food ... reflects
 *   my 3 rating", "a solid three stars". It is the plainest verdict a review holds, yet it has no judging word, so a
 *   3-star review with a few good dishes read positive. Half a star rounds up: a reviewer who says "3.5 stars" posts
 *   4 (every such review in the study set was a 4-star one), so 3.5 is praise, as "4 stars" and "five stars" in
 *   idioms.ts. Other people's stars ("everyone who gave it 5 stars", "the 5 star reviews") are claimed first by
 *   plain_verdicts.ts's longer idioms.
 * - Praise held back: the top of the scale denied ("it's not outstanding", "tasted good but not memorable", "the
 *   food wasn't spectacular") says the thing was fine, not bad; read by its words it was a complaint (a negated
 *   praise word) that a "but it IS tasty" outweighed, or, through "but", praise.
 * - A return told as a plan or a hedge: "I'll have to go back and try the tacos", "I wouldn't mind coming again".
 *
 * Idioms like those of idioms.ts; each starts at a word rarer than "the", "a" or "was", so the cue pass stays as fast.
 */

/**
 * Three and a half stars is praise, as "4 stars" in idioms.ts (see `IDIOMS` there), which also reads "five stars"
 * and other people's ratings.
 */
export const STATED_PRAISE: ReadonlyArray<readonly [pattern: string, score: number]> = [
  ["3.5 {stars|star|out of 5|out of five}", 0.5],
];

/**
 * Lukewarm idioms (see `LUKEWARM_IDIOMS` in idioms.ts). A middling rating said as stars or as a number is the
 * review's verdict: it counts 8 units of lukewarm evidence, so it outweighs about four clear judging words either
 * way ("3 stars because the food was good"; measured: 2 units left most such reviews where their words put them).
 */
export const MIDDLING_VERDICTS: ReadonlyArray<readonly [pattern: string, score: number, units?: number]> = [
  ["{three|3|2.5} {stars|out of 5|out of five}", 0, 8],
  // Singular, it is as often a class of something else ("a three star hotel"): the weight idioms.ts gave it.
  ["{three|3|2.5} star", 0, 2],
  ["{my|a|the|solid} {three|3} rating", 0, 8],
  [
    "{not|wasn't|isn't|weren't|aren't|was not|is not|were not|are not|wasnt|isnt|never} " +
    "{outstanding|spectacular|memorable|exceptional|extraordinary|phenomenal|stellar|mind blowing|mindblowing}",
    -0.1,
  ],
  // A return told as a plan or a hedge, not as a promise: "I'll have to go back and try the tacos" (read as the
  // customer's extra effort of event_patterns.ts: "had to go back" for a redo), "I wouldn't mind coming again".
  // (It starts at "have", where the event's span starts, so the event is not counted.)
  [
    "{have|need} to {go|come|get|head} back {and|to try|again|sometime|soon|for more|next time|for the|to sample}",
    0.2,
  ],
  ["{wouldn't|would not|wouldnt|won't|wont} mind {coming|going|getting|heading|stopping} {back|again|in again}", 0.2],
];
