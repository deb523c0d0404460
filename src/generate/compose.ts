/**
 * Writes one generated review's text from its plan: a happy, mixed or unhappy shape of openers, aspect phrases,
 * stories and closers at a drawn length, then roughened like real typing. Placeholders are filled by `Filler`.
 */
import {
  AREA_SENTENCES,
  type Aspect,
  ASPECT_PHRASES,
  BACKSTORY,
  CLOSERS_FOUR,
  CLOSERS_MIXED,
  CLOSERS_NEGATIVE,
  CLOSERS_POSITIVE,
  COMPARISONS,
  type Complaint,
  COMPLAINTS,
  FRUSTRATIONS,
  GRIPES_MINOR,
  MISSPELLINGS,
  ONE_LINERS_NEGATIVE,
  ONE_LINERS_POSITIVE,
  OPENERS_MIXED,
  OPENERS_NEGATIVE,
  OPENERS_POSITIVE,
  SARCASM,
  SOFTENERS_NEGATIVE,
  TECH_PRAISE,
} from "./phrases.ts";
import { Filler, type TextPlan } from "./filler.ts";
import type { Rng } from "./prng.ts";

export type { TechRef, TextPlan } from "./filler.ts";

/** A written review and what it was meant to mention, for checking the entity detector against. */
export interface ComposedText {
  text: string;
  /** True when the text names the technician (not just "the tech"). */
  namesTech: boolean;
  namesArea: boolean;
  /** True when the text talks about the scenario's service in words a reader would recognise. */
  namesService: boolean;
  /** The complaints the text actually tells, for the owner reply. */
  complaints: Complaint[];
  /** The short job name used, for the owner reply. */
  noun: string;
}

const ASPECTS = Object.keys(ASPECT_PHRASES) as Aspect[];
const COMPLAINT_WEIGHTS: Readonly<Record<Complaint, number>> = {
  "no-show": 14,
  overcharged: 20,
  "came-back": 20,
  "rude-office": 10,
  upsell: 14,
  "never-called-back": 12,
  damage: 4,
  "slow-scheduling": 8,
};
/** How a review refers to the technician: first name, full name, or just "the tech". */
const TECH_MODES = { first: 72, full: 12, generic: 16 } as const;

const PROTECTED_WORDS =
  /furnace|heater|water|drain|sewer|sewage|thermostat|ecobee|pipe|leak|condition|purifier|quality|replace|install|tankless|emergency|maintenance|cooling|heating|ductwork|spigot|froze|service|repair/;

type Length = "one" | "short" | "medium" | "long";

const LENGTHS: Readonly<Record<number, Readonly<Record<Length, number>>>> = {
  5: { one: 26, short: 32, medium: 28, long: 14 },
  4: { one: 14, short: 34, medium: 34, long: 18 },
  3: { one: 12, short: 30, medium: 34, long: 24 },
  2: { one: 10, short: 26, medium: 36, long: 28 },
  1: { one: 10, short: 24, medium: 34, long: 32 },
};

function aspectPhrases(f: Filler, rng: Rng, polarity: "positive" | "negative", count: number, skip: Aspect[] = []) {
  const aspects = rng.sample(ASPECTS.filter((a) => !skip.includes(a)), count);
  return {
    aspects,
    sentences: aspects.map((a) => f.pick(ASPECT_PHRASES[a][polarity], polarity === "negative")),
  };
}

/** Splits sentences into paragraphs for long reviews. */
function paragraphs(rng: Rng, groups: string[][]): string {
  return groups.filter((g) => g.length > 0).map((g) => g.join(" ")).join(rng.chance(0.85) ? "\n\n" : "\n");
}

