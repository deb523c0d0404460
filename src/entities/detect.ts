import type { Business } from "../model/mod.ts";
import { type Alternation, compileAlternation, onWordBoundaries } from "./alternation.ts";
import { SERVICE_CUES } from "./service_cues.ts";

/** The ids of the business's technicians, services and service areas that one review mentions. */
export interface Mentions {
  technicians: string[];
  services: string[];
  service_areas: string[];
}

/** A compiled matcher for one business: build it once per dataset, then call {@link detectMentions} per review. */
export interface MentionLexicon {
  readonly technicians: PhraseMatcher;
  readonly services: PhraseMatcher;
  readonly service_areas: PhraseMatcher;
}

/** One alternation per kind, so a review is scanned once per kind, not once per entity. */
interface PhraseMatcher {
  readonly alternation: Alternation | null;
  /** Alternative index to entity ids: a first name two technicians share names both. */
  readonly ids: readonly (readonly string[])[];
  /**
   * Per alternative: the surnames a first-name match may be followed by, or null for alternatives that are whole
   * names or phrases and need no context check.
   */
  readonly firstNames?: readonly (ReadonlySet<string> | null)[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

interface Alternative {
  id: string;
  source: string;
  /** For a first-name alternative: the surname of its person (lowercase), checked by {@link isStaffName}. */
  surname?: string;
}

function compile(alternatives: Alternative[], flags: "" | "i"): PhraseMatcher {
  if (alternatives.length === 0) return { alternation: null, ids: [] };
  const bySource = new Map<string, { ids: string[]; surnames: Set<string> | null }>();
  for (const { id, source, surname } of alternatives) {
    const entry = bySource.get(source) ?? { ids: [], surnames: surname === undefined ? null : new Set<string>() };
    if (!entry.ids.includes(id)) entry.ids.push(id);
    if (surname && entry.surnames) entry.surnames.add(surname);
    bySource.set(source, entry);
  }
  // Longer phrases first so "Highlands Ranch" wins over a shorter overlapping alternative.
  const sorted = [...bySource].sort(([a], [b]) => b.length - a.length);
  // One boundary check around the whole alternation, not one per alternative (alternation.ts).
  const hasFirstNames = sorted.some(([, entry]) => entry.surnames !== null);
  return {
    alternation: compileAlternation(sorted.map(([alt]) => alt), onWordBoundaries(flags)),
    ids: sorted.map(([, entry]) => entry.ids),
    firstNames: hasFirstNames ? sorted.map(([, entry]) => entry.surnames) : undefined,
  };
}

/** Titles that, before a surname, name a staff member ("Dr. Lee"). */
const STAFF_TITLES = "(?:Dr|Doctor|Mr|Mrs|Ms|Miss|Mx|Attorney|Nurse|Chef|Coach|Officer)";

/** Words a first name may follow though they are capitalised: titles and the trade words customers use. */
const TITLES = new Set(
  ("mr mrs ms miss mx dr doc st prof tech technician techs plumber electrician installer mechanic nurse hygienist " +
    "attorney lawyer chef officer coach sir madam captain").split(" "),
);
/** Place prefixes: "San Diego", "Lake Brandon", "Fort Collins" are places, not people. */
const PLACE_PREFIXES = new Set(
  "san santa st saint lake fort mount mt port new el los las la le de del north south east west upper lower"
    .split(" "),
);
/** Words after a name that make it a place or a thing: "the Brandon area", "Marcus Street". */
const PLACE_NOUNS = new Set(
  ("area areas region county city town village road rd street st avenue ave boulevard blvd drive lane highway hwy " +
    "park mall airport school university college neighborhood neighbourhood location branch district valley " +
    "heights hills beach center centre station square plaza").split(" "),
);
/** Capitalised words that may follow a first name inside a sentence: the pronoun I and its contractions. */
const FOLLOWERS = new Set(["i", "i'm", "i've", "i'd", "i'll"]);

const WORD_BEFORE = /([\p{L}][\p{L}'.]*)([^\p{L}\n]*)$/u;
const WORD_AFTER = /^('s|’s)?([^\p{L}\n]*)([\p{L}][\p{L}'’]*)?/u;
const isCapitalised = (word: string) => word[0] !== word[0].toLowerCase();

/**
 * Whether a capitalised first name at `start..end` names the staff member: not inside a longer proper noun ("San
 * Diego", "Dr. Sabrina Marcus" when staff is Sabrina Cole, "Snake and Jake's") and not a place ("the Brandon area").
 */
function isStaffName(text: string, start: number, end: number, surnames: ReadonlySet<string>): boolean {
  const before = WORD_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
  const after = WORD_AFTER.exec(text.slice(end, end + 40));
  const possessive = after?.[1] !== undefined;
  const nextGap = after?.[2] ?? "";
  const next = after?.[3];
  if (next !== undefined && !/[.!?;:]/.test(nextGap)) {
    const lower = next.toLowerCase();
    if (PLACE_NOUNS.has(lower)) return false;
    // A capitalised word straight after a first name is a surname: it must be this person's.
    if (!possessive && !nextGap.trim() && isCapitalised(next) && !FOLLOWERS.has(lower) && !surnames.has(lower)) {
      return false;
    }
  }
  if (before) {
    const [, word, gap] = before;
    const bare = word.replace(/\.$/, "").toLowerCase();
    const sentenceBreak = /[.!?]$/.test(word) && !TITLES.has(bare) || /[.!?:;"(]/.test(gap);
    if (!sentenceBreak && !gap.includes(",")) {
      if (PLACE_PREFIXES.has(bare) && isCapitalised(word)) return false;
      // "Snake and Jake's": a name joined to another name with a possessive is a business's name.
      if (possessive && (bare === "and" || bare === "&")) return false;
      if (isCapitalised(word) && !TITLES.has(bare) && !startsSentence(text, start - gap.length - word.length)) {
        return false;
      }
    }
  }
  return true;
}

/** Whether the word at `at` opens a sentence (text start or after . ! ? or a line break). */
function startsSentence(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const char = text[i];
    if (char === " " || char === "\t" || char === '"' || char === "(") continue;
    if (char === ".") {
      // "Dr. Sabrina": the period of a title does not end a sentence.
      const word = /([\p{L}]+)$/u.exec(text.slice(Math.max(0, i - 12), i))?.[1].toLowerCase();
      return word === undefined || !TITLES.has(word);
    }
    return char === "!" || char === "?" || char === "\n";
  }
  return true;
}

/**
 * Compiles the business's own lists into matchers.
 *
 * Technicians match by full name (any case) or by first name; people and towns are proper nouns, so first names
 * and area names match only capitalised, which keeps "will" and "golden" from counting as Will or Golden.
 * Services match their label, their id read as words, and the cue phrases in {@link SERVICE_CUES}.
 */
export function buildMentionLexicon(business: Business): MentionLexicon {
  const technicianAlternatives = business.technicians.flatMap((tech) => {
    const parts = tech.name.trim().split(/\s+/);
    const full = escape(tech.name).replace(/\s+/g, "\\s+");
    const surname = parts.length > 1 ? parts[parts.length - 1].toLowerCase() : "";
    const alternatives: Alternative[] = [
      { id: tech.id, source: `(?i:${full})` },
      { id: tech.id, source: escape(parts[0]), surname },
    ];
    // "Dr. Lee", "Attorney Patel": a title and the surname name the person as surely as the full name does.
    if (surname) {
      alternatives.push({ id: tech.id, source: `${STAFF_TITLES}\\.?\\s+${escape(parts[parts.length - 1])}` });
    }
    return alternatives;
  });
  const serviceAlternatives = business.services.flatMap((service) => {
    const cues = SERVICE_CUES[service.id] ?? [];
    const own = [escape(service.label), escape(service.id.replace(/-/g, " "))];
    return [...own, ...cues].map((source) => ({ id: service.id, source }));
  });
  const areaAlternatives = business.service_areas.map((area) => ({
    id: area.id,
    source: escape(area.name).replace(/\s+/g, "\\s+"),
  }));
  return {
    technicians: compile(technicianAlternatives, ""),
    services: compile(serviceAlternatives, "i"),
    service_areas: compile(areaAlternatives, ""),
  };
}

/** Most reviews mention few entities: one shared empty list saves an allocation per review and kind. */
const NONE: string[] = Object.freeze([]) as unknown as string[];

function matchAll(matcher: PhraseMatcher, text: string): string[] {
  if (!matcher.alternation) return NONE;
  let found: Set<string> | null = null;
  matcher.alternation.forEach(text, (alternative, start, end) => {
    const surnames = matcher.firstNames?.[alternative];
    if (surnames && !isStaffName(text, start, end, surnames)) return;
    found ??= new Set<string>();
    for (const id of matcher.ids[alternative]) found.add(id);
  });
  return found === null ? NONE : [...found];
}

/** Which technicians, services and service areas `text` mentions, each id once, in order of first mention. */
export function detectMentions(text: string | null, lexicon: MentionLexicon): Mentions {
  if (!text) return { technicians: NONE, services: NONE, service_areas: NONE };
  return {
    technicians: matchAll(lexicon.technicians, text),
    services: matchAll(lexicon.services, text),
    service_areas: matchAll(lexicon.service_areas, text),
  };
}
