/**
 * Imported first by main.ts, so it runs before any other module's top level: some create `Deno.KvU64` values or
 * register `Deno.cron` as they load, which would fail with a cryptic TypeError in a bundle run without the flags.
 */
import { unstableApiProblem } from "./unstable.ts";

const problem = unstableApiProblem();
if (problem) {
  console.error(problem);
  Deno.exit(2);
}
