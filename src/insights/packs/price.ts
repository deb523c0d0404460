/**
 * How people talk about price in any trade: the price aspect, the verdicts said without a judging price word, and
 * what each trade adds ("took my insurance", "burned through the retainer").
 */
import type { Aspect } from "./types.ts";

/**
 * Price verdicts said without a judging price word: a budget met, "the price was right", an amount that is "only"
 * or "just" so much, a result that "justifies the price" (negated: "didn't justify the price").
 */
export const PRICE_PRAISE: readonly string[] = [
  "{fits|fit|fitting|within|under|below} {my|our|your|the|a|any|his|her|their} budget",
  "{came|come|comes|coming} in under",
  "{money|dollars|time and money|money and time|every penny|every dollar|every cent} well spent",
  "{price|prices|pricing} {is|was|are|were} {just |}right",
  "lowest {price|prices|quote|quotes|bid|bids|estimate|estimates|rate|rates}",
  "right price",
  "{budget|wallet} friendly",
  "{saved|saves|save|saving} {me|us|you} {money|a lot|a bundle|hundreds|thousands|a ton|so much|some money|$}",
  // Willing to pay again, or more: "steep, but I'd pay it again".
  "pay {it|that|them} again",
  "pay more for {it|them|this|that}",
  "priced {accordingly|right|fairly|reasonably|competitively}",
  "{only|just|under|below|less than} $",
  "{justify|justifies|justified|warrant|warrants|warranted} {the|that|this|those|these|its|their|a} {price|prices|cost|costs|price tag|bill}",
  // A price kept or given up: "honored the quote", "waived the trip charge", "comped our drinks".
  "{honored|honoured|honor|honour|stuck to|stood by|kept to} {the|their|our|my|his|her|a} {quote|estimate|price|quoted price|coupon|discount}",
  "{price matched|matched the price|price match|price matching}",
  "on the house",
  // What a customer is spared paying for: "the estimate was free", "a free inspection".
  "{estimate|estimates|quote|quotes|consultation|consult|inspection|diagnostic|diagnosis|evaluation|checkup|" +
  "assessment|exam|service call} {was|were|is|are} {free|complimentary}",
  "{free|complimentary} {estimate|estimates|quote|quotes|inspection|diagnostic|diagnosis|evaluation|checkup|" +
  "assessment|exam|service call|second opinion}",
  // A fraction of what others ask: "half what the dealer quoted", "charged us a third of the estimate".
  "{half|a third of|a quarter of|a fraction of} what",
  "{charged|quoted|cost|costs|charge|charges|priced} {us |me |}{half|a third of|a fraction of} {the|what|their}",
  "{waived|waive|waives|comped|comp|comps} {the|our|my|a|his|their|all|some|two|both} {* |}{fee|fees|charge|diagnostic|trip charge|bill|meal|drinks|drink|dessert|desserts|glasses|round|appetizer}",
];

/**
 * Price mentions whose verdict is their context's (price_context.ts): "you get what you pay for" after "pricey" or
 * after "cheap".
 */
export const PRICE_BY_CONTEXT: readonly string[] = ["{get|gets|getting|got} what you {pay|paid} for"];

/**
 * Price complaints said without a judging price word: over budget, a wish that it cost less ("could be cheaper"),
 * an amount "close to" or "well over" so much, prices "a bit high" or "on the pricey side", money "down the drain".
 */
