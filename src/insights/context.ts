/** What analysis is compiled against: the business's pack, its entity lists and the words of its name. */
import { buildMentionLexicon, type MentionLexicon } from "../entities/detect.ts";
import type { Business } from "../model/mod.ts";
import { type CompiledPack, compilePack } from "./compile.ts";
import { HOME_SERVICES, packFor, type TaxonomyPack } from "./packs/mod.ts";

/** Compiled per-business state: build once per dataset with {@link createAnalysisContext}. */
export interface AnalysisContext {
  readonly lexicon: MentionLexicon;
  readonly pack: TaxonomyPack;
  readonly text: TextContext;
}

/** What text analysis needs: the compiled pack and the words of the business's own name. */
export interface TextContext {
  readonly compiled: CompiledPack;
  /**
   * Distinctive words of the business's name ("integrity" in "Integrity Plumbing"): written capitalised they name
   * the business, so they are not read as cues or sentiment ("Integrity sent a tech" is not about honesty).
   */
  readonly nameWords: ReadonlySet<string>;
}

/** The text context of a pack alone, with no business name (tests, gold sets, benchmarks). */
export function textContext(pack: TaxonomyPack = HOME_SERVICES, businessName = ""): TextContext {
  return { compiled: compilePack(pack), nameWords: distinctiveWords(businessName) };
}

/** Words of a business name too common to be its name on their own ("the", "plumbing", "co"). */
const GENERIC_NAME_WORDS = new Set(
  ("the and of co company inc llc ltd services service group shop heating cooling plumbing electric electrical air " +
    "home auto law firm dental family care bakery restaurant cafe bar grill kitchen clinic center centre office " +
    "offices associates partners repair repairs")
    .split(" "),
);

function distinctiveWords(name: string): Set<string> {
  const words = name.toLowerCase().split(/[^a-z\u00e0-\u024f']+/).filter((word) => word.length > 2);
  return new Set(words.filter((word) => !GENERIC_NAME_WORDS.has(word)));
}

/** Compiles the business's entity lists (via `buildMentionLexicon`, the same matcher search uses) and its pack. */
export function createAnalysisContext(business: Business): AnalysisContext {
  const pack = packFor(business.category);
  return { lexicon: buildMentionLexicon(business), pack, text: textContext(pack, business.name) };
}

let defaultContext: TextContext | undefined;

/** The home-services context with no business name: what `analyzeText` uses when given none. */
export function defaultTextContext(): TextContext {
  return defaultContext ??= textContext();
}
