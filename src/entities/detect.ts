import type { Business } from "../model/mod.ts";
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

/** One alternation regex per kind, so a review is scanned once per kind, not once per entity. */
interface PhraseMatcher {
  readonly pattern: RegExp | null;
  /** Alternative index (capture group number - 1) to entity ids: a first name two technicians share names both. */
  readonly ids: readonly (readonly string[])[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Word boundaries that also hold next to non-word characters such as "24/7" or "a/c". */
const bounded = (source: string) => `(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`;

function compile(alternatives: Array<{ id: string; source: string }>, flags: string): PhraseMatcher {
  if (alternatives.length === 0) return { pattern: null, ids: [] };
  const bySource = new Map<string, string[]>();
  for (const { id, source } of alternatives) {
    const ids = bySource.get(source) ?? [];
    if (!ids.includes(id)) ids.push(id);
    bySource.set(source, ids);
  }
  // Longer phrases first so "Highlands Ranch" wins over a shorter overlapping alternative.
  const sorted = [...bySource].sort(([a], [b]) => b.length - a.length);
  const source = sorted.map(([alt]) => `(${bounded(alt)})`).join("|");
  return { pattern: new RegExp(source, `${flags}gu`), ids: sorted.map(([, ids]) => ids) };
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
    const first = tech.name.split(/\s+/)[0];
    const full = escape(tech.name).replace(/\s+/g, "\\s+");
    return [{ id: tech.id, source: `(?i:${full})` }, { id: tech.id, source: escape(first) }];
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
  if (!matcher.pattern) return NONE;
  const found = new Set<string>();
  for (const match of text.matchAll(matcher.pattern)) {
    const group = match.findIndex((value, index) => index > 0 && value !== undefined);
    for (const id of matcher.ids[group - 1]) found.add(id);
  }
  return found.size ? [...found] : NONE;
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
