import assert from "node:assert/strict";
import { analyzeReview } from "../../src/insights/mod.ts";
import { contextFor, expectSentiment, readText } from "../helpers/analysis.ts";
import type { Polarity } from "../../src/model/mod.ts";

const contexts = { home: contextFor("Plumber"), food: contextFor("Restaurant"), general: contextFor("LocalBusiness") };

/** The review's overall label, text only (3 stars is no prior). */
const label = (text: string, context = contexts.home) => readText(text, context).sentiment;

const expectAll = (expected: Polarity, texts: readonly string[], context = contexts.home) =>
  expectSentiment(expected, texts, context);

Deno.test("verdicts on returning, recommending and the past, without sentiment words", async (t) => {
  await t.step("praise said as a negation is praise", () => {
    expectAll("positive", [
      "Can't thank them enough.",
      "Never disappoints.",
      "Been going there for years and it never dissapoints.",
      "Never fails to impress.",
    ], contexts.food);
  });

  await t.step("coming back or hiring again is praise, never again a complaint", () => {
    expectAll("positive", ["Will absolutely visit again.", "I will definitely be going back."], contexts.food);
    expectAll("positive", ["Would hire them again in a heartbeat.", "Would call again."]);
    expectAll("negative", ["I would never use them again.", "Won't call them again."]);
    expectAll("negative", ["Might try somewhere else next time."], contexts.general);
    expectAll("negative", ["I doubt I'll ever go back.", "I doubt we would come back."], contexts.food);
  });

  await t.step("decline from the past and unearned hype are complaints", () => {
    expectAll(
      "negative",
      ["It has gone downhill since the owner retired.", "I just don't understand all the hype."],
      contexts.food,
    );
    expectAll("negative", ["Sadly it's not what it used to be."], contexts.food);
  });

  await t.step("a second chance and a doubt about returning are middling, not verdicts", () => {
    expectAll("neutral", ["Might give it another try.", "Not sure I'll go back."], contexts.food);
  });

  await t.step("must not change: plain returns, refusals and the idioms they resemble", () => {
    expectAll("positive", ["We'd go back.", "They never let us down."], contexts.food);
    expectAll("negative", ["Never again.", "We won't be back.", "I don't think I would go again."], contexts.food);
    // "called back" is not "call again", and thanking is mild praise, not a verdict either way.
    assert.notEqual(label("They never called back."), "positive");
  });
});

Deno.test("complaints told as stories, without judging words", async (t) => {
  await t.step("damage, work that wore out, a broken promise and an extra fee read negative", () => {
    expectAll("negative", [
      "He left scuff marks all over the wall.",
      "The car came back with a new dent in the door.",
      "The polish started chipping after three days.",
      "They said they would call back and never did.",
      "When I brought it back they charged me another diagnostic fee.",
    ], contexts.general);
  });

  await t.step("being dismissed by the staff reads negative", () => {
    expectAll("negative", [
      "The manager hung up on me.",
      "The server rolled her eyes and took it away.",
      "They refused to move us to another table.",
    ], contexts.food);
  });

  await t.step("food that came out wrong reads negative, without a judging word", () => {
    expectAll(
      "negative",
      ["My burger was raw in the middle.", "The pizza was delivered cold.", "Fish was overdone."],
      contexts.food,
    );
  });

  await t.step("must not change: the same words in praise or plain narration", () => {
    expectAll(
      "neutral",
      ["The beer was cold.", "The tech left after an hour.", "We came back with friends."],
      contexts.food,
    );
    expectAll("positive", ["He refused to charge me for the second visit, which was kind."], contexts.home);
    expectAll("positive", ["Sushi was fresh, the raw bar is excellent."], contexts.food);
  });
});

