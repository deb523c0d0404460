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

Deno.test("negation scope: a negator is spent on the first judgement it meets", async (t) => {
  await t.step("what follows a negated judgement keeps its own sign; 'or' carries the negation on", () => {
    assert.equal(
      polarityOf("The waitstaff did not rush us at all and made us feel comfortable.", "customer_service"),
      "positive",
    );
    assert.equal(
      polarityOf("They were rude, not even apologizing for the horrible service.", "customer_service"),
      "negative",
    );
    assert.equal(polarityOf("Our server wasn't friendly or attentive.", "customer_service"), "negative");
  });

  await t.step("a new statement ('so I', 'and we') ends the negation", () => {
    assert.equal(polarityOf("No one came, so I hung up.", "customer_service"), "negative");
    assert.ok(sum("I didn't order dessert and we were happy with it.") > 0);
  });

  await t.step("words that look negative or negating but are not: disbelief, 'bothered to'", () => {
    assert.equal(polarityOf("I can't believe this was just $25.", "pricing"), "positive");
    assert.ok(sum("Even my friend couldn't believe how good everything was.") > 0);
    const home = textContext(byId("home_services"));
    const text = "Nobody bothered to explain the delay.";
    const index = byId("home_services").aspects.findIndex((aspect) => aspect.id === "communication");
    assert.equal(aspectPolarity(analyzeText(text, home).aspectTotals[index], null), "negative");
  });

  await t.step("negated warnings with or without 'your'", () => {
    assert.ok(sum("Don't waste money on decor.") < 0);
    assert.ok(sum("Don't waste your time.") < 0);
  });
});

Deno.test("price verdicts said without a judging price word", async (t) => {
  await t.step("budget, 'the price was right', amounts that are only so much, a result worth its price", () => {
    for (
      const text of [
        "It fits our budget.",
        "The price was right!",
        "Priced accordingly.",
        "It was only $12 for two.",
        "Money well spent.",
        "The quality justifies the price.",
        "They saved us a lot of money.",
      ]
    ) assert.equal(polarityOf(text, "pricing", general), "positive", text);
  });

  await t.step("over budget, 'could be cheaper', amounts close to or well over so much, 'a bit high'", () => {
    for (
      const text of [
        "It was way over our budget.",
        "The menu could be a little cheaper.",
        "We paid close to $200 for two people.",
        "They handed us a bill well over $500.",
        "Prices are a bit high.",
        "It's on the pricey side.",
        "$170 down the drain.",
        "It was not nearly good enough to justify that price.",
        "This isn't a value place.",
        "I paid good money for this.",
        "It cost a fortune.",
        "I wasn't sure I wanted to spend that kind of money.",
      ]
    ) assert.equal(polarityOf(text, "pricing", general), "negative", text);
  });

  await t.step("the same verdicts in the home-services pack", () => {
    const home = byId("home_services");
    assert.equal(polarityOf("The quote was a bit high.", "pricing", home), "negative");
    assert.equal(polarityOf("The repair came in under budget.", "pricing", home), "positive");
    assert.equal(polarityOf("This isn't a value company.", "pricing", home), "negative");
    assert.equal(polarityOf("The service fee alone was $129 just to show up.", "pricing", home), "negative");
    assert.equal(polarityOf("I was quoted one price and billed another.", "pricing", home), "negative");
    assert.equal(polarityOf("The emergency fee was steep but I'd pay it again.", "pricing", home), "positive");
    assert.equal(polarityOf("I won't pay it again.", "pricing", home), "negative");
  });

  await t.step("'too much' of something else, the price one pays, 'on top of that' are not about money", () => {
    assert.equal(polarityOf("They use too much salt.", "pricing"), undefined);
    assert.equal(polarityOf("That's the price you pay for a popular place.", "pricing"), undefined);
    assert.equal(polarityOf("On top of that, the service was slow.", "customer_service"), "negative");
  });
});

Deno.test("service verdicts: inconsistency, plain 'average', the noun 'quality', pausing to apologise", async (t) => {
  await t.step("service that varies is a complaint", () => {
    assert.equal(polarityOf("The service varies from day to day.", "customer_service"), "negative");
    // Consistency is the opposite: praise ("consistent" is a sentiment word of its own).
    assert.equal(polarityOf("Service is consistent.", "customer_service"), "positive");
  });

  await t.step("'average' alone is neutral, not a hair past the threshold", () => {
    assert.equal(polarityOf("Service is average.", "customer_service"), "neutral");
    assert.equal(polarityOf("Service is below average.", "customer_service"), "negative");
  });

  await t.step("'quality' names what is judged, it does not praise it", () => {
    assert.equal(polarityOf("Price and quality will keep us away.", "pricing"), "neutral");
    assert.equal(polarityOf("The price was great and so was the quality.", "pricing"), "positive");
  });

  await t.step("'did not stop to apologize' is the apology missing", () => {
    assert.equal(
      polarityOf("The waiter spilled wine and did not stop to apologize.", "customer_service"),
      "negative",
    );
  });
});

