import type { Day } from "./calendar.ts";
import {
  AREA_SENTENCES,
  type Aspect,
  ASPECT_PHRASES,
  BACKSTORY,
  BIZ_NAMES,
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
  STORY_FRAMES,
  TECH_PRAISE,
  WHERE_PHRASES,
} from "./phrases.ts";
import type { Rng } from "./prng.ts";
import type { Scenario } from "./scenarios.ts";

/** The technician of a job as a review can refer to them. */
export interface TechRef {
  /** Technician id in the business. */
  id: string;
  first: string;
  full: string;
  pronoun: "he" | "she";
}

/** Everything decided about a review before its text is written. */
export interface TextPlan {
  rating: 1 | 2 | 3 | 4 | 5;
  scenario: Scenario;
  /** The technician on the job; null when nobody came (no-show) or the review is about the office. */
  tech: TechRef | null;
  /** Town name to mention, or null. */
  area: string | null;
  day: Day;
  /** What went wrong, for 1-2 star reviews (see {@link drawComplaints}); empty otherwise. */
  complaints: Complaint[];
}

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
const GENERIC_TECH = ["the tech", "the technician", "the tech", "our tech", "the service tech"];
/** Repair-sized amounts for complaint stories, which read oddly with a $9,000 install price. */
const REPAIR_PRICE: readonly [number, number] = [189, 789];

const PROTECTED_WORDS =
  /furnace|heater|water|drain|sewer|sewage|thermostat|ecobee|pipe|leak|condition|purifier|quality|replace|install|tankless|emergency|maintenance|cooling|heating|ductwork|spigot|froze|service|repair/;

/** Phrases tied to a time of year, and the months they can appear in (no Thanksgiving clogs in April). */
const SEASONAL_WORDS: ReadonlyArray<[RegExp, readonly number[]]> = [
  [/Thanksgiving/, [11, 12]],
  [/Christmas|New Year/, [12, 1]],
  [/Fourth of July/, [7, 8]],
  [/snowstorm|below zero|ten below|coldest night|cold snap|dropped below/, [11, 12, 1, 2, 3]],
  [/heat wave|97 degree|this heat|in July/, [5, 6, 7, 8, 9]],
  [/middle of winter|in January/, [11, 12, 1, 2, 3]],
  [/last summer/, [9, 10, 11, 12, 1, 2, 3, 4, 5]],
];

const seasonCache = new WeakMap<readonly string[], Map<number, readonly string[]>>();

