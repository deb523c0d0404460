import assert from "node:assert/strict";
import { normalizeBusiness } from "../../src/model/business.ts";
import type { Review } from "../../src/model/mod.ts";
import {
  analyzeText,
  aspectPolarity,
  compilePack,
  defaultStaffTitle,
  deriveInsights,
  HOME_SERVICES,
  packFor,
  PACKS,
  type TaxonomyPack,
  textContext,
} from "../../src/insights/mod.ts";

/** The polarity of each aspect `text` mentions, read with `pack` (and the business name, when given). */
function aspectsOf(text: string, pack: TaxonomyPack = HOME_SERVICES, name = ""): Record<string, string> {
  const analysis = analyzeText(text, textContext(pack, name));
  const result: Record<string, string> = {};
  pack.aspects.forEach((aspect, index) => {
    const total = analysis.aspectTotals[index];
    if (!Number.isNaN(total)) result[aspect.id] = aspectPolarity(total, null);
  });
  return result;
}

const byId = (id: string) => PACKS.find((pack) => pack.id === id)!;

Deno.test("taxonomy packs", async (t) => {
  await t.step("business.category chooses the pack; unknown and default categories get the general pack", () => {
    const cases: Array<[string, string]> = [
      ["HVACBusiness", "home_services"],
      ["Plumber", "home_services"],
      ["Dentist", "healthcare"],
      ["Bakery", "food_hospitality"],
      ["Restaurant", "food_hospitality"],
      ["Attorney", "legal"],
      ["NursingHome", "senior_living"],
      ["AutoRepair", "auto_services"],
      ["LocalBusiness", "general"],
      ["Florist", "general"],
    ];
    for (const [category, pack] of cases) assert.equal(packFor(category).id, pack, category);
  });

  await t.step("packs own the staff word; LocalBusiness keeps the documented default", () => {
    assert.equal(defaultStaffTitle("LocalBusiness"), "technician");
    assert.equal(defaultStaffTitle("Plumber"), "technician");
    assert.equal(defaultStaffTitle("Attorney"), "attorney");
    assert.equal(defaultStaffTitle("NursingHome"), "caregiver");
    assert.equal(defaultStaffTitle("Bakery"), "staff member");
    assert.equal(normalizeBusiness({ id: "b", name: "Smile", category: "Dentist" }).staff_title, "provider");
  });

  await t.step("every pack is well formed: unique ids, a price aspect, questions on its own aspects", () => {
    const packIds = new Set<string>();
    for (const pack of PACKS) {
      assert.ok(!packIds.has(pack.id), pack.id);
      packIds.add(pack.id);
      const ids = pack.aspects.map((aspect) => aspect.id);
      assert.equal(new Set(ids).size, ids.length, `${pack.id}: duplicate aspect ids`);
      assert.ok(pack.aspects.some((aspect) => aspect.role === "price"), `${pack.id}: no price aspect`);
      assert.ok(pack.aspects.some((aspect) => aspect.role === "service"), `${pack.id}: no service aspect`);
      for (const question of pack.questions) assert.ok(ids.includes(question.aspect), question.question);
      assert.ok(pack.questions.length >= 5, `${pack.id}: too few questions`);
      // Patterns have one level of braces: nested alternatives would silently match nothing.
      for (const aspect of pack.aspects) {
        for (const pattern of [...aspect.positive, ...aspect.negative, ...aspect.neutral]) {
          assert.doesNotMatch(pattern, /\{[^}]*\{/, `${pack.id}/${aspect.id}: nested braces in ${pattern}`);
        }
      }
      assert.equal(compilePack(pack).aspects.length, pack.aspects.length);
    }
    assert.equal(HOME_SERVICES.aspects.length, 13);
  });

  await t.step("no home-services words in the questions of other trades", () => {
    for (const pack of PACKS) {
      if (pack.id === "home_services") continue;
      for (const { question } of pack.questions) {
        assert.doesNotMatch(question, /technician|emergency call|clean up after the job/i, `${pack.id}: ${question}`);
      }
    }
  });
});

Deno.test("each trade's price verdicts in its own words", async (t) => {
  const cases: Array<[pack: string, text: string, polarity: string]> = [
    ["healthcare", "They took my insurance and the billing was easy.", "positive"],
    ["healthcare", "Months later I got a surprise bill.", "negative"],
    ["healthcare", "They sent my account to collections over a billing error.", "negative"],
    ["healthcare", "They don't accept our insurance anymore.", "negative"],
    ["legal", "She offered a free consultation.", "positive"],
    ["legal", "He billed me for every phone call.", "negative"],
    ["legal", "They burned through my retainer in a month.", "negative"],
    ["auto_services", "The final bill came in under their estimate.", "positive"],
    ["auto_services", "They charged me more than their estimate.", "negative"],
    ["senior_living", "They raised the rent again this year.", "negative"],
    ["senior_living", "They charge for every little thing.", "negative"],
    ["senior_living", "The fee is all inclusive.", "positive"],
    ["home_services", "The quote was a bit high.", "negative"],
    // A trade that sells one job: what is "worth it" is what it cost.
    ["legal", "The retainer was expensive but worth it.", "positive"],
    ["auto_services", "Not cheap, but well worth it.", "positive"],
  ];
  for (const [pack, text, polarity] of cases) {
    await t.step(`${pack}: ${text}`, () => assert.equal(aspectsOf(text, byId(pack)).pricing, polarity));
  }
});

Deno.test("analyser error classes on real-world phrasing", async (t) => {
  await t.step("negation scope: lack, can't even, not so", () => {
    assert.equal(aspectsOf("They lack the knowledgeable staff.").technical_knowledge, "negative");
    assert.equal(
      aspectsOf("They lack the friendly staff they used to have.", byId("general")).customer_service,
      "negative",
    );
    assert.equal(aspectsOf("They can't even do a competent job.").technical_knowledge, "negative");
    assert.equal(aspectsOf("The pastries lack flavor.", byId("food_hospitality")).food_quality, "negative");
    assert.equal(aspectsOf("It's not so overpriced after all.", byId("general")).pricing, "positive");
    assert.equal(aspectsOf("This isn't a value place.", byId("food_hospitality")).pricing, "negative");
  });

  await t.step("negated negatives are warnings or mild, never praise", () => {
    const general = textContext(byId("general"));
    assert.ok(analyzeText("Don't waste your time with this place.", general).textSum < 0);
    assert.ok(analyzeText("I'm not upset, just disappointed.", general).textSum < 0);
    assert.ok(analyzeText("I'm not upset.", general).textSum < 0.3);
  });

  await t.step("an explicit cue outweighs a neutral mention of the same aspect", () => {
    assert.equal(
      aspectsOf("It is overpriced; they quoted $230 for an oil change.", byId("auto_services")).pricing,
      "negative",
    );
    assert.equal(
      aspectsOf("Most dishes were great at best and too expensive.", byId("food_hospitality")).pricing,
      "negative",
    );
  });

  await t.step("sentences about another business do not count for this one", () => {
    assert.deepEqual(aspectsOf("The other company never called back."), {});
    assert.deepEqual(aspectsOf("My previous dentist was rude and expensive.", byId("healthcare")), {});
    assert.equal(aspectsOf("He spotted a gas leak the last company missed.").technical_knowledge, "positive");
    assert.equal(aspectsOf("Much cheaper than the other company.").pricing, "positive");
    assert.equal(
      aspectsOf("The other company never called back, but these guys called within an hour.").communication,
      undefined,
    );
  });

  await t.step("words in another sense are not cues", () => {
    const auto = byId("auto_services");
    assert.equal(aspectsOf("My car needed to be repaired after a fender bender.", auto).quality_of_work, undefined);
    assert.equal(aspectsOf("I had to bring the car back three times.", auto).quality_of_work, "negative");
    assert.equal(aspectsOf("I can accelerate as fast as I want now.", auto).wait_time, undefined);
    assert.equal(aspectsOf("Integrity Auto did my brakes.", auto, "Integrity Auto").honesty, undefined);
    assert.equal(aspectsOf("They showed real integrity.", auto, "Integrity Auto").honesty, "positive");
    assert.equal(aspectsOf("Fast food prices here.", byId("food_hospitality")).wait_time, undefined);
    assert.equal(aspectsOf("The line was fast.", byId("food_hospitality")).wait_time, "positive");
  });

  await t.step("conditions report no experience; nearest words judge their own aspect", () => {
    const food = byId("food_hospitality");
    assert.notEqual(aspectsOf("If you want great food, go elsewhere.", food).food_quality, "positive");
    const both = aspectsOf("The food is reliable and the price is outrageous for what you get.", food);
    assert.equal(both.food_quality, "positive");
    assert.equal(both.pricing, "negative");
    assert.equal(aspectsOf("We always have great food, wine, and service.", food).customer_service, "positive");
  });
});

function review(id: string, date: string, rating: number, text: string): Review {
  return {
    id,
    author: "A",
    author_avatar_url: null,
    rating,
    date,
    text,
    source: "google",
    source_url: null,
    owner_reply: null,
    verified: true,
  };
}

Deno.test("insights speak the trade's language in correct English", async (t) => {
  const bakery = normalizeBusiness({ id: "crumb", name: "Crumb & Co", category: "Bakery" });
  const reviews = [
    review("01J00000000000000000000003", "2025-06-20", 5, "The croissants are flaky and the staff are lovely."),
    review("01J00000000000000000000002", "2025-03-02", 4, "Great bread, a bit pricey."),
    review("01J00000000000000000000001", "2025-01-10", 2, "We waited 30 minutes and the cake was stale."),
  ];
  const insights = deriveInsights({ business: bakery, reviews }, { generatedAt: new Date(0) });

  await t.step("the document names its taxonomy and uses the pack's aspects", () => {
    assert.equal(insights.taxonomy, "food_hospitality");
    assert.deepEqual(
      insights.aspects.map((aspect) => aspect.id).sort(),
      byId("food_hospitality").aspects.map((aspect) => aspect.id).sort(),
    );
    assert.equal(insights.per_review["01J00000000000000000000003"].aspects.food_quality, "positive");
    assert.deepEqual(insights.entities.problems, []);
  });

  await t.step("no contractor words, and the span is the one the data covers", () => {
    const text = `${insights.summary} ${insights.faq.map((entry) => `${entry.question} ${entry.answer}`).join(" ")}`;
    assert.doesNotMatch(text, /technician|fix it right|emergency|twelve months/i);
    assert.match(insights.summary, /Over the six months to June 2025, /);
    assert.match(text, /Which staff members do customers mention most\?/);
  });

  await t.step("one review talks, two reviews talk", () => {
    const answers = insights.faq.map((entry) => entry.answer).join(" ");
    assert.doesNotMatch(answers, /\b1 review talk\b|\b1 reviews\b/);
    assert.match(answers, /\bOnly 1 review talks about\b/);
    const one = deriveInsights({ business: bakery, reviews: reviews.slice(0, 1) }, { generatedAt: new Date(0) });
    assert.match(one.summary, /has 1 verified review from June 2025/);
    assert.doesNotMatch(one.summary, /Over the/);
    assert.ok(one.faq.some((entry) => entry.answer.startsWith("The only published review does not mention")));
  });

  await t.step("a law firm's FAQ asks about outcomes and calls its people attorneys", () => {
    const firm = normalizeBusiness({
      id: "firm",
      name: "Lee Law",
      category: "Attorney",
      technicians: [{ id: "ana-lee", name: "Ana Lee" }],
    });
    const legal = deriveInsights({
      business: firm,
      reviews: [review("01J00000000000000000000009", "2025-06-20", 5, "Ana won my case and kept me informed.")],
    }, { generatedAt: new Date(0) });
    assert.equal(legal.taxonomy, "legal");
    const questions = legal.faq.map((entry) => entry.question);
    assert.ok(questions.includes("Do clients get good outcomes?"));
    assert.ok(questions.includes("Which attorneys do clients mention most?"));
    assert.match(legal.summary, /Ana Lee is the attorney clients name most often \(1 review,/);
  });
});
