/**
 * Hand-written phrase banks the review texts are composed from. Placeholders are the ones documented in
 * scenarios.ts, plus `{biz}`/`{Biz}` (how the customer names the company), `{area}` (a town), `{noun}` (a short
 * name of the job, "furnace repair"), `{amount}`, and `{name}`/`{Name}` (the technician's name; a phrase with it is
 * only used when the review names the technician, so "Thanks the tech!" never happens).
 *
 * Why so many small banks: texts are assembled slot by slot, so variety multiplies across slots and 1,500
 * reviews do not read like the same review 1,500 times.
 */

/** Aspects customers praise or complain about. */
export type Aspect =
  | "punctuality"
  | "pricing"
  | "communication"
  | "professionalism"
  | "knowledge"
  | "cleanliness"
  | "scheduling"
  | "quality"
  | "speed"
  | "honesty"
  | "follow-up"
  | "customer-service";

/** How a customer names the company in running text. */
export const BIZ_NAMES = ["Summit", "Summit Comfort", "Summit Comfort", "Summit Comfort Heating", "Summit"] as const;

/** Ways to set the scene before the problem clause ("{p}" is the clause, "{P}" the clause capitalised). */
export const STORY_FRAMES = [
  "{P}.",
  "{P}.",
  "Called {biz} because {p}.",
  "Last week {p}.",
  "Over the weekend {p}.",
  "Long story short, {p}.",
  "{P}, so I called {biz}.",
  "{P} and I called three places. {Biz} was the only one that picked up.",
  "A while back {p}.",
  "So {p}.",
  "We called {biz} after {p}.",
  "A couple weeks ago {p}.",
  "Here's what happened: {p}.",
  "{P}, and a neighbor recommended {biz}.",
  "{P}. Found {biz} on Google.",
  "Yesterday {p}.",
  "{P} - not fun.",
  "Quick background: {p}.",
  "{P}. We've used {biz} before so they were our first call.",
] as const;

/** Inline town mentions appended to a problem clause at `{where}`. */
export const WHERE_PHRASES = [
  " out here in {area}",
  " in {area}",
  " at our place in {area}",
  " at my mom's house in {area}",
  " at our rental in {area}",
  " at the house in {area}",
  " up in {area}",
  " at our townhome in {area}",
] as const;

/** Standalone sentences naming the customer's town. */
export const AREA_SENTENCES = [
  "We're out in {area} and they still got here the same day.",
  "Nice to find a company that actually comes out to {area}.",
  "We live in {area} and they were here within a couple of hours.",
  "{area} homeowner here, and I've finally found my go-to company.",
  "Highly recommend to anyone in {area}.",
  "If you're in {area}, call them.",
  "They've now done three jobs for us here in {area}.",
  "Our neighbors in {area} use them too, which is how we heard about them.",
  "Half our street in {area} uses them now.",
  "Service in {area} was fast even on a busy week.",
  "Good to have someone reliable this close to {area}.",
  "Posted this on our {area} neighborhood group too.",
] as const;

/** Openers for happy reviews. */
export const OPENERS_POSITIVE = [
  "Can't say enough good things about {biz}.",
  "Five stars, no question.",
  "I don't usually write reviews but this one is deserved.",
  "Wow.",
  "Second time using {biz} and they did not disappoint.",
  "We've been through a lot of contractors over the years and this is the one we're sticking with.",
  "Finally, a contractor who does what they say.",
  "Just want to give a shout out to {biz}.",
  "What a relief.",
  "These guys are the real deal.",
  "I've been burned by contractors before, so I was skeptical. No need to be.",
  "Excellent experience from start to finish.",
  "Such a great experience.",
  "Third year using {biz} and they keep earning it.",
  "Honestly the best service company I've dealt with.",
  "Where do I start.",
  "A company that answers the phone on the first ring. Imagine that.",
  "This is my first Google review ever.",
  "Our go-to for anything heating, cooling or plumbing now.",
  "Very impressed.",
  "Hands down the best.",
  "10 out of 10.",
  "So glad a friend recommended {biz}.",
  "I've recommended them to everyone at work already.",
  "We're new to the area and needed someone we could trust.",
  "Great company.",
  "Wish every contractor worked like this.",
  "Quick review because they earned it.",
  "We've used {biz} for a few years now and every visit has been solid.",
  "As a landlord I deal with a lot of contractors, and {biz} is one of the few I trust.",
] as const;