/** The phrases of `bank` that fit `month` (all of them if none would). Cached: banks are module constants. */
function inSeason(bank: readonly string[], month: number): readonly string[] {
  let byMonth = seasonCache.get(bank);
  if (!byMonth) seasonCache.set(bank, byMonth = new Map());
  let usable = byMonth.get(month);
  if (!usable) {
    usable = bank.filter((p) => SEASONAL_WORDS.every(([re, months]) => !re.test(p) || months.includes(month)));
    if (usable.length === 0) usable = bank;
    byMonth.set(month, usable);
  }
  return usable;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const nameless = new WeakMap<readonly string[], readonly string[]>();

/** The phrases of `bank` that do not address the technician by name. */
function withoutName(bank: readonly string[]): readonly string[] {
  let usable = nameless.get(bank);
  if (!usable) nameless.set(bank, usable = bank.filter((phrase) => !/\{name\}/i.test(phrase)));
  return usable;
}

/** Fills one review's placeholders, remembering which names it actually used. */
class Filler {
  namesTech = false;
  namesArea = false;
  namesService = false;
  #techIntroduced = false;
  #fullUsed = false;
  #genericTech: string;
  readonly noun: string;
  readonly #amount: string;
  readonly #smallAmount: string;

  constructor(
    private readonly plan: TextPlan,
    private readonly rng: Rng,
    private readonly techMode: "first" | "full" | "generic",
  ) {
    this.#genericTech = rng.pick(GENERIC_TECH);
    this.noun = rng.pick(plan.scenario.nouns);
    this.#amount = dollars(rng, plan.scenario.price);
    this.#smallAmount = plan.scenario.price[1] > 2000 ? dollars(rng, REPAIR_PRICE) : this.#amount;
  }

  #tech(): string {
    this.#techIntroduced = true;
    const tech = this.plan.tech;
    if (!tech || this.techMode === "generic") return this.#genericTech;
    this.namesTech = true;
    if (this.techMode === "full" && !this.#fullUsed) {
      this.#fullUsed = true;
      return tech.full;
    }
    return tech.first;
  }

  #pronoun(key: string): string {
    // A pronoun before the tech was ever named reads wrong ("He was great." out of nowhere): name them instead.
    if (!this.#techIntroduced && (key === "he" || key === "him")) return this.#tech();
    const she = this.plan.tech?.pronoun === "she";
    switch (key) {
      case "he":
        return she ? "she" : "he";
      case "him":
        return she ? "her" : "him";
      case "his":
        return she ? "her" : "his";
      default:
        return she ? "herself" : "himself";
    }
  }

  /** Replaces placeholders; `small` picks a repair-sized amount for complaint text. */
  fill(template: string, small = false): string {
    return template.replace(/\{(\w+)\}/g, (_, key: string) => {
      const lower = key.toLowerCase();
      const upper = key !== lower;
      let value: string;
      switch (lower) {
        case "tech":
          value = this.#tech();
          break;
        case "he":
        case "him":
        case "his":
        case "himself":
          value = this.#pronoun(lower);
          break;
        case "name":
          // Only reachable through pick(), which drops {name} phrases when the tech is not named.
          value = this.plan.tech?.first ?? "";
          this.namesTech = this.plan.tech !== null;
          this.#techIntroduced = true;
          break;
        case "where":
          value = this.plan.area && !this.namesArea && this.rng.chance(0.9)
            ? this.fill(this.rng.pick(WHERE_PHRASES))
            : "";
          break;
        case "area":
          this.namesArea = true;
          value = this.plan.area ?? "town";
          break;
        case "noun":
          this.namesService = true;
          value = this.noun;
          break;
        case "amount":
          value = small ? this.#smallAmount : this.#amount;
          break;
        case "cold":
          value = String(this.rng.int(46, 58));
          break;
        case "hot":
          value = String(this.rng.int(82, 92));
          break;
        case "biz":
          value = this.rng.pick(BIZ_NAMES);
          break;
        case "p":
          value = this.problem();
          break;
        default:
          value = `{${key}}`;
      }
      return upper ? capitalize(value) : value;
    });
  }

  /** Whether phrases addressing the tech by name ("Thanks {name}!") can be used in this review. */
  get canName(): boolean {
    return this.plan.tech !== null && this.techMode !== "generic";
  }

  /** Picks a phrase from a bank and fills it, skipping `{name}` phrases when the tech is not named. */
  pick(bank: readonly string[], small = false): string {
    const usable = this.canName ? bank : withoutName(bank);
    return this.fill(this.rng.pick(inSeason(usable, this.plan.day.month)), small);
  }

  /** The customer's account of the problem, which names the service. */
  problem(): string {
    this.namesService = true;
    return this.fill(this.rng.pick(inSeason(this.plan.scenario.problems, this.plan.day.month)));
  }

  /** The problem set in one of the story frames. */
  story(): string {
    const frame = this.rng.pick(STORY_FRAMES);
    const clause = this.problem();
    return this.fill(frame.replace("{P}", capitalize(clause)).replace("{p}", clause));
  }

  fix(): string {
    return this.fill(this.rng.pick(inSeason(this.plan.scenario.fixes, this.plan.day.month)));
  }
}

/** A plausible invoice amount: round-ish, and often ending in 9 like real price lists. */
function dollars(rng: Rng, [lo, hi]: readonly [number, number]): string {
  const raw = lo + (hi - lo) * rng.next() ** 1.6;
  const value = raw >= 1000 ? Math.round(raw / 50) * 50 : Math.round(raw / 10) * 10 - (rng.chance(0.5) ? 1 : 0);
  // Manual grouping: toLocaleString is slow enough to matter at 100k reviews.
  return `$${String(value).replace(/\B(?=(\d{3})+$)/g, ",")}`;
}

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
