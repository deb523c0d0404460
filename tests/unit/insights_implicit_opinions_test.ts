import assert from "node:assert/strict";
import { tokenize, WORD } from "../../src/insights/text.ts";
import { emojiLength } from "../../src/insights/emoji.ts";
import { contextFor, readText } from "../helpers/analysis.ts";

// Opinions real reviews give with no sentiment word (analyser 2.9.0): liking with do-support, excess, the place
// measured against its name, the reviewer's own score, emoji, and a sentence opened by a concessive "while". Each must
// read on the text alone (3 stars is no prior), and the near misses that share their words must not.

const contexts = {
  home: contextFor("Plumber"),
  food: contextFor("Restaurant"),
  dental: contextFor("Dentist"),
  auto: contextFor("AutoRepair"),
};
type Trade = keyof typeof contexts;
const read = (text: string, trade: Trade) => readText(text, contexts[trade]);
const label = (text: string, trade: Trade) => read(text, trade).sentiment;

const MUST_READ_NEGATIVE: ReadonlyArray<readonly [Trade, string]> = [
  ["food", "I don't like it at all."],
  ["dental", "I did not really like the new hygienist."],
  ["food", "The tables are too small for four plates."],
  ["food", "The booths are too tight for four people."],
  ["home", "The estimate was too complicated to follow."],
  ["food", "Honestly it's too far out of the way."],
  ["food", "It doesn't live up to the hype."],
  ["food", "0/10."],
  ["home", "One out of five, and that is generous."],
  ["food", "The soup 🤮"],
  ["food", "The fries were cold :("],
  ["home", "Waited all morning 👎"],
  ["home", "Ten out of ten would not recommend."],
  ["auto", "The check engine light came back on the next day."],
  ["home", "The new pump started leaking a week later."],
  ["food", "I wish the portions were bigger."],
  ["home", "I do wish they'd called before showing up."],
  ["home", "Good luck getting anyone on the phone."],
  ["food", "We will never come back to this place again."],
];

const MUST_READ_POSITIVE: ReadonlyArray<readonly [Trade, string]> = [
  ["food", "This bakery lives up to its reputation."],
  ["home", "These guys are the real deal."],
  ["food", "I'm partial to the lemon tart."],
  ["food", "10/10 for the brunch."],
  ["dental", "I would give them a 10."],
  ["food", "Ten out of ten."],
  ["food", "The croissants 😍😍"],
  ["home", "Fixed in an hour 👍"],
  ["food", "I <3 their bagels."],
  ["food", "The things I love here are too many to list."],
  ["food", "We order from them all the time."],
  ["food", "Nothing else comes close to their bagels."],
  ["food", "Delicate spices and a kick-ass roti."],
];

/** Near misses: the rules' words in a sense that judges nothing, or that the customer's situation explains. */
const MUST_READ_NEUTRAL: ReadonlyArray<readonly [Trade, string]> = [
  ["home", "The upstairs was too hot, so we called them on Monday."],
  ["food", "We got there too early for the lunch menu."],
  ["food", "We went on 10/12 for my birthday."],
  ["home", "They sent the invoice at 3:45 on Friday."],
  ["food", "We came for the redesign:d section of the menu."],
  ["food", "It costs 1/10 of what the tasting menu costs."],
  ["home", "We had been putting this off for way too long."],
  ["home", "This happens all the time with older furnaces."],
  ["dental", "The cleaning took about an hour."],
  ["home", "The old unit died two days before we called them."],
];

Deno.test("liking with do-support, excess, the place against its name, scores and emoji read as complaints", () => {
  for (const [trade, text] of MUST_READ_NEGATIVE) assert.equal(label(text, trade), "negative", `${trade}: ${text}`);
});

Deno.test("the same classes read as praise where they praise", () => {
  for (const [trade, text] of MUST_READ_POSITIVE) assert.equal(label(text, trade), "positive", `${trade}: ${text}`);
});

Deno.test("their words in a situation, a time, a date or a fraction judge nothing", () => {
  for (const [trade, text] of MUST_READ_NEUTRAL) assert.equal(label(text, trade), "neutral", `${trade}: ${text}`);
});

Deno.test("excess goes to the aspect it is said of; negated, it is no complaint", () => {
  assert.equal(read("The wait was too long.", "food").aspects.wait_time, "negative");
  assert.equal(read("Our mains took over an hour.", "food").aspects.wait_time, "negative");
  // Wishing well, or wishing for more places like it, is no complaint; a table hard to get tells of a popular place.
  for (const text of ["I wish there were more places like this.", "I wish them well.", "Good luck getting a table."]) {
    assert.notEqual(label(text, "food"), "negative", text);
  }
  // Only a warning light that comes back on is a fault returning.
  assert.notEqual(label("The power came back on after an hour.", "home"), "negative");
  assert.equal(read("The dining room is a bit too small.", "food").aspects.ambience, "negative");
  assert.notEqual(label("The salsa was not too spicy.", "food"), "negative");
  // "can't complain too much" is a hedge: "too much" is no excess.
  assert.notEqual(label("I can't complain too much about the wait.", "food"), "negative");
});

Deno.test("an emoji is one token and reads like a word: negated, in its clause, for its aspect", () => {
  const { tokens, kinds } = tokenize("Service 👍🏻 but food :( and <3 x:d 3:45");
  assert.deepEqual(tokens.filter((_, i) => kinds[i] === WORD), [
    "service",
    "👍",
    "🏻",
    "but",
    "food",
    ":(",
    "and",
    "<3",
    "x",
    "d",
    "3:45",
  ]);
  assert.equal(emojiLength(":-)", 0), 3);
  assert.equal(emojiLength("a<3b", 1), 0);
  assert.equal(read("The waiter was not 👍", "food").aspects.customer_service, "negative");
  const mixed = read("The pasta 😍 but the service 😡", "food").aspects;
  assert.deepEqual([mixed.food_quality, mixed.customer_service], ["positive", "negative"]);
});

Deno.test("a sentence opened by a concessive 'while' weighs its main clause, not the conceded one", () => {
  assert.equal(label("While the price was steep, the work was great.", "home"), "positive");
  assert.notEqual(label("While the patio is lovely, the food was mediocre.", "food"), "positive");
  // In the middle of a sentence "while" is time: nothing is conceded.
  assert.equal(label("They fixed the leak while I waited, great job.", "home"), "positive");
});
