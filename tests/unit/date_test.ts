import assert from "node:assert/strict";
import { isIsoDate, IsoDate } from "../../src/model/date.ts";

Deno.test("isIsoDate accepts real dates in every four-digit year, including 0000-0099", () => {
  // Date.UTC maps years 0-99 to 1900-1999; these were refused before the fix.
  for (
    const value of ["0000-01-01", "0001-12-31", "0050-06-15", "0099-12-31", "0100-01-01", "1999-12-31", "9999-12-31"]
  ) {
    assert.equal(isIsoDate(value), true, value);
  }
  // Leap days follow the proleptic Gregorian calendar: 0000 and 0004 are leap years, 0100 is not.
  assert.equal(isIsoDate("0000-02-29"), true);
  assert.equal(isIsoDate("0004-02-29"), true);
  assert.equal(isIsoDate("0001-02-29"), false);
  assert.equal(isIsoDate("0100-02-29"), false);
  assert.equal(isIsoDate("0096-02-29"), true);
});

Deno.test("isIsoDate still refuses impossible dates and other shapes", () => {
  for (
    const value of ["2025-02-30", "2025-13-01", "2025-00-10", "2025-01-00", "0050-04-31", "50-01-01", "2025-1-1", ""]
  ) {
    assert.equal(isIsoDate(value), false, value);
  }
  assert.equal(IsoDate.safeParse("0042-03-04").success, true);
});
