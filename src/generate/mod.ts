/**
 * Deterministic generator of realistic review datasets, pure (no I/O).
 *
 * The bundled `data/reviews.json` is exactly the output of:
 *
 *     deno run -A main.ts generate --reviews 1650 --seed summit-2026 --end 2026-11-15 --out data/reviews.json
 *
 * (see {@link BUNDLED_DATASET}; tests/unit/generate_test.ts fails if the file drifts from the generator).
 * The same generator makes the 10k and 100k benchmark datasets.
 */
import type { OwnerReply, Review, ReviewsFile } from "../model/mod.ts";
import { SUMMIT_COMFORT } from "./business.ts";
import { buildCalendar, type Day, drawDay, isoDate, parseIsoDate } from "./calendar.ts";
import { composeText, drawComplaints, type TechRef } from "./compose.ts";
import { authorName, avatarUrl, type Source, SOURCE_WEIGHTS, sourceUrl } from "./people.ts";
import { Rng } from "./prng.ts";
import { ownerReplyText } from "./replies.ts";
import { type Scenario, SCENARIOS } from "./scenarios.ts";
import { AREA_WEIGHTS, STAFF } from "./staff.ts";
import { ulidAt } from "./ulid.ts";

export { SUMMIT_COMFORT } from "./business.ts";

/** Options of {@link generateReviewsFile}. */
export interface GenerateOptions {
  /** How many reviews to generate (0 or more). */
  reviews: number;
  /** Any string or number; the same seed and options always give the same file. */
  seed: string | number;
  /** Last possible review date, `YYYY-MM-DD`; defaults to {@link DEFAULT_END_DATE}. */
  endDate?: string;
  /** First possible review date; defaults to January 1st four years before the end date's year. */
  startDate?: string;
}

/** Default end of the generated period. Fixed rather than "today" so output never depends on the clock. */
export const DEFAULT_END_DATE = "2026-11-15";

/** The options that produced the bundled `data/reviews.json`. */
export const BUNDLED_DATASET = { reviews: 1650, seed: "summit-2026", endDate: "2026-11-15" } as const;

/** What the generator meant a review's text to mention, to check the entity detector against. */
export interface MentionIntent {
  technician: string | null;
  service: string | null;
  service_area: string | null;
}

/** A generated file plus, per review id, the mentions its text was written with. */
export interface GeneratedDataset {
  file: ReviewsFile;
  intents: Map<string, MentionIntent>;
}

type Rating = 1 | 2 | 3 | 4 | 5;

// Home-services ratings are J-shaped: mostly fives, a bump of ones. The last year is a little better
// (the business fixed its scheduling), which gives the insights something true to find.
const RATINGS_EARLIER: Readonly<Record<Rating, number>> = { 5: 76, 4: 10.5, 3: 4.3, 2: 3.2, 1: 6 };
const RATINGS_RECENT: Readonly<Record<Rating, number>> = { 5: 81, 4: 9.5, 3: 3.5, 2: 2.4, 1: 3.6 };
/** Chance that a review is a bare star rating, by rating (happy customers skip the text more often). */
const RATING_ONLY: Readonly<Record<Rating, number>> = { 5: 0.135, 4: 0.1, 3: 0.07, 2: 0.05, 1: 0.06 };
/** Chance of an owner reply, by rating: the owner answers nearly every bad review. */
const REPLY_RATE: Readonly<Record<Rating, number>> = { 5: 0.26, 4: 0.35, 3: 0.62, 2: 0.8, 1: 0.86 };
const UNVERIFIED_RATE = 0.03;
const AREA_MENTION_RATE = 0.4;
const DAY_MS = 86_400_000;

function chooseScenario(day: Day, rng: Rng): Scenario {
  let total = 0;
  const weights = SCENARIOS.map((s) => {
    let w = s.months[day.month - 1] * (1 + ((s.growth ?? 1) - 1) * day.progress);
    if (day.weather === "cold-snap") w *= s.coldSnap ?? 0.6;
    if (day.weather === "heat-wave") w *= s.heatWave ?? 0.6;
    total += w;
    return w;
  });
  let r = rng.next() * total;
  for (let i = 0; i < SCENARIOS.length; i++) {
    r -= weights[i];
    if (r < 0) return SCENARIOS[i];
  }
  return SCENARIOS[SCENARIOS.length - 1];
}

const TECH_REFS = new Map(STAFF.map((s) => {
  const full = SUMMIT_COMFORT.technicians.find((t) => t.id === s.id)!.name;
  return [s.id, { id: s.id, first: full.split(" ")[0], full, pronoun: s.pronoun }];
}));
/** Tech weights per day, trade and complaint flag; computed once per day, looked up for every review. */
const techWeightCache = new WeakMap<Day, Array<Record<string, number>>>();

function chooseTech(scenario: Scenario, day: Day, rating: Rating, rng: Rng): TechRef {
  let perDay = techWeightCache.get(day);
  if (!perDay) techWeightCache.set(day, perDay = []);
  const slot = (scenario.trade === "hvac" ? 0 : 2) + (rating <= 2 ? 1 : 0);
  let weights = perDay[slot];
  if (!weights) {
    const onStaff = STAFF.filter((s) =>
      s.trades.includes(scenario.trade) && (!s.from || s.from <= day.date) && (!s.until || s.until >= day.date)
    );
    weights = perDay[slot] = {};
    for (const s of onStaff.length > 0 ? onStaff : STAFF) {
      weights[s.id] = s.weight * (rating <= 2 ? s.complaintFactor : 1);
    }
  }
  return TECH_REFS.get(rng.weighted(weights))!;
}

