/** The words that negate what follows them in a clause ("not", "never", "lack", "didn't"...). */

/** Words that negate what follows them in the clause. */
export const NEGATORS: ReadonlySet<string> = new Set([
  "not",
  "no",
  "never",
  "nobody",
  "nothing",
  "none",
  "neither",
  "nor",
  "hardly",
  "barely",
  // "That is rarely a good sign."
  "rarely",
  "seldom",
  "without",
  "minus",
  "zero",
  // "They lack the knowledgeable staff": lacking a good thing is a complaint.
  "lack",
  "lacks",
  "lacked",
  "lacking",
  "cannot",
  "cant",
  "dont",
  "didnt",
  "doesnt",
  "wasnt",
  "werent",
  "isnt",
  "arent",
  "wont",
  "wouldnt",
  "couldnt",
  "shouldnt",
  "havent",
  "hasnt",
  "hadnt",
]);

/** True for "not", "never", "didn't", "wasnt"... */
export function isNegator(word: string | undefined): boolean {
  if (word === undefined) return false;
  return NEGATORS.has(word) || word.endsWith("n't");
}

/** Words that may follow "anything but" and make it "except": "anything but the fish". */
const EXCEPT_FOLLOWERS = new Set(["the", "a", "an", "my", "our", "this", "that", "their", "his", "her", "your"]);

/**
 * Whether "anything but" at `i` negates what follows ("anything but friendly"), rather than excepting a thing
 * ("anything but the fish"); such a "but" is no contrast.
 */
export function isAnythingBut(tokens: readonly string[], i: number): boolean {
  return tokens[i] === "anything" && tokens[i + 1] === "but" && !EXCEPT_FOLLOWERS.has(tokens[i + 2] ?? "");
}
