import type { z } from "zod";
import { ReviewsFile } from "../model/mod.ts";
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
 * {@link parseReviewsFile} of the file's bytes: the reviews are decoded and parsed 64 at a time (see
 * `json_chunks.ts`), which costs about half the time and memory of one string for the whole file.
 */
export function parseReviewsBytes(bytes: Uint8Array): ParseResult<ReviewsFile> {
  const json = parseInPieces(bytes, "reviews", 64);
  return json === null ? parseReviewsFile(new TextDecoder().decode(bytes)) : validateReviewsFile(json);
}

function validateReviewsFile(json: unknown): ParseResult<ReviewsFile> {
  const result = ReviewsFile.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues.slice(0, MAX_PROBLEMS).map(formatIssue);
  const more = result.error.issues.length - problems.length;
  if (more > 0) problems.push(`… and ${more} more problems`);
  return { ok: false, problems };
}