Deno.test("caps, wishes, hopes, sarcasm and the reviewer's own summary", async (t) => {
  await t.step("a middling word capped by 'at best' is a complaint", () => {
    expectAll("negative", ["The food was mediocre at best.", "Decent at best."], contexts.food);
    // Must not change: "average" alone is middling.
    expectAll("neutral", ["The food was average."], contexts.food);
  });

  await t.step("what would have been nice did not happen; hopes not met are complaints", () => {
    expectAll("negative", ["It would have been nice if they had called.", "I really wanted to love this place."]);
    expectAll("positive", ["It keeps getting better."], contexts.food);
  });

  await t.step("sarcasm that is praise word by word reads negative", () => {
    expectAll("negative", ["Oh great, another hour of waiting."], contexts.food);
    assert.notEqual(label("Wow, what a great way to treat customers.", contexts.food), "positive");
  });

  await t.step("the reviewer's own rating in the text", () => {
    expectAll("neutral", ["Three stars.", "3 stars because the food was good."], contexts.food);
    expectAll("positive", ["Only reason for 4 stars is the parking."], contexts.food);
    expectAll("negative", ["I would have given them 3 stars."], contexts.food);
  });

  await t.step("the summary after 'Overall,' weighs more than a single complaint before it", () => {
    const withSummary = analyzeReview(
      { text: "The food was bland. Overall, a good experience.", rating: 3 },
      contexts.food,
    );
    const plain = analyzeReview({ text: "The food was bland. A good experience.", rating: 3 }, contexts.food);
    assert.ok(withSummary.score > plain.score, `${withSummary.score} > ${plain.score}`);
    // "all" is a summary only as "all in all".
    const all = analyzeReview({ text: "The food was bland. All the staff were good.", rating: 3 }, contexts.food);
    assert.equal(
      all.score,
      analyzeReview({ text: "The food was bland. The staff were good.", rating: 3 }, contexts.food).score,
    );
  });
});

Deno.test("the reviewer's own verdict that a visit was mixed outweighs one clear word", () => {
  const text = "Mixed experience. The electrician was great. The office double booked us.";
  assert.equal(label(text), "neutral");
  // The same review without the verdict leans on its praise.
  assert.ok(
    analyzeReview({ text, rating: 3 }, contexts.home).score <
      analyzeReview({ text: text.replace("Mixed experience. ", ""), rating: 3 }, contexts.home).score,
  );
  // Must not change: a one-sided review that mentions others' mixed reviews stays one-sided.
  assert.equal(
    label("Despite the mixed reviews, the food was excellent and the staff wonderful.", contexts.food),
    "positive",
  );
});

Deno.test("advice, habits and portions said without judging words", async (t) => {
  await t.step("an imperative with what it recommends is advice", () => {
    expectAll("positive", ["Go here.", "Definitely get the ribs.", "Order the lamb."], contexts.food);
    expectAll("positive", ["Call them.", "Hire them, you won't regret it."]);
    expectAll("negative", ["Definitely skip dessert."], contexts.food);
    // Must not change: a noun or another sense at the start of a clause is no advice.
    expectAll("neutral", ["Go figure.", "Order came out at 7."], contexts.food);
    expectAll("neutral", ["Call back later."]);
  });

  await t.step("coming back as a habit is praise", () => {
    expectAll("positive", [
      "I go twice a month!",
      "I have been going back again and again.",
      "We are repeat customers.",
      "I take all my friends there.",
    ], contexts.food);
  });

  await t.step("portions and the menu judged by a plain adjective", () => {
    expectAll("positive", ["The portions are large.", "A beer which was big enough for two."], contexts.food);
    expectAll("negative", ["The menu is very limited.", "Portions were tiny."], contexts.food);
  });
});

Deno.test("a consolation ('at least') is no verdict on the visit", () => {
  const score = (text: string) => analyzeReview({ text, rating: 3 }, contexts.home).score;
  assert.ok(score("The guy was friendly at least.") < score("The guy was friendly."));
  assert.ok(score("At least they were honest.") < score("They were honest."));
  assert.equal(label("They never fixed it. At least the tech was polite."), "negative");
  // Must not change: "at least" before an amount is an amount ("waited at least an hour" is a long wait).
  assert.equal(label("We waited at least an hour."), "negative");
  assert.equal(
    score("They were great, we have used them at least 3 times."),
    score("They were great, we have used them 3 times."),
  );
});

Deno.test("hedges soften, and 'if I could' is a verdict, not a condition", async (t) => {
  const score = (text: string, context = contexts.food) => analyzeReview({ text, rating: 3 }, context).score;

  await t.step("what can happen weighs less than what did", () => {
    assert.ok(score("Service can be slow.") > score("Service was slow."));
    assert.ok(score("It can get crowded on weekends.") > score("It was crowded."));
    assert.equal(
      label("Solid diner, the pancakes are fluffy and the staff remembers your name. Can get crowded.", contexts.food),
      "positive",
    );
    // Must not change: "kind of" still softens; "can" before anything else is no hedge.
    assert.ok(score("It was kind of pricey.") > score("It was pricey."));
    assert.equal(score("You can taste the difference, delicious."), score("You taste the difference, delicious."));
  });

  await t.step("a rating the reviewer would give if they could", () => {
    expectAll("negative", ["If I could give zero stars I would."]);
    expectAll("positive", ["If I could give them 10 stars I would."]);
    // Must not change: a real condition still counts little ("if you want good work" is no praise).
    expectAll("negative", ["If you want good work, go elsewhere."]);
  });
});