/** Praise for the technician. */
export const TECH_PRAISE = [
  "{Tech} was fantastic: friendly, patient, and clearly knew {his} stuff.",
  "{Tech} was great.",
  "{Tech} was professional, polite and explained everything before doing any work.",
  "Huge thanks to {tech}, who was courteous and super knowledgeable.",
  "{Tech} took the time to answer all my questions, even the dumb ones.",
  "{Tech} was awesome with our kids and dog, who both wanted to help.",
  "{Tech} treated our house like it was {his} own.",
  "{Name} is a keeper. Ask for {him} by name.",
  "{Tech} explained what {he} found in plain English and showed me the old part.",
  "{Tech} was friendly and efficient, no wasted time.",
  "{Tech} obviously takes pride in {his} work.",
  "You can tell {tech} actually cares about doing it right.",
  "{Tech} was calm, respectful and very good at what {he} does.",
  "{Tech} didn't rush and didn't make me feel stupid for asking questions.",
  "{Tech} was a total pro.",
  "I really appreciated how patient {tech} was with my dad, who had a hundred questions.",
  "{Tech} was knowledgeable and honest, which is rare.",
  "{Tech} went above and beyond.",
  "{Tech} was super nice and really knew what {he} was doing.",
  "Can't say enough about {tech}. Great attitude, great work.",
  "{Tech} came prepared with the right parts, which never happens.",
  "{Tech} gave me options instead of a sales pitch.",
  "{Tech} was respectful of our home and our time.",
  "{Tech} even double-checked the work before leaving.",
  "Our technician, {tech}, was excellent.",
  "{Tech} was personable and clearly experienced.",
  "{Tech} took photos of everything and walked me through them.",
  "{Tech} is the kind of person you want to see again.",
  "{Tech} was honest that we didn't need the expensive fix.",
  "{Tech} was very thorough and careful.",
  "I'd have {tech} back any day.",
  "{Tech} was a pleasure to deal with.",
] as const;

