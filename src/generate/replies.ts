import type { CompleteBusiness } from "./business.ts";
import type { Complaint } from "./phrases.ts";
import type { Rng } from "./prng.ts";

/** What the owner knows about a review when replying to it. */
export interface ReplyContext {
  rating: number;
  /** Reviewer's first name when the display name has one. */
  firstName: string | null;
  /** Technician first name when the review names them, else null. */
  tech: string | null;
  pronoun: "he" | "she";
  /** Short name of the job, "furnace repair". */
  noun: string;
  complaints: readonly Complaint[];
  hasText: boolean;
  /** 1..12, for seasonal sign-offs. */
  month: number;
}

const GREETINGS = ["Hi {name},", "{name},", "Hi {name}!", "Hello {name},", "Thank you, {name}!", "Dear {name},"];
const GREETINGS_SERIOUS = ["Hi {name},", "{name},", "Hello {name},", "Dear {name},", "{name} -"];

const THANKS = [
  "Thanks so much for the kind words!",
  "Thank you for taking the time to write this.",
  "We really appreciate the review.",
  "This made our day, thank you!",
  "Thank you for trusting us with your home.",
  "We're so glad to hear it.",
  "Thanks for the great review!",
  "Reviews like this mean a lot to a small family business like ours.",
  "Thank you for choosing us, and for the shout out.",
  "Appreciate you!",
];

const TECH_NOTES = [
  "We'll make sure {tech} sees this.",
  "{tech} is one of the best we've got, and we're lucky to have {him}.",
  "I shared this with {tech} at our Monday team meeting and {he} was beaming.",
  "{tech} will be thrilled to read this.",
  "Passing your kind words along to {tech}.",
  "{tech} really does care about every job, and it shows.",
  "We'll be sure to send {tech} out next time too.",
];

const JOB_NOTES = [
  "Glad we could get your {noun} taken care of quickly.",
  "Happy the {noun} went smoothly.",
  "Glad everything is running right again.",
  "Happy to hear the {noun} was a good experience.",
  "So glad we could help.",
];

const GRIPE_NOTES = [
  "And thanks for the honest feedback; we'll work on the part that fell short.",
  "We hear you on the one thing that wasn't perfect, and we're on it.",
  "Appreciate the fair review, and we'll take the critique to heart.",
  "Point taken on what could have gone better. We're always working on it.",
  "Fair feedback, and I've shared it with the office team.",
];

const POSITIVE_CLOSERS = [
  "See you at the next tune-up!",
  "We appreciate your business.",
  "Thanks for choosing Summit.",
  "Don't hesitate to call if you need anything.",
  "Take care!",
  "Here whenever you need us.",
];

const SEASONAL = { winter: "Stay warm out there!", summer: "Stay cool!" };

const RATING_ONLY_POSITIVE = [
  "Thank you for the five stars!",
  "Thanks for the great rating!",
  "We appreciate the stars, thank you!",
  "Thank you! We appreciate your business.",
  "Thanks for the rating. Glad we could help!",
];

const APOLOGIES = [
  "I'm sorry.",
  "This is not the experience we want anyone to have, and I apologize.",
  "I'm really sorry to read this.",
  "Thank you for telling us this, even though it's not easy to read.",
  "We fell short here and I'm sorry.",
  "I apologize. We should have done better.",
  "I'm sorry we let you down.",
  "Thank you for the honest feedback, and I'm sorry for the frustration.",
];

const ISSUE_NOTES: Readonly<Record<Complaint, readonly string[]>> = {
  "no-show": [
    "Missing your appointment without a call is not okay, and I've talked with our dispatch team about how it happened.",
    "Nobody should wait all day for a tech who doesn't come. We've changed how we confirm appointments because of this.",
  ],
  overcharged: [
    "I'd like to go over the invoice with you line by line. If we charged you for something we shouldn't have, we'll refund it.",
    "Our pricing should never be a surprise. I'm reviewing this bill myself.",
  ],
  "came-back": [
    "A repair should last, and a return visit for the same problem is on us. No charge.",
    "When the same issue comes back that quickly, we missed something, and we'll cover the return visit.",
  ],
  "rude-office": [
    "That's not how we talk to customers, period. I've addressed it with our office team.",
    "Everyone who calls us deserves patience and respect. I've spoken with the team about this call.",
  ],
  upsell: [
    "Our techs are not paid on commission, and no one should ever feel pressured. I'm following up on this.",
    "Recommending a replacement when a repair will do is not how we work. I'm looking into this visit personally.",
  ],
  "never-called-back": [
    "You should have heard back from us days ago. That's on us.",
    "Dropping the ball on a callback is unacceptable, and I'm sorry it took a review to get our attention.",
  ],
  damage: [
    "We take responsibility for any damage we cause, and we'll make it right.",
    "Our crews are supposed to protect your home, and we'll pay for the repair.",
  ],
  "slow-scheduling": [
    "During cold snaps we get hundreds of calls a day, but that's no excuse for how long you waited.",
    "We've added two technicians since then so waits like this don't happen again.",
  ],
};

