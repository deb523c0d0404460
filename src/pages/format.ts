/** Wording and number formats the pages share; deterministic (no locale data), so pages are byte-stable. */

import { MONTH_NAMES as MONTHS } from "../model/date.ts";

const DAY_NAMES: Record<string, string> = {
  Mo: "Mon",
  Tu: "Tue",
  We: "Wed",
  Th: "Thu",
  Fr: "Fri",
  Sa: "Sat",
  Su: "Sun",
};
export const SCHEMA_DAYS: Record<string, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

/** `2026-03-09` to `9 March 2026`. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** `2026-03` to `Mar 2026` (or `March 2026` when `long`). */
export function formatMonth(month: string, long = false): string {
  const [year, m] = month.split("-").map(Number);
  const name = MONTHS[m - 1];
  return `${long ? name : name.slice(0, 3)} ${year}`;
}

/** `1598` to `1,598`. */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** A rating with one decimal: `4.5`. */
export const formatRating = (value: number) => value.toFixed(1);

/** A percentage without decimals: `75%`. */
export const formatPct = (value: number) => `${Math.round(value)}%`;

/** `1 review`, `2 reviews`; the plural given or made by the usual English rules. */
export function plural(n: number, singular: string, pluralForm = pluralize(singular)): string {
  return `${formatCount(n)} ${n === 1 ? singular : pluralForm}`;
}

/** English plural of a noun or a noun phrase (its last word): baker → bakers, attorney → attorneys. */
export function pluralize(noun: string): string {
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** The noun with its indefinite article: `a baker`, `an attorney` (by its first letter, which fits trade words). */
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

/** A span of dates in words: `4 May 2025`, or `4 May 2025 to 9 March 2026`. */
export const formatDateSpan = (first: string, last: string) =>
  first === last ? formatDate(first) : `${formatDate(first)} to ${formatDate(last)}`;

/** First letter upper-case: `technician` → `Technician`. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "★★★★☆" */
export const starText = (rating: number) => "★".repeat(rating) + "☆".repeat(5 - rating);

/** Opening hours as short lines: `Mon–Fri 07:00–19:00`. Consecutive days collapse into a range. */
export function formatHours(hours: readonly { days: readonly string[]; opens: string; closes: string }[]): string[] {
  const order = Object.keys(DAY_NAMES);
  return hours.map(({ days, opens, closes }) => {
    const sorted = [...days].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const consecutive = sorted.every((day, i) => i === 0 || order.indexOf(day) === order.indexOf(sorted[i - 1]) + 1);
    const label = sorted.length > 2 && consecutive
      ? `${DAY_NAMES[sorted[0]]}–${DAY_NAMES[sorted[sorted.length - 1]]}`
      : sorted.map((day) => DAY_NAMES[day]).join(", ");
    return `${label} ${opens}–${closes}`;
  });
}

/** One line of address, skipping what is unknown; null when nothing is known. */
export function formatAddress(
  address: { street: string | null; locality: string | null; region: string | null; postal_code: string | null } | null,
): string | null {
  if (!address) return null;
  const cityLine = [address.locality, [address.region, address.postal_code].filter(Boolean).join(" ")]
    .filter(Boolean).join(", ");
  const line = [address.street, cityLine].filter(Boolean).join(", ");
  return line || null;
}
