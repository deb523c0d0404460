import assert from "node:assert/strict";
import { CUE_STRENGTH } from "../../src/insights/compile.ts";
import { analyzeReview, analyzeText, FOOD_AND_HOSPITALITY, textContext } from "../../src/insights/mod.ts";
import { contextFor } from "../helpers/analysis.ts";

// Service told as deeds and stories, without "service" or "staff" (src/insights/packs/service_stories.ts): each
// must-read sentence must find a service aspect with the given polarity on its text alone (3 stars is no prior);
// each must-not-read sentence must find none.

const contexts = {
  home: contextFor("Plumber"),
  auto: contextFor("AutoRepair"),
  food: contextFor("Restaurant"),
  general: contextFor("Store"),
};
type Trade = keyof typeof contexts;

/** The polarity of the pack's service aspects in a text, or null when none is mentioned. */
function servicePolarity(text: string, trade: Trade): string | null {
  const context = contexts[trade];
  const review = analyzeReview({ text, rating: 3 }, context);
  const ids = context.pack.aspects.filter((a) => a.role === "service").map((a) => a.id);
  const found = ids.map((id) => review.aspects[id]).filter((p) => p !== undefined);
  if (found.length === 0) return null;
  const sum = found.reduce((s, p) => s + (p === "positive" ? 1 : p === "negative" ? -1 : 0), 0);
  return sum > 0 ? "positive" : sum < 0 ? "negative" : "neutral";
}

const MUST_READ: ReadonlyArray<readonly [Trade, string, "positive" | "negative"]> = [
  // Praise as deeds.
  ["food", "Our waitress went above and beyond for my daughter's birthday.", "positive"],
  ["food", "They checked on us throughout the meal.", "positive"],
  ["food", "The owner remembered us from last year.", "positive"],
  ["general", "They bent over backwards to find the right size.", "positive"],
  ["food", "He made great recommendations from the wine list.", "positive"],
  ["food", "The servers always surprise us with a different starter.", "positive"],
  ["food", "The chef sent out a complimentary dessert.", "positive"],
  ["home", "The plumber went the extra mile and hauled away the old heater.", "positive"],
  ["home", "Great service from start to finish.", "positive"],
  ["home", "She listened to what we wanted before quoting anything.", "positive"],
  ["home", "The guys were super nice and cleaned up after themselves.", "positive"],
  ["home", "They treated us like family.", "positive"],
  ["auto", "Mike was great to work with.", "positive"],
  ["auto", "The shuttle driver was super nice.", "positive"],
  ["home", "He took the time to answer all my questions.", "positive"],
  ["home", "Terrible service.", "negative"],
  ["auto", "They kept my car for two weeks and nobody would tell me anything.", "negative"],
  // In home services the visit is the service as much as the people are: punctuality, speed, follow-up.
  ["home", "He showed up on time and called the next day to check on us.", "positive"],
  ["home", "They were three hours late and never followed up.", "negative"],
  // Service that did not happen at a table or a counter.
  ["food", "I had to ask her three times for a glass of water.", "negative"],
  ["food", "We asked for beverages and never received them.", "negative"],
  ["food", "We were ignored for twenty minutes after we sat down.", "negative"],
  ["food", "Nobody came to take our order.", "negative"],
  ["food", "They forgot a sandwich and the forks.", "negative"],
  ["food", "We were never greeted.", "negative"],
  ["food", "Our drinks never came.", "negative"],
  ["food", "The waiter never came back with the check.", "negative"],
  ["food", "The server finally came back with the wrong dish.", "negative"],
  ["food", "Our server never checked on us.", "negative"],
  ["food", "The manager told us to leave before we had finished.", "negative"],
  ["food", "Even with the pub crowd they were great to my kids.", "positive"],
  ["home", "The tech was great with our dog.", "positive"],
  ["food", "By the end of dinner we still had not received one beverage.", "negative"],
  ["food", "They refused to substitute the fries.", "negative"],
  ["general", "Not one person there takes responsibility for anything.", "negative"],
  ["food", "The servers are patient and never rush you.", "positive"],
  ["food", "The waitress threw the bill at us before we had a chance to order dessert.", "negative"],
  ["food", "After the fourth time I asked again, the waiter shrugged.", "negative"],
  ["food", "The staff was unable to provide drink suggestions.", "negative"],
  ["food", "The waitress did not know the wines.", "negative"],
  ["food", "We felt rushed through every course.", "negative"],
  // Praise taken back or understated, attention elsewhere, hurry.
  ["food", "The service was anything but friendly.", "negative"],
  ["food", "The hostess was less than welcoming.", "negative"],
  ["food", "The bartender was too busy chatting with his friends to notice us.", "negative"],
  ["food", "We were rushed the whole time.", "negative"],
  ["food", "They never rushed us, even on a busy night.", "positive"],
  ["food", "Staff was on point all night.", "positive"],
  // Any shop floor, salon or gym.
  ["general", "The girl who cut my hair was amazing.", "positive"],
  ["general", "The instructors are awesome and really push you.", "positive"],
  ["general", "The owner is a sweetheart.", "positive"],
  ["general", "The manager made it right.", "positive"],
  ["general", "Two employees chatted among themselves while we waited.", "negative"],
  ["general", "They wouldn't take my return without a receipt.", "negative"],
  ["general", "They took my return without a receipt.", "positive"],
  ["general", "They refused to accept my return.", "negative"],
  ["general", "I could not reach a live person on the phone.", "negative"],
  // Refusals, excuses, blame and indifference, in any trade.
  ["general", "They won't replace the laptop even though it is under warranty.", "negative"],
  ["general", "They denied my claim and blamed me for the damage.", "negative"],
  ["auto", "All they did was make excuses about the part.", "negative"],
  ["auto", "They lost my keys and acted like it was nothing.", "negative"],
  ["general", "I was transferred to four different people.", "negative"],
  ["home", "The office refused to honor the warranty.", "negative"],
  ["home", "He didn't listen to a word I said.", "negative"],
  ["general", "They don't even care once they have your money.", "negative"],
  // Communication that did not happen, told as what the customer had to do or what nobody did.
  ["home", "I had to call three times to find out when someone would be here.", "negative"],
  ["general", "Nobody answered the phone for two days.", "negative"],
  ["auto", "No one ever called us back about the part.", "negative"],
];

