/** The unstable Deno APIs the program uses, with the flag that enables each. */
const UNSTABLE_APIS = [
  { api: "openKv", flag: "--unstable-kv" },
  { api: "cron", flag: "--unstable-cron" },
] as const;

/** The flags missing from this runtime: `deno.json` turns them on for tasks, a bundle run must pass them itself. */
export function missingUnstableFlags(deno: object = Deno): string[] {
  return UNSTABLE_APIS.filter(({ api }) => typeof (deno as Record<string, unknown>)[api] !== "function")
    .map(({ flag }) => flag);
}

/** One line naming exactly the flags to add, or null when nothing is missing. */
export function unstableApiProblem(deno: object = Deno): string | null {
  const missing = missingUnstableFlags(deno);
  if (missing.length === 0) return null;
  const all = UNSTABLE_APIS.map(({ flag }) => flag).join(" ");
  return `error: Deno KV and cron are unstable APIs and ${missing.join(" ")} ${
    missing.length === 1 ? "is" : "are"
  } missing; run with ${all}, e.g. deno run ${all} -A public-reviews.js serve`;
}
