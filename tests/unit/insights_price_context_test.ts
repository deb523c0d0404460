import assert from "node:assert/strict";
import { analyzeReview } from "../../src/insights/mod.ts";
import { contextFor, readText } from "../helpers/analysis.ts";

// Price verdicts said with amounts, multiples, fees and tips instead of a judging price word (packs/price.ts): each
// must read on the text alone (3 stars is no prior), and the near misses must not.

const contexts = {
  home: contextFor("Plumber"),
  food: contextFor("Restaurant"),
  auto: contextFor("AutoRepair"),
  general: contextFor("Store"),
};
type Trade = keyof typeof contexts;

const price = (text: string, trade: Trade) => readText(text, contexts[trade]).aspects.pricing;

const MUST_READ: ReadonlyArray<readonly [Trade, string, "positive" | "negative"]> = [
  // An amount for little.
  ["home", "He charged $400 for a 10 minute job.", "negative"],
  ["food", "But $1 for each small piece?", "negative"],
  ["food", "The sandwiches, nearing $7, came with nothing on the side.", "negative"],
  ["auto", "They wanted at least $300 to even open the hood.", "negative"],
  // Multiples of what others ask.
  ["home", "They quoted us 3x what the other company did.", "negative"],
  ["auto", "The dealer charged double what everyone else does.", "negative"],
  // Fees and tips nobody agreed to.
  ["food", "They added an automatic 20% tip for a party of four.", "negative"],
  ["food", "The tip was already included, which nobody told us.", "negative"],
  ["food", "They charged us for bread and tap water.", "negative"],
  ["home", "There was an extra charge for parking on top of the quote.", "negative"],
  ["food", "They delivered at no additional charge.", "positive"],
  ["auto", "There was a surcharge for shop supplies on top of the labor.", "negative"],
  // A bill that grew past what was agreed, or a price beside what the thing costs elsewhere.
  ["auto", "It ended up costing twice the estimate.", "negative"],
  ["home", "The estimate doubled by the time they finished.", "negative"],
  ["auto", "They tried to charge me for an alignment I didn't need.", "negative"],
  ["auto", "They charged me $250 for a part that costs $30 online.", "negative"],
  ["food", "Menu prices have gone up a lot since last year.", "negative"],
  ["food", "For that price I expected a lot more.", "negative"],
  ["home", "The diagnostic fee alone was $129.", "negative"],
  ["home", "Theirs was the highest quote of the three we got.", "negative"],
  ["auto", "The noise is still there, and they charged me anyway.", "negative"],
  ["home", "The installer asked for a tip on top of the bill.", "negative"],
  ["food", "If they lowered their prices a bit it would be a bigger draw.", "negative"],
  ["food", "I would not expect this for a $55 dinner.", "negative"],
  ["auto", "They jacked up the bill after the work was done.", "negative"],
  ["food", "They try to drive up the bill without telling you.", "negative"],
  // A negated value cue stays a complaint about the price in trades that sell one job.
  ["home", "It just doesn't seem worth the money.", "negative"],
  // A price kept or given up.
  ["home", "They gave us the lowest quote of the three.", "positive"],
  ["home", "They honored the quote even though the job ran long.", "positive"],
  ["auto", "They waived the diagnostic fee.", "positive"],
  ["food", "The manager comped our drinks after the mix-up.", "positive"],
  ["food", "Dessert was on the house.", "positive"],
  // Too little for the money, cheaper elsewhere, what is usually free.
  ["food", "The tasting menu was disappointing for the money.", "negative"],
  ["food", "You can get the same thing for half the price down the street.", "negative"],
  ["general", "It's cheaper elsewhere.", "negative"],
  ["food", "They charge $3 for a refill.", "negative"],
  // What was got for it decides.
  ["food", "Reasonable for what you get.", "positive"],
  ["food", "Way too much for what you get.", "negative"],
  // A negated fee is in favour of the price.
  ["home", "No hidden fees and no surprises.", "positive"],
  // A fraction of what others ask, and "not the cheapest".
  ["home", "They charged half what the other company quoted.", "positive"],
  ["auto", "It came in at a third of what the dealer wanted.", "positive"],
  ["food", "They are not the cheapest place around.", "negative"],
  // An amount exclaimed after a cost verb is the customer's shock (price_context.ts).
  ["food", "Also they were $15 each!", "negative"],
  ["food", "The cocktails were about $18 a glass!", "negative"],
  ["general", "The cable alone cost $40?", "negative"],
  // Full price for a visit that went wrong.
  ["food", "The food came out cold and we were charged full price.", "negative"],
  // A markup, and what an amount buys.
  ["home", "They charged $450 to replace a $20 part.", "negative"],
  ["auto", "They wanted $300 for a $40 filter.", "negative"],
  ["food", "For $8 you get a ton of food.", "positive"],
  ["food", "For $8 you get two tiny tacos.", "negative"],
  // A price nobody told of.
  ["food", "We were not told the bottled water was $8 a piece.", "negative"],
  ["home", "No one told us about the trip charge.", "negative"],
  ["food", "Nobody mentioned the corkage fee until the bill came.", "negative"],
  // "You get what you pay for" after a high price justifies it.
  ["auto", "A bit pricey, but you get what you pay for.", "positive"],
  ["home", "Not the cheapest outfit in town, but you get what you pay for.", "positive"],
];

