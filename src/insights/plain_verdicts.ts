/**
 * Verdicts said plainly (analyser 2.16.0, issue 9; found on new real Yelp reviews nobody here had tuned on,
 * `tests/tools/external_eval.ts`, and written out as general rules in `tests/unit/insights_plain_verdicts_test.ts`):
 * a bad visit told politely ("we left without eating", "they must not want our business", "my one bone to pick",
 * "charged me for a drink I didn't order", "I'd skip it", "there are better options", "great location, but that's
 * about it", "the service ruined it", "has lost its charm"); lukewarm verdicts said without a lukewarm word ("it
 * wasn't anything special", "nothing out of the ordinary", "it wasn't all that impressive", "I probably wouldn't go
 * back", "I've had worse"); and words that judge nothing here: a name ("happy hour"), other people's stars ("everyone
 * who gave this place 5 stars"), a courtesy ("no offense") and astonishment ("I couldn't get over how good it was",
 * which negates nothing). Idioms like those of idioms.ts; each starts at a word rarer than "the", "a" or "was", so the
 * cue pass stays as fast.
 */

/** Idioms with a fixed strength (see `IDIOMS` in idioms.ts). */
export const PLAIN_VERDICTS: ReadonlyArray<readonly [pattern: string, score: number]> = [
  // A name, not a feeling: "Happy Hour Review.", "happy hour is from 3 to 6" ("a great happy hour" keeps "great").
  ["happy {hour|hours}", 0],
  // Astonishment is emphasis, not negation: "I couldn't get over how good the brisket was".
  ["{can't|cannot|can not|couldn't|could not} get over", 0],
  // A courtesy before a complaint is no praise: "No offense to the owners, but ...".
  ["no offense", 0],
  // Other people's ratings are not this reviewer's verdict: "everyone who gave this place 5 stars", "the 5 star
  // reviews" (as "the rave reviews" in idioms.ts).
  [
    "{who|that} {gave|give|gives|rated|rate} {it|this place|the place|them|this|this spot|him|her} " +
    "{five|5|four|4|one|1|two|2|three|3|zero|0} {stars|star}",
    0,
  ],
  [
    "{five star|5 star|one star|1 star|four star|4 star|two star|2 star|three star|3 star|5-star|1-star} " +
    "{reviews|ratings|reviewers|yelpers}",
    0,
  ],
  // A bad visit's end, told without a judging word: "we left without eating", "walked out without being served".
  [
    "{left|leave|leaving|walked out|walk out|went home} without {eating|ordering|being served|being helped|" +
    "being seated|being acknowledged|our food|our order|our drinks|food|service|getting served|getting our food}",
    -0.6,
  ],
  // Feeling unwanted as a customer: "they must not want our business", "clearly they don't want my business".
  [
    "{must not|don't|do not|didn't|did not|doesn't|does not|obviously don't|clearly don't} want {our|my|your|the} " +
    "{business|money|patronage|customers}",
    -0.7,
  ],
  // The one fault a reviewer names is a complaint about it: "my only bone to pick is the parking".
  ["{bone|bones} {i have |i've got |we have |}to pick", -0.5],
  // Praise others give that the reviewer cannot find (as "I don't get the hype" in idioms.ts): "I'm failing to see
  // what's so great about a $6 roll".
  [
    "{don't|do not|dont|can't|cannot|couldn't|didn't|did not|fail to|failing to|failed to|not} {see|understand|get} " +
    "what's so {great|good|special|happy|amazing|wonderful|awesome|fantastic} about",
    -0.5,
  ],
  // Charged for what was never asked for or never came: "charged me for extra cheese I didn't ask for".
  [
    "{charged|billed} {me |us |}for {a |an |the |some |}{* |* * |* * * }{i|we} {didn't|did not|never|hadn't} " +
    "{ask for|asked for|order|ordered|get|got|receive|received|want|wanted|eat|ate}",
    -0.7,
  ],
  // Advice to skip, said of oneself: "I'd skip it."
  ["{i'd|i would|we'd|we would|i'll|i will} skip {it|this|this one|this place|them|the place}", -0.6],
  // Better places in general, with nothing after: "There are better options." (everyday_verdicts.ts has "... around
  // town").
  ["{there are|there's|theres|there is} {much |way |far |plenty of |}better {options|places|spots|choices|ones}", -0.5],
  // Praise of one thing that leaves the rest: "Great location, but that's about it." (Not "the only good thing was
  // the beer": sentence-level annotators label it praise of the beer, and it lost a SemEval laptop sentence and an
  // Amazon one.)
  ["{that's|that is|thats} about it", -0.5],
  // What spoiled the visit, and what did not make up for it: "the service ruined it", "a smile doesn't make up for
  // cold food" ("made up for it" is praise, idioms.ts).
  [
    "{ruined|ruins|spoiled|spoils} {it|everything|the experience|the meal|the evening|the night|our night|our evening|" +
    "our dinner|our meal|my day|the whole thing|the whole experience}",
    -0.8,
  ],
  ["{doesn't|does not|didn't|did not|can't|cannot|couldn't|could not|won't|not} {make|makes} up for", -0.6],
  // Decline told as a loss (as "gone downhill", idioms.ts): "this place has lost its charm".
  ["{lost|losing|lose|loses} {its|their|his|her} {charm|touch|magic|edge|appeal|luster|lustre|spark|way}", -0.6],
  // Service too rare to expect is praise: "you don't get that kind of service too often", "you rarely see service like
  // this anymore".
  [
    "{don't|do not|dont|rarely|seldom|never} {get|see|find} {that kind of|this kind of|that level of|this level of|" +
    "service like that|service like this|that type of|this type of} {service|customer service|attention|hospitality|" +
    "care|anymore|often|too often|these days}",
    0.7,
  ],
  // A rhetorical question is praise: "Who doesn't like tacos?" (not a negated liking).
  ["who {doesn't|does not|doesnt|wouldn't|would not|wouldnt|won't|wont} {like|love|enjoy}", 0.6],
  // A demand made of the business (as "train your staff" in everyday_verdicts.ts): "the staff needs a swift kick in
  // the pants", where "swift" is no praise of speed.
  ["{needs|need|needed|deserves|deserve} a {swift |good |real |}kick in the {ass|butt|pants|rear}", -0.7],
];

