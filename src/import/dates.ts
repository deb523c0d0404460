/**
 * Dates as exports write them, to `YYYY-MM-DD`: ISO dates and timestamps (`2025-03-15`, `2025-03-15T10:02:11Z`),
 * numeric dates with `/`, `.` or `-` (`15/03/2025`, `3/15/25`, `15.03.2025 14:20`) and English month names
 * (`15 March 2025`, `Mar 15, 2025`, `Sat, 15 Mar 2025`). Whether `03/04/2025` is the 3rd of April or the 4th of
 * March is decided once per column, from the values that can only be read one way: a column holding `15/03` is
 * day first. A time after the date is ignored: the date is the one the export wrote.
 */
import { isIsoDate, MONTH_NAMES } from "../model/date.ts";

/** Day first (most of the world) or month first (the US). */
export type DateOrder = "dmy" | "mdy";

export type DateResult = { ok: true; date: string } | { ok: false; reason: string };

/**
 * Each `YYYY-MM-DD` seen, as one shared string when it is a real date from 1970 on (null when not): an export has
 * a few thousand distinct days, and its reviews then share their date strings rather than each keeping a copy.
 */
const KNOWN_DAYS = new Map<string, string | null>();
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T ])/;
const YEAR_FIRST = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})(?:$|[ ,T])/;
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?:$|[ ,T])/;
const DAY_MONTH_NAME = /^(\d{1,2})(?:st|nd|rd|th)?[\s/-]+([a-z]+)\.?,?[\s/-]+(\d{4})(?:$|[ ,T])/i;
const MONTH_NAME_DAY = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:$|[ ,T])/i;
const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i;

const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());

/** 1..12 for an English month name or its abbreviation (`Mar`, `Sept`, `March`), else null. */
function monthNumber(name: string): number | null {
  const lower = name.toLowerCase();
  if (lower.length < 3) return null;
  const index = MONTHS.findIndex((month) => month.startsWith(lower));
  return index >= 0 ? index + 1 : null;
}

function fullYear(text: string): number {
  const year = Number(text);
  if (text.length === 4) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The order a column of dates is written in, from the numeric values that are unambiguous (a first part above 12
 * is a day, a second part above 12 is a day). With no evidence: day first for dotted dates (`03.04.2025` is
 * European), month first for slashes and dashes.
 */
export function decideDateOrder(values: Iterable<string>): DateOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  let dotted = 0;
  let other = 0;
  for (const value of values) {
    // Most columns hold ISO dates, which the separator at the second or third character already rules out.
    if (!mayBeNumeric(value)) continue;
    const match = NUMERIC.exec(value.trim());
    if (!match) continue;
    const [first, second] = [Number(match[1]), Number(match[3])];
    if (first > 12 && second <= 12) dayFirst++;
    else if (second > 12 && first <= 12) monthFirst++;
    if (match[2] === ".") dotted++;
    else other++;
  }
  if (dayFirst !== monthFirst) return dayFirst > monthFirst ? "dmy" : "mdy";
  return dotted > other ? "dmy" : "mdy";
}

/**
 * False only for values `NUMERIC` cannot match: shorter than its shortest match (`1/2/25`), or no `/`, `.` or `-`
 * second or third after the leading blank space. The length is tested first: reading past the end of a string
 * (an empty reply date) made V8 drop the optimised code of this function.
 */
function mayBeNumeric(value: string): boolean {
  if (value.length < 6) return false;
  const code = value.charCodeAt(0);
  if (code <= 32 || code === 0xa0 || code > 127) return true; // leading blank space (trimmed before matching)
  const [second, third] = [value.charCodeAt(1), value.charCodeAt(2)];
  return second === 47 || second === 46 || second === 45 || third === 47 || third === 46 || third === 45;
}

/** True when a digit's character code. */
const isDigit = (code: number) => code >= 48 && code <= 57;

/** `/^\d{4}-\d{2}-\d{2}(?:$|T)/.test(value)` by character codes (a regular expression per row cost more). */
export function startsWithIsoDay(value: string): boolean {
  if (value.length !== 10 && (value.length < 10 || value.charCodeAt(10) !== 84)) return false;
  return isDigit(value.charCodeAt(0)) && isDigit(value.charCodeAt(1)) && isDigit(value.charCodeAt(2)) &&
    isDigit(value.charCodeAt(3)) && value.charCodeAt(4) === 45 && isDigit(value.charCodeAt(5)) &&
    isDigit(value.charCodeAt(6)) && value.charCodeAt(7) === 45 && isDigit(value.charCodeAt(8)) &&
    isDigit(value.charCodeAt(9));
}

/** Limits of a plausible review date: not before 1970 (ULID time) and not after `latest` (tomorrow, for clocks). */
export interface DateBounds {
  latest?: string;
}

/** Parses one date as written in an export; `order` is the column's (see `decideDateOrder`). */
export function parseDate(raw: string, order: DateOrder, bounds: DateBounds = {}): DateResult {
  // Fast path for what most exports write, an ISO date or timestamp: its date part checked once per distinct day.
  if (startsWithIsoDay(raw)) {
    const day = raw.length === 10 ? raw : raw.slice(0, 10);
    let known = KNOWN_DAYS.get(day);
    if (known === undefined) {
      if (KNOWN_DAYS.size >= 100_000) KNOWN_DAYS.clear();
      known = isIsoDate(day) && day >= "1970-01-01" ? day : null;
      KNOWN_DAYS.set(day, known);
    }
    if (known !== null && !(bounds.latest && known > bounds.latest)) return { ok: true, date: known };
  }
  const value = raw.trim().replace(WEEKDAY, "");
  if (value === "") return { ok: false, reason: "is empty" };
  let parts: [number, number, number] | null = null;
  let match: RegExpExecArray | null;
  if ((match = ISO.exec(value)) || (match = YEAR_FIRST.exec(value))) {
    parts = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = NUMERIC.exec(value))) {
    const [first, second, year] = [Number(match[1]), Number(match[3]), fullYear(match[4])];
    parts = order === "dmy" ? [year, second, first] : [year, first, second];
  } else if ((match = DAY_MONTH_NAME.exec(value))) {
    const month = monthNumber(match[2]);
    if (month !== null) parts = [Number(match[3]), month, Number(match[1])];
  } else if ((match = MONTH_NAME_DAY.exec(value))) {
    const month = monthNumber(match[1]);
    if (month !== null) parts = [Number(match[3]), month, Number(match[2])];
  }
  if (parts === null) return { ok: false, reason: `${quote(raw)} is not a date this import understands` };
  const date = iso(...parts);
  if (!isIsoDate(date)) {
    const how = NUMERIC.test(value) ? ` (the column is read as ${order === "dmy" ? "day/month" : "month/day"})` : "";
    return { ok: false, reason: `${quote(raw)} is not a real calendar date${how}` };
  }
  if (date < "1970-01-01") return { ok: false, reason: `${quote(raw)} is before 1970` };
  if (bounds.latest && date > bounds.latest) return { ok: false, reason: `${quote(raw)} is in the future` };
  return { ok: true, date };
}

/** A value quoted for a message, shortened so hostile input cannot flood the terminal. */
export function quote(value: string): string {
  const short = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return JSON.stringify(short);
}