/** Praise and complaints per aspect. Complaints are written to work as a stand-alone sentence. */
export const ASPECT_PHRASES: Readonly<Record<Aspect, { positive: readonly string[]; negative: readonly string[] }>> = {
  punctuality: {
    positive: [
      "{He} showed up right on time.",
      "Arrived at the start of the window, and called 20 minutes ahead.",
      "On time, which is more than I can say for most contractors.",
      "{Tech} was here exactly when they said {he} would be.",
      "Showed up early, actually.",
      "They gave a two hour window and were here in the first 30 minutes.",
      "Punctual, and texted when {he} was on the way.",
      "Right on time both visits.",
      "Not late once.",
    ],
    negative: [
      "The tech wasn't on time, showed up almost two hours after the window.",
      "They were late, and nobody called to say so.",
      "Arrival window was 8 to 12, they got here at 2.",
      "I took a day off work and they showed up at the very end of the window.",
      "Late both times.",
      "Not exactly punctual.",
      "Showed up an hour late with no heads up.",
    ],
  },
  pricing: {
    positive: [
      "Price was fair and quoted up front.",
      "The price was exactly what they quoted, no surprises.",
      "Very reasonable price, honestly less than I expected.",
      "Paid {amount} total, which was fair for what they did.",
      "Not the cheapest quote we got, but the best value by far.",
      "Fair pricing, and they explained every line on the invoice.",
      "No hidden fees, no nickel and diming.",
      "They didn't charge extra for the weekend.",
      "Pricing was transparent.",
      "The diagnostic fee was applied to the repair, which I appreciated.",
      "Way cheaper than the other quote we got.",
      "Reasonable, and the financing option made it easy.",
    ],
    negative: [
      "Pricey though. {amount} felt steep.",
      "Not cheap. Paid {amount} for what felt like an hour of work.",
      "The price was higher than the other quotes we got.",
      "Definitely on the expensive side.",
      "Trip charge plus diagnostic fee adds up fast.",
      "The bill came out higher than the quote and nobody explained why.",
      "Way overpriced for a part that costs $20 online.",
      "Expensive for what it was.",
      "The final price was not what we were told on the phone.",
    ],
  },
  communication: {
    positive: [
      "Communication was excellent from the first call to the invoice.",
      "Got a text with {his} photo and an ETA, which was nice.",
      "They kept me updated the whole time.",
      "Great communication all around.",
      "Everything was explained clearly and nothing was a surprise.",
      "The office called back within ten minutes.",
      "Clear about what they found, what it would cost and how long it would take.",
      "The text reminders and updates were really helpful.",
    ],
    negative: [
      "Communication was poor. Nobody told us anything.",
      "I had to call three times to find out when someone was coming.",
      "Nobody called back when they said they would.",
      "The office and the tech clearly weren't talking to each other.",
      "Got conflicting information from different people.",
      "Never got the quote they promised to email.",
      "Left two voicemails and never heard back.",
    ],
  },
  professionalism: {
    positive: [
      "Very professional.",
      "Professional from start to finish.",
      "Courteous and professional the whole time.",
      "Uniformed, polite, wore shoe covers without being asked.",
      "Super professional and respectful.",
      "Everyone we dealt with was polite and professional.",
    ],
    negative: [
      "Not very professional.",
      "{He} was on personal phone calls half the visit.",
      "Kind of rude, honestly.",
      "Unprofessional attitude from the moment {he} walked in.",
      "Tracked mud in and didn't seem to care.",
      "Felt like {he} couldn't wait to leave.",
    ],
  },
  knowledge: {
    positive: [
      "Knowledgeable and honest.",
      "{He} clearly knew {his} stuff.",
      "Super knowledgeable.",
      "{He} diagnosed it in about ten minutes, which tells you something.",
      "You could tell {he} had seen this a hundred times.",
      "Knew exactly what to look for.",
      "Explained the why, not just the what.",
      "Very experienced tech.",
    ],
    negative: [
      "The tech didn't seem to know what {he} was doing.",
      "{He} spent an hour on YouTube in my basement.",
      "Clearly inexperienced.",
      "{He} guessed at the problem and guessed wrong.",
      "Had to call someone else to walk {him} through it.",
    ],
  },
  cleanliness: {
    positive: [
      "Wore shoe covers and cleaned up after {himself}.",
      "Left the place cleaner than {he} found it.",
      "Put down drop cloths and vacuumed when done.",
      "Very clean work area.",
      "Cleaned up everything, you'd never know anyone was here.",
      "Didn't leave a mess, which I appreciate.",
      "Took the old parts and packaging with {him}.",
    ],
    negative: [
      "Left a mess in the utility room.",
      "Left the old parts and packaging in my driveway.",
      "Muddy boot prints all over the carpet.",
      "Didn't clean up at all.",
      "Found drywall dust and screws all over the floor after.",
    ],
  },
  scheduling: {
    positive: [
      "Scheduling was easy and they got us in the same day.",
      "Booked online in two minutes.",
      "They had an opening the next morning.",
      "Got us in same day during the busiest week of the year.",
      "Easy to schedule and they worked around my work hours.",
      "Called at 8am, tech was here by 11.",
      "They fit us in on a Saturday.",
    ],
    negative: [
      "It took a week to get an appointment.",
      "Scheduling was a mess; they rescheduled us twice.",
      "The earliest they could do was five days out, in January.",
      "They cancelled the morning of and rebooked for three days later.",
      "Hard to get on the schedule.",
    ],
  },
  quality: {
    positive: [
      "The work was done right the first time.",
      "Quality work. Everything is running great.",
      "Everything has worked perfectly since.",
      "Solid, neat work. The install looks professional.",
      "It's been months and no problems at all.",
      "Great workmanship.",
      "It's running better than it has in years.",
    ],
    negative: [
      "The repair didn't hold.",
      "Sloppy work; we had to have someone else redo it.",
      "Same problem a month later.",
      "The quality of the work was not great.",
      "The install looks like it was done in a hurry.",
    ],
  },
  speed: {
    positive: [
      "Fast and efficient.",
      "In and out in under an hour.",
      "Quick turnaround.",
      "Whole thing took maybe 45 minutes.",
      "Done before lunch.",
      "Super fast service.",
    ],
    negative: [
      "Took forever.",
      "What should have been an hour took all day.",
      "Slow, and billed by the hour.",
      "Two visits and a week of waiting for a part.",
    ],
  },
  honesty: {
    positive: [
      "Honest, no upselling.",
      "{He} could have sold us a new system and didn't.",
      "Really appreciate the honesty.",
      "Told us we didn't need the repair another company quoted us for.",
      "No pressure, no scare tactics.",
      "Honest people, which is hard to find in this industry.",
      "{He} told me to wait on the replacement and get another year out of it.",
    ],
    negative: [
      "Felt like they were trying to scare us into a new system.",
      "Tons of upsell pressure.",
      "Don't trust their diagnosis. Get a second opinion.",
      "The hard sell on the maintenance plan was a bit much.",
      "Pretty sure they padded the bill.",
    ],
  },
  "follow-up": {
    positive: [
      "They even called the next day to make sure everything was still working.",
      "Got a follow-up call a week later to check in.",
      "{Tech} texted the next morning to make sure all was well.",
      "Great follow-up after the job.",
      "They followed up with the rebate forms without me asking.",
    ],
    negative: [
      "Never got a follow-up call like they promised.",
      "Nobody followed up on the warranty claim.",
      "Said they'd order the part and call. They never called back.",
      "No follow-up at all after the first visit.",
    ],
  },
  "customer-service": {
    positive: [
      "Great customer service.",
      "The woman who answered the phone was so kind and calm.",
      "The office staff are lovely.",
      "Customer service was excellent from the first phone call.",
      "Everyone at the office was helpful and friendly.",
      "Amazing customer service, start to finish.",
    ],
    negative: [
      "Customer service was terrible.",
      "The office staff was rude.",
      "The person on the phone could not have cared less.",
      "Got hung up on by the office.",
      "Customer service needs a lot of work.",
    ],
  },
};

