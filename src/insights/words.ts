/** Small English helpers for generated prose: counts with the right noun form, plurals of staff titles. */

/** "1 review", "2 reviews", "1,650 reviews". */
export function plural(count: number, one: string, many = pluralNoun(one)): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** Nouns whose plural is the same word or irregular, as staff titles use them. */
const IRREGULAR: Readonly<Record<string, string>> = { staff: "staff", person: "people", man: "men", woman: "women" };

/**
 * The plural of a noun or noun phrase, inflecting its last word: "technician" → "technicians", "attorney" →
 * "attorneys", "staff member" → "staff members", "secretary" → "secretaries", "coach" → "coaches".
 */
export function pluralNoun(noun: string): string {
  const match = /^(.*?)([A-Za-z]+)$/.exec(noun);
  if (!match) return noun;
  const [, head, last] = match;
  const lower = last.toLowerCase();
  if (IRREGULAR[lower]) return head + IRREGULAR[lower];
  if (/[^aeiou]y$/i.test(last)) return `${head}${last.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/i.test(last)) return `${head}${last}es`;
  return `${head}${last}s`;
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"];

/** "six" for 6, "twelve" for 12, digits beyond. */
export function numberWord(value: number): string {
  return value === 12 ? "twelve" : NUMBER_WORDS[value] ?? value.toLocaleString("en-US");
}
