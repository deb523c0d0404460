/**
 * Who does what at the bundled business, beyond what the public `Business` record says: which trade each
 * technician works in, when they were on staff, and how often their jobs end in a complaint.
 *
 * Why: real review sets are uneven. Plumbers show up on drain and water-heater reviews, new hires appear partway
 * through, and one or two people draw more of the complaints.
 */

/** The two trades of a heating, cooling and plumbing contractor. */
export type Trade = "hvac" | "plumbing";

/** A technician's working profile. */
export interface StaffProfile {
  /** Technician id in `SUMMIT_COMFORT.technicians`. */
  id: string;
  trades: readonly Trade[];
  /** Pronouns reviewers use for them. */
  pronoun: "he" | "she";
  /** Relative share of jobs. */
  weight: number;
  /** Relative likelihood of being the tech on a 1-2 star job (1 = average). */
  complaintFactor: number;
  /** First and last day on staff (`YYYY-MM-DD`), when not the whole period. */
  from?: string;
  until?: string;
}

/** Profiles of the ten technicians of `SUMMIT_COMFORT`. */
export const STAFF: readonly StaffProfile[] = [
  { id: "marcus-bell", trades: ["hvac"], pronoun: "he", weight: 16, complaintFactor: 0.5 },
  { id: "diego-ramirez", trades: ["hvac"], pronoun: "he", weight: 14, complaintFactor: 0.8 },
  { id: "tanya-okafor", trades: ["hvac"], pronoun: "she", weight: 12, complaintFactor: 0.6 },
  { id: "kevin-walsh", trades: ["hvac"], pronoun: "he", weight: 10, complaintFactor: 2.2, until: "2024-06-30" },
  { id: "priya-nair", trades: ["hvac"], pronoun: "she", weight: 9, complaintFactor: 0.7, from: "2022-08-01" },
  { id: "jake-sorensen", trades: ["hvac", "plumbing"], pronoun: "he", weight: 11, complaintFactor: 1.1 },
  { id: "luis-herrera", trades: ["plumbing"], pronoun: "he", weight: 15, complaintFactor: 0.7 },
  { id: "brandon-cole", trades: ["hvac", "plumbing"], pronoun: "he", weight: 9, complaintFactor: 2.4 },
  { id: "hannah-lindqvist", trades: ["hvac"], pronoun: "she", weight: 10, complaintFactor: 0.6, from: "2023-09-01" },
  { id: "omar-haddad", trades: ["plumbing"], pronoun: "he", weight: 11, complaintFactor: 0.8, from: "2024-03-01" },
];

/** Relative share of jobs per service area id (the shop is in Lakewood, so the west side is busier). */
export const AREA_WEIGHTS: Readonly<Record<string, number>> = {
  "denver": 20,
  "lakewood": 16,
  "aurora": 9,
  "arvada": 11,
  "westminster": 7,
  "wheat-ridge": 8,
  "golden": 6,
  "littleton": 8,
  "englewood": 5,
  "centennial": 5,
  "highlands-ranch": 5,
  "broomfield": 4,
  "thornton": 4,
};
