import { join } from "node:path";
import { parseArgs } from "node:util";
import { formatIssue } from "../dataset/parse.ts";
import { parseColumnMaps } from "../import/headers.ts";
import {
  formatProblem,
  IMPORT_FORMATS,
  type ImportFile,
  type ImportFormat,
  parseImport,
  planImport,
  summaryLine,
} from "../import/mod.ts";
import type { Change } from "../import/merge.ts";
import { normalizeSource } from "../import/row.ts";
import { parseStoredReviewsFile } from "../import/stored.ts";
import type { Review } from "../model/review.ts";
import { expandInputs, InputFileError, MAX_IMPORT_BYTES, readExportText, writeFileAtomic } from "./files.ts";

const USAGE = `usage: main.ts import --data DIR [--format gbp|csv|json|jsonl] [--source NAME] [--map column=field]...
                      [--dry-run] [--skip-invalid] [--prune] FILE|FOLDER...
Merges reviews from exports into DIR/reviews.json (create it first with main.ts init).
  --format        gbp (Google Business Profile reviews.list pages), csv, json, jsonl; default: from each file
  --source        the source name of every imported review (google, yelp, ...); default: the file's own, or
                  google for Google pages, direct otherwise
  --map           which CSV column holds a field: --map "Kundenname=author"; fields: id, author, avatar, rating,
                  date, title, text, reply, reply_date, source, url, or ignore
  --dry-run       print what would change and write nothing
  --skip-invalid  write the valid reviews and list the invalid ones (default: write nothing if any is invalid)
  --prune         remove stored reviews of the imported sources that the exports no longer hold
Exit codes: 0 done, 1 cannot read or write the data, 2 bad arguments or invalid rows (nothing written).`;

/** Reviews parsed before a terminal shows progress; and the export size (about 5,000 reviews) that shows it first. */
const PROGRESS_FROM_ROWS = 5_000;
const PROGRESS_FROM_CHARACTERS = 1_000_000;

interface ImportArgs {
  dir: string;
  paths: string[];
  format: ImportFormat | null;
  source: string | null;
  maps: string[];
  dryRun: boolean;
  skipInvalid: boolean;
  prune: boolean;
}

/** The options of `import`, or why they are wrong. */
export function parseImportArgs(args: string[]): { ok: true; value: ImportArgs } | { ok: false; message: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        data: { type: "string" },
        format: { type: "string" },
        source: { type: "string" },
        map: { type: "string", multiple: true },
        "dry-run": { type: "boolean" },
        "skip-invalid": { type: "boolean" },
        prune: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { ok: false, message: "help" };
  if (!values.data) return { ok: false, message: "--data DIR is required" };
  if (positionals.length === 0) return { ok: false, message: "name at least one export file or folder" };
  const format = values.format ?? null;
  if (format !== null && !(IMPORT_FORMATS as readonly string[]).includes(format)) {
    return { ok: false, message: `--format must be one of ${IMPORT_FORMATS.join(", ")}` };
  }
  let source: string | null = null;
  if (values.source !== undefined) {
    source = normalizeSource(values.source);
    if (source === null) return { ok: false, message: "--source must be a short name such as google or yelp" };
  }
  return {
    ok: true,
    value: {
      dir: values.data,
      paths: positionals,
      format: format as ImportFormat | null,
      source,
      maps: values.map ?? [],
      dryRun: values["dry-run"] ?? false,
      skipInvalid: values["skip-invalid"] ?? false,
      prune: values.prune ?? false,
    },
  };
}

/** `100000` → `100,000`, as `toLocaleString("en-US")` writes a count, without loading the locale data (~10 ms). */
export function thousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** A status line redrawn on a terminal for big imports; silent otherwise. */
function progressLine() {
  const encoder = new TextEncoder();
  const terminal = Deno.stderr.isTerminal();
  let drawn = false;
  return {
    show(text: string) {
      if (!terminal) return;
      Deno.stderr.writeSync(encoder.encode(`\r\x1b[2Kimport: ${text}`));
      drawn = true;
    },
    done() {
      if (drawn) Deno.stderr.writeSync(encoder.encode("\r\x1b[2K"));
      drawn = false;
    },
  };
}

function describeChange(change: Change): string {
  const { review } = change;
  const what = change.kind === "update" ? ` (${change.fields.join(", ")})` : "";
  return `${change.kind.padEnd(6)} ${review.id} ${review.date} ${review.rating}★ ${review.source} ` +
    `${JSON.stringify(review.author.slice(0, 40))}${what}`;
}

/** Tomorrow (UTC), the latest date a review may carry: time zones ahead of UTC already live in it. */
function latestDate(now = new Date()): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** The stored file: its exact text (to detect a concurrent writer), its reviews and its business as written. */
async function readStoredFile(target: string, dir: string): Promise<
  | { ok: true; text: string; reviews: Review[]; business: unknown }
  | { ok: false; message: string }
