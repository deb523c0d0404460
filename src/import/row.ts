/**
 * One imported review before it has an id: the fields every format (CSV, Google, JSON) hands over as text, checked
 * and normalised the same way. Everything here is hostile text from an export, so each value is bounded and cleaned.
 */
import type { Review } from "../model/review.ts";
import { type DateOrder, parseDate } from "./dates.ts";
import type { ReviewIdentity } from "./ids.ts";
import { parseStars } from "./stars.ts";

/** A bad row: where it is (file and row, line or review number), which field, and why. */
export interface RowProblem {
  file: string;
  where: string;
  field: string;
  reason: string;
}

/** The raw fields of one review as an export wrote them (undefined or empty = not given). */
export interface RawReview {
  sourceId?: string | null;
  author?: string | null;
  avatarUrl?: string | null;
  rating?: string | null;
  date?: string | null;
  title?: string | null;
  text?: string | null;
  reply?: string | null;
  replyDate?: string | null;
  source?: string | null;
  url?: string | null;
  verified?: boolean;
}

/**
 * A checked review and what identifies it; `assignIds` turns the identities into ids. The review is already in the
 * model's key order with an empty `id` first, which the import fills in place (no copy per review).
 */
export interface Candidate {
  identity: ReviewIdentity;
  review: Review;
}

/** What parsing one export file gives: its valid reviews, its bad rows and anything worth a warning. */
export interface FormatResult {
  candidates: Candidate[];
  problems: RowProblem[];
  warnings: string[];
}

/** How a file's values are read: the column date orders, the import's source and the latest plausible date. */
export interface RowContext {
  file: string;
  dateOrder: DateOrder;
  replyDateOrder: DateOrder;
  /** `--source`, which wins over a source column; otherwise the format's default when the row has none. */
  sourceOverride: string | null;
  defaultSource: string;
  /** The name shown for a reviewer without one. */
  anonymousName: string;
  latestDate?: string;
}

export const MAX_TEXT = 20_000;
const MAX_NAME = 200;
const MAX_URL = 2_000;
// C0 and C1 controls except tab and newline, and the Unicode non-characters an export should never hold.
// deno-lint-ignore no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;
// deno-lint-ignore no-control-regex
const NEEDS_CLEANING = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFFFE\uFFFF]|[ \t]\n/;
/** Blank space `cleanName` changes: a run of two or more, or one that is not a plain space. */
const BLANK_TO_SQUEEZE = /\s\s|[^\S ]/;
const SOURCE = /^[a-z0-9][a-z0-9._-]{0,39}$/;

function present(value: string | null | undefined): value is string {
  return value !== undefined && value !== null && value.trim() !== "";
}

/** Text with Windows line ends, controls and outer blank space removed; null when nothing is left. */
export function cleanText(value: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  // Most texts need nothing but a trim; the replacements run only for those that do.
  const cleaned = NEEDS_CLEANING.test(value)
    ? value.replace(/\r\n?/g, "\n").replace(CONTROLS, "").replace(/[ \t]+\n/g, "\n").trim()
    : value.trim();
  return cleaned === "" ? null : cleaned;
}

/** A one-line name: whitespace runs become one space. */
export function cleanName(value: string | null | undefined): string | null {
  const text = cleanText(value);
  // Most names hold only single spaces, which the replacement would copy unchanged.
  return text === null || !BLANK_TO_SQUEEZE.test(text) ? text : text.replace(/\s+/g, " ");
}

function cleanUrl(value: string): string | null {
  const text = value.trim();
  if (text.length > MAX_URL) return null;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** A source name as the model stores it: `Google` → `google`, `Trip Advisor` → `trip-advisor`. */
export function normalizeSource(value: string): string | null {
  const source = value.trim().toLowerCase().replace(/\s+/g, "-");
  return SOURCE.test(source) ? source : null;
}

/** Checks and normalises one review; returns the candidate or every problem found in it. */
export function buildCandidate(
  raw: RawReview,
  where: string,
  context: RowContext,
): { ok: true; candidate: Candidate } | { ok: false; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const problem = (field: string, reason: string) => problems.push({ file: context.file, where, field, reason });

  const rating = parseStars(raw.rating ?? "");
  if (!rating.ok) problem("rating", rating.reason);
  const date = parseDate(raw.date ?? "", context.dateOrder, { latest: context.latestDate });
  if (!date.ok) problem("date", date.reason);

  const author = cleanName(raw.author) ?? context.anonymousName;
  if (author.length > MAX_NAME) problem("author", `is longer than ${MAX_NAME} characters`);

  const title = cleanText(raw.title);
  const body = cleanText(raw.text);
  const text = title && body && !body.startsWith(title) ? `${title}\n\n${body}` : body ?? title;
  if (text !== null && text.length > MAX_TEXT) problem("text", `is longer than ${MAX_TEXT} characters`);

  let owner_reply: Review["owner_reply"] = null;
  const replyText = cleanText(raw.reply);
  if (replyText !== null) {
    if (replyText.length > MAX_TEXT) problem("reply", `is longer than ${MAX_TEXT} characters`);
    const replyDate = present(raw.replyDate)
      ? parseDate(raw.replyDate, context.replyDateOrder, { latest: context.latestDate })
      : date; // no reply date in the export: the review's own date is the best known bound
    if (!replyDate.ok) problem("reply_date", replyDate.reason);
    else owner_reply = { text: replyText, date: replyDate.date };
  }

  const urlField = (field: string, value: string | null | undefined): string | null => {
    if (!present(value)) return null;
    const url = cleanUrl(value);
    if (url === null) problem(field, "is not an http(s) URL");
    return url;
  };
  const source_url = urlField("url", raw.url);
  const author_avatar_url = urlField("avatar", raw.avatarUrl);

  let source = context.sourceOverride ?? context.defaultSource;
  if (context.sourceOverride === null && present(raw.source)) {
    const named = normalizeSource(raw.source);
    if (named === null) problem("source", "must be a short name such as google, yelp or facebook");
    else source = named;
  }
  const sourceId = present(raw.sourceId) ? raw.sourceId.trim() : null;
  if (sourceId !== null && sourceId.length > MAX_URL) problem("id", `is longer than ${MAX_URL} characters`);

  if (problems.length > 0 || !rating.ok || !date.ok) return { ok: false, problems };
  return {
    ok: true,
    candidate: {
      identity: { source, sourceId, author, date: date.date },
      review: {
        id: "",
        author,
        author_avatar_url,
        rating: rating.rating,
        date: date.date,
        text,
        source,
        source_url,
        owner_reply,
        verified: raw.verified ?? true,
      },
    },
  };
}
