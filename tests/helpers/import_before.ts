/**
 * The CSV import as it was before its fast paths (commit bd5ebc0), kept as the oracle the fast import is compared
 * with on hostile files (tests/unit/import_before_after_test.ts): one greedy `Papa.parse`, ids hashed by
 * `node:crypto`, a merge that copies every review, and one `JSON.stringify` of the whole file. The row rules
 * (`buildCandidate`, dates, stars, headers) are the live ones: they are not what the fast paths changed.
 */
import { createHash } from "node:crypto";
// @ts-types="../../src/import/papaparse.d.ts"
import Papa from "papaparse";
import { decideDateOrder } from "../../src/import/dates.ts";
import { type ColumnMap, type CsvField, layoutColumns, spellingsOf } from "../../src/import/headers.ts";
import { isUlid, type ReviewIdentity } from "../../src/import/ids.ts";
import { type Change, changedFields, type MergeResult } from "../../src/import/merge.ts";
import {
  buildCandidate,
  type Candidate,
  type RawReview,
  type RowContext,
  type RowProblem,
} from "../../src/import/row.ts";
import { ulidRandomFromBytes, ulidTime } from "../../src/generate/ulid.ts";
import type { Review } from "../../src/model/review.ts";

interface CsvOptions {
  maps: readonly ColumnMap[];
  sourceOverride: string | null;
  latestDate?: string;
  onProgress?: (rows: number) => void;
}

/** What the CSV parse gave before: candidates and bad rows. */
interface BeforeResult {
  candidates: Candidate[];
  problems: RowProblem[];
  warnings: string[];
}

const PARSE_OPTIONS: { skipEmptyLines: "greedy"; delimitersToGuess: string[] } = {
  skipEmptyLines: "greedy",
  delimitersToGuess: [",", ";", "\t", "|"],
};

function readCsvRows(text: string, withEnds: boolean, onProgress?: (rows: number) => void) {
  const errors: Array<{ row: number; message: string }> = [];
  if (!withEnds) {
    const result = Papa.parse<string[]>(text, PARSE_OPTIONS);
    for (const error of result.errors) errors.push({ row: error.row ?? 0, message: error.message });
    onProgress?.(result.data.length);
    return { rows: result.data, ends: [] as number[], errors };
  }
  const rows: string[][] = [];
  const ends: number[] = [];
  Papa.parse<string[]>(text, {
    ...PARSE_OPTIONS,
    step(result) {
      for (const error of result.errors) errors.push({ row: rows.length, message: error.message });
      rows.push(result.data);
      ends.push(result.meta.cursor);
      if (onProgress && rows.length % 10_000 === 0) onProgress(rows.length);
    },
  });
  return { rows, ends, errors };
}

/** Line numbers (1-based) where rows start, computed for the few rows a message names. */
function lineFinder(text: string, ends: readonly number[]) {
  let offset = 0;
  let line = 1;
  return (row: number): number => {
    let start = row === 0 ? 0 : ends[row - 1];
    // Skip the line break (and blank lines) between the previous row and this one.
    while (start < text.length && (text[start] === "\n" || text[start] === "\r")) start++;
    if (start < offset) {
      offset = 0;
      line = 1;
    }
    for (let i = offset; i < start; i++) if (text.charCodeAt(i) === 10) line++;
    offset = start;
    return line;
  };
}

const get = (row: readonly string[], index: number | undefined) => index === undefined ? undefined : row[index];

/** Parses a CSV export into review candidates, naming each bad row by data row number and line. */
export function parseCsvBefore(file: string, withBom: string, options: CsvOptions): BeforeResult {
  // A BOM is one character before the first line: removing it moves no line number.
  const text = withBom.charCodeAt(0) === 0xfeff ? withBom.slice(1) : withBom;
  // The fast path parses without offsets; only when a row is bad is the text parsed again for its line numbers.
  const fast = parseRows(file, text, readCsvRows(text, false, options.onProgress), options);
  if (fast.problems.length === 0) return fast;
  return parseRows(file, text, readCsvRows(text, true), options);
}

