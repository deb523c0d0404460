import assert from "node:assert/strict";
import { buildMentionLexicon, detectMentions } from "../../src/entities/detect.ts";
import { SUMMIT_COMFORT } from "../../src/generate/business.ts";

const business = {
  ...SUMMIT_COMFORT,
  technicians: [...SUMMIT_COMFORT.technicians, { id: "sabrina-cole", name: "Sabrina Cole" }],
};
const lexicon = buildMentionLexicon(business);
const staff = (text: string) => detectMentions(text, lexicon).technicians;
const services = (text: string) => detectMentions(text, lexicon).services;

Deno.test("staff first names count only where they name the person", async (t) => {
  await t.step("not inside place names, other people's names or business names", () => {
    assert.deepEqual(staff("We just moved to San Diego."), []);
    assert.deepEqual(staff("Dr. Sabrina Marcus referred me here."), []);
    assert.deepEqual(staff("We live in the Brandon area."), []);
    assert.deepEqual(staff("Better than Snake and Jake's down the road."), []);
    assert.deepEqual(staff("Diego Lopez from another company quoted more."), []);
    assert.deepEqual(staff("Marcus Street was closed."), []);
  });
  await t.step("still found by first name, after titles, at sentence starts and with their own surname", () => {
    assert.deepEqual(staff("We live in San Diego and Diego came out."), ["diego-ramirez"]);
    assert.deepEqual(staff("Thanks Diego!"), ["diego-ramirez"]);
    assert.deepEqual(staff("Tech Marcus was on time."), ["marcus-bell"]);
    assert.deepEqual(staff("Great job. Kevin explained everything."), ["kevin-walsh"]);
    assert.deepEqual(staff("Our tech, Omar, was great."), ["omar-haddad"]);
    assert.deepEqual(staff("Sabrina Cole was great."), ["sabrina-cole"]);
    assert.deepEqual(staff("Jake's van was spotless."), ["jake-sorensen"]);
    assert.deepEqual(staff("Marcus I think was his name."), ["marcus-bell"]);
    // Two staff share the surname Cole: "Dr. Cole" names both, as a shared first name does.
    assert.deepEqual(staff("Dr. Cole was gentle, and Mr Walsh called back.").sort(), [
      "brandon-cole",
      "kevin-walsh",
      "sabrina-cole",
    ]);
  });
});

Deno.test("service cues need the service, not an everyday word", () => {
  assert.deepEqual(services("We came on a Sunday afternoon."), []);
  assert.deepEqual(services("Booked for New Years Eve."), []);
  assert.deepEqual(services("A bird built a nest under the porch."), []);
  assert.deepEqual(services("The car was leaking oil."), []);
  assert.deepEqual(services("The battery drains quickly and it produces little to no heat."), []);
  assert.deepEqual(services("They installed our Nest thermostat."), ["thermostat-installation"]);
  assert.deepEqual(services("The pipe under the sink was leaking."), ["leak-repair"]);
  assert.deepEqual(services("Our kitchen drain was clogged."), ["drain-cleaning"]);
  assert.deepEqual(services("They came out for an emergency at 2 am."), ["emergency-service"]);
});