/** Closers for happy reviews. */
export const CLOSERS_POSITIVE = [
  "Highly recommend.",
  "Will definitely use them again.",
  "Highly recommend {biz}!",
  "We have found our go-to company for life.",
  "Thank you!",
  "Thanks {name}!",
  "Can't recommend them enough.",
  "Five stars all day.",
  "Already signed up for the maintenance plan.",
  "We'll be calling them for everything from now on.",
  "Would give six stars if I could.",
  "Don't bother calling anyone else.",
  "Wish I'd found them years ago.",
  "Great experience, would hire again.",
  "Thank you {biz} for making a stressful day easy.",
  "A++",
  "Saved their number in my phone.",
  "Already told my neighbors.",
  "Keep up the great work.",
  "Glad we called them.",
  "Definitely recommend.",
  "100% recommend.",
  "Very happy customer.",
  "They've earned a customer for life.",
  "Trustworthy company.",
  "Couldn't be happier.",
  "Worth every penny.",
  "HIGHLY recommend.",
  "You won't regret it.",
  "Thanks again to the whole team.",
  "Will be calling them again next time.",
  "This is how it should be done.",
] as const;

/** Very short happy reviews. */
export const ONE_LINERS_POSITIVE = [
  "Great service!",
  "{Tech} was awesome. Highly recommend.",
  "Fast, fair and friendly.",
  "10/10 would call again",
  "Quick {noun}, great price.",
  "{Tech} fixed it fast. Thank you!",
  "Excellent {noun}. Very professional.",
  "Best in the business.",
  "Always great service.",
  "{Tech} is the best!",
  "On time, honest, and reasonably priced.",
  "Highly recommend {biz}.",
  "Great experience with our {noun}.",
  "Professional and courteous.",
  "Super helpful and knowledgeable",
  "{Tech} did a great job on our {noun}.",
  "Friendly tech, fair price, done right.",
  "Very pleased with the {noun}.",
  "{Tech} was great, thanks!",
  "Another great visit from {tech}.",
  "Responsive, honest, good work.",
  "Great job on the {noun}!",
  "Could not be happier.",
  "Awesome!!",
  "Prompt and professional.",
  "Good people.",
  "They always take care of us.",
  "Same day {noun}. Lifesavers.",
  "Very thorough. Thank you {name}.",
  "Honest and fair.",
  "Five stars for {tech}.",
  "Easy to schedule, quick {noun}.",
  "Top notch.",
  "Great communication and great work.",
  "Love these guys",
  "Excellent as always.",
  "{Tech} was knowledgeable and kind.",
  "Great {noun}, would use again.",
  "Reliable every time.",
  "Clean, quick, and friendly.",
] as const;

