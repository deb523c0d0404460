/** The healthcare pack: dentists, doctors, clinics, therapists, opticians and vets. */
import {
  cleanliness,
  COMMON_BLOCKERS,
  communication,
  pricing,
  scheduling,
  service,
  waitTime,
  WORTH_IT,
} from "./common.ts";
import type { TaxonomyPack } from "./types.ts";

const CLINICIANS =
  "{dentist|doctor|dr|physician|surgeon|hygienist|nurse|therapist|orthodontist|provider|specialist|vet|pa|np}";

/** The healthcare pack. */
export const HEALTHCARE: TaxonomyPack = {
  id: "healthcare",
  label: "Healthcare & dental",
  categories: [
    "Dentist",
    "MedicalBusiness",
    "MedicalClinic",
    "MedicalOrganization",
    "Physician",
    "Hospital",
    "Optician",
    "Optometrist",
    "Pharmacy",
    "Physiotherapy",
    "Chiropractor",
    "DiagnosticLab",
    "VeterinaryCare",
    "Orthodontist",
    "DaySpa",
    "HealthAndBeautyBusiness",
  ],
  aspects: [
    {
      id: "bedside_manner",
      label: "Care and bedside manner",
      positive: [
        "{gentle|gently|painless|compassionate|reassuring|caring|patient|empathetic|thorough}",
        "{listened|listens|listen} to {me|us|my|our|all}",
        "{put|puts|made|makes} {me|us} {at ease|feel comfortable|feel at ease|feel safe}",
        "{took|takes|take} {the |}time {with|to listen|to explain}",
        "{didn't|did not|never} {feel|felt} rushed",
        `{great|wonderful|amazing|excellent|best|kind|gentle|fantastic|good} ${CLINICIANS}`,
      ],
      negative: [
        "{rough|roughly|painful|hurt|hurts|hurting|cold|uncaring|careless}",
        "{rushed|rushing} {me|us|through}",
        "{didn't|did not|doesn't|wouldn't} {listen|care}",
        "treated {me|us} like a number",
        "{felt|feel} rushed",
        "{no|zero} bedside manner",
        `{bad|terrible|horrible|awful|worst|rude} ${CLINICIANS}`,
      ],
      neutral: [
        "{bedside manner|manner|care|procedure|treatment|exam|visit|pain|anesthetic|numbing|novocaine}",
        CLINICIANS,
      ],
    },
    service("Front desk and staff", [
      "{front desk|receptionist|receptionists|office staff|office|reception|front office|assistant|assistants|nurses|team}",
    ]),
    waitTime("Waiting times"),
    pricing("Cost, billing and insurance", {
      neutral: ["{insurance|copay|co pay|deductible|out of pocket|covered|coverage|billing|payment plan}"],
      positive: [
        WORTH_IT,
        "{accept|accepts|accepted|take|takes|took} {my|our|most|all|every} insurance",
        "{work|works|worked|working} with {my|our|the} insurance",
        "{fully |}covered by {my|our|the} insurance",
        "{billing|insurance} {was|is|were} {easy|simple|painless|smooth|seamless|straightforward}",
      ],
      negative: [
        "{surprise|unexpected|separate} {bill|bills|charge|charges}",
        "{billing|insurance|billed} {error|errors|mistake|mistakes|issues|problems|nightmare|mess|fiasco}",
        "{sent|send|sends} {me|us|it|my account|the bill} to collections",
        "{didn't|did not|doesn't|does not|wouldn't|won't|don't|do not} {accept|take} {my|our} insurance",
        "{out of network|balance billed|balance billing|billed twice|double billed}",
      ],
    }),
    communication("Explanations and communication", ["{results|options|treatment plan}"]),
    scheduling("Appointments"),
    {
      id: "results",
      label: "Results",
      positive: [
        "{feel|feeling|felt} {much |so much |a lot |}better",
        "{pain|problem} {is |was |}{gone|went away|disappeared|resolved}",
        "{beautiful|perfect|great|amazing|new} {smile|teeth|results|crown|crowns|implant|implants|vision}",
        "{saved|fixed} {my|our} {tooth|teeth|life|back|dog|cat}",
      ],
      negative: [
        "still in pain",
        "{misdiagnosed|misdiagnosis|botched}",
        "{worse|fell out|came out}",
        "had to {go|see|get} {somewhere else|another|a different|elsewhere}",
      ],
      neutral: [
        "{results|result|outcome|filling|fillings|crown|crowns|root canal|implant|implants|extraction|braces|surgery|diagnosis}",
      ],
    },
    cleanliness("Cleanliness", ["{office|clinic|waiting room|facility}"]),
  ],
  blockers: [
    ...COMMON_BLOCKERS,
    "{teeth|dental|deep|routine|regular|my|a|annual|six month|6 month} {cleaning|cleanings}",
    "{teeth|tooth} {cleaned|whitening}",
  ],
  questions: [
    { aspect: "bedside_manner", question: "Are they gentle and caring?", subject: "the care and bedside manner" },
    {
      aspect: "customer_service",
      question: "Are the front desk and staff friendly?",
      subject: "the front desk and staff",
    },
    { aspect: "wait_time", question: "Are waiting times short?", subject: "waiting times" },
    { aspect: "pricing", question: "Are costs and billing clear and fair?", subject: "cost, billing and insurance" },
    { aspect: "communication", question: "Do they explain things clearly?", subject: "explanations" },
    { aspect: "scheduling", question: "How easy is it to get an appointment?", subject: "appointments" },
    { aspect: "results", question: "Are patients happy with the results?", subject: "results" },
  ],
  words: {
    staff: "provider",
    customers: "patients",
    customer: "patient",
    problemsQuestion: "What do patients come in for?",
  },
  problems: false,
};
