import type { InsightsPolicy } from "./version.ts";

let loading: Promise<InsightsPolicy> | undefined;

/**
 * The analyser's policy, its module imported on the first call only: a start whose stored insights are current never
 * derives, so its serving thread never evaluates the analyser. The specifier stays literal so `deno bundle` includes
 * the module.
 */
export function analyserPolicy(): Promise<InsightsPolicy> {
  return loading ??= import("./insights_policy.ts").then((module) => module.ANALYSER_POLICY);
}

/** Where a policy comes from: one at hand (tests, commands), or loaded when first needed (the server). */
export type PolicySource = InsightsPolicy | (() => Promise<InsightsPolicy>);

/** The policy of a source, loading it if it is loaded on demand. */
export function policyOf(source: PolicySource): Promise<InsightsPolicy> {
  return typeof source === "function" ? source() : Promise.resolve(source);
}
