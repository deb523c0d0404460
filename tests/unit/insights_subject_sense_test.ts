import assert from "node:assert/strict";
import { contextFor, readText } from "../helpers/analysis.ts";

// Analyser 2.11.0: classes of real sentences we read as neutral with no evidence. A size, a temperature or a texture
// judged by its subject, what was done for the customer, the other places beaten, being taken elsewhere, advice with
// "have" and "stick with", doubts about a place's name, and a contrast with no subject of its own that goes on judging
// the person before it ("our server was a bit slow but very sweet"). Each must read on the text alone (3 stars), and
// the near misses that share their words must not.

const contexts = { home: contextFor("Plumber"), food: contextFor("Restaurant"), dental: contextFor("Dentist") };
type Trade = keyof typeof contexts;
const read = (text: string, trade: Trade) => readText(text, contexts[trade]);

const MUST_READ: ReadonlyArray<readonly [Trade, string, "positive" | "negative", string?, string?]> = [
  // [trade, text, review label, aspect, aspect label]
  ["food", "The bagel was huge.", "positive", "portions", "positive"],
  ["food", "We got a gigantic portion of penne.", "positive", "portions", "positive"],
  ["food", "This place is incredibly tiny.", "negative", "ambience", "negative"],
  ["food", "There was a huge line out the door.", "negative", "wait_time", "negative"],
  ["food", "The line was insane.", "negative", "wait_time", "negative"],
  ["food", "It gets cold very quickly.", "negative", "food_quality", "negative"],
  ["food", "The fries got soggy on the way home.", "negative", "food_quality", "negative"],
  ["food", "The salmon was off flavor.", "negative", "food_quality", "negative"],
  ["food", "Just shredded, no seasoning on it.", "negative", "food_quality", "negative"],
  ["food", "The dishes came out around 5 minutes apart.", "negative", "customer_service", "negative"],
  ["food", "The waiters push more food on you.", "negative", "customer_service", "negative"],
  ["food", "The hostess didn't have my name.", "negative", "customer_service", "negative"],
  ["food", "There is a lot of variety even for vegetarians.", "positive", "menu", "positive"],
  ["food", "They know us by name.", "positive", "customer_service", "positive"],
  ["food", "Our server was a bit slow but very sweet.", "positive", "customer_service", "positive"],
  ["food", "The hostess was nice but pushy.", "negative", "customer_service", "negative"],
  ["dental", "The receptionist was grumpy.", "negative", "customer_service", "negative"],
  ["food", "The chef made it exactly how I asked.", "positive"],
  ["home", "He did it exactly how I asked.", "positive"],
  ["food", "They gave us a free round of drinks.", "positive"],
  ["food", "The pizza here blows the other places away.", "positive"],
  ["food", "This is my go-to for pho.", "positive"],
  ["food", "I take all my NYC guests to this place.", "positive"],
  ["food", "It was like being back in Japan.", "positive"],
  ["food", "It reminds me of home.", "positive"],
  ["food", "I pray it stays open forever.", "positive"],
  ["food", "Easily the best kept secret in Queens.", "positive"],
  ["food", "Have the iced tea.", "positive"],
  ["food", "Stick with the lamb dishes.", "positive"],
  ["food", "This place survives on reputation alone.", "negative"],
];

// Near misses: the same words in a sense that judges nothing, or judges the other way.
const MUST_NOT_READ: ReadonlyArray<readonly [Trade, string, string, string?]> = [
  // [trade, text, what must not be, aspect]
  ["food", "Have the prices gone up?", "positive"],
  ["food", "Have the waiters changed?", "positive"],
  ["food", "The bill was huge.", "positive", "portions"],
  ["food", "The tables were small.", "negative", "ambience"],
  ["home", "The water line was cracked, so they replaced it.", "negative", "wait_time"],
  ["home", "There was a huge leak under the sink.", "negative", "wait_time"],
  ["food", "It got cold outside, so we sat by the fire.", "negative", "food_quality"],
  ["food", "I don't know why, but I love this place.", "negative"],
  ["food", "They brought us the bill.", "positive"],
  ["home", "The furnace blew the breaker again.", "positive"],
  // A contrast with a subject of its own judges that subject, not the person before it.
  [
    "home",
    "The office was a little slow to call back, but once the tech was here it was great.",
    "positive",
    "communication",
  ],
  ["food", "Our waiter was rude, but the food was great.", "positive", "customer_service"],
];

Deno.test("analyser 2.11.0 reads real sentence classes that carry no sentiment word", () => {
  for (const [trade, text, label, aspect, aspectLabel] of MUST_READ) {
    const analysis = read(text, trade);
    assert.equal(analysis.sentiment, label, `${text}: ${JSON.stringify(analysis)}`);
    if (aspect) assert.equal(analysis.aspects[aspect], aspectLabel, `${text}: ${JSON.stringify(analysis.aspects)}`);
  }
});

Deno.test("analyser 2.11.0 leaves the near misses that share those words alone", () => {
  for (const [trade, text, not, aspect] of MUST_NOT_READ) {
    const analysis = read(text, trade);
    const got = aspect ? analysis.aspects[aspect] : analysis.sentiment;
    assert.notEqual(got, not, `${text}: ${JSON.stringify(analysis)}`);
  }
});
