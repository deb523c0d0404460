/** The auto services pack: repair shops, body shops, tyre shops, dealers' service departments. */
import { COMMON_BLOCKERS, communication, honesty, pricing, scheduling, service, waitTime, WORTH_IT } from "./common.ts";
import type { TaxonomyPack } from "./types.ts";

const VEHICLE = "{car|truck|vehicle|van|suv|jeep|it|her|him}";

/** The auto services pack. */
export const AUTO_SERVICES: TaxonomyPack = {
  id: "auto_services",
  label: "Auto services",
  categories: [
    "AutomotiveBusiness",
    "AutoRepair",
    "AutoBodyShop",
    "AutoDealer",
    "AutoPartsStore",
    "AutoRental",
    "AutoWash",
    "GasStation",
    "MotorcycleDealer",
    "MotorcycleRepair",
    "TireShop",
  ],
  aspects: [
    {
      id: "quality_of_work",
      label: "Quality of repair",
      absence: 0,
      positive: [
        "{fixed|repaired|solved|resolved}",
        `{runs|running|ran|drives|driving} {great|perfectly|perfect|fine|well|smoothly|beautifully|like new|like a dream}`,
        "{right|correctly|properly} the first time",
        "{done|fixed|repaired} {right|correctly|properly|well}",
        // "Not the cheapest, but they do it right."
        "{do|does|did|doing|got|get|gets} {it|things|the job|the work|the repair|everything} right",
        "{quality|excellent|great|good|solid|careful} {work|job|repair|repairs|workmanship}",
      ],
      negative: [
        "still {broken|leaking|not|isn't|doesn't|won't|making|having|smoking|overheating|shaking|pulling|squealing}",
        "{problem|issue|noise|leak|light|check engine light} {came back|returned|is back|came back on|came on again}",
        `had to {bring|take|tow} {the |my |our |}${VEHICLE} back`,
        "{sloppy|shoddy|botched|careless|subpar}",
        "{damaged|scratched|dented|broke} {my|our|the}",
        "same {problem|issue|noise|leak}",
        "{poor|bad|terrible|awful|lousy|sloppy} {work|job|workmanship|repair|repairs}",
        "worse than before",
      ],
      neutral: ["{work|job|workmanship|repair|repairs|result}"],
    },
    pricing("Pricing", {
      neutral: ["{labor|labour|parts|diagnostic fee|estimate}"],
      positive: [
        WORTH_IT,
        "{stayed|came in|came out} {at|under|within|below} {the|their|his|our|my} {quote|estimate}",
        "{matched|match|beat|honored|honoured} {the|their|a|another|my|our} {quote|estimate|price|coupon}",
        "{didn't|did not|never} charge {me|us} for {the|a} diagnostic",
      ],
      negative: [
        "{more|higher|double|twice} than {the|their|his|our|my} {quote|estimate|quoted price}",
        "{added|tacked on|tacked|padded} {charges|fees|extra|extras|on}",
        "{charged|billed} {me|us} for {work|parts|repairs|services} {i|we} {didn't|did not|never}",
      ],
    }),
    honesty("Honesty"),
    {
      id: "technical_knowledge",
      label: "Diagnosis and know-how",
      positive: [
        "{knowledgeable|knowledge|expert|expertise|experienced|skilled|competent}",
        "{diagnosed|pinpointed|troubleshot}",
        "{figured|found|tracked} {out|down} {the|what|why|where}",
        "found the {problem|issue|cause|leak|culprit}",
      ],
      negative: [
        "{incompetent|clueless|inexperienced|unqualified}",
        "{misdiagnosed|misdiagnosis}",
        "{couldn't|could not|unable to|didn't|did not|never} {figure|diagnose|find} {out|the|what|it}",
        "{no|zero} {idea|clue}",
      ],
      neutral: ["{diagnosis|diagnostic|diagnose|diagnostics}"],
    },
    waitTime("Turnaround and waiting"),
    communication("Communication", ["{text|texts|texted|called|call|calls}"]),
    service("Customer service", [
      "{service advisor|service writer|advisor|front desk|counter|office|shop}",
      "{shuttle driver|shuttle|loaner}",
    ]),
    scheduling("Scheduling"),
  ],
  blockers: [
    ...COMMON_BLOCKERS,
    "{need|needs|needed|needing|want|wanted|has|have|had} {to be|it|them|to get it|to get them|to have it} {fixed|repaired|resolved}",
    "{accelerate|accelerates|accelerating|drive|drives|driving|drove|go|goes|run|runs} {as |}{fast|quick|quickly|slow|slowly}",
    "{battery|tire|tires|engine|brakes|car|truck} {was |is |}{dead|died}",
  ],
  questions: [
    {
      aspect: "quality_of_work",
      question: "Do they fix it right the first time?",
      subject: "the quality of the repairs",
    },
    { aspect: "pricing", question: "Are their prices fair?", subject: "price" },
    { aspect: "honesty", question: "Are they honest, or do they push extra repairs?", subject: "honesty" },
    { aspect: "technical_knowledge", question: "Do they find the real problem?", subject: "diagnosis" },
    { aspect: "wait_time", question: "How long do repairs take?", subject: "turnaround" },
    { aspect: "communication", question: "Do they keep customers informed?", subject: "communication" },
    { aspect: "customer_service", question: "Is the service friendly?", subject: "the service" },
  ],
  words: {
    staff: "mechanic",
    customers: "customers",
    customer: "customer",
    problemsQuestion: "What do customers bring their cars in for?",
  },
  problems: false,
};
