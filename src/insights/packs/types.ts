/**
 * What a taxonomy pack is: the aspects one kind of business is judged on, with their cue phrases, and the words
 * and questions insights use to speak about that kind of business.
 *
 * Cue patterns use the syntax of `expandPattern` (phrases.ts): `{a|b}` for alternatives, `*` for any one word;
 * hyphens count as spaces, so "same day" also matches "same-day".
 */

/** One aspect of a pack. */
export interface Aspect {
  /** Stable snake_case id, used as the key of `per_review[id].aspects`. */
  readonly id: string;
  readonly label: string;
  /** Cues that carry their own positive polarity ("on time"). */
  readonly positive: readonly string[];
  /** Cues that carry their own negative polarity ("overpriced"). */
  readonly negative: readonly string[];
  /** Cues that only say the aspect is talked about ("the price"); polarity comes from the words around them. */
  readonly neutral: readonly string[];
  /**
   * What a negated neutral cue means. Usually the thing was missing, which is bad ("no communication"); for
   * pricing, no charge is good ("didn't charge for the second trip"); for emergencies it means nothing.
   */
  readonly absence?: number;
  /**
   * What the aspect stands for across packs, so measurements and wording can find "the price" in any pack. "service"
   * is how the customer was served: the people, keeping in touch, and where the visit or the wait is the service
   * (a restaurant's waiting; a home-services visit's punctuality, speed, scheduling and follow-up).
   */
  readonly role?: "price" | "service";
}

/** An FAQ question a pack asks about one of its aspects. */
export interface AspectQuestion {
  readonly aspect: string;
  readonly question: string;
  /** How the answer names the aspect: "talk about {subject}". */
  readonly subject: string;
}

/** The words summaries and answers use for this kind of business. */
export interface PackWords {
  /** The default word for the people customers name ("technician", "attorney"); `business.staff_title` wins. */
  readonly staff: string;
  /** Who writes the reviews: "customers", "patients", "clients", "families". */
  readonly customers: string;
  /** One of them: "customer", "patient", "client", "family member". */
  readonly customer: string;
  /** The question asked about the problems reviews describe, when the pack detects problems. */
  readonly problemsQuestion: string;
}

/** A taxonomy pack, chosen by `business.category`. */
export interface TaxonomyPack {
  /** Stable id, published as `insights.json`'s `taxonomy`. */
  readonly id: string;
  readonly label: string;
  /** The schema.org (or common) type names this pack serves. */
  readonly categories: readonly string[];
  readonly aspects: readonly Aspect[];
  /** Phrases that look like cues but are not ("late at night"); a blocker hides every cue starting inside it. */
  readonly blockers: readonly string[];
  readonly questions: readonly AspectQuestion[];
  readonly words: PackWords;
  /** Whether the home-services problem lexicon ("no heat", "clogged drain") applies. */
  readonly problems: boolean;
}
