import { z } from "zod";
import { duplicateIdPositions, Review, ReviewsFile } from "../model/mod.ts";
import { parseInPieces } from "./json_chunks.ts";

/** The outcome of reading a reviews file: the file, or every problem found, each naming where it is. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; problems: string[] };

const MAX_PROBLEMS = 20;

/** `reviews[3].rating: Too big: expected number to be <=5` — a path an operator can find in the file. */
export function formatIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.reduce<string>(
    (text, key) => typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    "",
  );
  return `${path || "(root)"}: ${issue.message}`;
}

/** Parses and validates the text of a `reviews.json`; never throws. */
export function parseReviewsFile(text: string): ParseResult<ReviewsFile> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`not valid JSON: ${(error as Error).message}`] };
  }
  return validateReviewsFile(json);
}

/**
 * {@link parseReviewsFile} of the file's bytes: the reviews are decoded, parsed and validated 64 at a time (see
 * `json_chunks.ts`), which costs about half the memory of one string for the whole file, and the parsed objects die
 * young (replaced by zod's output within the piece) instead of filling the old generation. The rest of the file is
 * validated by the same schema with no reviews, and the ids are checked across pieces; anything refused is parsed
 * and validated whole again, so the problems reported are exactly {@link parseReviewsFile}'s.
 */
export function parseReviewsBytes(bytes: Uint8Array): ParseResult<ReviewsFile> {
  let valid = true;
  const json = parseInPieces(bytes, "reviews", 64, (piece) => {
    const checked = valid ? ReviewList.safeParse(piece) : undefined;
    if (checked?.success) return checked.data;
    valid = false;
    return piece;
  }) as Record<string, unknown> | null;
  const whole = () => parseReviewsFile(new TextDecoder().decode(bytes));
  if (json === null || !valid) return whole();
  const reviews = json.reviews as Review[];
  const rest = ReviewsFile.safeParse({ ...json, reviews: [] });
  if (!rest.success || duplicateIdPositions(reviews).length > 0) return whole();
  return { ok: true, value: { business: rest.data.business, reviews } };
}

const ReviewList = z.array(Review);

function validateReviewsFile(json: unknown): ParseResult<ReviewsFile> {
  const result = ReviewsFile.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues.slice(0, MAX_PROBLEMS).map(formatIssue);
  const more = result.error.issues.length - problems.length;
  if (more > 0) problems.push(`… and ${more} more problems`);
  return { ok: false, problems };
}