/** The small gripe that turns five stars into four. */
export const GRIPES_MINOR = [
  "Only knocking off a star because the arrival window was 8 to 12 and {he} showed up at 12:40.",
  "Only reason it's not five stars is the price. Not cheap.",
  "Took a few days to get on the schedule, but that's probably just the season.",
  "The office was a little slow to call back, but once {tech} was here it was great.",
  "My only complaint is they needed a second trip for a part.",
  "The price was a bit higher than I hoped, but the work was excellent.",
  "Minus one star for the hard sell on the maintenance plan at the end.",
  "Would be five stars but nobody called to say {he} was running late.",
  "Wish the quote had been a little clearer about the trip charge.",
  "The invoice took a week to show up, which was annoying.",
  "It took two visits to sort out, but they didn't charge for the second one.",
  "Great tech, but the price...",
  "A bit pricey, but you get what you pay for.",
  "Scheduling was a little confusing, but the work itself was great.",
  "Left a little sawdust behind, but otherwise no complaints.",
  "The online booking didn't work, had to call.",
  "Had to wait on hold for a while.",
  "The first appointment got rescheduled, but they made up for it.",
  "Not the fastest, but very thorough.",
  "I do wish they'd texted before showing up.",
  "Wasn't thrilled with the diagnostic fee, but they credited it toward the repair.",
  "Four stars only because it took three days to get someone out.",
  "The receptionist was a bit short with me on the phone, but the tech was great.",
  "The estimate came in higher than a competitor's, but we went with them for the reviews.",
  "It's a little noisy still, but much better than it was.",
] as const;

/** Personal context that makes longer reviews read like someone's actual week. */
export const BACKSTORY = [
  "We have a newborn and two dogs, so this was not the week for it.",
  "My husband was out of town, of course.",
  "I work from home and the timing couldn't have been worse.",
  "We had just moved in two months earlier.",
  "My 80 year old mother lives with us, so this wasn't optional.",
  "We were hosting a birthday party that weekend.",
  "I'm a single mom with three kids and zero handy skills.",
  "Of course it happened on a Friday afternoon.",
  "We'd been putting this off for way too long.",
  "I know just enough about this stuff to be dangerous.",
  "We're renting the place out, so I needed it handled fast.",
  "It was the night before a big work trip.",
  "Our old company retired and we've been looking for a new one.",
  "My wife found them after reading reviews for an hour.",
] as const;

