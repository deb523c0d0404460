/** The senior living pack: care homes, assisted living, memory care and retirement communities. */
import { cleanliness, COMMON_BLOCKERS, communication, pricing, service, WORTH_IT } from "./common.ts";
import type { TaxonomyPack } from "./types.ts";

const CARERS =
  "{caregiver|caregivers|carers|carer|nurse|nurses|aide|aides|cna|cnas|caretakers|care staff|nursing staff}";

/** The senior living pack. */
export const SENIOR_LIVING: TaxonomyPack = {
  id: "senior_living",
  label: "Senior living",
  categories: [
    "SeniorLiving",
    "AssistedLiving",
    "NursingHome",
    "CareHome",
    "RetirementCommunity",
    "MemoryCare",
    "HomeCare",
    "HomeHealthCare",
  ],
  aspects: [
    {
      id: "care_quality",
      label: "Quality of care",
      positive: [
        "{well cared for|well looked after|taken care of|in good hands|safe and happy|thriving|safe}",
        "{compassionate|caring|attentive|loving|gentle|patient|dedicated}",
        `{wonderful|great|amazing|kind|loving|excellent|caring|good|fantastic} ${CARERS}`,
        "{treat|treated|treats} {her|him|them|residents|mom|dad|my mother|my father} like family",
      ],
      negative: [
        "{neglected|neglect|neglectful|bedsores|bed sores|ignored|abuse|abused|mistreated|understaffed|short staffed|unattended}",
        "{left|found} {her|him|mom|dad|my mother|my father} {in|on|alone|sitting|lying}",
        "{was|were|is|are|been} left {sitting|lying|alone|in|on|unattended|soiled|wet}",
        "{call button|call light} {went|was|were} {unanswered|ignored}",
        "{medication|medications|meds} {error|errors|mistakes|mix up|missed}",
        `{bad|terrible|rude|careless|uncaring|lazy|poor} ${CARERS}`,
      ],
      neutral: ["{care|caregiving|medication|medications|meds|nursing|memory care|therapy|rehab|falls|fall}", CARERS],
    },
    service("Staff", ["{director|administrator|administration|front desk|office|management|team}"]),
    {
      id: "dining",
      label: "Food and dining",
      positive: [
        "{delicious|tasty|nutritious|homemade|fresh}",
        "{great|good|excellent|wonderful|amazing|delicious} {food|meals|meal|dining|menu|chef}",
      ],
      negative: [
        "{bland|cold|inedible|stale|tasteless|unappetizing}",
        "{bad|terrible|poor|awful|horrible} {food|meals|meal|dining|menu}",
      ],
      neutral: ["{food|meals|meal|dining|dining room|menu|chef|breakfast|lunch|dinner|snacks|kitchen}"],
    },
    {
      id: "activities",
      label: "Activities and social life",
      positive: [
        "{plenty|lots|lot|variety|full calendar} of {activities|things to do|events|outings}",
        "{great|fun|wonderful|engaging|many|lots of} {activities|outings|events|programs|entertainment}",
        "{made|making|has made} {friends|new friends}",
        "{engaged|active|busy|social|happy}",
      ],
      negative: [
        "nothing to do",
        "{bored|boring|lonely|isolated|depressed}",
        "{no|few|limited} {activities|outings|events|programs}",
      ],
      neutral: [
        "{activities|activity|outings|events|programs|entertainment|bingo|music|exercise|classes|crafts|games|social}",
      ],
    },
    {
      id: "facility",
      label: "Rooms and grounds",
      positive: [
        "{beautiful|spacious|bright|lovely|comfortable|gorgeous|modern|well kept|well maintained|homey|homelike}",
        "feels like home",
      ],
      negative: ["{outdated|rundown|run down|dated|cramped|shabby|depressing|dark|falling apart|broken}"],
      neutral: [
        "{room|rooms|apartment|apartments|suite|suites|grounds|building|facility|campus|garden|gardens|courtyard|community|property}",
      ],
    },
    cleanliness("Cleanliness", ["{smell|smells|odor|odors|housekeeping|laundry}"]),
    communication("Communication with families", ["{family|families|calls|updates}"]),
    pricing("Cost", {
      neutral: ["{rent|monthly|per month|deposit|medicaid|medicare|insurance}"],
      positive: [
        WORTH_IT,
        "{all inclusive|everything included|no hidden fees|no surprise fees}",
      ],
      negative: [
        "{charged|charge|charges|charging} for {everything|every little thing|extras}",
        "{a la carte|level of care} fees",
      ],
    }),
  ],
  blockers: [...COMMON_BLOCKERS],
  questions: [
    { aspect: "care_quality", question: "Are residents well cared for?", subject: "the quality of care" },
    { aspect: "customer_service", question: "Are the staff kind and helpful?", subject: "the staff" },
    { aspect: "communication", question: "Do they keep families informed?", subject: "communication with families" },
    { aspect: "dining", question: "Is the food good?", subject: "the food and dining" },
    { aspect: "activities", question: "Are there enough activities?", subject: "activities and social life" },
    { aspect: "cleanliness", question: "Is it clean?", subject: "cleanliness" },
    { aspect: "pricing", question: "Is it worth the cost?", subject: "cost" },
  ],
  words: {
    staff: "caregiver",
    customers: "families",
    customer: "family member",
    problemsQuestion: "What do families look for?",
  },
  problems: false,
};