function parseRows(
  file: string,
  text: string,
  { rows, ends, errors }: ReturnType<typeof readCsvRows>,
  options: CsvOptions,
): BeforeResult {
  const problems: RowProblem[] = [];
  const lineOf = ends.length > 0 ? lineFinder(text, ends) : () => 0;
  const where = (row: number) => ends.length > 0 ? `line ${lineOf(row)} (row ${row})` : `row ${row}`;
  if (rows.length === 0) return { candidates: [], problems, warnings: [`${file}: no rows`] };

  const header = rows[0];
  const { layout, missing } = layoutColumns(header, options.maps);
  for (const column of missing) {
    problems.push({ file, where: "line 1 (header)", field: column, reason: "--map names a column the header lacks" });
  }
  for (const field of ["rating", "date"] as const satisfies readonly CsvField[]) {
    if (layout[field] === undefined) {
      problems.push({
        file,
        where: "line 1 (header)",
        field,
        reason: `no column for ${field} (header names tried: ${
          spellingsOf(field).join(", ")
        }; or --map COLUMN=${field})`,
      });
    }
  }
  if (problems.length > 0) return { candidates: [], problems, warnings: [] };

  const data = rows.slice(1);
  const context: RowContext = {
    file,
    dateOrder: decideDateOrder(data.map((row) => get(row, layout.date) ?? "")),
    replyDateOrder: decideDateOrder(data.map((row) => get(row, layout.reply_date) ?? "")),
    sourceOverride: options.sourceOverride,
    defaultSource: "direct",
    anonymousName: "Anonymous",
    latestDate: options.latestDate,
  };
  const structural = new Map<number, string>();
  for (const error of errors) if (!structural.has(error.row)) structural.set(error.row, error.message);

  const candidates: Candidate[] = [];
  data.forEach((row, index) => {
    const number = index + 1;
    const broken = structural.get(number);
    if (broken !== undefined) {
      problems.push({ file, where: where(number), field: "(row)", reason: broken });
      return;
    }
    const extra = row.slice(header.length).some((value) => value.trim() !== "");
    if (extra) {
      problems.push({
        file,
        where: where(number),
        field: "(row)",
        reason: `has ${row.length} fields; the header has ${header.length} (an unquoted comma?)`,
      });
      return;
    }
    const raw: RawReview = {
      sourceId: get(row, layout.id),
      author: get(row, layout.author),
      avatarUrl: get(row, layout.avatar),
      rating: get(row, layout.rating),
      date: get(row, layout.date),
      title: get(row, layout.title),
      text: get(row, layout.text),
      reply: get(row, layout.reply),
      replyDate: get(row, layout.reply_date),
      source: get(row, layout.source),
      url: get(row, layout.url),
    };
    const built = buildCandidate(raw, `row ${number}`, context);
    if (built.ok) candidates.push(built.candidate);
    else problems.push(...built.problems.map((p) => ({ ...p, where: where(number) })));
  });
  return { candidates, problems, warnings: [] };
}

const TIME_PARTS = new Map<string, string>();

/** The ULID of a review: time from `date` (midnight UTC), 80 bits from SHA-256 of `key`. */
function ulidFor(date: string, key: string): string {
  let time = TIME_PARTS.get(date);
  if (time === undefined) {
    if (TIME_PARTS.size >= 100_000) TIME_PARTS.clear();
    time = ulidTime(Date.parse(`${date}T00:00:00Z`));
    TIME_PARTS.set(date, time);
  }
  return time + ulidRandomFromBytes(createHash("sha256").update(key).digest());
}

/**
 * Derives the id of each review in import order. A source id that already is a ULID is kept. Reviews without a
 * source id are told apart by their (source, author, date) and, for the rare same author on the same day, by their
 * occurrence in the export.
 */
