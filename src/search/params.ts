import type { z } from "zod";
import { SearchFilters, SearchFiltersShape } from "./filters.ts";

/** One validation problem, in the shape of decisions.md §2. */
export interface ValidationIssue {
  path: (string | number)[];
  code: string;
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

const NUMERIC_KEYS = new Set(["rating", "min_rating", "limit"]);
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Zod issues to the public shape; a refinement may name its own code through `params.code`. */
export function toValidationIssues(issues: readonly z.core.$ZodIssue[]): ValidationIssue[] {
  return issues.map((issue) => {
    const params = (issue as { params?: { code?: unknown } }).params;
    const code = typeof params?.code === "string" ? params.code : issue.code;
    const path = issue.code === "unrecognized_keys" && issue.keys.length === 1 ? [issue.keys[0]] : issue.path;
    return { path: path.map((key) => typeof key === "symbol" ? String(key) : key), code, message: issue.message };
  });
}

/**
 * Reads search filters from a query string. A parameter given twice is an error rather than a silent pick of
 * one value; numbers are converted only when they look like numbers, so `rating=abc` fails as "expected number".
 */
export function parseSearchParams(params: URLSearchParams): Validated<SearchFilters> {
  const raw: Record<string, unknown> = {};
  const issues: ValidationIssue[] = [];
  for (const [key, value] of params) {
    if (key in raw) {
      if (!issues.some((issue) => issue.path[0] === key && issue.code === "repeated_parameter")) {
        issues.push({ path: [key], code: "repeated_parameter", message: `${key} may be given only once` });
      }
      continue;
    }
    raw[key] = NUMERIC_KEYS.has(key) && NUMBER.test(value) ? Number(value) : value;
  }
  const result = SearchFilters.safeParse(raw);
  if (!result.success) issues.push(...toValidationIssues(result.error.issues));
  return issues.length ? { ok: false, issues } : { ok: true, value: result.data! };
}

/** The parameter names search accepts, for error messages and docs. */
export const SEARCH_PARAMETER_NAMES = Object.keys(SearchFiltersShape);