Deno.test("praise in scare quotes is mockery; a longer quotation is reported speech", () => {
  const home = byId("home_services");
  assert.equal(
    polarityOf('Sure, "fair pricing" if you think $900 for a thermostat is fair.', "pricing", home),
    "negative",
  );
  assert.equal(polarityOf('Yeah, "professional." Right.', "professionalism", home), "negative");
  assert.equal(polarityOf("Our “friendly” waiter ignored us.", "customer_service"), "negative");
  assert.ok(sum('The tech said "this unit is in great shape" and it was.', home) > 0);
  assert.equal(polarityOf("They were professional as always.", "professionalism", home), "positive");
});

Deno.test("limits and absences: 'at best', hours on the phone, what never came", () => {
  assert.equal(polarityOf("Most dishes were average at best.", "food_quality"), "negative");
  assert.ok(sum("Italian cooking at its best.") > 0);
  assert.equal(polarityOf("Spent 2 hours on the phone with tech support.", "customer_service", general), "negative");
  const home = byId("home_services");
  assert.equal(polarityOf("I asked for a callback and never got one.", "communication", home), "negative");
});

Deno.test("service verdicts said as wishes and inability", () => {
  assert.equal(
    polarityOf("I hope the staff pays more attention to the little details.", "customer_service"),
    "negative",
  );
  assert.equal(polarityOf("The staff was unable to suggest a wine.", "customer_service"), "negative");
  assert.equal(polarityOf("The owner truly caters to all your needs.", "customer_service"), "positive");
});

Deno.test("praise that ended: 'fine until'; willingness is not praise", () => {
  assert.equal(
    polarityOf("I was happy with them until it came time to use the warranty.", "customer_service", general),
    "negative",
  );
  assert.ok(sum("It worked great until the warranty ran out.") < 0);
  assert.ok(sum("We were happy to wait until a table opened.") > 0);
});

Deno.test("support complaints: a lack on its own, hoops, games, the runaround", () => {
  for (
    const text of [
      "I heard their customer service was lacking.",
      "Customer service is lacking in every way.",
      "Their customer service was lacking and they knew it.",
      "Tech support had me jump through hoops for a refund.",
      "Customer service played games with me for weeks.",
      "Customer service gave me the runaround.",
    ]
  ) assert.equal(polarityOf(text, "customer_service", general), "negative", text);
  // A lack before what is missing still negates it.
  assert.equal(polarityOf("They lack the friendly staff they used to have.", "customer_service", general), "negative");
});

Deno.test("service detection: what the staff did, and service words in another sense", async (t) => {
  await t.step("walking off, rudeness, a wrong order, seating us promptly", () => {
    assert.equal(polarityOf("She just nodded and walked off.", "customer_service"), "negative");
    assert.equal(polarityOf("A new definition of rudeness.", "customer_service"), "negative");
    assert.equal(polarityOf("They delivered us someone else's order.", "customer_service"), "negative");
    assert.equal(polarityOf("They got my order wrong again.", "customer_service"), "negative");
    assert.equal(polarityOf("The place was packed but they seated us promptly.", "wait_time"), "positive");
  });

  await t.step("doubts, a verb, a trip and an idiom are not the service or the bill", () => {
    assert.equal(polarityOf("I have reservations about the buffet.", "customer_service"), undefined);
    assert.equal(polarityOf("A good place to host an intimate dinner.", "customer_service"), undefined);
    assert.equal(polarityOf("A great place to take out-of-towners.", "customer_service"), undefined);
    assert.equal(polarityOf("This laptop will fit the bill.", "pricing", general), undefined);
    assert.equal(polarityOf("The host was rude.", "customer_service"), "negative");
  });
});

Deno.test("'friendly' and 'professional' about a thing are not service; 'budget friendly' is the price", () => {
  assert.equal(polarityOf("The software is very user friendly.", "customer_service", general), undefined);
  assert.equal(polarityOf("A kid friendly place with a patio.", "customer_service"), undefined);
  assert.equal(polarityOf("The case makes it look professional.", "customer_service", general), undefined);
  assert.equal(polarityOf("The staff is very friendly.", "customer_service", general), "positive");
  assert.equal(polarityOf("It's budget friendly.", "pricing", general), "positive");
  const home = byId("home_services");
  assert.equal(polarityOf("They did professional work.", "professionalism", home), "positive");
});

