/**
 * Sentences and clauses as text, for pull quotes, tests and explanations; the analysis itself works on the tokens
 * of text.ts.
 */
import { tokenize, WORD } from "./text.ts";

// Abbreviations that end with a period but not a sentence.
const SENTENCE_END = /(?<=[.!?])["')\]]*\s+(?=["'(\[]?[A-Z0-9$])|\n+/;
const ABBREVIATION = /(?:^|\s)(?:mr|mrs|ms|dr|st|vs|etc|approx|a\.m|p\.m)\.$/i;

/** Splits text into sentences, trimmed, in order (keeps "Mr. Bell" and "a.m." inside their sentence). */
export function splitSentences(text: string): string[] {
  const parts = text.split(SENTENCE_END);
  const sentences: string[] = [];
  for (const part of parts) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const last = sentences.length - 1;
    if (last >= 0 && ABBREVIATION.test(sentences[last])) sentences[last] += ` ${trimmed}`;
    else sentences.push(trimmed);
  }
  return sentences;
}

/** The clauses of one sentence as text, with their weights (for tests and explanations; analysis uses tokens). */
export function splitClauses(sentence: string): Array<{ text: string; weight: number }> {
  const tokenized = tokenize(sentence);
  const result: Array<{ text: string; weight: number }> = [];
  for (const clause of tokenized.clauses) {
    const words: string[] = [];
    for (let i = clause.start; i < clause.end; i++) if (tokenized.kinds[i] === WORD) words.push(tokenized.tokens[i]);
    if (words.length > 0) result.push({ text: words.join(" "), weight: clause.weight });
  }
  return result;
}
