// The review-level verdict of analyser 2.10.0: the customer's own verdict on returning or recommending weighs more
// than one sentence of mixed praise and complaint, and the rules each case was checked to fail on before it.
import assert from "node:assert/strict";
import { contextFor, readText } from "../helpers/analysis.ts";

const contexts = { home: contextFor("Plumber"), food: contextFor("Restaurant"), auto: contextFor("AutoRepair") };
type Trade = keyof typeof contexts;

/** The review's overall label, text only (3 stars is no prior). */
const label = (text: string, trade: Trade) => readText(text, contexts[trade]).sentiment;

Deno.test("the verdict on returning or recommending decides a mixed review", () => {
  const cases: ReadonlyArray<readonly [Trade, string, string]> = [
    ["food", "Nice patio and friendly staff. The food was bland. Never again.", "negative"],
    ["food", "The room was loud. The food was good. We'll definitely be back.", "positive"],
    [
      "food",
      "The waiter was rude and the room was cold. The dessert was amazing. Can't recommend it enough.",
      "positive",
    ],
    // "Can't recommend it enough" is the strongest praise, not a refusal to recommend.
    ["food", "Can't recommend it enough.", "positive"],
    ["home", "I can't recommend this company enough.", "positive"],
  ];
  for (const [trade, text, expected] of cases) assert.equal(label(text, trade), expected, text);
});

Deno.test("a hedged or another person's return is no verdict, and one-sided reviews keep their side", () => {
  // Hedged returns stay lukewarm; another person's promise to come back is no return intent.
  assert.equal(label("It was ok. Might come back.", "food"), "neutral");
  assert.equal(label("He said they would come back Monday.", "home"), "neutral");
  // The return verdict only adds weight: a clear text is not turned over by it.
  assert.equal(label("Rude staff, cold food, dirty tables. We'll be back to complain.", "food"), "negative");
  assert.equal(label("Amazing food, lovely staff, great prices. Not going back to the old place.", "food"), "positive");
});

Deno.test("home services: power that came back is no follow-up, a fault that came back is a complaint", () => {
  const home = (text: string) => readText(text, contexts.home);
  for (const text of ["The power came back on.", "The power came back on but the heat did not."]) {
    assert.notEqual(home(text).sentiment, "positive", text);
    assert.equal(home(text).aspects.follow_up, undefined, text);
  }
  assert.equal(label("They fixed the leak but it came back two days later.", "home"), "negative");
  assert.equal(label("They fixed the check engine light but it came back on two days later.", "auto"), "negative");
  // A person who came back is still the follow-up visit.
  assert.equal(home("The tech came back the next day and finished.").aspects.follow_up, "positive");
});

Deno.test("a wait said to be long is a complaint about the wait; conceded, it does not decide the review", () => {
  assert.equal(readText("The wait was long.", contexts.home).aspects.punctuality, "negative");
  assert.equal(readText("We waited a long time for the tech.", contexts.home).aspects.punctuality, "negative");
  assert.equal(readText("The wait was long.", contexts.food).aspects.wait_time, "negative");
  const conceded = readText("While the wait was long, the tech was friendly.", contexts.home);
  assert.equal(conceded.aspects.punctuality, "negative");
  assert.equal(conceded.sentiment, "positive");
  assert.notEqual(label("The wait was not long at all.", "home"), "negative");
  // "Worth it" is a verdict on the visit; "not worth it" stays a complaint.
  assert.equal(label("The wait was long but worth it.", "food"), "positive");
  assert.equal(label("Not worth it.", "food"), "negative");
});

Deno.test("a negation that belongs to a verb of speaking or memory stops there", () => {
  const wine = readText("I can't comment on their wine list.", contexts.food);
  assert.equal(wine.sentiment, "neutral");
  assert.notEqual(wine.aspects.menu, "negative");
  assert.notEqual(label("I can't speak to the desserts.", "food"), "negative");
  assert.equal(label("I can't remember a better meal.", "food"), "positive");
});

Deno.test("value said as money well spent, a rhetorical question or needs met is praise of the price", () => {
  const general = contextFor("LocalBusiness");
  for (const text of ["Every penny well spent.", "Money and time well spent!", "Who can complain at $249?"]) {
    assert.equal(readText(text, general).aspects.pricing, "positive", text);
  }
  assert.equal(readText("The price and features more than met my needs.", general).aspects.pricing, "positive");
  // "Who" and "how" alone are no praise; a real complaint stays one.
  assert.notEqual(label("Who knows how much it will cost.", "home"), "positive");
  assert.notEqual(label("How can they charge $300 for that?", "home"), "positive");
  assert.equal(label("How can you beat that?", "home"), "positive");
});

