import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { isIsoDate } from "../model/date.ts";
import { DEFAULT_END_DATE, formatReviewsFile, generateReviewsFile } from "../generate/mod.ts";

const USAGE = `Usage: main.ts generate --reviews N --seed S [--end YYYY-MM-DD] [--start YYYY-MM-DD] [--out FILE]

Writes a deterministic synthetic reviews.json (the bundled business and N reviews) to FILE, or to stdout.
  --reviews N   number of reviews, 0..${(1_000_000).toLocaleString("en-US")}
  --seed S      any text; the same seed and options always give the same bytes
  --end DATE    last review date (default ${DEFAULT_END_DATE})
  --start DATE  first review date (default January 1st, four years before the end date's year)
  --out FILE    write here (atomically) instead of stdout`;

const MAX_REVIEWS = 1_000_000;

/** Writes all of `bytes` to stdout (a single write may be partial on pipes). */
async function writeStdout(bytes: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) offset += await Deno.stdout.write(bytes.subarray(offset));
}

/**
 * `main.ts generate`: generates a reviews file with the seeded generator. Returns the exit code: 0 on success,
 * 2 on invalid arguments (message on stderr), 1 when the output cannot be written.
 */
export async function generateCommand(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        reviews: { type: "string" },
        seed: { type: "string" },
        end: { type: "string" },
        start: { type: "string" },
        out: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`generate: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const problems: string[] = [];
  const reviews = values.reviews === undefined ? NaN : Number(values.reviews);
  if (values.reviews === undefined) problems.push("--reviews is required");
  else if (!/^\d+$/.test(values.reviews) || reviews > MAX_REVIEWS) {
    problems.push(`--reviews must be a whole number from 0 to ${MAX_REVIEWS}, got "${values.reviews}"`);
  }
  if (values.seed === undefined) problems.push("--seed is required");
  else if (values.seed.trim() === "") problems.push("--seed must not be empty");
  for (const flag of ["end", "start"] as const) {
    const value = values[flag];
    if (value !== undefined && !isIsoDate(value)) {
      problems.push(`--${flag} must be a real calendar date written YYYY-MM-DD, got "${value}"`);
    }
  }
  const end = values.end ?? DEFAULT_END_DATE;
  if (problems.length === 0 && values.start !== undefined && values.start > end) {
    problems.push(`--start ${values.start} is after the end date ${end}`);
  }
  if (values.out !== undefined && values.out.trim() === "") problems.push("--out must not be empty");
  if (problems.length > 0) {
    console.error(`generate: ${problems.join("; ")}\n\n${USAGE}`);
    return 2;
  }

  const file = generateReviewsFile({ reviews, seed: values.seed!, endDate: end, startDate: values.start });
  const bytes = new TextEncoder().encode(formatReviewsFile(file));
  if (values.out === undefined) {
    await writeStdout(bytes);
    return 0;
  }
  // Write beside the target, then rename: a server watching the data directory never sees half a file.
  const temp = join(dirname(values.out), `.${crypto.randomUUID()}.tmp`);
  try {
    await Deno.writeFile(temp, bytes);
    await Deno.rename(temp, values.out);
  } catch (error) {
    await Deno.remove(temp).catch(() => {});
    console.error(`generate: cannot write ${values.out}: ${(error as Error).message}`);
    return 1;
  }
  console.error(`generate: wrote ${file.reviews.length} reviews to ${values.out}`);
  return 0;
}