/** Comparisons with other contractors, common in long happy reviews. */
export const COMPARISONS = [
  "We'd had another company out the week before who couldn't figure it out.",
  "The big-name company we used before always tried to sell us something. Not these guys.",
  "Two other companies couldn't get anyone out for a week.",
  "A different outfit told us the whole unit needed replacing. It didn't.",
  "Their quote was the only one that actually explained what we were paying for.",
  "Got three quotes and they weren't the cheapest, but they were the only ones who returned my calls.",
  "Previous company charged us twice as much for half the work.",
  "After a bad experience with another contractor last year, this was a breath of fresh air.",
  "Compared to the last outfit we used, night and day.",
  "The other guy wanted to start with a $300 diagnostic. Summit just came out and fixed it.",
] as const;

/** Extra frustration for long angry reviews. */
export const FRUSTRATIONS = [
  "I had to take another afternoon off work for the second visit.",
  "When I asked for an itemized invoice they acted like I was accusing them of something.",
  "I've spent more time on the phone with their office than the tech spent at my house.",
  "Every time I call I get a different story.",
  "Nobody seems to own the problem over there.",
  "I paid on the spot and I still don't have a receipt.",
  "We gave them the benefit of the doubt after the first visit.",
  "I'm not an unreasonable person, but this was ridiculous.",
  "All I wanted was a straight answer.",
  "I even sent photos so they'd bring the right part. They didn't.",
] as const;

/** Openers for middling reviews. */
export const OPENERS_MIXED = [
  "Mixed feelings about this one.",
  "It was fine. Not amazing, not terrible.",
  "Three stars, and here's why.",
  "Good and bad.",
  "Meh.",
  "The tech was great, the company not so much.",
  "Decent experience overall, a few issues.",
  "I wanted to love them.",
  "Pros and cons.",
  "Honest review.",
  "Average experience.",
  "Some good, some bad.",
] as const;

/** Closers for middling reviews. */
export const CLOSERS_MIXED = [
  "Might use them again, might shop around.",
  "Not sure I'd call them first next time.",
  "The work itself was fine.",
  "They're okay.",
  "Would maybe use again.",
  "Just okay.",
  "Hopefully they sort out the office side of things.",
  "Your mileage may vary.",
  "It's fixed, so there's that.",
  "Average.",
  "Would give 3.5 if I could.",
  "Fine, I guess.",
] as const;

/** Closers for four-star reviews. */
export const CLOSERS_FOUR = [
  "Would use them again.",
  "Still recommend them.",
  "Overall a good experience.",
  "Good company overall.",
  "We'll call them again.",
  "Solid four stars.",
  "Overall happy with the work.",
  "Would still recommend.",
  "Good work, just a few small things.",
  "They'll be our first call next time.",
] as const;

/** The kinds of bad experiences behind one and two star reviews. */
export type Complaint =
  | "no-show"
  | "overcharged"
  | "came-back"
  | "rude-office"
  | "upsell"
  | "never-called-back"
  | "damage"
  | "slow-scheduling";