export function assignIdsBefore(identities: readonly ReviewIdentity[]): string[] {
  const occurrences = new Map<string, number>();
  return identities.map((identity) => {
    if (identity.sourceId !== null) {
      if (isUlid(identity.sourceId)) return identity.sourceId;
      return ulidFor(identity.date, `source-id\u0000${identity.source}\u0000${identity.sourceId}`);
    }
    const content =
      `content\u0000${identity.source}\u0000${identity.author.trim().toLowerCase()}\u0000${identity.date}`;
    const seen = (occurrences.get(content) ?? 0) + 1;
    occurrences.set(content, seen);
    return ulidFor(identity.date, seen === 1 ? content : `${content}\u0000${seen}`);
  });
}

/** The fields of a review in the order the model lists them, so written files read the same everywhere. */
function canonicalReview(review: Review): Review {
  return {
    id: review.id,
    author: review.author,
    author_avatar_url: review.author_avatar_url,
    rating: review.rating,
    date: review.date,
    text: review.text,
    source: review.source,
    source_url: review.source_url,
    owner_reply: review.owner_reply === null ? null : { text: review.owner_reply.text, date: review.owner_reply.date },
    verified: review.verified,
  };
}

/** Merges `incoming` into `existing`; pure, the inputs are not modified. */
export function mergeReviewsBefore(
  existing: readonly Review[],
  incoming: readonly Review[],
  options: { prune: boolean },
): MergeResult {
  const byId = new Map<string, Review>();
  const duplicates: string[] = [];
  for (const review of incoming) {
    if (byId.has(review.id)) duplicates.push(review.id);
    byId.set(review.id, review);
  }
  const importedSources = new Set(incoming.map((review) => review.source));
  const changes: Change[] = [];
  const seen = new Set<string>();
  let updated = 0;
  let unchanged = 0;
  let removed = 0;
  const reviews: Review[] = [];
  for (const stored of existing) {
    const next = byId.get(stored.id);
    if (next === undefined) {
      if (options.prune && importedSources.has(stored.source)) {
        removed++;
        changes.push({ kind: "remove", review: stored, fields: [] });
      } else {
        reviews.push(stored);
      }
      continue;
    }
    seen.add(stored.id);
    const merged = canonicalReview({ ...next, verified: stored.verified });
    const fields = changedFields(stored, merged);
    if (fields.length === 0) {
      unchanged++;
      reviews.push(stored);
    } else {
      updated++;
      changes.push({ kind: "update", review: merged, fields });
      reviews.push(merged);
    }
  }
  let added = 0;
  for (const [id, review] of byId) {
    if (seen.has(id)) continue;
    added++;
    const fresh = canonicalReview(review);
    changes.push({ kind: "add", review: fresh, fields: [] });
    reviews.push(fresh);
  }
  return { reviews, added, updated, unchanged, removed, changes, duplicates: [...new Set(duplicates)] };
}

/** The old pipeline for one CSV file into a stored file: its problems, merge and written text (or null). */
export function importBefore(
  file: string,
  text: string,
  stored: { business: unknown; reviews: readonly Review[] },
  options: { maps: readonly ColumnMap[]; source: string | null; latestDate: string; prune: boolean },
) {
  const parsed = parseCsvBefore(file, text, { ...options, sourceOverride: options.source });
  const ids = assignIdsBefore(parsed.candidates.map((candidate) => candidate.identity));
  const reviews = parsed.candidates.map(({ review }, index): Review => {
    const { id: _, ...fields } = review; // the live rules make the review with an empty id first
    return { id: ids[index], ...fields };
  });
  const merged = mergeReviewsBefore(stored.reviews, reviews, options);
  const changed = merged.added + merged.updated + merged.removed > 0;
  const written = changed
    ? `${JSON.stringify({ business: stored.business, reviews: merged.reviews }, null, 2)}\n`
    : null;
  return { problems: parsed.problems, warnings: parsed.warnings, reviews, merged, text: written };
}
