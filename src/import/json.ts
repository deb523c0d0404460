/**
 * Reviews in our own shape (decisions.md §1) as a JSON array, a `{ reviews: [...] }` object (another reviews.json)
 * or JSON lines. Only `rating` and `date` are required: a missing `id` is derived like any import's, a missing
 * `source` is `--source` or `direct`, `verified` defaults to true. Unknown keys are refused, which catches typos.
 */
import { z } from "zod";
import { decideDateOrder } from "./dates.ts";
import { buildCandidate, type Candidate, type FormatResult, type RowContext, type RowProblem } from "./row.ts";

const Text = z.string().nullish();
const JsonReview = z.strictObject({
  id: z.string().nullish(),
  author: Text,
  author_avatar_url: Text,
  rating: z.union([z.number(), z.string()]),
  date: z.string(),
  text: Text,
  source: Text,
  source_url: Text,
  owner_reply: z.strictObject({ text: z.string(), date: z.string() }).nullish(),
  verified: z.boolean().optional(),
});

/** The items of a JSON document or of JSON lines, each with where it is; or the reason the text is not JSON. */
export function readJsonItems(text: string, format: "json" | "jsonl"): {
  items: Array<{ value: unknown; where: string }>;
  problem: RowProblem | null;
} {
  const items: Array<{ value: unknown; where: string }> = [];
  if (format === "jsonl") {
    const lines = text.replace(/^\uFEFF/, "").split("\n");
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].trim() === "") continue;
      try {
        items.push({ value: JSON.parse(lines[i]), where: `line ${i + 1}` });
      } catch (error) {
        return { items, problem: { file: "", where: `line ${i + 1}`, field: "(line)", reason: message(error) } };
      }
    }
    return { items, problem: null };
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { items, problem: { file: "", where: "file", field: "(file)", reason: message(error) } };
  }
  const list = Array.isArray(json)
    ? json
    : json !== null && typeof json === "object" && Array.isArray((json as { reviews?: unknown }).reviews)
    ? (json as { reviews: unknown[] }).reviews
    : null;
  if (list === null) {
    const reason = "must be an array of reviews or an object with a reviews array";
    return { items, problem: { file: "", where: "file", field: "(file)", reason } };
  }
  list.forEach((value, index) => items.push({ value, where: `review ${index + 1}` }));
  return { items, problem: null };
}

function message(error: unknown): string {
  return `is not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
}

/** Parses JSON or JSON lines of our review shape into candidates. */
export function parseJsonReviews(
  file: string,
  text: string,
  format: "json" | "jsonl",
  options: { sourceOverride: string | null; latestDate?: string },
): FormatResult {
  const { items, problem } = readJsonItems(text, format);
  if (problem) return { candidates: [], problems: [{ ...problem, file }], warnings: [] };
  const problems: RowProblem[] = [];
  const parsed: Array<{ review: z.infer<typeof JsonReview>; where: string }> = [];
  for (const { value, where } of items) {
    const review = JsonReview.safeParse(value);
    if (review.success) parsed.push({ review: review.data, where });
    else {
      for (const issue of review.error.issues) {
        const field = issue.code === "unrecognized_keys" ? issue.keys.join(", ") : issue.path.join(".") || "(review)";
        problems.push({ file, where, field, reason: issue.message });
      }
    }
  }
  const order = decideDateOrder(parsed.map(({ review }) => review.date));
  const context: RowContext = {
    file,
    dateOrder: order,
    replyDateOrder: decideDateOrder(parsed.map(({ review }) => review.owner_reply?.date ?? "")),
    sourceOverride: options.sourceOverride,
    defaultSource: "direct",
    anonymousName: "Anonymous",
    latestDate: options.latestDate,
  };
  const candidates: Candidate[] = [];
  for (const { review, where } of parsed) {
    const built = buildCandidate(
      {
        sourceId: review.id,
        author: review.author,
        avatarUrl: review.author_avatar_url,
        rating: String(review.rating),
        date: review.date,
        text: review.text,
        reply: review.owner_reply?.text,
        replyDate: review.owner_reply?.date,
        source: review.source,
        url: review.source_url,
        verified: review.verified,
      },
      where,
      context,
    );
    if (built.ok) candidates.push(built.candidate);
    else problems.push(...built.problems);
  }
  return { candidates, problems, warnings: [] };
}