Deno.test("restaurant stories, counterfactuals and promises of others", async (t) => {
  await t.step("complaints without judging words", () => {
    expectAll("negative", [
      "The waitress moved our table practically into the bathroom.",
      "Had to send the steak back.",
      "Sent it back twice.",
      "Nobody greeted us.",
      "Thanks for wasting my time.",
      "It was better last time.",
    ], contexts.food);
  });

  await t.step("what the business made good, and attention paid", () => {
    expectAll("positive", ["The manager comped our dessert.", "Our server checked on us often."], contexts.food);
    expectAll("negative", ["Our server never checked on us."], contexts.food);
    assert.notEqual(label("The service was terrible but the food made up for it.", contexts.food), "negative");
  });

  await t.step("another person's promise is no return intent; a counterfactual verdict is a complaint", () => {
    expectAll("negative", ["They said they would come back Monday. Nobody came."]);
    expectAll("negative", ["If they had called back, I would have hired them."]);
    expectAll("negative", [
      "If the food had been hot, it would have been a great meal.",
      "It could have been a great night.",
      "This would have been a five star review.",
    ], contexts.food);
    expectAll("positive", ["It was a great meal."], contexts.food);
    // Must not change: the customer's own return intent.
    expectAll("positive", ["We will come back."], contexts.food);
  });
});

Deno.test("service businesses: loyalty, warnings and the least not done", async (t) => {
  await t.step("loyalty and help before being asked are praise", () => {
    expectAll("positive", [
      "We will be using them for all our plumbing needs.",
      "They are the only company I will call.",
      "They are my go-to plumber.",
      "I've used them for years.",
      "Took care of everything.",
      "Would give them more stars if I could.",
      "I wouldn't call anyone else.",
      "I didn't even have to ask.",
    ]);
    expectAll("positive", ["My car has never run better."], contexts.general);
  });

  await t.step("warnings and the least not done are complaints", () => {
    expectAll("negative", [
      "Do yourself a favor and call someone else.",
      "Save yourself the headache.",
      "He didn't even look at the water heater.",
    ]);
    expectAll("negative", ["They kept my car for 5 days and didn't even start on it."], contexts.general);
  });
});

Deno.test("middling verdicts of real 3-star reviews", async (t) => {
  await t.step("coming back, hedged, is middling", () => {
    expectAll("neutral", ["We will probably come back.", "Probably won't rush back."], contexts.food);
    // A wish that things improve is middling too.
    expectAll("neutral", ["Hopefully it goes smoother next time.", "I hope they fix it."]);
    const score = (text: string) => analyzeReview({ text, rating: 3 }, contexts.home).score;
    assert.ok(score("The tech was great. Hopefully it goes smoother next time.") < score("The tech was great."));
    expectAll("neutral", [
      "The food was pretty good but the service was really slow. We waited 40 minutes for our entrees. Prices are " +
      "reasonable. Might come back for lunch.",
      "Decent pizza, nothing mind blowing. Crust was good, toppings were sparse. Delivery was on time.",
    ], contexts.food);
  });

  await t.step("a closing 'though' is no concession of its own clause", () => {
    const score = (text: string) => analyzeReview({ text, rating: 3 }, contexts.food).score;
    // "just ok though" keeps its full weight; "though" before a clause still concedes what follows it.
    assert.equal(score("The food was just ok though."), score("The food was just ok."));
    assert.ok(score("Though the food was great, the service was slow.") < score("The food was great."));
  });

  await t.step("a charge taken off the bill counts for the business", () => {
    const score = (text: string) => analyzeReview({ text, rating: 3 }, contexts.food).score;
    assert.ok(score("The food was late. They took the drinks off the bill.") > score("The food was late."));
  });
});

Deno.test("lacks, warnings of a wait and things in the food", () => {
  expectAll("negative", [
    "They wouldnt even let me finish my glass of wine.",
    "Not enough wines by the glass either.",
    "Be prepared to wait, because the place is pretty tiny.",
    "First it took us a long time to find the place.",
    "I got hair in my food 2 times.",
    "Maggot in the food!",
  ], contexts.food);
  // Must not change: "can't ... enough" is praise, not a lack.
  expectAll("positive", ["I can't thank them enough."], contexts.food);
});