Deno.test("the customer's problem told before the work is no complaint about the business", () => {
  // Recurring failures are how home-services customers tell why they called ("kept tripping", "kept shutting off"),
  // so they are read as complaints only after the work ("it came back two days later", above).
  for (
    const text of [
      "Our AC kept tripping the breaker. The tech found the bad capacitor and fixed it fast.",
      "Our furnace kept shutting off. They fixed it the same day.",
    ]
  ) assert.equal(label(text, "home"), "positive", text);
});

Deno.test("'not great' is a middling verdict; hot food said to be cold is a complaint", () => {
  assert.equal(label("Roofers did a decent job on the repair. It's fine, not great.", "home"), "neutral");
  assert.equal(label("The food was good, not great.", "food"), "neutral");
  // Said of the food with a real complaint beside it, the review stays negative.
  assert.equal(label("The service was not great and the food was cold.", "food"), "negative");
  assert.equal(readText("The food was cold.", contexts.food).aspects.food_quality, "negative");
  assert.notEqual(readText("The beer was cold.", contexts.food).aspects.food_quality, "negative");
});

Deno.test("other people's reviews and the reviewer's qualms about saying it are no verdict", () => {
  assert.equal(label("I must say I am surprised by the bad reviews of the restaurant.", "food"), "neutral");
  assert.equal(label("I hate to admit it, but the pizza here is better than my mother's.", "food"), "positive");
  assert.equal(label("I'm almost ashamed to say how often we eat here.", "food"), "neutral");
  // What the reviewer found is still read: the rave reviews are no praise of bland food.
  assert.equal(label("Despite the rave reviews, the food was bland.", "food"), "negative");
  assert.equal(label("Will comeback for sure.", "food"), "positive");
});

Deno.test("trades: doing it right, denying a fault and a car left sitting for weeks", () => {
  const auto = (text: string) => readText(text, contexts.auto).aspects;
  assert.equal(auto("Not the cheapest, but they do it right.").quality_of_work, "positive");
  assert.equal(readText("They got it right this time.", contexts.home).aspects.quality_of_work, "positive");
  assert.equal(auto("They scratched my bumper and denied it.").honesty, "negative");
  assert.equal(auto("My car sat there for two weeks.").wait_time, "negative");
  // Denial of a claim is the customer's treatment, not a lie; a car that sat an hour is no wait of days.
  assert.equal(auto("They denied my warranty claim.").honesty, undefined);
  assert.equal(auto("The car sat in the sun for an hour.").wait_time, undefined);
});

Deno.test("what the customer is spared paying for is praise of the price", () => {
  assert.equal(readText("They gave us a free estimate.", contexts.home).aspects.pricing, "positive");
  assert.equal(readText("The service call was free.", contexts.home).aspects.pricing, "positive");
  assert.equal(readText("The consultation was free.", contextFor("LegalService")).aspects.pricing, "positive");
  // Free time is no price.
  assert.equal(readText("I was free on Monday.", contexts.home).aspects.pricing, undefined);
});

Deno.test("weeks to get an appointment or a callback are a complaint; a job's own length is not", () => {
  const dentist = contextFor("Dentist");
  assert.equal(readText("Getting an appointment took three weeks.", dentist).aspects.scheduling, "negative");
  assert.equal(label("It took two weeks to get a callback.", "home"), "negative");
  assert.equal(label("The remodel took three weeks.", "home"), "neutral");
  assert.equal(label("The part took a week to arrive.", "auto"), "neutral");
});

Deno.test("words failing the reviewer are emphasis, not negation", () => {
  assert.equal(label("I can't even begin to describe how good it was.", "food"), "positive");
  assert.equal(
    readText("I can't tell you how rude the waiter was.", contexts.food).aspects.customer_service,
    "negative",
  );
});

Deno.test("better had elsewhere is a complaint, never better is praise, and leaving hungry faults the portions", () => {
  assert.equal(label("I've had better.", "food"), "negative");
  assert.equal(label("I've never had better pizza.", "food"), "positive");
  assert.equal(
    readText("I have never had better service anywhere.", contexts.food).aspects.customer_service,
    "positive",
  );
  assert.equal(readText("We left hungry.", contexts.food).aspects.portions, "negative");
  assert.equal(readText("The server was so sweet.", contexts.food).aspects.customer_service, "positive");
  // Of food, "sweet" is a taste, and too sweet a complaint.
  assert.equal(readText("The sauce was too sweet.", contexts.food).aspects.customer_service, undefined);
});
