/**
 * The fast path of a CSV import, for files without a bad row: Papa Parse reads the text in chunks and each chunk's
 * rows are checked as soon as they are parsed, so the parsed rows die young. Holding the whole file's rows (800,000
 * strings at 100,000 rows) alive until the last one is checked made V8 copy them from young to old space, about a
 * quarter of an import's CPU time. Anything unusual (no delimiter guessed, a structural error, a header without the
 * needed columns, any bad row) gives null, and the caller reads the file the careful way, which names every
 * problem: this path never has to.
 */
// @ts-types="./papaparse.d.ts"
import Papa from "papaparse";
import { DateOrderCounter, startsWithIsoDay } from "./dates.ts";
import { layoutColumns } from "./headers.ts";
import { buildCandidate, type Candidate, type FormatResult, type RawReview, type RowContext } from "./row.ts";

/** Characters per chunk: about 5,000 rows of a review export, a few MB of rows alive at a time. */
export const CHUNK_CHARACTERS = 1 << 20;
/** Papa Parse reads each next chunk by a nested call, so the chunks of one text are bounded (stack depth). */
const MAX_CHUNKS = 1_000;

/** How the import guesses a CSV file's delimiter and line break (Papa Parse's guess, from the first rows). */
export const PARSE_OPTIONS: { skipEmptyLines: "greedy"; delimitersToGuess: string[] } = {
  skipEmptyLines: "greedy",
  delimitersToGuess: [",", ";", "\t", "|"],
};

/** What the streamed read needs of the import's CSV options. */
export interface StreamOptions {
  maps: Parameters<typeof layoutColumns>[1];
  sourceOverride: string | null;
  latestDate?: string;
  onProgress?: (rows: number) => void;
  /** Characters per chunk; tests make it small so rows and quoted fields straddle chunks. */
  chunkSize?: number;
}

/** Papa Parse's greedy blank row (`row.join("").trim() === ""`): every field is blank. */
export function isBlankRow(row: readonly string[]): boolean {
  for (const field of row) if (field.trim() !== "") return false;
  return true;
}

/** True when a field past the header's count holds more than blank space. */
export function hasExtraValue(row: readonly string[], from: number): boolean {
  for (let i = from; i < row.length; i++) if (row[i].trim() !== "") return true;
  return false;
}

const get = (row: readonly string[], index: number | undefined) => index === undefined ? undefined : row[index];

/**
 * A row whose dates read the same in either order: an ISO review date, and an ISO or blank reply date. Other rows
 * wait until the whole column has been seen and its order decided.
 */
function orderFree(raw: RawReview): boolean {
  const reply = raw.replyDate;
  return startsWithIsoDay(raw.date ?? "") && (!reply || startsWithIsoDay(reply) || reply.trim() === "");
}

/**
 * The candidates of a CSV text (without its BOM) in one streamed pass, exactly as the careful read gives them; null
 * when the file has any problem or warning, which only the careful read reports.
 */
export function streamValidCsv(file: string, text: string, options: StreamOptions): FormatResult | null {
  const guess = Papa.parse<string[]>(text, { ...PARSE_OPTIONS, preview: 1 });
  const { delimiter, linebreak } = guess.meta;
  if (delimiter === undefined || linebreak === undefined || guess.errors.length > 0) return null;

  const context: RowContext = {
    file,
    dateOrder: "mdy", // decided at the end, for the rows that wait for it
    replyDateOrder: "mdy",
    sourceOverride: options.sourceOverride,
    defaultSource: "direct",
    anonymousName: "Anonymous",
    latestDate: options.latestDate,
  };
  const dates = new DateOrderCounter();
  const replyDates = new DateOrderCounter();
  const candidates: Candidate[] = [];
  /** Rows that wait for their columns' date order, and where their candidate goes. */
  const waiting: Array<{ at: number; raw: RawReview }> = [];
  let header: readonly string[] | null = null;
  let layout: ReturnType<typeof layoutColumns>["layout"] = {};
  let failed = false;
  let parsed = 0;

  Papa.parse<string[]>(text, {
    delimiter,
    newline: linebreak,
    chunkSize: Math.max(options.chunkSize ?? CHUNK_CHARACTERS, Math.ceil(text.length / MAX_CHUNKS)),
    chunk(result, parser) {
      if (result.errors.length > 0) failed = true;
      for (const row of result.data) {
        if (failed) break;
        if (isBlankRow(row)) continue;
        if (header === null) {
          header = row;
          const columns = layoutColumns(header, options.maps);
          layout = columns.layout;
          failed = columns.missing.length > 0 || layout.rating === undefined || layout.date === undefined;
          continue;
        }
        if (row.length > header.length && hasExtraValue(row, header.length)) {
          failed = true;
          break;
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
        dates.add(raw.date ?? "");
        replyDates.add(raw.replyDate ?? "");
        if (!orderFree(raw)) {
          waiting.push({ at: candidates.length, raw });
          candidates.push(undefined as unknown as Candidate); // filled in below
          continue;
        }
        const built = buildCandidate(raw, "", context);
        if (built.ok) candidates.push(built.candidate);
        else failed = true;
      }
      parsed += result.data.length;
      if (failed) parser.abort();
      else options.onProgress?.(parsed);
    },
  });
  if (failed || header === null) return null;

  context.dateOrder = dates.decide();
  context.replyDateOrder = replyDates.decide();
  for (const { at, raw } of waiting) {
    const built = buildCandidate(raw, "", context);
    if (!built.ok) return null;
    candidates[at] = built.candidate;
  }
  return { candidates, problems: [], warnings: [] };
}
