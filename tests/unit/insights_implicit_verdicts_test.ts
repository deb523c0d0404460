import assert from "node:assert/strict";
import { analyzeReview, compilePack, FOOD_AND_HOSPITALITY } from "../../src/insights/mod.ts";
import { wordInfo } from "../../src/insights/compile.ts";
import { contextFor, readText } from "../helpers/analysis.ts";

// Verdicts said with no sentiment word (implicit_verdicts.ts): each must read on the text alone (3 stars is no prior),
// and the near misses that share their words must not.

const contexts = { home: contextFor("Plumber"), food: contextFor("Restaurant"), auto: contextFor("AutoRepair") };
type Trade = keyof typeof contexts;
const label = (text: string, trade: Trade) => readText(text, contexts[trade]).sentiment;

const MUST_READ_POSITIVE: ReadonlyArray<readonly [Trade, string]> = [
  // Sending the reader there.
  ["food", "Check this place out!"],
  ["home", "Definately check them out."],
  ["food", "Make sure you have the spicy scallop roll."],
  ["food", "Don't miss this one."],
  ["food", "Please take my advice, go and try this place."],
  ["food", "The dumplings are musts."],
  ["food", "Run don't walk!"],
  // Coming back, and bringing others.
  ["food", "There is something about the place that makes me come back every week."],
  ["food", "You will find yourself returning quite often."],
  ["food", "I have a hard time going anywhere else."],
  ["food", "We would genuinely miss this place if it closed."],
  ["auto", "It's the only shop I use now."],
  ["food", "I am bringing my whole family back next time."],
  ["food", "I take all my friends to this place."],
  ["food", "I will definetly be going back."],
  ["food", "I plan on stopping by next week as well."],
  ["food", "This place has ruined me for neighborhood sushi."],
  ["food", "For the dumplings, you won't find much better in town."],
  ["food", "This place has it all."],
  ["food", "It is nearly impossible to get a table, but do not pass it up."],
  // Emphasis stretched into the spelling.
  ["food", "LLOOVVE THIS PLACE."],
  ["food", "The food was soooo goood."],
  ["food", "My fav was the lassi."],
  // Rhetorical praise.
  ["food", "What more could you ask for?"],
  ["home", "Nothing bad to say about them."],
  ["food", "I have never had cheesecake like this."],
  ["food", "The food speaks for itself."],
];

const MUST_READ_NEGATIVE: ReadonlyArray<readonly [Trade, string]> = [
  ["food", "Do not buy it!"],
  ["auto", "I will never purchase from them again."],
  ["home", "Stay far far away from this company."],
  ["food", "It was over rated!"],
  ["food", "The service was overated."],
  ["food", "The management needs to step it up."],
  ["food", "The noise alone will keep us from coming back."],
  ["food", "If you want good Thai, this is not the place to go."],
  ["food", "Honestly, I wasn't a fan of the mole."],
  ["food", "Save your money and go somewhere else."],
  ["food", "Don't get me started on the margaritas."],
  ["food", "The soup was luke warm."],
  ["food", "This place doesn't make any sense."],
  ["food", "The location is not ideal."],
];

const MUST_NOT_READ_NEGATIVE: ReadonlyArray<readonly [Trade, string]> = [
  ["food", "Ideal for a quick lunch."],
  ["food", "I don't buy coffee at chains, but this place won me over."],
  ["home", "I would buy from them again."],
];

const MUST_NOT_READ_POSITIVE: ReadonlyArray<readonly [Trade, string]> = [
  ["food", "We will pass this place up next time."],
  ["food", "It makes sense to book ahead on weekends."],
  ["food", "I don't miss the old menu."],
  ["home", "The tech would miss the appointment window every time."],
  ["food", "Check the bill before you pay."],
  ["home", "Make sure you are home between 8 and 12."],
  ["food", "We were the only ones eating there."],
];

Deno.test("verdicts said without a sentiment word read as praise", () => {
  for (const [trade, text] of MUST_READ_POSITIVE) assert.equal(label(text, trade), "positive", `${trade}: ${text}`);
});

Deno.test("warnings and refusals to buy again read as complaints, near misses do not", () => {
  for (const [trade, text] of MUST_READ_NEGATIVE) assert.equal(label(text, trade), "negative", `${trade}: ${text}`);
  for (const [trade, text] of MUST_NOT_READ_NEGATIVE) {
    assert.notEqual(label(text, trade), "negative", `${trade}: ${text}`);
  }
});

Deno.test("words the verdicts share are no praise on their own", () => {
  for (const [trade, text] of MUST_NOT_READ_POSITIVE) {
    assert.notEqual(label(text, trade), "positive", `${trade}: ${text}`);
  }
});

Deno.test("an idiom of returning does not claim an aspect cue", () => {
  // "the only shop I trust" keeps "trust" for honesty.
  const found = analyzeReview({ text: "Integrity Auto is the only shop I trust.", rating: 3 }, contexts.auto);
  assert.equal(found.aspects.honesty, "positive");
});

Deno.test("a clear review leans the aspects it only mentions, and tips no judged or lukewarm one", () => {
  const food = contexts.food;
  const aspectsOf = (text: string) => analyzeReview({ text, rating: 3 }, food).aspects;
  const happy = "Amazing night, wonderful and perfect in every way. We loved it.";
  const angry = "Horrible, disgusting, the worst night ever. We hated it.";
  assert.equal(aspectsOf(`${happy} The waiter brought our plates.`).customer_service, "positive");
  assert.equal(aspectsOf(`${angry} The waiter brought our plates.`).customer_service, "negative");
  // Alone, or in a lukewarm review, the mention stays neutral.
  assert.equal(aspectsOf("The waiter brought our plates.").customer_service, "neutral");
  assert.equal(aspectsOf("The food was fine. The waiter brought our plates.").customer_service, "neutral");
  // The stars alone lean nothing: a 5-star review whose text judges nothing keeps the mention neutral.
  const starred = analyzeReview({ text: "The waiter brought our plates.", rating: 5 }, food);
  assert.equal(starred.aspects.customer_service, "neutral");
  // A judged aspect keeps its verdict against the review's.
  assert.equal(aspectsOf(`${happy} The bill was a bit high.`).pricing, "negative");
});

Deno.test("general words real reviews judge with: convenient, consistent, prompt, ideal", () => {
  assert.equal(label("Conveniently located too.", "food"), "positive");
  assert.equal(label("Seating is always prompt.", "food"), "positive");
  assert.equal(label("The quality is not consistent.", "food"), "negative");
  assert.equal(label("The location is not ideal.", "home"), "negative");
});

Deno.test("a word stretched for emphasis reads as the word, a single doubled letter does not", () => {
  const { words } = compilePack(FOOD_AND_HOSPITALITY);
  for (const [stretched, word] of [["loooove", "love"], ["lloovve", "love"], ["goood", "good"], ["sooo", "so"]]) {
    assert.equal(wordInfo(words, stretched), wordInfo(words, word), stretched);
  }
  assert.notEqual(wordInfo(words, "love"), undefined);
  // One doubled letter is a spelling: "looser" is no stretched "loser".
  assert.notEqual(wordInfo(words, "loser"), undefined);
  assert.equal(wordInfo(words, "looser"), undefined);
});