function happy(f: Filler, plan: TextPlan, rng: Rng, length: Length): string {
  const hasTech = plan.tech !== null;
  const areaLine = () => plan.area && !f.namesArea && rng.chance(0.8) ? [f.pick(AREA_SENTENCES)] : [];
  if (length === "one") {
    const line = f.pick(ONE_LINERS_POSITIVE);
    if (!plan.area || !rng.chance(0.25)) return line;
    return `${/[.!?]$/.test(line) ? line : `${line}.`} ${areaLine().join("")}`.trim();
  }
  // Picked later, in reading order (a gripe may say "he").
  const gripe = plan.rating === 4 ? [GRIPES_MINOR] : [];
  const closer = () => f.pick(plan.rating === 4 && rng.chance(0.7) ? CLOSERS_FOUR : CLOSERS_POSITIVE);
  if (length === "short") {
    // Built in reading order, so the first mention of the tech is a name and later ones can be pronouns.
    const parts = [rng.chance(0.8) ? f.story() : f.pick(OPENERS_POSITIVE)];
    if (rng.chance(0.35)) parts.push(f.fix());
    parts.push(
      hasTech && rng.chance(0.6) ? f.pick(TECH_PRAISE) : aspectPhrases(f, rng, "positive", 1).sentences[0],
    );
    parts.push(...gripe.map((g) => f.pick(g)), ...areaLine());
    if (rng.chance(0.5)) parts.push(closer());
    return parts.join(" ");
  }
  const long = length === "long";
  const opener = rng.chance(0.45) ? [f.pick(OPENERS_POSITIVE)] : [];
  const backstory = rng.chance(long ? 0.6 : 0.15) ? [rng.pick(BACKSTORY)] : [];
  const story = [f.story(), ...backstory, ...(rng.chance(long ? 1 : 0.7) ? [f.fix()] : [])];
  const comparison = rng.chance(long ? 0.6 : 0.15) ? [f.pick(COMPARISONS)] : [];
  const praise = hasTech && rng.chance(0.8) ? [f.pick(TECH_PRAISE)] : [];
  const aspects = aspectPhrases(f, rng, "positive", long ? rng.int(3, 4) : rng.int(1, 2)).sentences;
  const ending = [...gripe.map((g) => f.pick(g)), ...areaLine(), ...(rng.chance(0.8) ? [closer()] : [])];
  if (!long) return [...opener, ...story, ...comparison, ...praise, ...aspects, ...ending].join(" ");
  return paragraphs(rng, [[...opener, ...story], [...comparison, ...praise, ...aspects], ending]);
}

function mixed(f: Filler, plan: TextPlan, rng: Rng, length: Length): string {
  if (length === "one") return f.pick(ONE_LINERS_NEGATIVE[3]);
  const opener = rng.chance(0.5) ? [f.pick(OPENERS_MIXED)] : [];
  const story = [f.story(), ...(rng.chance(0.5) ? [f.fix()] : [])];
  const good = plan.tech && rng.chance(0.6)
    ? { aspects: [] as Aspect[], sentences: [f.pick(TECH_PRAISE)] }
    : aspectPhrases(f, rng, "positive", 1);
  const bad = aspectPhrases(f, rng, "negative", length === "short" ? 1 : rng.int(1, 2), good.aspects).sentences;
  const gripe = rng.chance(0.3) ? [f.pick(GRIPES_MINOR, true)] : [];
  const closer = rng.chance(0.7) ? [f.pick(CLOSERS_MIXED)] : [];
  if (length === "long") return paragraphs(rng, [[...opener, ...story], [...good.sentences, ...bad, ...gripe], closer]);
  return [...opener, ...story, ...good.sentences, ...bad, ...gripe, ...closer].join(" ");
}

