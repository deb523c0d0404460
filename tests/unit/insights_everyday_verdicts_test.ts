import assert from "node:assert/strict";
import { analyzeReview } from "../../src/insights/mod.ts";
import { contextFor, readText } from "../helpers/analysis.ts";

// Analyser 2.12.0: classes of real review text from outside sources (real Yelp sentences and reviews the analyser had
// not been developed on; tests/tools/external_eval.ts). Contractions written without their apostrophe, curses that
// intensify, "less than" / "instead of" / "far from" that negate, short verdicts, returns and refusals with "be
// going", waits told by repetition or "finally", "never ... so" as the most ever, and everyday praise and complaints.
// The sentences are our own, written for the classes; each must read on the text alone (3 stars), and the near misses
// that share their words must not.

const contexts = { home: contextFor("Plumber"), food: contextFor("Restaurant"), general: contextFor("LocalBusiness") };
type Trade = keyof typeof contexts;
const read = (text: string, trade: Trade) => readText(text, contexts[trade]);

const MUST_READ: ReadonlyArray<readonly [Trade, string, "positive" | "negative", string?, string?]> = [
  // [trade, text, review label, aspect, aspect label]
  ["general", "Cant recommend this shop enough.", "positive"],
  ["general", "Cant say enough good things about the crew.", "positive"],
  ["food", "The tacos were damn good.", "positive"],
  ["food", "Pretty damn tasty wings.", "positive"],
  ["food", "The pizza was less than amazing.", "negative"],
  ["general", "We got a lecture instead of a helpful answer.", "negative"],
  ["food", "We will not be going back.", "negative"],
  ["food", "I will never ever come back here.", "negative"],
  ["food", "Don't do it.", "negative"],
  ["general", "I'll pass.", "negative"],
  ["food", "Dessert was not up to par.", "negative"],
  ["food", "The brunch here is worth skipping.", "negative"],
  ["food", "I've eaten better tacos from a food truck.", "negative"],
  ["food", "The salmon was over cooked.", "negative"],
  ["food", "We waited and waited for our drinks.", "negative", "wait_time", "negative"],
  ["home", "The plumber finally showed up at noon.", "negative"],
  ["general", "If there were a zero stars option, that's what they would get.", "negative"],
  ["food", "The food sucked.", "negative"],
  ["food", "The whole evening was underwhelming.", "negative"],
  ["food", "I've never been treated so bad.", "negative"],
  ["food", "That is rarely a good sign.", "negative"],
  ["food", "The service was far from friendly.", "negative", "customer_service", "negative"],
  ["food", "The service was fair at best.", "negative", "customer_service", "negative"],
  ["food", "I think I'll become a regular.", "positive"],
  ["food", "Found my new spot for ramen.", "positive"],
  ["food", "There's never a wait, even on Fridays.", "positive", "wait_time", "positive"],
  ["general", "I asked to speak to the manager.", "negative"],
  ["food", "The steak was like shoe leather.", "negative"],
  ["food", "The wings were dripping with grease.", "negative"],
  ["food", "One bite and I was hooked.", "positive"],
  ["food", "The tamales are always a hit at our parties.", "positive"],
  ["food", "I could eat their tacos every day.", "positive"],
  ["food", "The service was meh.", "negative"],
  ["food", "I would have liked more rice for the price.", "negative"],
  ["food", "There are better places for sushi around town.", "negative"],
  ["food", "Minus one star for the parking.", "negative"],
  ["general", "Two of the boxes did not arrive.", "negative"],
  ["general", "They served the blandest soup in town.", "negative"],
  ["general", "My son found plastic in his sandwich.", "negative"],
  ["food", "After half an hour we gave up and left.", "negative"],
  ["food", "We waited for another 20 minutes.", "negative", "wait_time", "negative"],
  ["food", "It must have been an off night.", "negative"],
  ["food", "I wish they had one in Denver!", "positive"],
  ["food", "The fries were barely edible.", "negative"],
  ["general", "Calling the office didn't help.", "negative"],
  ["general", "Honestly the tastiest sandwiches I know.", "positive"],
  ["general", "The bread at their counter was stale.", "negative"],
];

// Near misses: the same words in a sense that judges nothing, or judges the other way.
const MUST_NOT_READ: ReadonlyArray<readonly [Trade, string, string, string?]> = [
  // [trade, text, what must not be, aspect]
  ["food", "Damn, we forgot the leftovers.", "positive"],
  ["food", "Our food came in less than ten minutes.", "negative"],
  ["food", "We had the fish instead of the steak, and it was great.", "negative"],
  ["food", "Not far from the stadium, and the food was great.", "negative"],
  ["home", "They clean up after themselves every time.", "negative", "cleanliness"],
  ["general", "I honestly loved it.", "positive", "honesty"],
  ["home", "To be honest, the tech showed up late.", "positive", "honesty"],
  ["food", "The manager came over to talk with us.", "negative"],
  ["food", "We finally found a great taco place.", "negative"],
  ["food", "If you ever go back to Spain, eat there.", "negative"],
  ["general", "The latest menu came out in May.", "negative"],
];

Deno.test("analyser 2.12.0 reads everyday verdicts of real reviews", () => {
  for (const [trade, text, label, aspect, aspectLabel] of MUST_READ) {
    const analysis = read(text, trade);
    assert.equal(analysis.sentiment, label, `${text}: ${JSON.stringify(analysis)}`);
    if (aspect) assert.equal(analysis.aspects[aspect], aspectLabel, `${text}: ${JSON.stringify(analysis.aspects)}`);
  }
});

Deno.test("analyser 2.12.0 leaves the near misses that share those words alone", () => {
  for (const [trade, text, not, aspect] of MUST_NOT_READ) {
    const analysis = read(text, trade);
    const got = aspect ? analysis.aspects[aspect] : analysis.sentiment;
    assert.notEqual(got, not, `${text}: ${JSON.stringify(analysis)}`);
  }
});

Deno.test("a clearly negative review takes weak praise from its aspects, not a compliment said outright", () => {
  const angry = "The food was cold, the bill was wrong and we waited an hour. Never again.";
  for (const praise of ["The decor is cute.", "The patio was pleasant.", "The menu looked interesting."]) {
    const weak = analyzeReview({ text: `${angry} ${praise}`, rating: 1 }, contexts.food);
    assert.ok(!Object.values(weak.aspects).includes("positive"), `${praise} ${JSON.stringify(weak.aspects)}`);
  }
  const outright = analyzeReview({ text: `${angry} Our waitress was very friendly though.`, rating: 1 }, contexts.food);
  assert.equal(outright.aspects.customer_service, "positive", JSON.stringify(outright.aspects));
});

Deno.test("a 1-2 star review whose text is not positive takes weak praise to neutral, never to a complaint", () => {
  const cases = [
    ["The patio was pleasant, but the soup was lukewarm.", "ambience"],
    ["The menu looked interesting. The soup was bland.", "menu"],
  ] as const;
  for (const [text, praised] of cases) {
    for (const rating of [1, 2]) {
      const analysis = analyzeReview({ text, rating }, contexts.food);
      assert.equal(analysis.aspects[praised], "neutral", `${text} ${JSON.stringify(analysis)}`);
      assert.equal(analysis.aspects.food_quality, "negative", `${text} ${JSON.stringify(analysis)}`);
    }
    // The stars only take praise away: with four stars the same praise stands.
    assert.equal(analyzeReview({ text, rating: 4 }, contexts.food).aspects[praised], "positive", text);
  }
});
