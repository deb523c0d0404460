/** What every page is rendered from: one dataset version and where the service lives. */
import type { AggregateRating, Business, Insights, Review } from "../model/mod.ts";
import { capitalize, pluralize } from "./format.ts";

export interface SiteData {
  readonly business: Business;
  readonly aggregate: AggregateRating;
  /** Published reviews, newest first. */
  readonly reviews: readonly Review[];
  readonly insights: Insights;
  /** Absolute base URL without a trailing slash, for canonical links and JSON-LD. */
  readonly baseUrl: string;
}

/** The business's word for the people customers name, in the forms pages need. Never a hard-coded trade word. */
export function staffWords(business: Business) {
  const one = business.staff_title;
  return { one, many: pluralize(one), One: capitalize(one), Many: capitalize(pluralize(one)) };
}

/** How many of the newest reviews `/` shows (and an entity page lists). */
export const HOME_REVIEWS = 10;