const MIXED_NOTES = [
  "Glad {tech} took good care of you, and sorry the rest of the experience didn't match.",
  "We appreciate the honest feedback. It helps us get better.",
  "We're glad the {noun} is done, but the experience around it should have been better.",
  "Thanks for the fair review. We hear you.",
];

const CONTACT = [
  "Please call me directly at {phone} so I can make this right.",
  "Could you email me at {email} with your address? I'd like to make this right.",
  "I'd like to send someone out at no charge to take another look. Please give us a call at {phone}.",
  "I left you a voicemail and would appreciate the chance to talk.",
  "Please reach out to me at {email}; I'd like to hear more and fix this.",
  "Call the office at {phone} and ask for me. I want to make this right.",
];

const RATING_ONLY_NEGATIVE = [
  "We're sorry to see this rating. We'd like to understand what happened, so please call us at {phone}.",
  "We couldn't find your name in our records. Please call us at {phone} so we can look into your experience.",
  "We'd like to hear what went wrong and make it right. Please reach out at {email}.",
];

const SIGNATURES = [
  "— Dana, Owner",
  "- Dana Whitfield, owner",
  "Rob, Service Manager",
  "The Summit Comfort Team",
  "-Dana",
];

const PRONOUNS = { he: { he: "he", him: "him" }, she: { he: "she", him: "her" } };

/** Formats "+1-303-555-0142" the way people write it in the US, "(303) 555-0142". */
function localPhone(telephone: string): string {
  const digits = telephone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : telephone;
}

/** An owner reply to one review: thanks on good ones, an apology that names the issue and an offer on bad ones. */
export function ownerReplyText(context: ReplyContext, business: CompleteBusiness, rng: Rng): string {
  const { rating, firstName, tech, noun, complaints } = context;
  const pronoun = PRONOUNS[context.pronoun];
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (_, key: string) => {
      switch (key) {
        case "name":
          return firstName ?? "";
        case "tech":
          return tech ?? "our tech";
        case "he":
          return pronoun.he;
        case "him":
          return pronoun.him;
        case "noun":
          return noun;
        case "phone":
          return localPhone(business.telephone);
        case "email":
          return business.email;
        default:
          return key;
      }
    });
  const parts: string[] = [];
  if (firstName && rng.chance(0.7)) parts.push(rng.pick(rating >= 4 ? GREETINGS : GREETINGS_SERIOUS));
  if (rating >= 4) {
    if (!context.hasText) {
      parts.push(rng.pick(RATING_ONLY_POSITIVE));
    } else if (rng.chance(0.12)) {
      // Some owners just say thanks.
      parts.push(rng.pick(["Thank you!", "Thanks so much!", "Appreciate it!", "Thank you for the review!"]));
    } else {
      parts.push(rng.pick(THANKS));
      if (tech && rng.chance(0.7)) parts.push(rng.pick(TECH_NOTES));
      else if (rng.chance(0.6)) parts.push(rng.pick(JOB_NOTES));
      if (rating === 4 && rng.chance(0.6)) parts.push(rng.pick(GRIPE_NOTES));
      const season = context.month <= 2 || context.month >= 11
        ? "winter"
        : context.month >= 6 && context.month <= 8
        ? "summer"
        : null;
      if (season && rng.chance(0.3)) parts.push(SEASONAL[season]);
      else if (rng.chance(0.5)) parts.push(rng.pick(POSITIVE_CLOSERS));
    }
  } else if (!context.hasText) {
    parts.push(rng.pick(RATING_ONLY_NEGATIVE));
  } else {
    if (rating === 3 && rng.chance(0.6)) parts.push(rng.pick(MIXED_NOTES));
    else parts.push(rng.pick(APOLOGIES));
    for (const complaint of complaints.slice(0, 2)) parts.push(rng.pick(ISSUE_NOTES[complaint]));
    if (rating <= 2 || rng.chance(0.5)) parts.push(rng.pick(CONTACT));
  }
  const filled = parts.map(fill);
  // "Hi Rachel, thanks for..." reads right; "Hi Rachel, Thanks" does not (names and "I" keep their capital).
  if (filled.length > 1 && filled[0].endsWith(",")) {
    const next = filled[1];
    const word = next.split(/[\s,!.']/)[0];
    if (word !== "I" && word !== tech) filled[1] = next.charAt(0).toLowerCase() + next.slice(1);
  }
  const body = filled.join(" ");
  // Owners sign bad-news replies more often than thank-yous.
  const signature = rng.chance(rating >= 4 ? 0.3 : 0.8) ? rng.pick(SIGNATURES) : "";
  return signature ? `${body}\n${signature}` : body;
}