/** Complaint stories, by kind. */
export const COMPLAINTS: Readonly<Record<Complaint, readonly string[]>> = {
  "no-show": [
    "They gave us a window of 8 to 12. Nobody showed. Nobody called.",
    "I took the day off work and the tech never showed up.",
    "No-show. Twice. Both times I had to call to find out nobody was coming.",
    "Waited all day. At 5pm the office said the tech 'got held up' and they'd reschedule. They didn't.",
    "Scheduled an appointment for Tuesday, confirmed it Monday, and nobody came.",
    "They never showed up and never called. We sat in a {cold} degree house waiting.",
    "Nobody came during the window and when I called they said I wasn't on the schedule at all.",
  ],
  overcharged: [
    "Charged us {amount} for what turned out to be a 20 minute fix.",
    "The quote on the phone was one thing, the bill was almost double.",
    "{amount} for a part and half an hour of labor. I looked up the part: it's $30.",
    "They charged a diagnostic fee, a trip charge, and an 'after hours' fee for a 4pm visit.",
    "I got a second quote afterwards and it was half what they charged.",
    "Overcharged, plain and simple. {amount} for a ten minute part swap.",
    "The invoice had line items nobody mentioned, and they wouldn't budge on any of them.",
  ],
  "came-back": [
    "Two weeks later it was doing the exact same thing.",
    "The problem came back three days later, and they wanted to charge us again to look at it.",
    "It worked for a week. Then it broke again, same issue.",
    "{Tech} said it was fixed. It wasn't. Same problem the next morning.",
    "Third visit for the same issue and it's still not right.",
    "They 'fixed' it, it failed again a month later, and the warranty apparently doesn't cover labor.",
    "The repair lasted exactly until the tech pulled out of the driveway.",
  ],
  "rude-office": [
    "The woman at the front desk was incredibly rude when I asked about the bill.",
    "The office staff acted like I was bothering them by calling.",
    "When I called to complain the manager talked over me and basically hung up.",
    "Got hung up on by the office. Twice.",
    "The dispatcher was condescending and told me it was 'not their problem'.",
    "Rude office, rude manager. The tech was the only polite person I dealt with.",
  ],
  upsell: [
    "{Tech} spent more time trying to sell me a new system than fixing the one I have.",
    "Came for a tune-up, left with a $9,000 quote and a lecture.",
    "Constant upsell pressure: air purifier, maintenance plan, a whole new furnace.",
    "They told us the whole unit was shot. A different company fixed it for $200.",
    "Felt like a used car lot. Every answer was 'you really should replace it'.",
    "{He} tried to scare my elderly mother into a new furnace she didn't need.",
    "The $89 tune-up is just a way to get in the door and sell you things.",
  ],
  "never-called-back": [
    "Said they'd order the part and call us. They never called back.",
    "Left four messages about the warranty. Never called back.",
    "Promised a quote by Friday. It's been three weeks.",
    "They said a manager would call me. Still waiting.",
    "Never heard back after the first visit. Had to hire someone else.",
    "Emailed twice and called once about the billing mistake. Nothing.",
  ],
  damage: [
    "They cracked a tile in the bathroom and didn't say a word about it.",
    "They scraped up our hardwood floor carrying equipment in and out.",
    "They left a hole in the drywall and said that's 'not their department'.",
    "Water got all over the basement carpet because nobody put a bucket under it.",
    "Put a dent in our garage door and left a muddy mess all the way through the house.",
  ],
  "slow-scheduling": [
    "Took them six days to get someone out in the middle of winter.",
    "They kept pushing the appointment back, three times in total.",
    "Told us a week out on the phone, in July, with no AC and a baby.",
    "Waited ten days for a part that should have taken two.",
    "They canceled the morning of and the next opening was a week later.",
  ],
};

/** Sarcastic asides for angry reviews. */
export const SARCASM = [
  "Great, another {amount} for a part that failed in a week.",
  "Thanks for nothing.",
  "Love paying a trip charge to be told to call someone else.",
  "Really stellar customer service. Truly.",
  "Five stars for the answering machine, I guess.",
  "Nothing says 'we value your business' like a no-show.",
  "Good to know my time is worth nothing to them.",
  "But hey, the truck looked nice.",
  "Must be nice to get paid for a job you didn't finish.",
  "Amazing how fast they answer when it's time to pay.",
  "Wonderful way to spend a Saturday.",
  "Ten out of ten would not recommend.",
  "Cool, cool, cool.",
  "Oh well, lesson learned.",
] as const;

/** Openers for angry reviews. */
export const OPENERS_NEGATIVE = [
  "Very disappointed.",
  "Do not use this company.",
  "Save yourself the headache.",
  "I really wanted to like them.",
  "Terrible experience.",
  "I'm honestly shocked at all the five star reviews.",
  "Buyer beware.",
  "Worst service experience I've had in years.",
  "Avoid.",
  "Writing this so others know what to expect.",
  "I don't leave bad reviews often.",
  "Frustrated is an understatement.",
  "Where to begin.",
  "Stay away.",
  "Used to be good, not anymore.",
  "Don't believe the reviews.",
  "Ugh.",
  "I gave them a second chance. Mistake.",
] as const;

