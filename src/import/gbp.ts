/**
 * Google Business Profile `reviews.list` pages (`{ reviews: [...], averageRating, totalReviewCount, nextPageToken }`,
 * one per file, as the API returns them and a Takeout export holds them) to review candidates. Google's fields:
 * `reviewId`, `reviewer { displayName, profilePhotoUrl, isAnonymous }`, `starRating` ONE..FIVE, `comment`,
 * `createTime`, `updateTime`, `reviewReply { comment, updateTime }`.
 */
import { z } from "zod";
import { buildCandidate, type Candidate, type FormatResult, type RowContext, type RowProblem } from "./row.ts";

/** What Google shows for a reviewer who chose to stay anonymous. */
export const GOOGLE_ANONYMOUS = "A Google user";

const GbpReview = z.looseObject({
  name: z.string().optional(),
  reviewId: z.string().optional(),
  reviewer: z.looseObject({
    displayName: z.string().optional(),
    profilePhotoUrl: z.string().optional(),
    isAnonymous: z.boolean().optional(),
  }).optional(),
  starRating: z.string(),
  comment: z.string().optional(),
  createTime: z.string(),
  updateTime: z.string().optional(),
  reviewReply: z.looseObject({ comment: z.string(), updateTime: z.string().optional() }).nullish(),
});

const GbpPage = z.looseObject({
  reviews: z.array(z.unknown()).optional(),
  nextPageToken: z.string().optional(),
  totalReviewCount: z.int().nonnegative().optional(),
});

/** True when a parsed JSON value looks like a `reviews.list` page (so `--format` can be left out). */
export function isGbpPage(value: unknown): boolean {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const reviews = (value as { reviews?: unknown }).reviews;
  if (!Array.isArray(reviews)) return "nextPageToken" in value || "totalReviewCount" in value;
  const first = reviews[0];
  return first === undefined
    ? "totalReviewCount" in value || "nextPageToken" in value
    : typeof first === "object" && first !== null && ("starRating" in first || "reviewId" in first);
}

const TRANSLATED = "(Translated by Google)";
const ORIGINAL = "(Original)";

/**
 * The text the reviewer wrote. Google prefixes a machine translation with "(Translated by Google) …" and appends
 * "(Original) …", or writes the original first and the translation after "(Translated by Google)".
 */
export function originalText(comment: string): string {
  const text = comment.trim();
  if (text.startsWith(TRANSLATED)) {
    const original = text.indexOf(ORIGINAL);
    return original >= 0 ? text.slice(original + ORIGINAL.length).trim() : text.slice(TRANSLATED.length).trim();
  }
  const translated = text.indexOf(TRANSLATED);
  return translated > 0 ? text.slice(0, translated).trim() : text;
}

/** What one page says about paging, to warn when an export looks incomplete. */
export interface GbpPageInfo {
  file: string;
  reviews: number;
  hasNextPageToken: boolean;
  totalReviewCount: number | null;
}

/** Parses one `reviews.list` page (already JSON-parsed). */
export function parseGbpPage(
  file: string,
  json: unknown,
  options: { sourceOverride: string | null; latestDate?: string },
): FormatResult & { page: GbpPageInfo | null } {
  const page = GbpPage.safeParse(json);
  const problems: RowProblem[] = [];
  if (!page.success) {
    const reason = "is not a Google reviews.list page ({ reviews: [...], nextPageToken })";
    return { candidates: [], problems: [{ file, where: "file", field: "(file)", reason }], warnings: [], page: null };
  }
  const context: RowContext = {
    file,
    dateOrder: "mdy", // Google writes RFC 3339 timestamps; the order never applies
    replyDateOrder: "mdy",
    sourceOverride: options.sourceOverride,
    defaultSource: "google",
    anonymousName: GOOGLE_ANONYMOUS,
    latestDate: options.latestDate,
  };
  const candidates: Candidate[] = [];
  const reviews = page.data.reviews ?? [];
  reviews.forEach((item, index) => {
    const where = `review ${index + 1}`;
    const review = GbpReview.safeParse(item);
    if (!review.success) {
      for (const issue of review.error.issues) {
        problems.push({ file, where, field: issue.path.join(".") || "(review)", reason: issue.message });
      }
      return;
    }
    const { reviewer, reviewReply } = review.data;
    const anonymous = reviewer?.isAnonymous === true;
    const built = buildCandidate(
      {
        sourceId: review.data.reviewId ?? review.data.name?.split("/").at(-1),
        author: anonymous ? null : reviewer?.displayName,
        avatarUrl: anonymous ? null : reviewer?.profilePhotoUrl,
        rating: review.data.starRating,
        date: review.data.createTime,
        text: review.data.comment === undefined ? null : originalText(review.data.comment),
        reply: reviewReply ? originalText(reviewReply.comment) : null,
        replyDate: reviewReply?.updateTime ?? review.data.updateTime ?? review.data.createTime,
      },
      where,
      context,
    );
    if (built.ok) candidates.push(built.candidate);
    else problems.push(...built.problems);
  });
  return {
    candidates,
    problems,
    warnings: [],
    page: {
      file,
      reviews: reviews.length,
      hasNextPageToken: Boolean(page.data.nextPageToken),
      totalReviewCount: page.data.totalReviewCount ?? null,
    },
  };
}

/** Warnings when the pages of an import look like an incomplete export. */
export function gbpPagingWarnings(pages: readonly GbpPageInfo[]): string[] {
  if (pages.length === 0) return [];
  const warnings: string[] = [];
  if (pages.every((page) => page.hasNextPageToken)) {
    warnings.push("every Google page has a nextPageToken: the last page of the export seems to be missing");
  }
  const total = Math.max(...pages.map((page) => page.totalReviewCount ?? 0));
  const held = pages.reduce((sum, page) => sum + page.reviews, 0);
  if (total > held) warnings.push(`Google counts ${total} reviews; the pages imported hold ${held}`);
  return warnings;
}
