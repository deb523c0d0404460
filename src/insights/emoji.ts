/**
 * Emoji and emoticons as sentiment words: real reviews praise and complain with them ("The pizza 😍", "So slow 👎",
 * "the food was cold :("), often with no word that judges. The tokenizer (text.ts) makes each one a token of its own,
 * and the lexicon (sentiment_words.ts) reads it like a word, so negation, clauses and aspects treat it as one.
 * Only the ones whose sense in a review is clear: not "😂" or "😭" (laughter and tears are as often delight as
 * dismay), not "🔥" (a furnace's as much as praise).
 */

/** Strengths (-1..1, as the lexicon's words) of the emoji and emoticons reviews judge with. */
export const EMOJI_WORDS: ReadonlyMap<string, number> = new Map([
  // Praise: love, delight, approval.
  ["😍", 0.8],
  ["🥰", 0.8],
  ["😋", 0.7],
  ["🤩", 0.8],
  ["❤", 0.7],
  ["♥", 0.7],
  ["💕", 0.6],
  ["💯", 0.6],
  ["👍", 0.6],
  ["👌", 0.6],
  ["👏", 0.6],
  ["🙌", 0.6],
  ["😊", 0.5],
  ["☺", 0.5],
  ["😀", 0.5],
  ["😃", 0.5],
  ["😄", 0.5],
  ["😁", 0.5],
  ["🙂", 0.3],
  // A smiley often softens a complaint ("it gets really hot :-)"), so it weighs little.
  [":)", 0.15],
  [":-)", 0.15],
  [":d", 0.5],
  [";)", 0.1],
  ["<3", 0.6],
  // Complaint: anger, disgust, disappointment.
  ["👎", -0.6],
  ["😡", -0.8],
  ["🤬", -0.8],
  ["😠", -0.7],
  ["😤", -0.5],
  ["🤮", -0.8],
  ["🤢", -0.7],
  ["💩", -0.8],
  ["😞", -0.6],
  ["😔", -0.5],
  ["😒", -0.5],
  ["🙄", -0.5],
  ["😩", -0.5],
  ["😫", -0.5],
  ["🙁", -0.5],
  ["☹", -0.5],
  [":(", -0.5],
  [":-(", -0.5],
]);

/** Single UTF-16 units that are emoji of {@link EMOJI_WORDS} (the rest are surrogate pairs). */
const BMP_EMOJI = new Set([0x2764, 0x2665, 0x263a, 0x2639]);

/**
 * The length in UTF-16 units of the emoji or emoticon token starting at `i` of the lowercased text, or 0 when there is
 * none: any pictograph of the supplementary planes (a surrogate pair; those outside {@link EMOJI_WORDS} mean nothing to
 * the lexicon), the few of the basic plane above, and ":)", ":-)", ":(", ":-(", ":d", ";)", "<3" standing apart
 * (":d" and "<3" not inside a word or number).
 */
export function emojiLength(lower: string, i: number): number {
  const code = lower.charCodeAt(i);
  if (code >= 0xd83c && code <= 0xd83e) {
    const low = lower.charCodeAt(i + 1);
    return low >= 0xdc00 && low <= 0xdfff ? 2 : 0;
  }
  if (BMP_EMOJI.has(code)) return 1;
  if (code !== 58 && code !== 59 && code !== 60) return 0;
  const next = lower.charCodeAt(i + 1);
  if (code === 60) return next === 51 && !isAlnum(lower.charCodeAt(i + 2)) && !isAlnum(lower.charCodeAt(i - 1)) ? 2 : 0;
  if (next === 41 || (code === 58 && next === 40)) return 2;
  if (next === 45 && code === 58) {
    const after = lower.charCodeAt(i + 2);
    return after === 41 || after === 40 ? 3 : 0;
  }
  if (code === 58 && next === 100) {
    return !isAlnum(lower.charCodeAt(i + 2)) && !isAlnum(lower.charCodeAt(i - 1)) ? 2 : 0;
  }
  return 0;
}

/** A letter or digit (NaN past either end is neither). */
const isAlnum = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