const MUST_NOT_READ: ReadonlyArray<readonly [Trade, string]> = [
  // The customer's own lapse or doings.
  ["food", "I forgot my wallet at home, so we came back the next day."],
  ["food", "We forgot to take pictures of the cake."],
  ["general", "I transferred the files to the new laptop in minutes."],
  ["food", "I won't do it again without a reservation."],
  // Whether the customer returns is their verdict, not the staff's failure.
  ["food", "We never came back to this place."],
  ["food", "I didn't know what to expect from a ramen place."],
  ["general", "I explained the problem on the phone."],
  ["general", "As a retired teacher I read a lot of reviews."],
  // Listening and patience are the care of other packs, and nothing here is about the people.
  ["general", "The speakers are loud enough to fill the room."],
];

Deno.test("service told as deeds and stories reads as a service aspect with its polarity", () => {
  for (const [trade, text, expected] of MUST_READ) {
    assert.equal(servicePolarity(text, trade), expected, `${trade}: ${text}`);
  }
});

Deno.test("the customer's own doings are no service mention", () => {
  for (const [trade, text] of MUST_NOT_READ) assert.equal(servicePolarity(text, trade), null, `${trade}: ${text}`);
});

Deno.test("a negated story is no complaint: 'never had to call them back'", () => {
  for (const trade of ["general", "home", "auto"] as const) {
    assert.notEqual(servicePolarity("I never had to call them back about anything.", trade), "negative", trade);
  }
});

Deno.test("a service cue claims an idiom of its own words once: 'had to ask twice' is one piece of evidence", () => {
  const food = textContext(FOOD_AND_HOSPITALITY);
  for (const text of ["I had to ask twice.", "We were never acknowledged."]) {
    const analysis = analyzeText(text, food);
    assert.equal(analysis.mentions.length, 1, text);
    // The cue's own strength, not the cue's plus the idiom's ("had to ask twice", "never acknowledged").
    assert.equal(analysis.negative, CUE_STRENGTH, text);
    assert.equal(analysis.positive, 0, text);
  }
});

Deno.test("being taken advantage of is dishonesty, in any trade", () => {
  for (const trade of ["home", "auto", "general"] as const) {
    const review = analyzeReview(
      { text: "I felt like they were trying to take advantage of me.", rating: 3 },
      contexts[trade],
    );
    assert.equal(review.aspects.honesty, "negative", trade);
  }
});

Deno.test("'anything but the fish' excepts a thing; it negates nothing", () => {
  const review = analyzeReview({ text: "I'd eat anything but the fish here.", rating: 3 }, contexts.food);
  assert.notEqual(review.aspects.food_quality, "negative");
  const praised = analyzeReview({ text: "The food was anything but bland.", rating: 3 }, contexts.food);
  assert.notEqual(praised.aspects.food_quality, "negative");
});
