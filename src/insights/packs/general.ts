/** The general pack: what customers judge any business on, when its category has no pack of its own. */
import {
  cleanliness,
  COMMON_BLOCKERS,
  communication,
  honesty,
  pricing,
  scheduling,
  service,
  waitTime,
} from "./common.ts";
import type { TaxonomyPack } from "./types.ts";

/** The general pack. */
export const GENERAL: TaxonomyPack = {
  id: "general",
  label: "Any business",
  categories: ["LocalBusiness", "Store", "ProfessionalService", "Organization"],
  aspects: [
    service("Customer service", [
      "{tech support|warranty|returns|refund|exchange|return policy|repair depot|repair center}",
      // The people a customer deals with at a counter, a desk or on the phone.
      "{cashier|cashiers|clerk|clerks|receptionist|front desk|salesman|saleswoman|salesperson|sales rep|sales associate|representative|associates|rep}",
      "{guy|girl|lady|man|woman|gentleman} {at the front|at the counter|at the desk|at the register|behind the counter|behind the desk|who helped|who served|who waited on|working the|on the phone}",
      "{guy|girl|lady|man|woman|gentleman} who {cut|did|took care of|checked|rang|assisted|sold|fitted}",
      // The people of a salon, a gym, a school or a shop floor.
      "{stylist|stylists|barber|barbers|instructor|instructors|trainer|trainers|teacher|teachers|coach|coaches|technician|technicians|agent|agents}",
    ]),
    pricing("Price and value"),
    {
      id: "quality",
      label: "Quality",
      positive: [
        "{high|top|great|excellent|good|superb|best} quality",
        "{well made|well built|built to last|works great|works perfectly}",
        "exceeded {my|our} expectations",
        "{did|does|do} {a |an |}{great|excellent|fantastic|amazing|good|wonderful|perfect|beautiful} job",
      ],
      negative: [
        "{poor|low|bad|terrible|cheap|shoddy} quality",
        "{broke|broken|defective|faulty|shoddy|sloppy|flimsy}",
        "{fell apart|stopped working|doesn't work|didn't work|never worked}",
        "{did|does|do} {a |}{poor|bad|terrible|horrible|lousy|sloppy} job",
      ],
      neutral: ["{quality|product|products|work|job|results|result|workmanship|selection}"],
    },
    waitTime("Speed and wait times"),
    communication(),
    cleanliness(),
    honesty(),
    scheduling("Appointments and booking"),
  ],
  blockers: [
    ...COMMON_BLOCKERS,
    // The reviewer's own trade: "I am a school teacher", "as a retired instructor".
    // (Matched from "a", keyed by the next word, so the frequent "was a" tries nothing.)
    "{a|an} {retired|former|school|high school|college|fitness} {teacher|instructor|coach|trainer|stylist|barber}",
    "{i'm|am} {a|an} {teacher|instructor|coach|trainer|stylist|barber}",
  ],
  questions: [
    { aspect: "customer_service", question: "Are the staff friendly and helpful?", subject: "the service" },
    { aspect: "pricing", question: "Are their prices fair?", subject: "price and value" },
    { aspect: "quality", question: "Is the quality good?", subject: "quality" },
    { aspect: "wait_time", question: "Is the service quick?", subject: "speed and wait times" },
    { aspect: "communication", question: "Do they keep customers informed?", subject: "communication" },
    { aspect: "honesty", question: "Are they honest?", subject: "honesty" },
  ],
  words: {
    staff: "staff member",
    customers: "customers",
    customer: "customer",
    problemsQuestion: "What do customers come to them for?",
  },
  problems: false,
};
