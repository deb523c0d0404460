/**
 * Where a mention with no sentiment of its own takes it from: a neighbouring clause, the clause that opened a list,
 * or its sentence.
 */
import { type TokenizedText, WORD } from "./text.ts";

/** The sentiment of the clauses of `c`'s sentence that weigh as `c` does (the same side of a contrast). */
export function sentenceSentiment(
  clauses: TokenizedText["clauses"],
  clauseWords: Float64Array,
  clauseCues: Float64Array,
  c: number,
): number {
  let sum = 0;
  for (let k = 0; k < clauses.length; k++) {
    if (clauses[k].sentence === clauses[c].sentence && clauses[k].weight === clauses[c].weight) {
      sum += clauseWords[k] + clauseCues[k];
    }
  }
  return sum;
}

/** How many words a clause has. */
function wordCount(tokenized: TokenizedText, c: number): number {
  let count = 0;
  const clause = tokenized.clauses[c];
  for (let i = clause.start; i < clause.end; i++) if (tokenized.kinds[i] === WORD) count++;
  return count;
}

/** A list item is a short clause after a comma: "great food, wine, and service". */
const LIST_ITEM_WORDS = 3;

/**
 * Sentiment for a mention whose clause has none: the nearest clause of the same sentence that has sentiment but no
 * aspect of its own ("the price, honestly, was great"), or, for a short list item, the clause that opened the list
 * ("great food, wine, and service").
 */
export function borrow(
  tokenized: TokenizedText,
  clauseWords: Float64Array,
  clauseCues: Float64Array,
  clauseHasMention: Uint8Array,
  c: number,
): number {
  const clauses = tokenized.clauses;
  const sentence = clauses[c].sentence;
  for (let distance = 1; distance <= 2; distance++) {
    for (const other of [c + distance, c - distance]) {
      if (other < 0 || other >= clauses.length || clauses[other].sentence !== sentence) continue;
      // Never across a contrast: "it cost more, however the crew was meticulous".
      if (clauses[other].weight !== clauses[c].weight) continue;
      if (!clauseHasMention[other] && clauseWords[other] !== 0) return clauseWords[other];
    }
  }
  const words = wordCount(tokenized, c);
  // A bare topic before a parenthetical contrast: "Service, however, was excellent".
  if (words <= 2) {
    for (let other = c + 1; other <= c + 2 && other < clauses.length; other++) {
      if (clauses[other].sentence !== sentence || clauseHasMention[other]) break;
      if (clauseWords[other] !== 0) return clauseWords[other];
    }
  }
  if (words > LIST_ITEM_WORDS) return 0;
  for (let other = c - 1; other >= 0 && c - other <= 4 && clauses[other].sentence === sentence; other--) {
    if (clauses[other].weight !== clauses[c].weight) break;
    const value = clauseWords[other] + clauseCues[other];
    if (value !== 0) return value;
    if (wordCount(tokenized, other) > LIST_ITEM_WORDS) break;
  }
  return 0;
}
