/**
 * Analyser 2.16.0: verdicts said plainly (src/insights/plain_verdicts.ts) and a negation across an aside
 * (scope.ts). Every case is written here, not copied from the outside sets the classes were found on; every must-read
 * case failed on 2.12.0 except where a comment says otherwise, and the must-not-read cases guard what the new rules
 * must leave alone.
 */
import assert from "node:assert/strict";
import { contextFor, expectSentiment, readText } from "../helpers/analysis.ts";
import type { Polarity } from "../../src/model/mod.ts";

const contexts = { food: contextFor("Restaurant"), general: contextFor("LocalBusiness"), home: contextFor("Plumber") };

/** The review's overall label, text only (3 stars is no prior). */
const label = (text: string, context = contexts.general) => readText(text, context).sentiment;

const expectAll = (expected: Polarity, texts: readonly string[], context = contexts.general) =>
  expectSentiment(expected, texts, context);

Deno.test("a bad visit told plainly is a complaint", async (t) => {
  await t.step("leaving without what one came for, being unwanted, the one bone to pick", () => {
    expectAll("negative", [
      "We left without eating.",
      "After twenty minutes we walked out without being served.",
      "They must not want our business.",
      "Clearly they don't want my business.",
      "My one bone to pick is the hostess.",
      "The only bone I have to pick is the parking.",
      "I fail to see what's so great about this place.",
      "Honestly the manager needs a swift kick in the pants.",
    ]);
  });

  await t.step("what spoiled the visit, what did not make up for it, a charm lost", () => {
    expectAll("negative", [
      "The food was great but the service ruined it.",
      "The staff was nice, but that doesn't make up for cold food.",
      "Sadly, this place has lost its charm.",
    ]);
    // Guards: making up for it is praise, losing one's own way is no decline.
    expectAll("positive", ["The dessert made up for it.", "I lost my way driving there but the food was great."]);
  });

  await t.step("the waiting told of the staff: no server came by, nobody looked up", () => {
    expectAll("negative", [
      "About ten minutes later no server had come by.",
      "No waiter ever came over.",
      "We stood at the counter and nobody looked up.",
    ]);
  });

  await t.step(
    "charged for what was never ordered, an incorrect order, advice to skip, better places, praise that is all there is",
    () => {
      expectAll("negative", [
        "They charged me for a drink I didn't order.",
        "We were charged for a side we never got.",
        "I'd skip it.",
        "There are better options.",
        "The order was incorrect.",
      ]);
      // "that's about it" after "but" takes the praise back (neutral on 2.12.0's positive: the praise is all there is).
      expectAll("neutral", ["Great location, but that's about it."]);
    },
  );

  await t.step("must not read: leaving after the meal, wanting the business, a kick that is praise", () => {
    expectAll("neutral", ["We left after dessert.", "They left without a fuss."]);
    expectAll("positive", ["Great food. They really want your business and it shows."]);
    expectAll("positive", [
      "They charged me for the repair and it works great.",
      "I'd skip dessert and get another taco, the tacos are amazing.",
      "That's about all I have to say: wonderful staff!",
      "I can see what's so great about this place: the food is amazing.",
      "You rarely see service like this anymore.",
      "I don't get that kind of service at my usual place.",
    ]);
    expectAll("neutral", ["We charged our phones while we waited."]);
    assert.notEqual(label("This salsa has a kick.", contexts.food), "negative");
  });
});

Deno.test("lukewarm verdicts said without a lukewarm word", async (t) => {
  await t.step("nothing special with a verb, nothing out of the ordinary, not all that impressive", () => {
    expectAll("neutral", [
      "Nice rooms. It wasn't anything special.",
      "Nice rooms. They weren't anything special though.",
      "Nice rooms. Nothing out of the ordinary.",
      "Nice patio. It wasn't anything out of the ordinary.",
      "The desserts were not all that impressive.",
      "It wasn't all that great.",
    ], contexts.food);
  });

  await t.step("praise held back by them is middling, not praise and not a complaint", () => {
    expectAll("neutral", ["The coffee was good, but it isn't anything special."], contexts.food);
    // Right on 2.12.0 too, by "but" and "fine": guards.
    expectAll("neutral", [
      "The pizza was tasty, but it wasn't all that impressive.",
      "Clean rooms and a fine pool. That said, it wasn't anything out of the ordinary.",
    ], contexts.food);
  });

  await t.step("better and worse had elsewhere is middling", () => {
    expectAll("neutral", ["I've had better, I've had worse.", "I've had worse."]);
    expectAll("negative", ["I've had better."]);
  });

  await t.step("a refusal hedged is middling; a plain one stays a complaint", () => {
    expectAll("neutral", ["I probably wouldn't go back.", "We probably won't be back."], contexts.food);
    expectAll("negative", ["I wouldn't go back.", "We won't be back."], contexts.food);
  });

  await t.step("must not read: praise that is out of the ordinary, a complaint that is all that bad", () => {
    expectAll("positive", ["The service was out of the ordinary, in the best way: amazing."], contexts.food);
    expectAll("negative", ["The food was awful. It was all that bad."], contexts.food);
  });
});

Deno.test("words that judge nothing here", async (t) => {
  await t.step("happy hour is a name", () => {
    expectAll("neutral", ["Happy hour is from 3 to 6.", "We came for happy hour on Friday."], contexts.food);
    expectAll("positive", ["Great happy hour.", "The happy hour menu was amazing."], contexts.food);
    expectAll("negative", ["Happy hour was a joke: watered down drinks and rude staff."], contexts.food);
  });

  await t.step("other people's stars and a courtesy are not the reviewer's verdict", () => {
    expectAll("neutral", ["I don't understand the 5 star reviews."]);
    expectAll("negative", ["No offense to everyone who gave this place 5 stars, but the food was bland."]);
    // The reviewer's own stars still count.
    expectAll("positive", ["I give them five stars.", "A five star experience."]);
  });

  await t.step("astonishment is emphasis, a rhetorical question praise", () => {
    expectAll(
      "positive",
      ["I couldn't get over how good the brisket was.", "Who doesn't love a good taco?"],
      contexts.food,
    );
    // Not getting over a bad thing is still bad, and a plain dislike stays one.
    expectAll("negative", ["I can't get over how rude the waiter was.", "I don't like the tacos."], contexts.food);
  });
});

Deno.test("a negation reaches across an aside set off by commas", async (t) => {
  await t.step("the negation goes on after however, honestly, to be honest", () => {
    expectAll("negative", [
      "I do not, however, recommend the cookies.",
      "We did not, honestly, enjoy the meal.",
      "I would not, to be honest, recommend them.",
    ], contexts.food);
  });

  await t.step("must not read: a negation that ends its clause otherwise, or an aside that is no aside", () => {
    expectAll("positive", ["Like it or not, however, the food is great."], contexts.food);
    expectAll("positive", ["The portions were not small, and the food, however, was great."], contexts.food);
    // Without an aside the negation never crossed the comma.
    expectAll("positive", ["Don't worry, the staff is great."], contexts.food);
  });
});
