/**
 * The placeholder filler of one generated review: it puts the technician, area, service and amounts into phrase
 * templates and remembers which of them the text really named, so the generated dataset can check the entity
 * detector against what each review was meant to mention.
 */
import type { Day } from "./calendar.ts";
import { BIZ_NAMES, type Complaint, STORY_FRAMES, WHERE_PHRASES } from "./phrases.ts";
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

const GENERIC_TECH = ["the tech", "the technician", "the tech", "our tech", "the service tech"];
/** Repair-sized amounts for complaint stories, which read oddly with a $9,000 install price. */
const REPAIR_PRICE: readonly [number, number] = [189, 789];

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

export class Filler {
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