/**
 * Lukewarm idioms (see `LUKEWARM_IDIOMS` in idioms.ts): the visit was nothing more than fine. "Nothing special"
 * said with a verb ("it wasn't anything special"), "out of the ordinary" denied, praise held back by "all that"
 * ("it wasn't all that impressive": an understatement, not a complaint).
 */
export const PLAIN_LUKEWARM: ReadonlyArray<readonly [pattern: string, score: number, units?: number]> = [
  [
    "{wasn't|isn't|weren't|aren't|was not|is not|were not|are not|wasnt|isnt} {really |}anything " +
    "{special|great|amazing|fancy|spectacular|remarkable|memorable|extraordinary|exceptional|outstanding|" +
    "impressive|exciting|new|unique|different|to write home about|to rave about}",
    -0.2,
  ],
  [
    "{nothing|not anything|wasn't anything|isn't anything|wasnt anything|isnt anything|was not anything|" +
    "is not anything|nothing really|nothing too} out of the ordinary",
    -0.2,
  ],
  [
    "{not|wasn't|isn't|weren't|aren't|wasnt|isnt|was not|is not|were not|are not|never} all that " +
    "{impressive|great|good|special|amazing|tasty|exciting|memorable|interesting|fresh|friendly|clean|exceptional|" +
    "remarkable|spectacular|fantastic|wonderful|awesome|delicious|flavorful|nice|helpful|fast}",
    -0.2,
  ],
  // Worse had elsewhere beside better had elsewhere is middling: "I've had better, I've had worse".
  ["{i've|i have|ive|we've|we have} had worse", 0.2],
  // A refusal hedged is a middling verdict, like "probably won't rush back" (idioms.ts): "I probably wouldn't go back".
  [
    "{probably|likely|maybe|possibly} {won't|wouldn't|will not|would not|wont|wouldnt|not} " +
    "{go back|come back|be back|return|be returning|be going back}",
    -0.3,
  ],
];
