import { isIsoDate } from "../model/date.ts";
import type { Rng } from "./prng.ts";

const DAY_MS = 86_400_000;

/** Weather that changes what people call about: cold snaps freeze pipes, heat waves kill air conditioners. */
export type Weather = "cold-snap" | "heat-wave" | null;

/** One calendar day of the generated period. */
export interface Day {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Midnight UTC of the day, in epoch milliseconds. */
  epochMs: number;
  /** 1..12. */
  month: number;
  /** Position in the period, 0 at the first day and 1 at the last. */
  progress: number;
  /** True in the last 365 days of the period. */
  recent: boolean;
  weather: Weather;
}

/** The days of the period with cumulative weights, for drawing review dates. */
export interface Calendar {
  days: Day[];
  cumulative: Float64Array;
}

/** Review volume by month: HVAC companies get the most calls (and reviews) in the hottest and coldest months. */
const MONTH_VOLUME = [1.3, 1.15, 0.85, 0.75, 0.85, 1.15, 1.35, 1.25, 0.85, 0.9, 1.05, 1.3];
/** Fewer jobs (and so fewer reviews) on weekends, Sunday 0 .. Saturday 6. */
const WEEKDAY_VOLUME = [0.65, 1.05, 1.05, 1.0, 1.0, 0.95, 0.8];

/** Formats epoch milliseconds as a UTC `YYYY-MM-DD`. */
export function isoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** Parses a `YYYY-MM-DD` date to midnight UTC; throws on anything else (callers validate user input first). */
export function parseIsoDate(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

/** Picks `count` stretches of `length` days, each starting between the two month-day bounds of `year`. */
function spells(
  rng: Rng,
  year: number,
  from: [number, number],
  spanDays: number,
  count: number,
  length: [number, number],
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const first = Date.UTC(year, from[0] - 1, from[1]);
  for (let i = 0; i < count; i++) {
    const start = first + rng.int(0, spanDays) * DAY_MS;
    out.push([start, start + (rng.int(length[0], length[1]) - 1) * DAY_MS]);
  }
  return out;
}

/**
 * Builds the period from `start` to `end` (inclusive) with a weight per day: the business grows (about three
 * times the reviews at the end as at the start), volume is seasonal, and a few seeded cold snaps and heat waves
 * per year bring bursts of frozen-pipe and dead-AC calls.
 */
export function buildCalendar(start: string, end: string, rng: Rng): Calendar {
  const startMs = parseIsoDate(start);
  const endMs = parseIsoDate(end);
  const firstYear = new Date(startMs).getUTCFullYear();
  const lastYear = new Date(endMs).getUTCFullYear();
  const cold: Array<[number, number]> = [];
  const heat: Array<[number, number]> = [];
  for (let year = firstYear - 1; year <= lastYear; year++) {
    // Winter snaps start between Dec 5 and late February of the following year.
    cold.push(...spells(rng, year, [12, 5], 80, rng.int(1, 2), [3, 5]));
    heat.push(...spells(rng, year, [6, 15], 60, rng.int(1, 2), [4, 7]));
  }
  const inside = (ms: number, list: Array<[number, number]>) => list.some(([a, b]) => ms >= a && ms <= b);
  const total = Math.max(1, Math.round((endMs - startMs) / DAY_MS));
  const days: Day[] = [];
  const cumulative = new Float64Array(total + 1);
  let sum = 0;
  for (let i = 0; i <= total; i++) {
    const epochMs = startMs + i * DAY_MS;
    const date = new Date(epochMs);
    const progress = i / total;
    const weather: Weather = inside(epochMs, cold) ? "cold-snap" : inside(epochMs, heat) ? "heat-wave" : null;
    const growth = 0.85 + 1.9 * progress ** 1.3;
    const burst = weather === "cold-snap" ? 2.3 : weather === "heat-wave" ? 1.7 : 1;
    sum += growth * MONTH_VOLUME[date.getUTCMonth()] * WEEKDAY_VOLUME[date.getUTCDay()] * burst;
    cumulative[i] = sum;
    days.push({
      date: isoDate(epochMs),
      epochMs,
      month: date.getUTCMonth() + 1,
      progress,
      recent: endMs - epochMs < 365 * DAY_MS,
      weather,
    });
  }
  return { days, cumulative };
}

/** Draws one day, with probability proportional to its weight. */
export function drawDay(calendar: Calendar, rng: Rng): Day {
  const { cumulative } = calendar;
  const target = rng.next() * cumulative[cumulative.length - 1];
  let lo = 0, hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid] > target) hi = mid;
    else lo = mid + 1;
  }
  return calendar.days[lo];
}
