import { compareNewestFirst } from "../dataset/publish.ts";
import { deriveInsights } from "../insights/mod.ts";
import { ReviewsFile } from "../model/mod.ts";

const USAGE = "usage: main.ts insights [--data DIR]\n" +
  "Derives DIR/insights.json from DIR/reviews.json (default DIR: the repository's data/ directory).";

/** The repository's own data directory, next to src/. */
const DEFAULT_DATA_DIR = new URL("../../data/", import.meta.url);

function parseArgs(args: string[]): { dir: URL | string } | { help: true } | { error: string } {
  let dir: URL | string = DEFAULT_DATA_DIR;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--help" || arg === "-h") return { help: true };
    if (arg === "--data") {
      const value = args[++i];
      if (!value) return { error: "--data needs a directory" };
      dir = value;
    } else if (arg.startsWith("--data=")) {
      dir = arg.slice("--data=".length);
      if (!dir) return { error: "--data needs a directory" };
    } else {
      return { error: `unknown argument: ${arg}` };
    }
  }
  return { dir };
}

function inDir(dir: URL | string, name: string): URL | string {
  return dir instanceof URL ? new URL(name, dir) : `${dir.replace(/\/+$/, "")}/${name}`;
}

/** A progress reporter: a redrawn bar on a terminal, plain lines otherwise (logs, CI). */
function progressReporter(): { update: (done: number, total: number) => void; finish: () => void } {
  const encoder = new TextEncoder();
  const write = (text: string) => Deno.stderr.writeSync(encoder.encode(text));
  if (Deno.stderr.isTerminal()) {
    let drawn = false;
    return {
      update(done, total) {
        const width = 30;
        const filled = total === 0 ? width : Math.round((done / total) * width);
        const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
        write(`\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${percent}% ${done}/${total} reviews`);
        drawn = true;
      },
      finish: () => drawn && write("\n"),
    };
  }
  return {
    update: (done, total) => write(`insights: analysed ${done}/${total} reviews\n`),
    finish: () => {},
  };
}

/**
 * `main.ts insights [--data DIR]`: reads DIR/reviews.json, validates it, derives the insights from its published
 * reviews and writes DIR/insights.json (2-space JSON, trailing newline). Exit codes: 0 ok, 1 unreadable or
 * invalid data, 2 bad arguments.
 */
export async function insightsCommand(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if ("help" in parsed) {
    console.log(USAGE);
    return 0;
  }
  if ("error" in parsed) {
    console.error(`insights: ${parsed.error}\n${USAGE}`);
    return 2;
  }
  const source = inDir(parsed.dir, "reviews.json");
  const target = inDir(parsed.dir, "insights.json");
  let raw: unknown;
  try {
    raw = JSON.parse(await Deno.readTextFile(source));
  } catch (error) {
    console.error(`insights: cannot read ${String(source)}: ${error instanceof Error ? error.message : error}`);
    return 2;
  }
  const file = ReviewsFile.safeParse(raw);
  if (!file.success) {
    const issues = file.error.issues.slice(0, 10).map((issue) =>
      `  ${issue.path.join(".") || "(root)"}: ${issue.message}`
    );
    console.error(`insights: ${String(source)} is not a valid reviews file:\n${issues.join("\n")}`);
    return 2;
  }
  const reviews = file.data.reviews.filter((review) => review.verified).sort(compareNewestFirst);
  const progress = progressReporter();
  const started = performance.now();
  const insights = deriveInsights({ business: file.data.business, reviews }, {
    generatedAt: new Date(),
    onProgress: progress.update,
  });
  progress.finish();
  try {
    await Deno.writeTextFile(target, `${JSON.stringify(insights, null, 2)}\n`);
  } catch (error) {
    console.error(`insights: cannot write ${String(target)}: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.error(`insights: wrote ${String(target)} (${reviews.length} published reviews, ${seconds} s)`);
  return 0;
}
