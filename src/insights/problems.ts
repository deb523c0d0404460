/**
 * Problems customers call a home-services business about ("no heat", "clogged drain"), detected with a lexicon.
 *
 * Unlike technicians, services and service areas, problems are not in the business's own lists, so the analyser
 * brings its own. Each problem has a stable kebab-case id, a display name and regular-expression sources matched
 * on the lowercased text. All problems are compiled into one alternation, so a review is scanned once.
 */
import { compileAlternation } from "../entities/alternation.ts";

/** One problem of the lexicon. */
export interface Problem {
  readonly id: string;
  readonly name: string;
  /** Regular-expression sources, matched on lowercased text at word starts. */
  readonly patterns: readonly string[];
}

const NEG = "(?:not|wasn'?t|isn'?t|weren'?t|wouldn'?t|won'?t|stopped)";

/** The problem lexicon. */
export const PROBLEMS: readonly Problem[] = [
  {
    id: "no-heat",
    name: "No heat",
    patterns: [
      "no heat",
      "(?:furnace|heater|heat|boiler|heating) (?:stopped working|went out|quit|died|gave out|was out|is out|" +
      "(?:would ?n'?t|won'?t|did ?n'?t) (?:turn on|start|kick on|come on))",
      `${NEG} heating`,
      "without heat",
      "blowing cold air",
    ],
  },
  {
    id: "no-cooling",
    name: "AC not cooling",
    patterns: [
      "(?:ac|a/c|air conditioner|air conditioning|cooling|condenser) (?:stopped working|went out|quit|died|gave out|" +
      "was out|(?:would ?n'?t|won'?t|did ?n'?t) (?:turn on|start|kick on|come on))",
      `${NEG} cooling`,
      "blowing (?:warm|hot) air",
      "no (?:ac|a/c|air conditioning|cooling|cold air)",
      "without (?:ac|a/c|air conditioning)",
    ],
  },
  {
    id: "leaking-water-heater",
    name: "Leaking water heater",
    patterns: [
      "(?:water heater|hot water tank|water tank|tank) (?:was |is |had been |started |began )?(?:leak|dripp|rusted out)",
      "leak(?:ing|y|ed)? (?:water heater|hot water tank|tank)",
    ],
  },
  {
    id: "no-hot-water",
    name: "No hot water",
    patterns: ["no hot water", "(?:without|out of|ran out of) hot water", "hot water (?:ran out|went out|stopped)"],
  },
  {
    id: "clogged-drain",
    name: "Clogged drain",
    patterns: [
      "clog(?:ged|s)?\\b",
      "(?:sink|drain|tub|shower|toilet|bathtub|disposal) (?:was |is |kept |had been )?(?:backed up|backing up|" +
      "draining slow|not draining|slow|stopped up|overflow)",
      "backed[- ]up (?:sink|drain|tub|shower|toilet)",
    ],
  },
  {
    id: "sewer-backup",
    name: "Sewer backup",
    patterns: [
      "sewer (?:line )?(?:back(?:ed|ing)?[- ]?up|clog|break|collapse|was|problem)",
      "sewage",
      "root intrusion",
    ],
  },
  {
    id: "tripping-breaker",
    name: "Tripping breaker",
    patterns: [
      "(?:breaker|circuit) (?:kept |keeps |was |is |would |started )?trip",
      "tripp(?:ed|ing) (?:the |a )?breaker",
    ],
  },
  {
    id: "burst-pipe",
    name: "Burst or frozen pipe",
    patterns: ["(?:burst|broken|frozen|cracked|busted|split) (?:water )?pipe", "pipes? (?:burst|broke|froze|cracked)"],
  },
  {
    id: "gas-leak",
    name: "Gas leak",
    patterns: ["gas (?:leak|smell)", "smell(?:ed|ing)? (?:of )?gas", "carbon monoxide", "co (?:detector|alarm)"],
  },
  {
    id: "refrigerant-leak",
    name: "Refrigerant leak",
    patterns: [
      "(?:refrigerant|freon) leak",
      "leak(?:ing|ed)? (?:refrigerant|freon)",
      "low (?:on )?(?:refrigerant|freon)",
    ],
  },
  {
    id: "frozen-coil",
    name: "Frozen coil",
    patterns: [
      "(?:frozen|iced|icing) (?:up )?(?:evaporator )?(?:coil|line)",
      "coils? (?:froze|was frozen|iced)",
      "froze up",
    ],
  },
  {
    id: "short-cycling",
    name: "Short cycling",
    patterns: ["short[- ]?cycl", "(?:turning|kicking|cycling) on and off"],
  },
  {
    id: "strange-noise",
    name: "Strange noise",
    patterns: [
      "(?:banging|rattling|rattle|grinding|squealing|screeching|clanking|clunking|whistling|buzzing|loud) " +
      "(?:noise|sound)",
      "making (?:a |an |this |that )?(?:\\w+ )?(?:noise|racket|sound)",
    ],
  },
  {
    id: "thermostat-failure",
    name: "Thermostat failure",
    patterns: [
      "thermostat (?:was |is |went )?(?:dead|blank|broken|not working|stopped|wasn'?t working|failed|unresponsive)",
      "blank thermostat",
    ],
  },
  {
    id: "water-leak",
    name: "Water leak",
    patterns: [
      "(?:water|pipe|ceiling|faucet|toilet|slab|roof|supply line) leak",
      "leak(?:ing|ed|y)? (?:pipe|faucet|toilet|valve|under)",
      "water (?:stain|damage|on the floor|coming through|pooling|everywhere)",
      "(?:dripping|leaky) (?:faucet|pipe|valve)",
    ],
  },
  {
    id: "ignition-failure",
    name: "Ignition failure",
    patterns: [
      "pilot light",
      "igniter",
      "ignitor",
      "flame sensor",
      "(?:would ?n'?t|won'?t|did ?n'?t) (?:ignite|light)",
    ],
  },
  {
    id: "failed-capacitor",
    name: "Failed capacitor",
    patterns: ["capacitor", "contactor"],
  },
  {
    id: "cracked-heat-exchanger",
    name: "Cracked heat exchanger",
    patterns: ["cracked heat exchanger", "heat exchanger (?:was |is |had )?(?:cracked|a crack)"],
  },
  {
    id: "low-water-pressure",
    name: "Low water pressure",
    patterns: ["(?:low|no|weak) water pressure", "water pressure (?:was|is|had been) (?:low|weak|terrible|bad)"],
  },
];

/** Problem index by id. */
export const PROBLEM_BY_ID: ReadonlyMap<string, Problem> = new Map(PROBLEMS.map((problem) => [problem.id, problem]));

// One alternation, one alternative per problem; `(?<![a-z])` keeps "clog" from matching inside "unclog". Matched
// through the alternatives' prefixes (entities/alternation.ts): the same matches as the one regex, in about half the
// time (it was a tenth of analyzeReview for a home-services business).
const PROBLEM_ALTERNATION = compileAlternation(
  PROBLEMS.map((problem) => problem.patterns.join("|")),
  { flags: "", before: "(?<![a-z])", after: "" },
  1,
);

/** The ids of the problems `lowerText` (already lowercased) mentions, each once, in order of first mention. */
export function detectProblems(lowerText: string): string[] {
  const found: string[] = [];
  PROBLEM_ALTERNATION.forEach(lowerText, (problem) => {
    const id = PROBLEMS[problem].id;
    if (!found.includes(id)) found.push(id);
  });
  return found;
}