function unhappy(f: Filler, plan: TextPlan, rng: Rng, length: Length, complaints: Complaint[]): string {
  if (length === "one") {
    // Either the complaint in one breath, or a generic grumble that tells no particular story.
    if (rng.chance(0.5)) {
      const line = f.pick(COMPLAINTS[complaints[0]], true);
      return rng.chance(0.5) ? `${line} ${rng.pick(CLOSERS_NEGATIVE)}` : line;
    }
    complaints.length = 0;
    return f.pick(ONE_LINERS_NEGATIVE[plan.rating as 1 | 2], true);
  }
  const rating = plan.rating;
  const opener = rng.chance(rating === 1 ? 0.55 : 0.4) ? [f.pick(OPENERS_NEGATIVE)] : [];
  const story = rng.chance(rating === 1 ? 0.8 : 0.9) ? [f.story()] : [];
  const visited = !complaints.includes("no-show");
  if (visited && story.length > 0 && (complaints.includes("came-back") || rng.chance(0.25))) story.push(f.fix());
  const told = complaints.map((c) => f.pick(COMPLAINTS[c], true));
  const softener = visited && plan.tech && rng.chance(rating === 2 ? 0.45 : 0.2) ? [f.pick(SOFTENERS_NEGATIVE)] : [];
  const extra = rng.chance(length === "short" ? 0.3 : 0.6) ? aspectPhrases(f, rng, "negative", 1).sentences : [];
  const frustration = rng.chance(length === "long" ? 0.7 : 0.1) ? [rng.pick(FRUSTRATIONS)] : [];
  const sarcasm = rng.chance(rating === 1 ? 0.3 : 0.12) ? [f.pick(SARCASM, true)] : [];
  const closer = rng.chance(0.7) ? [f.pick(CLOSERS_NEGATIVE)] : [];
  if (length === "long") {
    return paragraphs(rng, [[...opener, ...story], [...told, ...frustration, ...softener, ...extra], [
      ...sarcasm,
      ...closer,
    ]]);
  }
  return [...opener, ...story, ...told, ...frustration, ...softener, ...extra, ...sarcasm, ...closer].join(" ");
}

/** Picks the complaint kinds behind a 1-2 star review. */
export function drawComplaints(rng: Rng, rating: number): Complaint[] {
  if (rating > 2) return [];
  const first = rng.weighted(COMPLAINT_WEIGHTS);
  if (rating === 2 || first === "no-show" || rng.chance(0.6)) return [first];
  const second = rng.weighted(COMPLAINT_WEIGHTS);
  return second === first || second === "no-show" ? [first] : [first, second];
}

/** Small human imperfections: typos, all-lowercase, missing final period, extra exclamation marks. */
function roughen(text: string, rating: number, rng: Rng): string {
  let out = text;
  if (rng.chance(0.1)) {
    const [pattern, replacement] = rng.pick(MISSPELLINGS);
    out = out.replace(pattern, replacement);
  }
  if (rng.chance(0.07)) {
    // Swap two adjacent letters inside one longer lowercase word.
    // Domain words are left alone so a typo never hides what the review is about.
    const words = [...out.matchAll(/\b[a-z]{6,}\b/g)].filter((m) => !PROTECTED_WORDS.test(m[0]));
    if (words.length > 0) {
      const match = rng.pick(words);
      const i = rng.int(1, match[0].length - 3);
      const word = match[0];
      const typo = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      out = out.slice(0, match.index) + typo + out.slice(match.index! + word.length);
    }
  }
  if (rating === 5 && rng.chance(0.15)) out = out.replace(/\.$/, rng.pick(["!", "!!", "!!!"]));
  if (rng.chance(0.05)) out = out.replace(/[.!]$/, "");
  // Short notes typed on a phone are sometimes all lowercase.
  if (rng.chance(out.length < 120 ? 0.06 : 0.02)) out = out.toLowerCase().replace(/\bi\b/g, "i");
  return out;
}

/**
 * Writes the text of one review from the plan. The rating sets the tone: 5 is praise, 4 praise with a small
 * gripe, 3 mixed, 1-2 a complaint story.
 */
export function composeText(plan: TextPlan, rng: Rng): ComposedText {
  const techMode = rng.weighted(TECH_MODES);
  const f = new Filler(plan, rng, techMode);
  const length = rng.weighted(LENGTHS[plan.rating]);
  const complaints = [...plan.complaints];
  let text: string;
  if (plan.rating >= 4) text = happy(f, plan, rng, length);
  else if (plan.rating === 3) text = mixed(f, plan, rng, length);
  else text = unhappy(f, plan, rng, length, complaints);
  return {
    text: roughen(text.replace(/ {2,}/g, " ").trim(), plan.rating, rng),
    namesTech: f.namesTech,
    namesArea: f.namesArea,
    namesService: f.namesService,
    complaints,
    noun: f.noun,
  };
}