export const PRICE_COMPLAINTS: readonly string[] = [
  "{over|above|beyond|out of} {my|our|the|their} budget",
  "{could|should} be {a lot |much |a little |a bit |}{cheaper|more affordable}",
  "{well over|way over|upwards of|close to|nearly|almost|nearing|pushing|north of|at least} $",
  // An amount for little: "$400 for a 10 minute job", "$1 for each small piece". (Wildcards keep the expansions
  // tried at every "$ for" few.)
  "$ for * {small|tiny|little|single|measly|quick|simple|minor|short|few|half}",
  "$ for * * {minute|min|mins|minutes|second}",
  // A multiple of what others ask: "quoted 3x what the other company did", "double what we paid last year" ("3x"
  // is two tokens).
  "{quoted|charged|charge|charges|charging|wanted|asked|billed|cost|costs|priced} {us |me |}" +
  "{2 x|3 x|4 x|5 x|double|triple|twice|three times|four times} {what|as much|the price|the going rate|more}",
  "{double|triple|three times|four times} {what|as much as}",
  // Fees and tips nobody agreed to: "an automatic 20% tip", "a surprise fee", "charged us for bread".
  "{automatic|automatically|mandatory|forced|hidden|surprise|unexpected|bogus|junk|tacked on|added on|extra|additional} " +
  "{* |}{gratuity|tip|tips|service charge|fee|fees|charge|charges|surcharge|surcharges}",
  "{surcharge|surcharges|upcharge|upcharges|upcharged}",
  "{tip|tips|gratuity} {was |were |is |are |}{already |}{included|added|automatically}",
  "{added|tacked|snuck|slipped|threw} {on |in |}{a|an|the} {* |}{fee|charge|tip|gratuity|surcharge}",
  "{charged|charge|charges|charging|billed} {us |me |}for {water|bread|refills|tap water|chips|salsa|ice|sauce|" +
  "parking|the estimate|an estimate|a quote|the quote|each refill|extra sauce}",
  // Matched from "bit", not "a", so the frequent "a" stays cheap.
  "{bit|little|tad|slightly|somewhat|kind of|kinda|rather|way|too} {high|steep}",
  // "Too much" is as often about salt or noise; "a bit much" after a price is the price.
  "{bit|little|tad} much",
  // Too little for the money: "small for the price", "disappointing for the money" ("average for the price" is
  // lukewarm, left to its words).
  "{small|tiny|skimpy|meager|disappointing|underwhelming} for the {price|money|cost}",
  // Cheaper elsewhere: "the same thing for half the price down the street".
  "{same thing|the same|same} {for|at} {half|a fraction of} the {price|cost}",
  "{cheaper|less} {elsewhere|down the street|across the street|at home|anywhere else|at other places}",
  // What is usually free, charged: "$3 for a refill".
  "$ for {a|each|every} {refill|refills|glass|water|bread|side|sauce|dressing|substitution|cup}",
  // "Way too much for what you get": the value, weighed.
  "much for what {you|we|i|it} {get|got|is|was|receive|received}",
  // "On the pricey side", matched from the adjective so the frequent "on" stays cheap.
  "{high|pricey|pricy|expensive|steep|costly} side",
  "{down the drain|down the toilet|thrown away}",
  // Bait and switch: "quoted one price and billed another".
  "{quoted|quote|quotes|told|promised|gave} {me |us |}one {price|amount|number|figure}",
  // Emphasis on how much was paid: "spend that kind of money", "paid good money", "cost a fortune".
  "{lot of|lots of|ton of} {money|bucks|cash}",
  "{kind of|much} money",
  "{paid|pay|spent|spend} good money",
  "{cost|costs|costing|paid|pay|spent|spend|charged|charge|charges} {a|a small} fortune",
  // Prices that rise: "they raised the rent again", "another fee increase".
  "{raised|raise|raises|raising|hiked|hike|jacked up} {the|their|our|my|its} {price|prices|rent|rate|rates|fee|fees}",
  "{price|prices|rent|rate|rates|fee|fees} {increase|increases|hike|hikes|went up|keep going up|keeps going up|kept going up}",
  "{price|prices|rent|rate|rates|fee|fees|menu prices} {have|has|had} {gone|crept|shot} up",
  // A bill that grew past what was agreed: "the estimate doubled", "twice the estimate", "tried to charge me for".
  "{estimate|quote|price|bill|cost|total} {doubled|tripled|ballooned|skyrocketed|went up|increased}",
  "{twice|double|triple|three times} {the|their|what they} {estimate|quote|quoted|original|original price|price quoted}",
  "{tried|try|tries|trying|attempted} to {charge|bill|overcharge}",
  "{charged|billed} {me |us |}{anyway|anyways|regardless|either way}",
  // Not "padded the invoice": home services reads padding as dishonesty.
  "{inflate|inflated|inflating|run up|ran up|drive up|drove up|jack up|jacked up} {the|their|my|our} {bill|check|tab|invoice}",
  "still {charged|billed|charge|bill|charges} {me|us}",
  // Full price for what went wrong: "we were charged full price".
  "{charged|billed|charge|charges} {us |me |}{full price|the full price|the full amount}",
  // "The diagnostic fee alone was $129", "theirs was the highest quote".
  "{diagnostic |service |trip |labor |call out |callout |service call |}" +
  "{fee|charge|cost|labor|diagnostic|estimate|quote|bill|deposit|price|parts} alone {was|is|cost|came to|ran|were}",
  "{highest|most expensive} {quote|bid|estimate|price|prices|of the}",
  // A wish the prices were lower: "if they lowered the prices a bit", "prices should be lower".
  "if they {lowered|dropped|cut|reduced} {* |}{prices|price}",
  "{prices|price|rates|fees} {should|could|need to|needs to|ought to} be {lower|cheaper|reduced}",
  // A tip asked for on top of the bill.
  "{asked|asking|asks|expected|expects|expecting|demanded|wanted} {for |}a tip",
  // An amount beside what the thing costs elsewhere: "$250 for a part that costs $30 online".
  "$ for * * {that|which} {costs|cost|sells|goes|retails}",
  // Negated value said as one phrase: "this isn't a value place", "not cheap".
  "{not|isn't|wasn't|no} {a |}{good |}value",
  "{poor|bad|terrible|horrible|awful|little|low} value",
  "{not|isn't|wasn't|aren't|weren't} {cheap|inexpensive|affordable}",
  "{not|isn't|wasn't|aren't|weren't} the {cheapest|least expensive}",
];

