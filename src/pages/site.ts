/** What every page is rendered from: one dataset version and where the service lives. */
import { packById, packFor } from "../insights/packs/mod.ts";
import type { PerReview } from "../dataset/per_review.ts";
import type { ReviewRows } from "../dataset/review_rows.ts";
import type { ServedInsights } from "../dataset/version.ts";
import type { AggregateRating, Business } from "../model/mod.ts";
import { capitalize, pluralize } from "./format.ts";

export interface SiteData {
  readonly business: Business;
  readonly aggregate: AggregateRating;
  /** Published reviews, newest first. */
  readonly reviews: ReviewRows;
  readonly insights: ServedInsights;
  /** Each review's analysis, read when asked for (see {@link PerReview}). */
  readonly perReview: PerReview;
  /** Absolute base URL without a trailing slash, for canonical links and JSON-LD. */
  readonly baseUrl: string;
}

/** The business's word for the people customers name, in the forms pages need. Never a hard-coded trade word. */
export function staffWords(business: Business) {
  const one = business.staff_title;
  return { one, many: pluralize(one), One: capitalize(one), Many: capitalize(pluralize(one)) };
}

/** The words pages use for the people who write the reviews, in the forms they need. */
export interface CustomerWords {
  /** "customers", "patients", "clients", "families". */
  readonly many: string;
  /** "Customers", "Patients"... for the start of a heading. */
  readonly Many: string;
  /** "customer", "patient", "client", "family member". */
  readonly one: string;
}

/**
 * Who writes this business's reviews, in its taxonomy pack's words (a dentist's patients, a law firm's clients, a
 * care home's families): the pack the insights were made with, else the one the category chooses.
 */
export function customerWords(site: Pick<SiteData, "business" | "insights">): CustomerWords {
  const { words } = packById(site.insights.taxonomy) ?? packFor(site.business.category);
  return { many: words.customers, Many: capitalize(words.customers), one: words.customer };
}

/** How many of the newest reviews `/` shows (and an entity page lists). */
export const HOME_REVIEWS = 10;
