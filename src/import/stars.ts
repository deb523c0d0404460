/**
 * Star ratings as exports write them, to an integer 1..5: `5`, `5.0`, `5/5`, `4 out of 5`, `5 stars`, `FIVE`
 * (Google's enum), `five`, and star glyphs (`★★★★☆` counts the filled stars). Half stars and other scales are
 * refused rather than rounded: a rating is what the customer gave, never an estimate.
 */
export type StarsResult = { ok: true; rating: number } | { ok: false; reason: string };

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
const NUMBER = /^(\d+(?:[.,]\d+)?)\s*(?:(?:\/|out of|of|von|sur)\s*(\d+(?:[.,]0+)?))?\s*(?:stars?|sterne|étoiles)?$/i;
const FILLED = /[★⭐✭✮✯✰]/gu;
const GLYPHS = /^[\s★☆⭐✭✮✯✰✩]+$/u;

/** Parses one rating. */
export function parseStars(raw: string): StarsResult {
  if (raw.length === 1 && raw >= "1" && raw <= "5") return { ok: true, rating: raw.charCodeAt(0) - 48 };
  const value = raw.trim();
  const shown = JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
  if (value === "") return { ok: false, reason: "is empty" };
  const word = WORDS[value.toLowerCase()];
  if (word !== undefined) return { ok: true, rating: word };
  if (GLYPHS.test(value)) {
    const filled = value.match(FILLED)?.length ?? 0;
    return filled >= 1 && filled <= 5
      ? { ok: true, rating: filled }
      : { ok: false, reason: `${shown} is not 1 to 5 stars` };
  }
  const match = NUMBER.exec(value);
  if (!match) return { ok: false, reason: `${shown} is not a star rating` };
  const rating = Number(match[1].replace(",", "."));
  const scale = match[2] === undefined ? 5 : Number(match[2].replace(",", "."));
  if (scale !== 5) return { ok: false, reason: `${shown} is not on a scale of 5` };
  if (!Number.isInteger(rating)) return { ok: false, reason: `${shown} is not a whole number of stars` };
  if (rating < 1 || rating > 5) return { ok: false, reason: `${shown} is not between 1 and 5` };
  return { ok: true, rating };
}
