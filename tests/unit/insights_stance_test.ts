import assert from "node:assert/strict";
import { analyzeReview } from "../../src/insights/mod.ts";
import { contextFor, readText } from "../helpers/analysis.ts";

// Analyser 2.15.0 (stance.ts): whose opinion a judgement is, and whether it is the reviewer's present verdict of this
// business. Praise someone else gave, the reviewer's hopes before the visit, what should have happened, the one good
// thing of a bad visit and a bystander's kindness are not the verdict; the reviewer's own words around them are. The
// sentences are our own, written for the classes; each is read on the text alone (3 stars). With 2.12.0, 21 of the
// 30 must-read cases read otherwise (checked case by case: most neutral, "a place this charming should have better
// service" praised the service); the other nine and the near misses are guards.

const contexts = { home: contextFor("Plumber"), food: contextFor("Restaurant"), general: contextFor("LocalBusiness") };
type Trade = keyof typeof contexts;
const read = (text: string, trade: Trade) => readText(text, contexts[trade]);

const MUST_READ: ReadonlyArray<readonly [Trade, string, "positive" | "negative", string?, string?]> = [
  // [trade, text, review label, aspect, aspect label]
  // Hearsay and others' praise, then the reviewer's own letdown.
  ["food", "People say the pizza is amazing. I found it soggy.", "negative"],
  ["food", "I heard the brisket was the best in town, so I ordered it. It was dry.", "negative"],
  ["food", "My friend kept telling me how good their lunches are. The sandwich was dry and bland.", "negative"],
  ["food", "Friends recommended it highly. We were not impressed.", "negative"],
  ["food", "The website says they have the best burgers in town. Mine was dry.", "negative"],
  // Hopes and expectations before the visit.
  ["food", "I expected a great meal. The steak was overcooked.", "negative", "food_quality", "negative"],
  ["food", "I was hoping for amazing tacos. They were soggy.", "negative", "food_quality", "negative"],
  ["food", "We thought it would be a fun night out. It was a disaster.", "negative"],
  ["food", "I was looking forward to a nice dinner. The service was slow and the food was cold.", "negative"],
  ["food", "We just wanted a nice, relaxing dinner. The room was loud.", "negative"],
  ["food", "I was in the mood for some amazing sushi. The rice was mushy.", "negative"],
  // What should have happened.
  ["food", "We were greeted rudely instead of a warm, friendly welcome.", "negative", "customer_service", "negative"],
  ["food", "A place this charming should have better service.", "positive", "customer_service", "negative"],
  ["food", "The food would be good if it was hot.", "negative", "food_quality", "negative"],
  ["food", "It was supposed to be a relaxing evening.", "negative"],
  // The one good thing of a bad visit, and kindness from someone who is not the business.
  ["food", "The only redeeming quality was our server, who was very sweet. The food was inedible.", "negative"],
  ["food", "Luckily a nice guy at the next table let us sit with him. Our waitress never came back.", "negative"],
  // Someone's words in a quotation, and what an exception sets apart.
  ["food", 'The manager told us "you will love our amazing new menu". The food was cold and bland.', "negative"],
  ["food", "Other than the great cocktails, the evening was a letdown.", "negative"],
  // Praise of another location of the same name is not this one's.
  [
    "food",
    "The other location has friendly staff. Here the staff were rude.",
    "negative",
    "customer_service",
    "negative",
  ],
  ["food", "Most places in town serve bland, greasy pho. This one is fresh and fragrant.", "positive"],
  ["home", "We had a horrible experience with our last plumber. Joe was prompt and honest.", "positive"],
  ["food", "Tired of the terrible service at most sushi places, we gave this one a try and loved it.", "positive"],
  ["food", "We got much better service from the diner next door. Here the waiter was slow.", "negative"],
  ["food", "It was voted the best brunch in town. The eggs were cold and the toast was burnt.", "negative"],
  // The reviewer's own verdict after what was heard or hoped for keeps its weight.
  ["food", "I had heard great things and they lived up to every one.", "positive"],
  ["home", "My neighbour swears by them, but our installer was rude.", "negative", "professionalism", "negative"],
  ["food", "I expected to wait a while, and the food came out fast and hot.", "positive", "food_quality", "positive"],
  ["food", "I had heard great things, the food was every bit as good.", "positive", "food_quality", "positive"],
  ["food", "I expected little, but the pasta was fantastic.", "positive", "food_quality", "positive"],
];

