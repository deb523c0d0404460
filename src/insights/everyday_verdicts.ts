/**
 * Verdicts real reviewers everywhere say in a few everyday words (analyser 2.12.0, from real Yelp sentences and
 * reviews we had not developed on; `tests/tools/external_eval.ts`): short verdicts ("Don't do it!", "I'll pass.",
 * "not up to par"), "I've experienced better", a thing "worth skipping", food "over cooked" written apart, a wait
 * told by repetition ("we waited and waited") or by "finally" ("the tech finally showed up"), demands made of the
 * business ("train your staff"; "clean up your aisles" is a cleanliness cue), unmet wishes, better places around
 * town, and everyday praise ("I was hooked", "always a hit"). Idioms like those of idioms.ts; each starts at a word
 * rarer than "the", "a" or "was", so the cue pass stays as fast. The words these reviews judge with that AFINN
 * lacked ("sucked", "underwhelming", "bland") are here too.
 */

/** Idioms with a fixed strength (see `IDIOMS` in idioms.ts). */
export const EVERYDAY_VERDICTS: ReadonlyArray<readonly [pattern: string, score: number]> = [
  // Short verdicts: "Don't do it!!!", "I'll pass.", "Two thumbs down."
  ["{don't|do not} do it", -0.6],
  ["{i'll|i will|we'll|we will|i'd|we'd} pass", -0.5],
  // A standard met: "up to par" praises, so "not up to par" complains; "below par" is the complaint itself.
  ["up to {par|snuff|standard|standards|scratch}", 0.4],
  ["{below|under} par", -0.6],
  // Better had elsewhere, said with other verbs than "had" (idioms.ts): "I've experienced better".
  [
    "{i've|i have|we've|we have} {experienced|seen|eaten|tasted|gotten|been to|done} {much |way |far |a lot |}better",
    -0.5,
  ],
  // Worth it only to miss: "this one is worth skipping".
  ["worth {skipping|avoiding|missing|passing up|passing on}", -0.7],
  // Food done too much, written as two words: "over cooked", "over salted" ("overcooked" is a word of its own).
  ["over {cooked|done|salted|seasoned|sauced|fried|baked|dressed|hyped}", -0.6],
  // A wait told by repetition or by its end: "we waited and waited", "the tech finally showed up".
  ["{waited|waiting|waits} and {waited|waiting|waits}", -0.6],
  [
    "finally {showed up|show up|showing up|arrived|came out|got seated|got our food|got our drinks|got served|" +
    "got a table|called back|got back to|acknowledged|greeted}",
    -0.5,
  ],
  // Demands made of the business are complaints: "Clean up your aisles", "train your staff", "get your act together".
  ["{train|retrain|fix|update|improve|manage} your", -0.5],
  ["get your act together", -0.7],
  // Asking for the manager is a complaint in any trade: "I asked to speak to the manager".
  ["{asked|ask|wanted|demanded|had} to {speak|talk} {to|with} {the|a} manager", -0.5],
  ["{asked|ask|demanded} for {the|a} manager", -0.5],
  // Waiting for nothing: "we waited for forty five minutes in vain".
  ["in vain", -0.5],
  // Expectations missed by far: "far from what I anticipated" ("far from great" is negated in word_sentiment.ts).
  ["far from what {i|we} {expected|anticipated|hoped for|imagined|was expecting|were expecting}", -0.6],
  // Food told by what it was like: "the beef is like shoe leather", "tasted like cardboard", "dripping with grease".
  [
    "{tasted|tastes|taste|tasting} like {cardboard|rubber|leather|shoe leather|dirt|water|nothing|plastic|sawdust|" +
    "mush|soap|chalk|a hockey puck|feet|garbage|trash|salt}",
    -0.6,
  ],
  ["like {shoe leather|cardboard|a hockey puck|sawdust}", -0.6],
  ["{dripping|swimming|soaked|drenched} {with|in} {grease|oil}", -0.6],
  // Wishes and expectations left unmet: "I would have liked more than a spoonful", "was expecting a bit more".
  ["would have {liked|preferred|appreciated} {more|a bit more|a little more|to see|if|it if|better|some}", -0.5],
  ["{was|were|i'm|am|are} expecting {a little |a bit |a little bit |a lot |much |}more", -0.5],
  // Points off and better places elsewhere: "Minus for being in a strip mall", "there are better places around town".
  ["minus {one |a |1 |}{star|point|stars|points} for", -0.5],
  ["minus for", -0.4],
  [
    "{there are|there's|theres|they are} {much |way |far |}better {places|options|spots|restaurants|shops|choices} " +
    "{around|in|out there|nearby|elsewhere|for}",
    -0.5,
  ],
  ["health {hazard|risk|code violation|violations}", -0.8],
  // What was found in the food: "a piece of wire in my salsa", "a hair in her salad", "a bug in the soup".
  [
    "{hair|hairs|wire|bug|bugs|fly|flies|roach|cockroach|caterpillar|worm|maggot|glass|plastic|band aid|bandaid} in " +
    "{my|our|her|his|the|their} {food|salad|soup|salsa|drink|plate|burger|sandwich|pizza|rice|meal|dish|pasta|taco|" +
    "tacos|fries|water|coffee}",
    -0.9,
  ],
  ["{barely|hardly} edible", -0.7],
  // Leaving, and being left waiting: "we finally gave up and left", "waited another 15 minutes before being
  // acknowledged", "must have been an off night", "the warm beer didn't help".
  ["{gave up and|got up and} {left|walked out}", -0.6],
  ["before {being|anyone|someone|somebody} {acknowledged|greeted|helped|noticed|seated|acknowledging}", -0.5],
  ["off {night|day}", -0.4],
  ["{didn't|did not} help", -0.4],
  ["expect better", -0.5],
  // Wishing a chain had one nearby is praise: "I wish they had one in Philadelphia".
  [
    "wish {they|there} {had|was|were} {one|a location|another location|more locations|one of these} " +
    "{in|near|closer|by}",
    0.6,
  ],
  // Praise in everyday words: "I was hooked", "always a hit with my group", "I could eat it every day", "you must try".
  ["{i'm|i was|we're|we were|i am|we are|got me|got us|totally|completely|now} hooked", 0.6],
  ["always a hit", 0.6],
  [
    "could eat {here|there|it|this|that|them|their * |the * |this * |their * * |the * * } " +
    "{every day|everyday|all day|daily|forever}",
    0.7,
  ],
  ["you {must|have to|need to|gotta} try {the|their|this|it|them|a|an|some|out|one}", 0.6],
];

