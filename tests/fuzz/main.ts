/**
 * `deno task fuzz [--requests N] [--seed S] [--concurrency C]`: at least 10,000 hostile requests against the real
 * server on 127.0.0.1; exits 1 on any 5xx, hang or crash.
 */
import { parseArgs } from "node:util";
import { formatReport, runFuzz } from "./run.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    requests: { type: "string", default: "10000" },
    seed: { type: "string", default: String(Date.now()) },
    concurrency: { type: "string", default: "8" },
  },
});
const requests = Math.max(1, Number(values.requests) || 10_000);
console.log(`fuzz: ${requests} requests, seed ${values.seed} (rerun with --seed ${values.seed})`);
const report = await runFuzz({
  requests,
  seed: values.seed,
  concurrency: Math.max(1, Number(values.concurrency) || 8),
  perRequestTimeoutMs: 15_000,
  totalTimeoutMs: 20 * 60_000,
});
console.log(formatReport(report));
Deno.exit(report.failures.length ? 1 : 0);