/** The reviewer's first name for a reply greeting, or null for "The Smith Family"-style names. */
function firstNameOf(author: string): string | null {
  const first = author.split(/\s+/)[0];
  if (!/^[A-Za-z][a-z'-]+$/.test(first) || first.toLowerCase() === "the") return null;
  return first.charAt(0).toUpperCase() + first.slice(1);
}

/**
 * Generates a whole reviews file with the bundled business, plus what each text was meant to mention.
 * Reviews come newest first (date desc, then id desc), the published order.
 */
export function generateDataset(options: GenerateOptions): GeneratedDataset {
  const { reviews: count, seed } = options;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`reviews must be a non-negative integer: ${count}`);
  const endDate = options.endDate ?? DEFAULT_END_DATE;
  const endMs = parseIsoDate(endDate);
  const startDate = options.startDate ?? `${new Date(endMs).getUTCFullYear() - 4}-01-01`;
  if (parseIsoDate(startDate) > endMs) throw new RangeError(`start date ${startDate} is after end date ${endDate}`);

  const rng = new Rng(seed);
  const calendar = buildCalendar(startDate, endDate, rng);
  const areaNames = new Map(SUMMIT_COMFORT.service_areas.map((a) => [a.id, a.name]));
  const ids = new Set<string>();
  const generated: Array<{ review: Review; intent: MentionIntent }> = [];

  for (let i = 0; i < count; i++) {
    const day = drawDay(calendar, rng);
    const rating = Number(rng.weighted(day.recent ? RATINGS_RECENT : RATINGS_EARLIER)) as Rating;
    const scenario = chooseScenario(day, rng);
    const complaints = drawComplaints(rng, rating);
    // Nobody came on a no-show, and an office complaint often never involves a technician.
    const noTech = complaints[0] === "no-show" || (complaints[0] === "rude-office" && rng.chance(0.6));
    const tech = noTech ? null : chooseTech(scenario, day, rating, rng);
    const areaId = rng.weighted(AREA_WEIGHTS);
    const mentionArea = rng.chance(AREA_MENTION_RATE);
    const hasText = !rng.chance(RATING_ONLY[rating]);
    const composed = hasText
      ? composeText(
        { rating, scenario, tech, area: mentionArea ? areaNames.get(areaId)! : null, day, complaints },
        rng,
      )
      : null;

    const source = rng.weighted(SOURCE_WEIGHTS) as Source;
    const author = authorName(rng, source);
    const avatar = avatarUrl(rng, source);
    const url = sourceUrl(rng, source, SUMMIT_COMFORT);
    const verified = !rng.chance(UNVERIFIED_RATE);

    // The owner got more diligent about replying over the years.
    const replyChance = Math.min(0.97, REPLY_RATE[rating] * (0.75 + 0.5 * day.progress));
    let ownerReply: OwnerReply | null = null;
    if (rng.chance(replyChance)) {
      const delay = rating <= 2 ? rng.int(0, 3) : rng.int(0, 10);
      ownerReply = {
        text: ownerReplyText(
          {
            rating,
            firstName: firstNameOf(author),
            tech: composed?.namesTech ? tech!.first : null,
            pronoun: tech?.pronoun ?? "he",
            noun: composed?.noun ?? scenario.nouns[0],
            complaints: composed?.complaints ?? [],
            hasText: composed !== null,
            month: day.month,
          },
          SUMMIT_COMFORT,
          rng,
        ),
        // Never after the end of the period: the file is a snapshot taken on the end date.
        date: isoDate(Math.min(day.epochMs + delay * DAY_MS, endMs)),
      };
    }

    let id = ulidAt(day.epochMs + rng.int(0, DAY_MS - 1), rng);
    while (ids.has(id)) id = ulidAt(day.epochMs + rng.int(0, DAY_MS - 1), rng);
    ids.add(id);

    generated.push({
      review: {
        id,
        author,
        author_avatar_url: avatar,
        rating,
        date: day.date,
        text: composed?.text ?? null,
        source,
        source_url: url,
        owner_reply: ownerReply,
        verified,
      },
      intent: {
        technician: composed?.namesTech ? tech!.id : null,
        service: composed?.namesService ? scenario.service : null,
        service_area: composed?.namesArea ? areaId : null,
      },
    });
  }

  // ULIDs start with the timestamp, so id order is date order; newest first is the published order.
  generated.sort((a, b) => (a.review.id < b.review.id ? 1 : -1));
  return {
    file: { business: structuredClone(SUMMIT_COMFORT), reviews: generated.map((g) => g.review) },
    intents: new Map(generated.map((g) => [g.review.id, g.intent])),
  };
}

/** Generates a reviews file (business plus reviews, newest first); deterministic for a given seed and options. */
export function generateReviewsFile(options: GenerateOptions): ReviewsFile {
  return generateDataset(options).file;
}

/** Serialises a reviews file exactly as the CLI writes it (2-space JSON, trailing newline). */
export function formatReviewsFile(file: ReviewsFile): string {
  return JSON.stringify(file, null, 2) + "\n";
}