/**
 * Words of real Yelp text AFINN and our own list lacked (see sentiment_words.ts, which merges them): the past of
 * "sucks", the let-down words, disgust said as a sound, and food judged by its taste or texture.
 */
export const EVERYDAY_WORDS: ReadonlyMap<string, number> = new Map(Object.entries({
  sucked: -0.8,
  underwhelming: -0.6,
  underwhelmed: -0.6,
  letdown: -0.7,
  yuck: -0.7,
  yucky: -0.7,
  eww: -0.7,
  eew: -0.7,
  ew: -0.6,
  grossed: -0.7,
  blows: -0.6,
  concern: -0.3,
  killer: 0.6,
  devine: 0.8,
  // What was done wrong, said of an order, a bill or an answer (analyser 2.16.0): "the order was incorrect".
  incorrect: -0.5,
  incorrectly: -0.5,
  // Food judged by its taste or texture: cues of the food pack, words of every other (a general Yelp business is
  // often a diner or a deli too). Not "burnt" (a burnt smell is why a home-services customer calls), nor "dry",
  // "salty" or "chewy", as often the dish's kind as a fault.
  bland: -0.6,
  stale: -0.6,
  soggy: -0.6,
  greasy: -0.5,
  tasteless: -0.7,
  flavorless: -0.7,
  undercooked: -0.6,
  overcooked: -0.6,
  rubbery: -0.6,
  mushy: -0.5,
  watery: -0.5,
}));
