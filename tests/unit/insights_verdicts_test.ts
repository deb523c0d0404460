import assert from "node:assert/strict";
import { analyzeText, aspectPolarity, PACKS, type TaxonomyPack, textContext } from "../../src/insights/mod.ts";

const byId = (id: string) => PACKS.find((pack) => pack.id === id)!;
const food = byId("food_hospitality");
const general = byId("general");

/** The weighted sentiment of `text` read with `pack`. */
const sum = (text: string, pack: TaxonomyPack = general) => analyzeText(text, textContext(pack)).textSum;

/** The polarity `text` gives `aspect`, or undefined when it is not mentioned. */
function polarityOf(text: string, aspect: string, pack: TaxonomyPack = food): string | undefined {
  const index = pack.aspects.findIndex((candidate) => candidate.id === aspect);
  const total = analyzeText(text, textContext(pack)).aspectTotals[index];
  return Number.isNaN(total) ? undefined : aspectPolarity(total, null);
}

Deno.test("verdicts customers give without sentiment words", async (t) => {
  await t.step("whether they will return: future or conditional says yes, a negator before it says no", () => {
    for (const text of ["We'd go back again.", "I'm definitely coming back.", "I will be going back very soon."]) {
      assert.ok(sum(text) > 0, text);
    }
    for (
      const text of [
        "I don't think I would go again.",
        "Would never go there again.",
        "No plans to return.",
        "We wont come back.",
      ]
    ) assert.ok(sum(text) < 0, text);
    // The past is a story, not a verdict.
    assert.equal(sum("The waiter came back with the check."), 0);
  });

  await t.step("advice to other customers: an imperative that opens a clause, not 'try to'", () => {
    assert.ok(sum("Try the sea bass.") > 0);
    assert.ok(sum("Skip dessert.") < 0);
    assert.ok(sum("You can't go wrong here.") > 0);
    assert.ok(sum("Do not order the fish.") < 0);
    assert.equal(sum("Try to get there early."), 0);
    assert.equal(sum("We had to skip dessert"), 0);
  });

  await t.step("expectations and 'the only downside' judge what they name", () => {
    assert.ok(sum("It exceeded our expectations.") > 0);
    assert.ok(sum("Not what you'd expect from a place like this.") < 0);
    assert.equal(polarityOf("The only downside is the price.", "pricing"), "negative");
    assert.equal(polarityOf("My only complaint is the service.", "customer_service"), "negative");
  });

  await t.step("service that did not happen is a complaint; an apology is the business doing right", () => {
    assert.equal(
      polarityOf("We asked for water and never received it from the waiter.", "customer_service"),
      "negative",
    );
    assert.equal(
      polarityOf("I had to ask her three times before the waiter brought water.", "customer_service"),
      "negative",
    );
    assert.equal(polarityOf("The manager never apologized for the wait staff.", "customer_service"), "negative");
    assert.equal(polarityOf("The server apologized and fixed it right away.", "customer_service"), "positive");
    assert.equal(polarityOf("Service was quick.", "customer_service"), "positive");
  });

  await t.step("'value' the verb is not praise of the price; 'poor value' is a complaint", () => {
    assert.notEqual(polarityOf("I warn diners who value their money.", "pricing"), "positive");
    assert.equal(polarityOf("Poor value for a tourist trap.", "pricing"), "negative");
    assert.equal(polarityOf("Solid value for the neighborhood.", "pricing"), "positive");
  });
});
