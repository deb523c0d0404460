import { z } from "zod";
import { SUMMIT_COMFORT } from "../generate/business.ts";
import { analyzeReview, createAnalysisContext } from "../insights/mod.ts";
import { type Business, BusinessInput } from "../model/mod.ts";

const USAGE = "usage: main.ts analyze [--business FILE] < reviews\n" +
  "Reads reviews (a JSON array or JSON lines, each with id, rating and text) on stdin and prints one JSON line\n" +
  "per review with its analysis. --business: a business JSON (or a reviews file) for technician, service and\n" +
  "service-area names; default: the bundled business.";

/** What analyze needs of a review; other fields are allowed and ignored. */
const AnalyzeInput = z.looseObject({
  id: z.string().min(1),
  rating: z.int().min(1).max(5),
  text: z.string().nullable(),
});

class InputError extends Error {}

function describe(issues: z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${issue.path.join(".") || "(value)"}: ${issue.message}`).join("; ");
}

/** Parses stdin as a JSON array or as JSON lines; throws InputError with a message naming the bad line. */
export function parseAnalyzeInput(input: string): Array<z.infer<typeof AnalyzeInput>> {
  const trimmed = input.trim();
  if (trimmed === "") return [];
  const items: Array<{ value: unknown; where: string }> = [];
  if (trimmed.startsWith("[")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (error) {
      throw new InputError(`input is not valid JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(parsed)) throw new InputError("input must be a JSON array or JSON lines");
    parsed.forEach((value, index) => items.push({ value, where: `item ${index}` }));
  } else {
    input.split("\n").forEach((line, index) => {
      if (line.trim() === "") return;
      try {
        items.push({ value: JSON.parse(line), where: `line ${index + 1}` });
      } catch (error) {
        throw new InputError(`line ${index + 1} is not valid JSON: ${(error as Error).message}`);
      }
    });
  }
  return items.map(({ value, where }) => {
    const result = AnalyzeInput.safeParse(value);
    if (!result.success) throw new InputError(`${where}: ${describe(result.error.issues)}`);
    return result.data;
  });
}

async function loadBusiness(path: string): Promise<Business> {
  let raw: unknown;
  try {
    raw = JSON.parse(await Deno.readTextFile(path));
  } catch (error) {
    throw new InputError(`cannot read business file ${path}: ${(error as Error).message}`);
  }
  const candidate = raw !== null && typeof raw === "object" && "business" in raw ? raw.business : raw;
  const result = BusinessInput.safeParse(candidate);
  if (!result.success) throw new InputError(`${path} is not a valid business: ${describe(result.error.issues)}`);
  return result.data;
}

/**
 * `main.ts analyze [--business FILE]`: analyses reviews from stdin and prints `{"id":..., ...analysis}` per line.
 * Exit codes: 0 ok, 2 bad arguments or bad input (a message on stderr, never a stack trace).
 */
export async function analyzeCommand(args: string[]): Promise<number> {
  let businessPath: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--help" || arg === "-h") {
      console.log(USAGE);
      return 0;
    }
    if (arg === "--business" && args[i + 1]) businessPath = args[++i];
    else if (arg.startsWith("--business=") && arg.length > "--business=".length) {
      businessPath = arg.slice("--business=".length);
    } else {
      console.error(`analyze: unknown or incomplete argument: ${arg}\n${USAGE}`);
      return 2;
    }
  }
  try {
    const business = businessPath === null ? SUMMIT_COMFORT : await loadBusiness(businessPath);
    const reviews = parseAnalyzeInput(await new Response(Deno.stdin.readable).text());
    const context = createAnalysisContext(business);
    const lines = reviews.map((review) => JSON.stringify({ id: review.id, ...analyzeReview(review, context) }));
    if (lines.length > 0) await writeAll(`${lines.join("\n")}\n`);
    return 0;
  } catch (error) {
    if (error instanceof InputError) {
      console.error(`analyze: ${error.message}`);
      return 2;
    }
    console.error(`analyze: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function writeAll(text: string): Promise<void> {
  const bytes = new TextEncoder().encode(text);
  let written = 0;
  while (written < bytes.length) written += await Deno.stdout.write(bytes.subarray(written));
}
