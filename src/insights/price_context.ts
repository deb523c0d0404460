/**
 * Price verdicts that only their context decides, settled between the cue pass and the word pass of `analyzeText`:
 * "you get what you pay for" after a high price justifies it, after a low one is a complaint about what the low price
 * bought, and alone says nothing; an amount exclaimed after "was" or "cost" ("they were $15 each!") is the customer's
 * shock, and so is a markup ("charged $450 to replace a $20 part"); "for $8 you get ..." lists what the money buys; a
 * price nobody told of ("were not told the water was $8") is a complaint.
 */
import type { AspectMention } from "./aspect_mentions.ts";
import { CUE_STRENGTH } from "./compile.ts";
import { isNegator } from "./negators.ts";
import type { Aspect } from "./packs/mod.ts";
import { SENTENCE_BREAK, type TokenizedText, WORD } from "./text.ts";
import type { TextWork } from "./text_work.ts";

/** "You get what you pay for" after a high price: the price was justified, said mildly. */
const JUSTIFIED_SCORE = 0.6 * CUE_STRENGTH;
/** "You get what you pay for" after a low price: the cheapness showed in the work or the food. */
const GOT_WHAT_PAID_FOR_SCORE = -0.5;
/** An exclaimed amount: "they were $15 each!". */
const EXCLAIMED_AMOUNT_SCORE = -0.6 * CUE_STRENGTH;

/** Being told the price, as an idiom the word pass negates: "nobody told us the bottled water was $8". */
const TOLD_SCORE = 0.6 * CUE_STRENGTH;
/** How far before a price mention "not told" may stand in its sentence. */
const UNTOLD_REACH = 10;
/** Verbs of telling that, negated, hide a price: "were not told", "never mentioned", "without warning us". */
const TELLING = new Set(["told", "tell", "telling", "mentioned", "mention", "warned", "warn", "warning", "informed"]);
/** Negators of telling: "no one told us", "nobody mentioned", "without telling us". */
const NOT_TOLD = new Set(["not", "never", "didn't", "didnt", "nobody", "without", "wasn't", "weren't"]);

/** "For $8 you get ...": the customer lists what the money buys, praise unless what follows is little. */
const VALUE_FOR_AMOUNT_SCORE = 0.6 * CUE_STRENGTH;
/** What the money bought was little: "for $8 you get two tiny tacos". */
const LITTLE = new Set(["tiny", "small", "little", "measly", "skimpy", "few", "only", "just", "half", "barely"]);
/** A markup: "charged $450 to replace a $20 part". */
const MARKUP_SCORE = -CUE_STRENGTH;
/** A charge this many times another amount of its clause is a markup: "charged $450 to replace a $20 part". */
const MARKUP_RATIO = 4;
/** Verbs that charge the first amount of a markup ("charged me $450"). */
const CHARGE_VERBS = new Set(["charged", "charge", "charges", "charging", "cost", "costs", "paid", "wanted", "quoted"]);
/** Words after the smaller amount that make it a discount, not what the thing is worth: "$20 off", "saved $20". */
const DISCOUNT_WORDS = new Set([
  "off",
  "less",
  "discount",
  "cheaper",
  "savings",
  "coupon",
  "credit",
  "refund",
  "saved",
]);

/** The first words of the value idiom's cue ("get what you pay for"), see `pricing` in packs/price.ts. */
const GET = new Set(["get", "gets", "getting", "got"]);
/** Words before an amount that state what something cost: "they were $15", "it cost $40". */
const COST_VERBS = new Set([
  "is",
  "was",
  "were",
  "are",
  "be",
  "cost",
  "costs",
  "costing",
  "charged",
  "charges",
  "paid",
]);
/** Unit words between an exclaimed amount and its "!": "$15 each!", "$8 a piece!", "$20 per person!". */
const PER_UNIT = new Set(["each", "apiece", "a", "piece", "per", "person", "head", "pop", "plate", "glass", "slice"]);

/**
 * Settles the price mentions whose verdict depends on their context; `aspects` are the pack's, to find the price
 * role. Mentions the value idiom turns into a complaint about something else are removed.
 */
export function settlePriceContext(work: TextWork, aspects: readonly Aspect[]): void {
  const { mentions, tokenized } = work;
  const { tokens } = tokenized;
  for (let m = 0; m < mentions.length; m++) {
    const mention = mentions[m];
    if (mention.own !== 0 || aspects[mention.aspect].role !== "price") continue;
    const first = tokens[mention.start];
    if (GET.has(first) && tokens[mention.start + 1] === "what") {
      const before = priceBefore(mentions, m, tokenized, aspects);
      if (before < 0) {
        setOwn(mention, JUSTIFIED_SCORE);
      } else if (before > 0) {
        // Not the price's fault: the cheap price showed. The words stay an idiom, the mention goes.
        work.idiomAt[mention.start] = GOT_WHAT_PAID_FOR_SCORE;
        mentions.splice(m--, 1);
      }
      continue;
    }
    const amount = first.charCodeAt(0) === 36 && mention.end === mention.start + 1
      ? amountVerdict(tokenized, mention)
      : 0;
    if (amount !== 0) {
      setOwn(mention, amount);
      continue;
    }
    // Being told a price is to the business's credit, said mildly; the word pass negates it ("were not told").
    const told = negatedTelling(tokenized, mention);
    if (told >= 0 && work.used[told] === 0) {
      work.used[told] = 1;
      work.idiomAt[told] = TOLD_SCORE;
    }
  }
}