/** Closers for angry reviews. */
export const CLOSERS_NEGATIVE = [
  "Won't be using them again.",
  "Will not be calling them again.",
  "Look elsewhere.",
  "Never again.",
  "Very disappointed.",
  "Find someone else.",
  "We'll be going with another company from now on.",
  "I'd give zero stars if I could.",
  "Not worth it.",
  "Do yourself a favor and call someone else.",
  "Filing a dispute with my credit card company.",
  "Lesson learned.",
  "Buyer beware.",
  "DO NOT RECOMMEND.",
  "Hope the owner reads this.",
  "Disappointed, because they came highly recommended.",
  "Really expected better.",
  "Hired another company to fix it properly.",
  "So much for the good reviews.",
  "Avoid.",
] as const;

/** A small kind word inside a negative review, so not every bad review is one-note. */
export const SOFTENERS_NEGATIVE = [
  "{Tech} was polite enough, but that doesn't fix anything.",
  "To be fair, {tech} was friendly.",
  "The tech seemed nice, the problem is the company.",
  "I don't blame {name}, it seems like a management problem.",
  "{Tech} did seem to know {his} stuff.",
  "The first visit was fine.",
  "They were nice on the phone at first.",
] as const;

/** Very short unhappy reviews, by rating. */
export const ONE_LINERS_NEGATIVE: Readonly<Record<1 | 2 | 3 | 4, readonly string[]>> = {
  1: [
    "No-show. Never called.",
    "Overpriced and rude.",
    "Problem came back a week later.",
    "Terrible. Avoid.",
    "Never called back.",
    "Way overcharged for a simple {noun}.",
    "Worst customer service ever.",
    "Don't waste your time.",
    "Total rip off",
    "Two no-shows. Done with them.",
    "Upsell city.",
    "They never showed up.",
  ],
  2: [
    "Expensive and it took two visits.",
    "Nice tech, terrible office.",
    "The {noun} didn't last.",
    "Late and overpriced.",
    "Fixed eventually, but the communication was awful.",
    "Not great.",
    "Disappointing {noun}.",
    "Pushy about the maintenance plan.",
  ],
  3: [
    "It's fine.",
    "Okay service, high price.",
    "Good tech, slow office.",
    "Average {noun}.",
    "Got the job done, eventually.",
    "Decent work, not cheap.",
    "Not bad, not great.",
  ],
  4: [
    "Good work, a little pricey.",
    "Good service, just wish they were faster to schedule.",
    "Solid {noun}, bit of a wait.",
    "Very good, arrival was late though.",
    "Happy with the {noun}. Four stars for the price.",
    "Great tech, office a bit slow.",
    "Good job overall.",
    "Pretty good experience.",
  ],
};

/** Common misspellings people make, applied now and then. */
export const MISSPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/\bdefinitely\b/, "definately"],
  [/\brecommend\b/, "reccomend"],
  [/\breceived\b/, "recieved"],
  [/\bprofessional\b/, "proffesional"],
  [/\ba lot\b/, "alot"],
  [/\bthey're\b/, "their"],
  [/\byou're\b/, "your"],
  [/\bdidn't\b/, "didnt"],
  [/\bcan't\b/, "cant"],
  [/\bwasn't\b/, "wasnt"],
  [/\bI'm\b/, "Im"],
  [/\bexplained\b/, "explaned"],
  [/\bappointment\b/, "appointmnet"],
  [/\btechnician\b/, "technican"],
  [/\bthrough\b/, "thru"],
  [/\bthough\b/, "tho"],
  [/\bknowledgeable\b/, "knowledgable"],
  [/\bcourteous\b/, "curteous"],
];