/** What a trade adds to the shared price cues: its own words for the bill and its own verdicts on it. */
export interface TradePriceCues {
  readonly neutral?: readonly string[];
  readonly positive?: readonly string[];
  readonly negative?: readonly string[];
}

/**
 * For trades that sell one job or one service (a repair, a case, a stay), "expensive but worth it" judges the
 * price: the job is what was paid for. In restaurants and shops it is as often the food or the product.
 */
export const WORTH_IT = "{well |}worth it";

/** Pricing in any trade; `trade` adds the trade's words ("copay", "retainer") and verdicts ("took my insurance"). */
export function pricing(label = "Pricing", trade: readonly string[] | TradePriceCues = []): Aspect {
  const cues: TradePriceCues = Array.isArray(trade) ? { neutral: trade } : trade as TradePriceCues;
  return {
    id: "pricing",
    label,
    role: "price",
    absence: 0,
    positive: [
      "{didn't|did not|never|wouldn't|won't|doesn't} charge",
      "{no|free of} {charge|fee|extra charge|extra cost}",
      "{at no|at no extra} {cost|charge}",
      "{for free|free of charge}",
      "affordable",
      "cheapest",
      "inexpensive",
      "cheap",
      "bargain",
      "{reasonably|fairly|competitively|honestly|well|cheaply|inexpensively|modestly} priced",
      "{prices|price|costs|cost} down",
      "priced {fairly|reasonably|right|competitively}",
      "{fair|reasonable|competitive|good|great|honest|decent|low|lower|best|unbeatable} {price|prices|pricing|rate|rates|quote|quotes|cost|estimate|bill|fee|fees}",
      "{good|great|excellent|incredible|amazing|fantastic|best|solid|fair|real} value",
      "{good|great|best} deal",
      "bang for {the|your} buck",
      "worth {every penny|every cent|every dollar|the money|the price|the cost|the extra}",
      "{discount|discounted|coupon}",
      "for the money",
      "{cheaper|less} than {the|their|other|another|any|what}",
      ...PRICE_PRAISE,
      ...cues.positive ?? [],
    ],
    negative: [
      ...PRICE_COMPLAINTS,
      ...cues.negative ?? [],
      "expensive",
      "{most expensive|priciest}",
      "overpriced",
      "over priced",
      "pricey",
      "pricy",
      "costly",
      "exorbitant",
      "outrageous",
      "{rip off|ripoff|ripped off}",
      "{overcharged|overcharge|overcharging|upcharge|upcharged}",
      "{price gouging|gouged|gouging}",
      "highway robbery",
      "{an arm and a leg|through the nose|paid dearly|pay dearly|broke the bank|break the bank|breaks the bank}",
      "sticker shock",
      "hidden {fee|fees|charge|charges|cost|costs}",
      "nickel and {dime|dimed|diming}",
      "{charged|charge|charging|cost|costs|paid|pay|bill} {way |}too much",
      "{high|higher|steep|crazy|insane|ridiculous|inflated|hefty} {price|prices|pricing|rate|rates|quote|bill|cost|fee|fees}",
      "{charged|charge|charging|cost|costs|paid|billed} {me |us |}{more|double|twice|extra}",
      "{price|prices|cost|bill|quote|total|invoice} {was|is|were|are|came in|ended up} {a lot |way |much |}{more|higher} than",
    ],
    neutral: [
      "{price|prices|priced|pricing|cost|costs|costing}",
      "{quote|quotes|quoted|estimate|estimates}",
      "{bill|billed|invoice|invoiced|charge|charged|charges|fee|fees|rate|rates}",
      "{dollars|bucks|$|paid|pay|payment|spent|financing|budget|money}",
      // What was got for it: "reasonable for what you get", "pricey for what it is".
      "for what {you|we|i} {get|got|pay|paid|receive|received}",
      ...PRICE_BY_CONTEXT,
      // Bare "value" is also a verb ("diners who value their money"): its words decide, not the cue.
      "value",
      ...cues.neutral ?? [],
    ],
  };
}
