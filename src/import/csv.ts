/**
 * CSV exports (review platforms, spreadsheets, hand-made files) to review candidates. Parsing is Papa Parse's:
 * UTF-8 with or without a BOM, CRLF or LF, quoted commas, quotes and newlines, and the delimiter guessed among
 * comma, semicolon, tab and pipe (European spreadsheets write `;`). The first non-empty row is the header.
 */
// @ts-types="./papaparse.d.ts"
import Papa from "papaparse";
import { decideDateOrder } from "./dates.ts";
import { type ColumnMap, type CsvField, layoutColumns, spellingsOf } from "./headers.ts";
import {
  buildCandidate,
  type Candidate,
  type FormatResult,
  type RawReview,
  type RowContext,
  type RowProblem,
} from "./row.ts";

export interface CsvOptions {
  maps: readonly ColumnMap[];
  sourceOverride: string | null;
  latestDate?: string;
  onProgress?: (rows: number) => void;
}

const PARSE_OPTIONS: { skipEmptyLines: "greedy"; delimitersToGuess: string[] } = {
  skipEmptyLines: "greedy",
  delimitersToGuess: [",", ";", "\t", "|"],
};

/**
 * Every row of a CSV text and Papa Parse's structural errors (by row index). With `withEnds`, also the offset
 * where each row ends, for line numbers; that costs a callback per row, so it is only asked for when a message
 * must name lines.
 */
export function readCsvRows(text: string, withEnds: boolean, onProgress?: (rows: number) => void) {
  const errors: Array<{ row: number; message: string }> = [];
  if (!withEnds) {
    const rows = parseWhole(text, errors);
    onProgress?.(rows.length);
    return { rows, ends: [] as number[], errors };
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

/**
 * `Papa.parse(text, PARSE_OPTIONS)`'s rows, faster. Papa Parse's greedy skipping of blank rows joins and trims every
 * row (as much time as the parsing itself); here Papa Parse only guesses the delimiter and line break (from the
 * first rows, the same guess either way) and parses with them without skipping, and the blank rows are dropped by
 * a check that stops at the first non-blank field. Errors keep Papa Parse's row numbers, which count the skipped
 * rows in both. When no delimiter can be guessed, the one call answers (with its "UndetectableDelimiter" error).
 */
function parseWhole(text: string, errors: Array<{ row: number; message: string }>): string[][] {
  const guess = Papa.parse<string[]>(text, { ...PARSE_OPTIONS, preview: 1 });
  const { delimiter, linebreak } = guess.meta;
  const guessed = delimiter !== undefined && linebreak !== undefined &&
    !guess.errors.some((error) => error.code === "UndetectableDelimiter");
  const result = guessed
    ? Papa.parse<string[]>(text, { delimiter, newline: linebreak })
    : Papa.parse<string[]>(text, PARSE_OPTIONS);
  for (const error of result.errors) errors.push({ row: error.row ?? 0, message: error.message });
  return guessed ? result.data.filter((row) => !isBlankRow(row)) : result.data;
}

/** Papa Parse's greedy blank row (`row.join("").trim() === ""`): every field is blank. */
function isBlankRow(row: readonly string[]): boolean {
  for (const field of row) if (field.trim() !== "") return false;
  return true;
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

/** True when a field past the header's count holds more than blank space. */
function hasExtraValue(row: readonly string[], from: number): boolean {
  for (let i = from; i < row.length; i++) if (row[i].trim() !== "") return true;
  return false;
}

const get = (row: readonly string[], index: number | undefined) => index === undefined ? undefined : row[index];

/** Parses a CSV export into review candidates, naming each bad row by data row number and line. */
export function parseCsv(file: string, withBom: string, options: CsvOptions): FormatResult {
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
): FormatResult {
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
    if (row.length > header.length && hasExtraValue(row, header.length)) {
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
    // The row's problems are named by `where(number)` below, so buildCandidate needs no name of its own.
    const built = buildCandidate(raw, "", context);
    if (built.ok) candidates.push(built.candidate);
    else problems.push(...built.problems.map((p) => ({ ...p, where: where(number) })));
  });
  return { candidates, problems, warnings: [] };
}