function setOwn(mention: AspectMention, own: number): void {
  (mention as { own: number }).own = own;
}

/**
 * The polarity of the nearest explicit price verdict before mention `m` in its sentence or the one before: negative
 * for a high price ("pricey"), positive for a low one ("cheap"), 0 when there is none.
 */
function priceBefore(
  mentions: readonly AspectMention[],
  m: number,
  tokenized: TokenizedText,
  aspects: readonly Aspect[],
): number {
  const { clauses } = tokenized;
  const sentence = clauses[mentions[m].clause].sentence;
  for (let k = m - 1; k >= 0; k--) {
    const other = mentions[k];
    if (clauses[other.clause].sentence < sentence - 1) break;
    if (other.own === 0 || aspects[other.aspect].role !== "price") continue;
    // Negation is not applied yet: "not the cheapest" is a high price.
    const from = Math.max(clauses[other.clause].start, other.start - 3);
    for (let t = from; t < other.start; t++) if (isNegator(tokenized.tokens[t])) return -other.own;
    return other.own;
  }
  return 0;
}

/**
 * The telling verb of a negated telling a few words before `mention` in its clause ("were not told the water was $8
 * a piece", "nobody mentioned the fee"), or -1.
 */
function negatedTelling(tokenized: TokenizedText, mention: AspectMention): number {
  const { tokens, clauses } = tokenized;
  const from = Math.max(clauses[mention.clause].start, mention.start - UNTOLD_REACH);
  for (let k = mention.start - 1; k >= from; k--) {
    if (!TELLING.has(tokens[k])) continue;
    const before = tokens[k - 1];
    return NOT_TOLD.has(before) || (before === "one" && tokens[k - 2] === "no") ? k : -1;
  }
  return -1;
}

/** The verdict an amount's own context gives it (exclaimed, a markup, what it buys), 0 for none. */
function amountVerdict(tokenized: TokenizedText, mention: AspectMention): number {
  if (isExclaimed(tokenized, mention)) return EXCLAIMED_AMOUNT_SCORE;
  if (isMarkup(tokenized, mention)) return MARKUP_SCORE;
  const { tokens, clauses } = tokenized;
  const at = mention.start;
  // "For $8 you get a ton of food": what the money buys, listed.
  if (tokens[at - 1] !== "for" || !GET.has(tokens[at + 2])) return 0;
  const who = tokens[at + 1];
  if (who !== "you" && who !== "we" && who !== "i") return 0;
  const end = clauses[mention.clause].end;
  for (let k = at + 3; k < end; k++) if (LITTLE.has(tokens[k])) return -VALUE_FOR_AMOUNT_SCORE;
  return VALUE_FOR_AMOUNT_SCORE;
}

/** An amount as a number: "$1,200.50" → 1200.5. */
const amountOf = (token: string) => Number.parseFloat(token.slice(1).replaceAll(",", ""));

/**
 * Whether the amount at `mention` was charged for something its clause says is worth a fraction of it: "charged
 * $450 to replace a $20 part", "wanted $300 for a $40 filter"; not "$20 off" or "saved $20".
 */
function isMarkup(tokenized: TokenizedText, mention: AspectMention): boolean {
  const { tokens, clauses } = tokenized;
  const at = mention.start;
  const verb = tokens[at - 1] === "me" || tokens[at - 1] === "us" ? at - 2 : at - 1;
  if (verb < 0 || !CHARGE_VERBS.has(tokens[verb])) return false;
  const charged = amountOf(tokens[at]);
  const end = clauses[mention.clause].end;
  for (let k = at + 1; k < end; k++) {
    if (tokens[k].charCodeAt(0) !== 36 || DISCOUNT_WORDS.has(tokens[k + 1]) || DISCOUNT_WORDS.has(tokens[k - 1])) {
      continue;
    }
    if (amountOf(tokens[k]) * MARKUP_RATIO <= charged) return true;
  }
  return false;
}

/**
 * Whether the one-token amount of `mention` follows a cost verb and ends its sentence with "!" or "?", perhaps
 * through a unit ("they were $15 each!"); "for $5!" is a deal, not a shock.
 */
function isExclaimed(tokenized: TokenizedText, mention: AspectMention): boolean {
  const { tokens, kinds, starts, lower } = tokenized;
  const at = mention.start;
  if (at === 0 || kinds[at - 1] !== WORD) return false;
  // "they were $15", "it was about $15".
  const verb = tokens[at - 1] === "about" || tokens[at - 1] === "around" ? at - 2 : at - 1;
  if (verb < 0 || !COST_VERBS.has(tokens[verb])) return false;
  let k = mention.end;
  while (k < tokens.length && kinds[k] === WORD && PER_UNIT.has(tokens[k]) && k < mention.end + 2) k++;
  if (k >= tokens.length || kinds[k] !== SENTENCE_BREAK) return false;
  const mark = lower.charCodeAt(starts[k]);
  return mark === 33 || mark === 63;
}