const MUST_NOT_READ_NEGATIVE: ReadonlyArray<readonly [Trade, string]> = [
  ["food", "$12 for a huge plate of pasta with bread."],
  ["home", "He came back twice to check the pressure."],
  ["food", "The tip jar is by the register."],
  ["auto", "They said the price of the part had gone down, so the bill was lower."],
  ["food", "We expected a crowd on a Friday, and it was busy."],
  ["home", "They lowered the price for us because we are seniors."],
  ["general", "Their prices are cheaper than the big stores."],
  // A deal, an amount said with "only", and an amount with no "!" are no shock.
  ["food", "Two tacos for $5!"],
  ["food", "The lunch special is only $7!"],
  ["food", "The burger was $12 and came with fries."],
  // A smaller amount that is a discount or a saving is no markup.
  ["home", "They charged me $450 with $50 off for the old unit."],
  ["auto", "They charged $120 and saved me $400 over the dealer."],
  // Told, or not told in another clause than the price.
  ["food", "They told us the price of the specials up front."],
  ["home", "He never told me how long it would take, but the price was fair."],
  // Half of something that is not a price.
  ["home", "Half the crew came on Monday and the bill was what they quoted."],
];

Deno.test("price verdicts told with amounts, multiples, fees and tips read with their polarity", () => {
  for (const [trade, text, expected] of MUST_READ) assert.equal(price(text, trade), expected, `${trade}: ${text}`);
});

Deno.test("amounts for plenty, and words near the fees, are no price complaint", () => {
  for (const [trade, text] of MUST_NOT_READ_NEGATIVE) {
    assert.notEqual(price(text, trade), "negative", `${trade}: ${text}`);
  }
});

Deno.test("you get what you pay for takes its verdict from the price before it", () => {
  const food = contexts.food;
  // After a low price it is a complaint about what the money bought, not about the price.
  const cheap = analyzeReview({ text: "The food was cheap. You get what you pay for.", rating: 3 }, food);
  assert.equal(cheap.aspects.pricing, "positive");
  const plain = analyzeReview({ text: "The food was cheap.", rating: 3 }, food);
  assert.ok(cheap.score < plain.score, `${cheap.score} < ${plain.score}`);
  // Alone it says nothing of the price either way.
  assert.equal(price("You get what you pay for.", "home"), "neutral");
  assert.equal(price("You get what you pay for.", "food"), "neutral");
});

Deno.test("portion size said after the noun reads as portions", () => {
  const food = contexts.food;
  assert.equal(analyzeReview({ text: "Portions were huge.", rating: 3 }, food).aspects.portions, "positive");
  assert.equal(analyzeReview({ text: "The portions are small.", rating: 3 }, food).aspects.portions, "negative");
});
