import { z } from "zod";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written `YYYY-MM-DD` (rejects `2025-02-30`). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999, which would refuse 0050-01-01.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Dates already checked: a dataset has a few thousand distinct dates among its reviews and replies. */
const checked = new Map<string, boolean>();

/** {@link isIsoDate}, remembered for up to 10,000 values (then checked afresh each time). */
function isIsoDateRemembered(value: string): boolean {
  let valid = checked.get(value);
  if (valid === undefined) {
    valid = isIsoDate(value);
    if (checked.size < 10_000) checked.set(value, valid);
  }
  return valid;
}

/** A calendar date `YYYY-MM-DD`; impossible dates such as `2025-02-30` fail with code `invalid_date`. */
export const IsoDate = z.string().refine(isIsoDateRemembered, {
  message: "must be a real calendar date written YYYY-MM-DD",
  params: { code: "invalid_date" },
});

/** English month names, January first: the one list pages, summaries and date parsing share. */
export const MONTH_NAMES: readonly string[] = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