// Near misses: the same words where the judgement is the reviewer's own, or is advice, or a complaint.
const MUST_NOT_READ: ReadonlyArray<readonly [Trade, string, string, string?]> = [
  // [trade, text, what must not be, aspect]
  ["food", "I have to say the food was amazing.", "neutral"],
  ["food", "Needless to say, the food was amazing.", "neutral"],
  ["food", "Better than I expected, and the staff were lovely.", "neutral"],
  ["food", "I'm looking forward to going back for the lamb.", "negative"],
  ["general", "I'm so excited to have found this shop!", "neutral"],
  ["food", "I thought it was innovative and tasty.", "neutral"],
  ["food", "I wanted to thank the staff for a wonderful evening.", "neutral"],
  ["food", "You should have the fish, it is superb.", "neutral"],
  ["food", "My wife told the waiter her fish was cold and dry.", "positive"],
  ["food", "The people next to us were loud and rude.", "positive"],
  ["food", "The only thing better than the food is the view.", "negative"],
  ["food", 'The waiter said "best steak in town" and he was right, it was perfect.', "negative"],
  ["food", "Other than the wait, everything was perfect.", "negative"],
  ["food", "It would be great for a date if you want somewhere quiet.", "negative"],
  ["food", "This is the most amazing place in town.", "neutral"],
  ["home", "Compared with the other company they were slow and rude.", "positive"],
  ["general", "Save yourself the hassle and buy from a different shop.", "positive"],
  ["food", "The manager said sorry and gave us free dessert, which was lovely.", "neutral"],
  ["general", "Instead of losing some teeth I have teeth that look really good.", "negative"],
  ["general", "Instead of a new unit we got a cheap repair that works great.", "negative"],
  ["general", "Instead of waiting a week they came the same day and were very friendly.", "negative"],
  ["food", "It is rated the best pizza in town, and it truly is amazing.", "negative"],
  ["food", "The patio is supposed to be the best in town, and it is lovely.", "negative"],
  ["food", 'Sure, "fresh" fish.', "positive"],
];

Deno.test("analyser 2.15.0 reads judgements that are not the reviewer's verdict as such", () => {
  for (const [trade, text, label, aspect, aspectLabel] of MUST_READ) {
    const analysis = read(text, trade);
    assert.equal(analysis.sentiment, label, `${text}: ${JSON.stringify(analysis)}`);
    if (aspect) assert.equal(analysis.aspects[aspect], aspectLabel, `${text}: ${JSON.stringify(analysis.aspects)}`);
  }
});

Deno.test("analyser 2.15.0 leaves the reviewer's own words in those shapes alone", () => {
  for (const [trade, text, not, aspect] of MUST_NOT_READ) {
    const analysis = read(text, trade);
    const got = aspect ? analysis.aspects[aspect] : analysis.sentiment;
    assert.notEqual(got, not, `${text}: ${JSON.stringify(analysis)}`);
  }
});

Deno.test("praise someone else gave weighs less than the same praise said by the reviewer", () => {
  const own = analyzeReview({ text: "The tacos are amazing.", rating: 3 }, contexts.food).score;
  const heard = analyzeReview({ text: "Everyone says the tacos are amazing.", rating: 3 }, contexts.food).score;
  assert.ok(heard > 0 && heard < own, `own ${own}, heard ${heard}`);
});

Deno.test("a complaint keeps its weight in someone else's words and in what should have happened", () => {
  const plain = analyzeReview({ text: "The soup was cold and bland.", rating: 3 }, contexts.food).score;
  const told = analyzeReview({ text: "My husband said the soup was cold and bland.", rating: 3 }, contexts.food).score;
  assert.equal(told, plain);
});

Deno.test("the reviewer's party's words at the visit and the reviewer's own verb after hearsay keep their weight", () => {
  const score = (text: string) => analyzeReview({ text, rating: 3 }, contexts.food).score;
  assert.equal(
    score("My wife said the steak was the best she has ever had."),
    score("The steak was the best she has ever had."),
  );
  const own = score("We went there with a friend and loved it.");
  const heard = score("We heard about it from a friend and loved it.");
  assert.ok(heard >= own * 0.9, `own ${own}, heard ${heard}`);
});
