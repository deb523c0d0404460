import assert from "node:assert/strict";
import { analyzeReview } from "../../src/insights/mod.ts";
import { contextFor, readText } from "../helpers/analysis.ts";

// A held-apart dev list of complaints told as events (src/insights/events.ts), from varied trades, written apart
// from the patterns: each must read negative on its text alone (3 stars is no prior).

const contexts = {
  home: contextFor("Plumber"),
  auto: contextFor("AutoRepair"),
  dental: contextFor("Dentist"),
  legal: contextFor("LegalService"),
  food: contextFor("Restaurant"),
  senior: contextFor("AssistedLiving"),
  general: contextFor("Store"),
};
type Trade = keyof typeof contexts;

const label = (text: string, trade: Trade) => readText(text, contexts[trade]).sentiment;

const COMPLAINTS: ReadonlyArray<readonly [Trade, string]> = [
  // Recurrence.
  ["auto", "Picked up the car Friday and by Sunday the check engine light came on again."],
  ["home", "The disposal was jammed again within a week, and it had clogged again by the weekend."],
  ["auto", "It took four trips to the shop to sort out the transmission."],
  ["general", "They kept transferring me to another department."],
  ["home", "The same issue came back a month later."],
  ["dental", "The temporary crown fell off again two days later."],
  // Failed outcome.
  ["dental", "Three weeks after the filling my tooth still hurts and the bite is still not right."],
  ["auto", "They were unable to diagnose the noise and charged me for the hour anyway."],
  ["home", "The toilet was never fixed."],
  ["legal", "My case has still not been filed."],
  // An event does not swallow a negation meant for what follows it.
  ["food", "Went back a month later and the service is still not good."],
  // Extra effort by the customer.
  ["legal", "I had to email my attorney four times to get a status update."],
  ["senior", "We had to remind the staff every day about mom's medication."],
  ["home", "We ended up hiring another plumber to redo the job."],
  ["general", "Nobody answered the phone for two days."],
  ["food", "We had to flag someone down just to get our check."],
  // Durations past expectations.
  ["food", "We waited over an hour for our entrees."],
  ["home", "The installer arrived two hours late with no call."],
  ["auto", "Two weeks for a part that was supposedly in stock."],
  // Wrong charges.
  ["general", "They billed my card twice for the same order."],
  ["auto", "They charged me more than the estimate without asking."],
];

// What must not read as a complaint: the customer's own doings, another business's, and plain narrative.
const NOT_COMPLAINTS: ReadonlyArray<readonly [Trade, string]> = [
  ["home", "I had tried to fix it myself twice before calling them."],
  ["home", "The previous company came back three times and never fixed it."],
  ["home", "They came back the next day to finish the install as planned."],
  ["home", "We never had to call back."],
  ["food", "This was our third visit and we will be back."],
  ["auto", "Our old mechanic kept pushing us to replace the engine."],
  ["home", "We ended up going with them for the whole house."],
  ["home", "They told us to call back if it ever leaked again."],
];

Deno.test("complaints told as events read negative on their text alone", () => {
  const missed = COMPLAINTS.filter(([trade, text]) => label(text, trade) !== "negative");
  assert.deepEqual(missed, []);
});

Deno.test("the customer's own actions, other businesses and plain narrative are not complaints", () => {
  const wrong = NOT_COMPLAINTS.filter(([trade, text]) => label(text, trade) === "negative");
  assert.deepEqual(wrong, []);
});

Deno.test("event words keep their other readings: 'used to be good' is no praise beside an event", () => {
  const analysis = analyzeReview(
    { text: "This used to be a good place. We ended up going elsewhere.", rating: null },
    contexts.food,
  );
  assert.notEqual(analysis.aspects.ambience, "positive");
  assert.equal(analysis.sentiment, "negative");
});

Deno.test("a positive cue inside an event is no praise", () => {
  const analysis = analyzeReview({ text: "It broke again the next day.", rating: null }, contexts.home);
  assert.notEqual(analysis.aspects.scheduling, "positive");
  assert.equal(analysis.sentiment, "negative");
});

Deno.test("an event complaint goes to the aspect it is about", () => {
  const analysis = analyzeReview({ text: "Still waiting on a callback from the office.", rating: null }, contexts.home);
  assert.equal(analysis.aspects.communication, "negative");
  assert.equal(analysis.sentiment, "negative");
});

Deno.test("events weigh in a mixed review without outweighing clear praise", () => {
  const text = "The tech was friendly, knowledgeable and did an amazing job. I did have to call twice to book.";
  assert.equal(label(text, "home"), "positive");
});
