/**
 * Importing reviews (decisions.md §5), pure: export texts in, the merged reviews file's text out. The CLI adapter
 * (src/cli/import.ts) reads the files, writes the result atomically and prints what this returns.
 */
import type { Review } from "../model/review.ts";
import { parseCsv } from "./csv.ts";
import { type GbpPageInfo, gbpPagingWarnings, isGbpPage, parseGbpPage } from "./gbp.ts";
import type { ColumnMap } from "./headers.ts";
import { idAssigner } from "./ids.ts";
import { parseJsonReviews } from "./json.ts";
import { type MergeResult, mergeReviews } from "./merge.ts";
import type { Candidate, RowProblem } from "./row.ts";

export const IMPORT_FORMATS = ["gbp", "csv", "json", "jsonl"] as const;
export type ImportFormat = typeof IMPORT_FORMATS[number];

/** One export file's name and text. */
export interface ImportFile {
  file: string;
  text: string;
}

export interface ImportOptions {
  /** `--format`; detected per file when null. */
  format: ImportFormat | null;
  /** `--source`, already normalised. */
  source: string | null;
  maps: readonly ColumnMap[];
  /** Dates after this are refused (tomorrow, so time zones never reject today's reviews). */
  latestDate?: string;
  onProgress?: (rows: number) => void;
}

/** Every valid imported review (with its id) and every bad row. */
export interface ParsedImport {
  reviews: Review[];
  problems: RowProblem[];
  warnings: string[];
  /** True when the exports look incomplete (Google pages missing), which `--prune` must not act on. */
  incomplete: boolean;
}

/** The format of a file from its extension, else from its first characters. */
export function detectFormat(file: string, text: string): ImportFormat {
  const lower = file.toLowerCase();
  if (/\.(csv|tsv|txt)$/.test(lower)) return "csv";
  if (/\.(jsonl|ndjson)$/.test(lower)) return "jsonl";
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (lower.endsWith(".json") || start.startsWith("[") || start.startsWith("{")) {
    if (start.startsWith("[")) return "json";
    // One JSON object per line is JSON lines; one object over many lines is a document.
    const firstLine = start.slice(0, start.indexOf("\n") >>> 0);
    if (!lower.endsWith(".json") && firstLine.trimEnd().endsWith("}") && start.includes("\n{")) return "jsonl";
    try {
      return isGbpPage(JSON.parse(start)) ? "gbp" : "json";
    } catch {
      return "json"; // the JSON parser names the problem
    }
  }
  return "csv";
}

/** Parses every file of an import and derives the ids of the valid reviews. */
export function parseImport(files: readonly ImportFile[], options: ImportOptions): ParsedImport {
  const problems: RowProblem[] = [];
  const warnings: string[] = [];
  const candidates: Candidate[] = [];
  const pages: GbpPageInfo[] = [];
  for (const { file, text } of files) {
    const format = options.format ?? detectFormat(file, text);
    const common = { sourceOverride: options.source, latestDate: options.latestDate };
    let result;
    if (format === "csv") {
      result = parseCsv(file, text, { ...common, maps: options.maps, onProgress: options.onProgress });
    } else if (format === "gbp") {
      let json: unknown;
      try {
        json = JSON.parse(text.replace(/^\uFEFF/, ""));
      } catch (error) {
        problems.push({
          file,
          where: "file",
          field: "(file)",
          reason: `is not valid JSON: ${(error as Error).message}`,
        });
        continue;
      }
      const page = parseGbpPage(file, json, common);
      if (page.page) pages.push(page.page);
      result = page;
    } else {
      result = parseJsonReviews(file, text, format, common);
    }
    for (const candidate of result.candidates) candidates.push(candidate);
    problems.push(...result.problems);
    warnings.push(...result.warnings);
  }
  const paging = gbpPagingWarnings(pages);
  warnings.push(...paging);
  // Ids in import order, filled into the reviews in place.
  const idOf = idAssigner();
  const reviews = candidates.map(({ identity, review }) => {
    review.id = idOf(identity);
    return review;
  });
  return { reviews, problems, warnings, incomplete: paging.length > 0 };
}

/** The result of planning an import against the stored file. */
export interface ImportPlan extends MergeResult {
  /**
   * The new text of `reviews.json` in pieces (joined, exactly {@link serializeReviewsFile}), or null when nothing
   * changed (nothing is written then).
   */
  pieces: Iterable<string> | null;
}

/**
 * Merges parsed reviews into a stored file. `business` is the stored business exactly as the operator wrote it
 * (the raw JSON, not the normalised one), so an import never rewrites it.
 */
export function planImport(
  stored: { business: unknown; reviews: readonly Review[] },
  incoming: readonly Review[],
  options: { prune: boolean },
): ImportPlan {
  const merged = mergeReviews(stored.reviews, incoming, options);
  const changed = merged.added + merged.updated + merged.removed > 0;
  return { ...merged, pieces: changed ? reviewsFilePieces(stored.business, merged.reviews) : null };
}

/** How `init` and `import` write `reviews.json`: two-space JSON and a final newline. */
export function serializeReviewsFile(business: unknown, reviews: readonly Review[]): string {
  return `${JSON.stringify({ business, reviews }, null, 2)}\n`;
}

/**
 * Reviews per piece of {@link reviewsFilePieces}: about 50 kB of text, which dies young (1,000-review pieces, in
 * V8's large-object space, cost 38 MB more peak RSS at 100,000 reviews).
 */
const REVIEWS_PER_PIECE = 100;
const ITEMS_START = '{\n  "reviews": [\n';
const ITEMS_END = "\n  ]\n}";

/**
 * {@link serializeReviewsFile} in pieces of {@link REVIEWS_PER_PIECE} reviews, so a 100,000-review file is never
 * one string (and one encoded copy of it) in memory. Each piece is `JSON.stringify` of its reviews at the depth
 * they have in the file (inside `{"reviews": [...]}`), which is what the whole file's stringify writes for them.
 */
export function reviewsFilePieces(business: unknown, reviews: readonly Review[]): Iterable<string> {
  return {
    *[Symbol.iterator]() {
      const empty = serializeReviewsFile(business, []);
      if (reviews.length === 0) {
        yield empty;
        return;
      }
      // `…"reviews": []\n}\n` with the brackets opened: the reviews go between them.
      const open = empty.lastIndexOf("[]");
      yield `${empty.slice(0, open)}[\n`;
      for (let start = 0; start < reviews.length; start += REVIEWS_PER_PIECE) {
        const text = JSON.stringify({ reviews: reviews.slice(start, start + REVIEWS_PER_PIECE) }, null, 2);
        const items = text.slice(ITEMS_START.length, text.length - ITEMS_END.length);
        yield start === 0 ? items : `,\n${items}`;
      }
      yield `\n  ]${empty.slice(open + 2)}`;
    },
  };
}

/** `added 3, updated 1, unchanged 40, skipped 0` (and `removed N` with --prune). */
export function summaryLine(plan: MergeResult, skipped: number, prune: boolean): string {
  const parts = [`added ${plan.added}`, `updated ${plan.updated}`, `unchanged ${plan.unchanged}`, `skipped ${skipped}`];
  if (prune) parts.push(`removed ${plan.removed}`);
  return parts.join(", ");
}

/** `reviews.csv line 14 (row 13): rating: "6" is not between 1 and 5` */
export function formatProblem(problem: RowProblem): string {
  return `${problem.file} ${problem.where}: ${problem.field}: ${problem.reason}`;
}
