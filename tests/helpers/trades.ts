/**
 * Small businesses of several trades, for checking that pages speak of each as what it is: a category, a staff
 * member and a service, and reviews in the trade's own words, any count of them (0, 1, 2, several).
 */

/** One trade: its category and what its reviews talk about. */
export interface Trade {
  readonly key: string;
  readonly category: string;
  readonly name: string;
  /** `staff_title` as stored; undefined leaves the default of the category's pack. */
  readonly staffTitle?: string;
  /** The word the pages should use for the people named (`staff_title` or the pack's default). */
  readonly staff: string;
  /** Who writes the reviews, in the pack's words. */
  readonly customers: string;
  readonly person: { id: string; name: string };
  readonly service: { id: string; label: string };
  /** Review texts, cycled; each names the person and the service so entity pages have something to show. */
  readonly texts: readonly string[];
}

export const TRADES: readonly Trade[] = [
  {
    key: "dentist",
    category: "Dentist",
    name: "Bright Smile Dental",
    staff: "provider",
    customers: "patients",
    person: { id: "dr-lee", name: "Dr. Amy Lee" },
    service: { id: "cleaning", label: "Cleaning" },
    texts: [
      "Dr. Amy Lee did my cleaning gently and explained everything. The front desk was kind and the wait was short.",
      "My cleaning with Dr. Amy Lee was painless. Billing was confusing though and the wait ran long.",
    ],
  },
  {
    key: "bakery",
    category: "Bakery",
    name: "Crumb & Co",
    staffTitle: "baker",
    staff: "baker",
    customers: "customers",
    person: { id: "anna-roy", name: "Anna Roy" },
    service: { id: "wedding-cakes", label: "Wedding Cakes" },
    texts: [
      "Anna Roy made our wedding cakes and they were delicious. The sourdough is fresh and the staff are friendly.",
      "The wedding cakes from Anna Roy looked lovely but the croissants were stale and a bit pricey.",
    ],
  },
  {
    key: "restaurant",
    category: "Restaurant",
    name: "Luna Trattoria",
    staff: "staff member",
    customers: "customers",
    person: { id: "marco", name: "Marco Bellini" },
    service: { id: "private-dining", label: "Private Dining" },
    texts: [
      "Marco Bellini looked after our private dining party; the pasta was wonderful and the service attentive.",
      "We booked private dining. Marco Bellini was friendly but the food came cold and the room was loud.",
    ],
  },
  {
    key: "law",
    category: "LegalService",
    name: "Hart & Vale Law",
    staff: "attorney",
    customers: "clients",
    person: { id: "jane-hart", name: "Jane Hart" },
    service: { id: "estate-planning", label: "Estate Planning" },
    texts: [
      "Jane Hart handled our estate planning with care and kept us informed. Fees were clear and fair.",
      "Estate planning with Jane Hart took longer than promised, but she answered every question.",
    ],
  },
  {
    key: "carehome",
    category: "AssistedLiving",
    name: "Maple Grove Senior Living",
    staff: "caregiver",
    customers: "families",
    person: { id: "rosa", name: "Rosa Diaz" },
    service: { id: "memory-care", label: "Memory Care" },
    texts: [
      "Rosa Diaz is a wonderful caregiver in memory care. Mom is happy, the meals are good and the rooms are clean.",
      "Memory care staff like Rosa Diaz are kind, but activities are few and the building feels dated.",
    ],
  },
  {
    key: "autoshop",
    category: "AutoRepair",
    name: "Gearhead Garage",
    staff: "mechanic",
    customers: "customers",
    person: { id: "sam", name: "Sam Ortiz" },
    service: { id: "brake-repair", label: "Brake Repair" },
    texts: [
      "Sam Ortiz did our brake repair quickly and the price was fair. Honest shop.",
      "Brake repair by Sam Ortiz was fine but they kept the car two extra days.",
    ],
  },
  {
    key: "store",
    category: "Store",
    name: "Corner Books",
    staff: "staff member",
    customers: "customers",
    person: { id: "lena", name: "Lena Park" },
    service: { id: "special-orders", label: "Special Orders" },
    texts: [
      "Lena Park found the book I wanted through special orders. Friendly and helpful.",
      "Special orders took three weeks; Lena Park apologised and gave a discount.",
    ],
  },
];

/** A `reviews.json` document for `trade` with `count` reviews, one a month from January 2025, newest last. */
export function tradeFile(trade: Trade, count: number) {
  return {
    business: {
      id: trade.key,
      name: trade.name,
      category: trade.category,
      ...(trade.staffTitle ? { staff_title: trade.staffTitle } : {}),
      technicians: [trade.person],
      services: [trade.service],
    },
    reviews: Array.from({ length: count }, (_, i) => ({
      // A ULID: Crockford base32 has no I, L, O or U, so the trade's index and the review's number make it.
      id: `01J${String(TRADES.indexOf(trade)).padStart(2, "0")}${String(i).padStart(21, "0")}`,
      author: `Reviewer ${i + 1}`,
      author_avatar_url: null,
      rating: [5, 3, 4, 5, 2][i % 5],
      date: `${2025 + Math.floor(i / 12)}-${String(1 + (i % 12)).padStart(2, "0")}-15`,
      text: trade.texts[i % trade.texts.length],
      source: "google",
      source_url: null,
      owner_reply: null,
      verified: true,
    })),
  };
}

/** A page's text as people read it: no style, script or tags, entities decoded, whitespace collapsed. */
export function visibleText(html: string): string {
  return html.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
}

/** API identifiers and route paths that keep their historical names; they are not wording. */
const IDENTIFIERS =
  /kind "technicians"|mentions_technicians?|get_technician|summarize_technician|entities\.technicians|\/technicians\b/g;

/**
 * What is wrong with the words of a page (or llms.txt, a badge, a feed) written for `trade`: home-services words,
 * a count with the wrong plural, "a" before a vowel. Empty when all is well.
 */
export function wordingProblems(text: string, trade: Trade): string[] {
  const words = text.replace(IDENTIFIERS, "");
  const problems: string[] = [];
  const forbidden = [/technicians?/i, /emergenc/i, /\bHVAC\b/i, /\bhomes?\b/i, /furnace|plumb|no heat/i];
  // Fixing it right the first time is what an auto shop is judged on; for everyone else it is a contractor's question.
  if (trade.key !== "autoshop") forbidden.push(/fix(ed)? it right/i);
  for (const pattern of forbidden) {
    const hit = words.match(pattern);
    if (hit) problems.push(`"${hit[0]}" in: …${words.slice(Math.max(0, hit.index! - 60), hit.index! + 60)}…`);
  }
  const plurals = [
    /\b1 (?:verified |matching )?(?:reviews|stars|patients|customers|clients)\b/,
    /\b(?:0|[2-9]|[1-9]\d+) (?:verified |matching )?(?:review|patient|customer|client)\b(?!-)/,
    /\ba (?:attorney|[aeiou]\w*)\b/i,
  ];
  for (const pattern of plurals) {
    const hit = words.match(pattern);
    if (hit) problems.push(`"${hit[0]}" in: …${words.slice(Math.max(0, hit.index! - 60), hit.index! + 60)}…`);
  }
  return problems;
}
