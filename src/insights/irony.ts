/**
 * Scare quotes: praise a reviewer puts in double quotes is the business's claim held up to ridicule, not the
 * reviewer's verdict ('Sure, "fair pricing"', 'Yeah, "professional." Right.'). Only short quoted spans count;
 * a longer quotation is reported speech.
 */
import { type TokenizedText, WORD } from "./text.ts";

/** The most words a quoted span may have to read as scare quotes. */
export const SCARE_QUOTE_WORDS = 3;
/** The mark of a word in scare quotes. */
export const SCARE_QUOTED = 1;
/** The mark of a word in a longer quotation: someone's words, reported. */
export const QUOTED = 2;
/** The most words a quotation may have; beyond it the quote marks are more likely unpaired than a speech. */
const QUOTATION_WORDS = 30;

const isQuote = (code: number) => code === 34 || code === 0x201c || code === 0x201d;

/**
 * Marks the words inside short double-quoted spans ({@link SCARE_QUOTED}) and longer quotations ({@link QUOTED}), or
 * returns null when the text has none (the common case).
 */
export function scareQuoted(tokenized: TokenizedText): Uint8Array | null {
  const { lower, kinds, starts } = tokenized;
  if (!lower.includes('"') && !lower.includes("\u201c") && !lower.includes("\u201d")) return null;
  const marks = new Uint8Array(kinds.length);
  let found = false;
  let open = -1;
  let token = 0;
  for (let c = 0; c < lower.length; c++) {
    if (!isQuote(lower.charCodeAt(c))) continue;
    if (open < 0) {
      open = c;
      continue;
    }
    // Words starting between the opening quote and this closing one.
    while (token < kinds.length && starts[token] < open) token++;
    let end = token;
    let words = 0;
    while (end < kinds.length && starts[end] < c) {
      if (kinds[end] === WORD) words++;
      end++;
    }
    if (words > 0 && words <= QUOTATION_WORDS) {
      const mark = words <= SCARE_QUOTE_WORDS ? SCARE_QUOTED : QUOTED;
      for (let i = token; i < end; i++) if (kinds[i] === WORD) marks[i] = mark;
      found = true;
    }
    token = end;
    open = -1;
  }
  return found ? marks : null;
}
