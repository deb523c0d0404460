/**
 * Reads the query of `/reviews`: the eight filters of `/api/reviews/search`, validated by the same code, plus two
 * that belong to the page: `page` and `aspect` (an aspect id from the insights). Empty values count as absent,
 * because a GET form sends every field, filled or not. `limit` is the page size.
 */
import type { AspectInsight } from "../model/mod.ts";
import type { SearchFilters } from "../search/filters.ts";
import { parseSearchParams, type ValidationIssue } from "../search/params.ts";

export const MAX_PAGE = 100_000;

export interface ListQuery {
  filters: SearchFilters;
  page: number;
  aspect: AspectInsight | null;
  /** The non-empty parameters other than `page`, as given: the form's values and the pager's links. */
  values: Record<string, string>;
}

export type ParsedListQuery = { ok: true; query: ListQuery } | {
  ok: false;
  issues: ValidationIssue[];
  values: Record<string, string>;
};

export function parseListQuery(params: URLSearchParams, aspects: readonly AspectInsight[]): ParsedListQuery {
  const values: Record<string, string> = {};
  const searchParams = new URLSearchParams();
  const issues: ValidationIssue[] = [];
  let pageText: string | null = null;
  let aspectId: string | null = null;
  for (const [key, value] of params) {
    if (value === "") continue;
    if (key === "page" || key === "aspect") {
      if ((key === "page" ? pageText : aspectId) !== null) {
        issues.push({ path: [key], code: "repeated_parameter", message: `${key} may be given only once` });
      } else if (key === "page") pageText = value;
      else aspectId = value;
      if (key === "aspect") values[key] = value;
      continue;
    }
    values[key] ??= value;
    searchParams.append(key, value);
  }
  let page = 1;
  if (pageText !== null) {
    page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 0;
    if (page < 1 || page > MAX_PAGE) {
      issues.push({
        path: ["page"],
        code: "invalid_page",
        message: `page must be a whole number from 1 to ${MAX_PAGE}`,
      });
    }
  }
  let aspect: AspectInsight | null = null;
  if (aspectId !== null) {
    aspect = aspects.find((a) => a.id === aspectId) ?? null;
    if (!aspect) {
      const known = aspects.map((a) => a.id).join(", ");
      issues.push({
        path: ["aspect"],
        code: "unknown_aspect",
        message: known ? `unknown aspect; known aspects: ${known}` : "unknown aspect; there are no aspects yet",
      });
    }
  }
  const parsed = parseSearchParams(searchParams);
  if (!parsed.ok) issues.push(...parsed.issues);
  if (issues.length || !parsed.ok) return { ok: false, issues, values };
  return { ok: true, query: { filters: parsed.value, page, aspect, values } };
}