Deno.test("support at any business: assistance, help, the manner of it", () => {
  assert.equal(polarityOf("The team assists you very nicely.", "customer_service", general), "positive");
  assert.equal(polarityOf("They helped me for free.", "customer_service", general), "positive");
  assert.equal(polarityOf("Called the store, no help at all.", "customer_service", general), "negative");
  assert.equal(polarityOf("Their customer services are awful.", "customer_service", general), "negative");
  assert.equal(polarityOf("The return policy is only 14 days.", "customer_service", general), "neutral");
});

Deno.test("the reviewer's own manner is not the staff's; praise taken back 'sometimes'", () => {
  assert.notEqual(polarityOf("I politely asked the waiter for water.", "customer_service"), "positive");
  assert.ok(sum("Sometimes they are nice, and sometimes not.") < 0.3);
  assert.ok(sum("Some days it's great, other days not.") < sum("Some days it's great."));
});

Deno.test("'without' tells the circumstances; a missing apology is still a complaint", () => {
  assert.equal(polarityOf("It was covered even without the warranty.", "customer_service", general), "neutral");
  assert.equal(
    polarityOf("They helped me for free, even without the warranty.", "customer_service", general),
    "positive",
  );
  assert.equal(polarityOf("We left without an apology.", "customer_service"), "negative");
  assert.equal(polarityOf("There was no communication.", "communication", byId("home_services")), "negative");
});

Deno.test("the people at the counter of any business, and what they are willing to do", () => {
  assert.equal(polarityOf("The lady at the front desk was so sweet.", "customer_service", general), "positive");
  assert.equal(polarityOf("The guy behind the counter ignored us.", "customer_service", general), "negative");
  assert.equal(polarityOf("The cashier was friendly.", "customer_service", general), "positive");
  assert.equal(polarityOf("The associates are always willing to help.", "customer_service", general), "positive");
  assert.equal(polarityOf("The man at the next table was loud.", "customer_service", general), undefined);
});

Deno.test("whether they care, and how customers were treated", () => {
  assert.equal(polarityOf("It seems like they do not care about you.", "customer_service", general), "negative");
  assert.equal(polarityOf("They really care about their customers.", "customer_service", general), "positive");
  assert.equal(polarityOf("We drove two hours to be treated terribly!", "customer_service", general), "negative");
  assert.equal(polarityOf("I don't care about the decor.", "customer_service", general), undefined);
});

Deno.test("booking, ordering and asking are what customers do; what the staff did with them is service", () => {
  assert.equal(polarityOf("I recommend reservations on weekends.", "customer_service"), undefined);
  assert.equal(polarityOf("My husband and I take out from here every week.", "customer_service"), undefined);
  assert.equal(polarityOf("The hostess lost our reservation.", "customer_service"), "negative");
  assert.equal(polarityOf("They had no record of our reservation.", "customer_service"), "negative");
  assert.equal(
    polarityOf("It wasn't on the menu but they made it for us upon request!", "customer_service"),
    "positive",
  );
});

Deno.test("ended praise and a lack count as negative evidence for the review as a whole", () => {
  const context = textContext(general);
  const ended = analyzeText("I was happy with my purchase until it came time to use the warranty.", context);
  assert.ok(ended.negative > ended.positive, `${ended.negative} > ${ended.positive}`);
  const lacking = analyzeText("Customer service was lacking.", context);
  assert.ok(lacking.negative > 0 && lacking.positive === 0, `${lacking.negative}, ${lacking.positive}`);
});

Deno.test("a wait is judged by its length: minutes alone say nothing, a wait that ran long is a complaint", () => {
  const healthcare = byId("healthcare");
  for (const pack of [food, healthcare, general]) {
    assert.equal(polarityOf("I waited about 5 minutes and was seen.", "wait_time", pack), "neutral", pack.id);
    assert.notEqual(polarityOf("I waited 20 minutes, which is fine.", "wait_time", pack), "negative", pack.id);
    assert.equal(polarityOf("We waited 45 minutes past my appointment.", "wait_time", pack), "negative", pack.id);
    assert.equal(polarityOf("We waited for over an hour.", "wait_time", pack), "negative", pack.id);
    assert.equal(polarityOf("Billing was confusing and the wait ran long.", "wait_time", pack), "negative", pack.id);
    assert.equal(polarityOf("My appointment ran over again.", "wait_time", pack), "negative", pack.id);
  }
});