> {
  let text: string;
  try {
    text = await Deno.readTextFile(target);
  } catch (error) {
    const hint = error instanceof Deno.errors.NotFound
      ? ` (create it with: main.ts init --data ${dir} --name NAME)`
      : "";
    return { ok: false, message: `cannot read ${target}: ${(error as Error).message}${hint}` };
  }
  let json: { business?: unknown };
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `${target} is not valid JSON: ${(error as Error).message}` };
  }
  const result = parseStoredReviewsFile(json);
  if (!result.success) {
    const problems = result.error.issues.slice(0, 20).map((issue) => `  ${formatIssue(issue)}`);
    return { ok: false, message: `${target} is not a valid reviews file; fix it first:\n${problems.join("\n")}` };
  }
  // The business exactly as the operator wrote it, not the normalised one: an import never rewrites it.
  return { ok: true, text, reviews: result.data.reviews, business: json.business };
}

/**
 * `main.ts import`: parses exports, merges them into DIR/reviews.json by id and writes it atomically, or not at all
 * when nothing changed or any row is invalid (unless --skip-invalid).
 */
export async function importCommand(args: string[]): Promise<number> {
  const parsed = parseImportArgs(args);
  if (!parsed.ok) {
    if (parsed.message === "help") {
      console.log(USAGE);
      return 0;
    }
    console.error(`import: ${parsed.message}\n${USAGE}`);
    return 2;
  }
  const options = parsed.value;
  const maps = parseColumnMaps(options.maps);
  if (maps.problems.length > 0) {
    console.error(`import: ${maps.problems.join("\n")}`);
    return 2;
  }
  const target = join(options.dir, "reviews.json");
  const stored = await readStoredFile(target, options.dir);
  if (!stored.ok) {
    console.error(`import: ${stored.message}`);
    return 1;
  }

  const progress = progressLine();
  const files: ImportFile[] = [];
  const budget = { remaining: MAX_IMPORT_BYTES };
  const warn = (message: string) => console.error(`import: ${message}`);
  try {
    for (const path of await expandInputs(options.paths)) {
      files.push({ file: path, text: await readExportText(path, warn, budget) });
    }
  } catch (error) {
    if (!(error instanceof InputFileError)) throw error;
    console.error(`import: ${error.message}`);
    return 1;
  }
  const characters = files.reduce((sum, file) => sum + file.text.length, 0);
  if (characters >= PROGRESS_FROM_CHARACTERS) {
    progress.show(`parsing ${files.length} file(s), ${(characters / 1e6).toFixed(1)} million characters`);
  }
  const result = parseImport(files, {
    format: options.format,
    source: options.source,
    maps: maps.maps,
    latestDate: latestDate(),
    onProgress: (rows) => rows >= PROGRESS_FROM_ROWS && progress.show(`parsed ${thousands(rows)} CSV rows`),
  });
  const big = result.reviews.length >= PROGRESS_FROM_ROWS;
  if (result.warnings.length > 0) progress.done();
  for (const warning of result.warnings) console.error(`import: warning: ${warning}`);
  if (big) progress.show(`merging ${thousands(result.reviews.length)} reviews`);

  const skipped = new Set(result.problems.map((problem) => `${problem.file}\u0000${problem.where}`)).size;
  if (result.problems.length > 0) {
    progress.done();
    for (const problem of result.problems) console.error(formatProblem(problem));
    if (options.prune) {
      console.error(
        "import: --prune is refused while rows are invalid: their reviews would be removed; nothing was written",
      );
      return 2;
    }
    if (!options.skipInvalid) {
      console.error(
        `import: ${skipped} invalid review(s); nothing was written (fix them, or use --skip-invalid to import the rest)`,
      );
      return 2;
    }
  }
  if (options.prune && result.incomplete) {
    progress.done();
    console.error("import: --prune is refused for an incomplete export (see the warning); nothing was written");
    return 2;
  }
  const plan = planImport({ business: stored.business, reviews: stored.reviews }, result.reviews, {
    prune: options.prune,
  });
  if (plan.duplicates.length > 0) {
    progress.done();
    console.error(`import: warning: ${plan.duplicates.length} review(s) appear more than once; the last one was kept`);
  }
  const summary = summaryLine(plan, skipped, options.prune);
  if (options.dryRun) {
    progress.done();
    const shown = plan.changes.slice(0, 200);
    for (const change of shown) console.log(describeChange(change));
    if (plan.changes.length > shown.length) console.log(`… and ${plan.changes.length - shown.length} more changes`);
    console.log(`dry run, nothing written: ${summary}`);
    return 0;
  }
  if (plan.pieces !== null) {
    if (big) progress.show(`writing ${target}`);
    try {
      await writeFileAtomic(target, plan.pieces, stored.text);
    } catch (error) {
      progress.done();
      console.error(`import: cannot write ${target}: ${(error as Error).message}`);
      return 1;
    }
  }
  progress.done();
  console.log(summary);
  return 0;
}
