/** The legal pack: law firms, attorneys and notaries. */
import { COMMON_BLOCKERS, communication, honesty, pricing, service, WORTH_IT } from "./common.ts";
import type { TaxonomyPack } from "./types.ts";

/** The legal pack. */
export const LEGAL: TaxonomyPack = {
  id: "legal",
  label: "Legal services",
  categories: ["LegalService", "Attorney", "Notary", "LawFirm"],
  aspects: [
    {
      id: "outcome",
      label: "Outcome",
      positive: [
        "{won|win|winning} {my|our|the} {case|appeal|trial|custody|hearing}",
        "{dismissed|acquitted|reduced|dropped|approved|granted|expunged}",
        "{great|good|fair|favorable|favourable|excellent|amazing|generous|large|better} {settlement|outcome|result|results|verdict|deal|offer}",
        "{got|get|gets} {me|us} {a |}{more|better|great|good|the best|everything}",
        "{exceeded|beyond} {my|our} expectations",
      ],
      negative: [
        "{lost|lose|losing} {my|our|the} {case|appeal|trial|custody|hearing}",
        "{bad|poor|terrible|unfair|lowball|low ball} {settlement|outcome|result|results|deal|offer}",
        "{missed|blew} {a |the |}{deadline|deadlines|filing}",
        "{malpractice|disbarred}",
      ],
      neutral: ["{case|outcome|result|results|verdict|settlement|settled|trial|hearing|court|judge|claim|lawsuit}"],
    },
    communication("Communication and responsiveness", ["{updates|update|status|emails|email|phone calls|calls}"]),
    {
      id: "expertise",
      label: "Expertise",
      positive: [
        "{knowledgeable|knowledge|expert|expertise|experienced|skilled|competent|brilliant|savvy|sharp|seasoned|tenacious|aggressive|prepared}",
        "{knew|knows|know} {the law|the system|his stuff|her stuff|their stuff}",
        "{knew|knows|know} what {he|she|they} {was|were|is|are} doing",
        "{great|excellent|amazing|best|fantastic|wonderful|good|top} {lawyer|lawyers|attorney|attorneys|counsel|advocate|representation}",
      ],
      negative: [
        "{incompetent|clueless|inexperienced|unprepared|lazy|negligent}",
        "{bad|terrible|horrible|worst|awful|poor} {lawyer|lawyers|attorney|attorneys|counsel|representation}",
        "{didn't|did not|doesn't} {know|seem to know|read|prepare}",
      ],
      neutral: ["{lawyer|lawyers|attorney|attorneys|counsel|representation|advice|legal advice}"],
    },
    {
      id: "care",
      label: "Care and attention",
      positive: [
        "{cared|cares|compassionate|empathetic|understanding|patient|reassuring|supportive|dedicated|attentive}",
        "{listened|listens|listen} to {me|us|my|our}",
        "{fought|fights|fight} for {me|us|my|our}",
        "in {my|our} corner",
        "{put|puts} {me|us|my mind} at ease",
        "treated {me|us} like family",
      ],
      negative: [
        "{didn't|did not|doesn't|never} {care|listen}",
        "treated {me|us} like a {number|file|paycheck}",
        "{never|rarely} {met|see|saw|spoke to} {my|the|our} {lawyer|attorney}",
        "{pawned|passed} {me|us|my case} off",
      ],
      neutral: ["{attention|personal attention}"],
    },
    pricing("Fees", {
      neutral: ["{retainer|hourly|billing|billed|invoice|consultation fee|contingency|flat fee}"],
      positive: [
        WORTH_IT,
        "{free|no cost|no charge} {consultation|consult|initial consultation}",
        "{reduced|waived|lowered|cut} {the|their|his|her|my|our} {fee|fees|bill|rate}",
        "{didn't|did not|never} {charge|bill} {me|us} for",
      ],
      negative: [
        "{billed|charged|charge|charges|bill|bills} {me|us|you} for {every|each} {call|email|phone call|minute|question|letter}",
        "{padded|inflated} {the|their|his|her|my|our} {bill|bills|hours|invoice}",
        "{ate|eat|eats|burned|burn|burns} {up |through |}{the|my|our} retainer",
      ],
    }),
    service("Staff and support", ["{paralegal|paralegals|assistant|assistants|office|legal assistant|secretary|firm}"]),
    honesty("Honesty"),
  ],
  blockers: [...COMMON_BLOCKERS, "{the|my|our} other {party|side|driver|attorney}", "in case"],
  questions: [
    { aspect: "outcome", question: "Do clients get good outcomes?", subject: "the outcome of their case" },
    {
      aspect: "communication",
      question: "Do they keep clients informed and return calls?",
      subject: "communication and responsiveness",
    },
    { aspect: "expertise", question: "Do they know the law?", subject: "their expertise" },
    { aspect: "care", question: "Do they care about their clients?", subject: "care and attention" },
    { aspect: "pricing", question: "Are their fees fair?", subject: "fees" },
    { aspect: "honesty", question: "Are they honest with clients?", subject: "honesty" },
  ],
  words: {
    staff: "attorney",
    customers: "clients",
    customer: "client",
    problemsQuestion: "What do clients hire them for?",
  },
  problems: false,
};
