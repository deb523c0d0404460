/**
 * The home-services pack: what customers judge a contractor who comes to the house on (HVAC, plumbing, electrical,
 * roofing...). The original taxonomy of the analyser; its 13 aspects keep their ids.
 *
 * Bump `INSIGHTS_VERSION` in `version.ts` whenever ids, labels or the meaning of an aspect change.
 */
import { COMMON_BLOCKERS } from "./common.ts";
import {
  CUSTOMER_SERVICE,
  EMERGENCY_RESPONSE,
  FOLLOW_UP,
  HONESTY,
  QUALITY_OF_WORK,
  SCHEDULING,
  SPEED,
} from "./home_services_job.ts";
import {
  CLEANLINESS,
  COMMUNICATION,
  PRICING,
  PROFESSIONALISM,
  PUNCTUALITY,
  TECHNICAL_KNOWLEDGE,
} from "./home_services_visit.ts";
import type { Aspect, TaxonomyPack } from "./types.ts";

/** The aspects, in the order documents list them when counts tie. */
const ASPECTS: readonly Aspect[] = [
  PUNCTUALITY,
  PRICING,
  COMMUNICATION,
  PROFESSIONALISM,
  TECHNICAL_KNOWLEDGE,
  CLEANLINESS,
  SCHEDULING,
  QUALITY_OF_WORK,
  SPEED,
  HONESTY,
  FOLLOW_UP,
  CUSTOMER_SERVICE,
  EMERGENCY_RESPONSE,
];

const BLOCKERS: readonly string[] = [
  ...COMMON_BLOCKERS,
  "late {at night|night|evening|afternoon|in the day|last year|last week|last month}",
  "{first|second|third} time {customer|customers|calling|using|hiring|working|with|i|we|they}",
  // Power or heat that came back is the house's supply, and "it" no person: neither is a visit to follow up ("the
  // power came back on"; "it came back two days later" is the fault, events.ts).
  "{power|electricity|heat|heating|hot water|water|gas|internet|wifi|cable|lights|it} {came|comes|come|coming} back",
];

/** The home-services pack. */
export const HOME_SERVICES: TaxonomyPack = {
  id: "home_services",
  label: "Home services",
  categories: [
    "HVACBusiness",
    "Plumber",
    "Electrician",
    "HomeAndConstructionBusiness",
    "GeneralContractor",
    "RoofingContractor",
    "HousePainter",
    "Locksmith",
    "MovingCompany",
    "PestControl",
    "HomeImprovement",
    "Landscaper",
    "CleaningService",
    "HouseCleaning",
  ],
  aspects: ASPECTS,
  blockers: BLOCKERS,
  questions: [
    { aspect: "punctuality", question: "Do they show up on time?", subject: "punctuality" },
    { aspect: "pricing", question: "Are their prices fair?", subject: "price" },
    { aspect: "quality_of_work", question: "Do they fix it right the first time?", subject: "the quality of the work" },
    {
      aspect: "communication",
      question: "Do they explain the problem before fixing it?",
      subject: "how well they explain and keep customers informed",
    },
    { aspect: "honesty", question: "Are they honest, or do they push upsells?", subject: "honesty and upselling" },
    { aspect: "cleanliness", question: "Do they clean up after the job?", subject: "cleanup" },
    { aspect: "emergency_response", question: "Do they handle emergency calls?", subject: "emergency calls" },
    { aspect: "follow_up", question: "Do they follow up after the job?", subject: "follow-up after the visit" },
    { aspect: "scheduling", question: "How easy is it to get an appointment?", subject: "scheduling" },
    {
      aspect: "technical_knowledge",
      question: "Do the technicians know what they are doing?",
      subject: "the technicians' know-how",
    },
  ],
  words: {
    staff: "technician",
    customers: "customers",
    customer: "customer",
    problemsQuestion: "What problems do customers call them about?",
  },
  problems: true,
};
