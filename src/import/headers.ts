/**
 * Which CSV column holds which review field, from the header names exports use (matched case-insensitively, with
 * spaces, dashes and underscores alike), overridden by `--map column=field`.
 */

/** The review fields a CSV column can fill (`ignore` drops a column a header name would otherwise claim). */
export const CSV_FIELDS = [
  "id",
  "author",
  "avatar",
  "rating",
  "date",
  "title",
  "text",
  "reply",
  "reply_date",
  "source",
  "url",
] as const;
export type CsvField = typeof CSV_FIELDS[number];

const SPELLINGS: Record<CsvField, string[]> = {
  id: ["id", "review id", "review identifier", "reviewid", "review number", "external id"],
  author: [
    "author",
    "author name",
    "name",
    "reviewer",
    "reviewer name",
    "customer",
    "customer name",
    "client",
    "client name",
    "user",
    "user name",
    "username",
    "display name",
    "consumer name",
    "review consumer name",
    "patient",
    "guest",
  ],
  avatar: ["avatar", "avatar url", "author avatar url", "profile photo", "profile photo url", "photo"],
  rating: [
    "rating",
    "stars",
    "star rating",
    "score",
    "overall rating",
    "review rating",
    "rating value",
    "review stars",
    "note",
  ],
  date: [
    "date",
    "review date",
    "review created",
    "date of review",
    "created",
    "created at",
    "date created",
    "creation date",
    "published",
    "published at",
    "publish date",
    "posted",
    "posted at",
    "posted on",
    "submitted",
    "submitted at",
    "time",
    "timestamp",
    "datum",
  ],
  title: ["title", "review title", "headline", "subject", "summary"],
  text: [
    "text",
    "review",
    "review text",
    "review body",
    "review content",
    "content",
    "comment",
    "comments",
    "body",
    "message",
    "feedback",
    "description",
  ],
  reply: [
    "reply",
    "response",
    "owner reply",
    "owner response",
    "business reply",
    "business response",
    "company reply",
    "company response",
    "our response",
    "our reply",
    "reply text",
    "reply content",
    "response text",
  ],
  reply_date: [
    "reply date",
    "response date",
    "owner reply date",
    "owner response date",
    "business response date",
    "replied at",
    "replied on",
    "reply time",
    "response time",
    "company reply date",
  ],
  source: ["source", "platform", "site", "channel", "review source", "review site"],
  url: ["url", "link", "review url", "review link", "source url", "permalink"],
};

/** `Review_Date`, `review-date` and ` Review date ` are all `review date`. */
export function normalizeHeader(name: string): string {
  return name.trim().toLowerCase().replace(/\([^)]*\)/g, " ").replace(/[\s_\-.:]+/g, " ").trim();
}

const BY_SPELLING = new Map<string, CsvField>();
for (const field of CSV_FIELDS) for (const spelling of SPELLINGS[field]) BY_SPELLING.set(spelling, field);

/** A `--map column=field` pair. */
export interface ColumnMap {
  column: string;
  field: CsvField | "ignore";
}

/** Parses `--map` values; returns the problems of the ones that are not `column=field` with a known field. */
export function parseColumnMaps(values: readonly string[]): { maps: ColumnMap[]; problems: string[] } {
  const maps: ColumnMap[] = [];
  const problems: string[] = [];
  for (const value of values) {
    const at = value.lastIndexOf("=");
    const column = at > 0 ? value.slice(0, at) : "";
    const field = at > 0 ? value.slice(at + 1).trim().toLowerCase().replace(/[\s-]+/g, "_") : "";
    if (!column.trim() || !(field === "ignore" || (CSV_FIELDS as readonly string[]).includes(field))) {
      problems.push(
        `--map ${JSON.stringify(value)}: expected column=field, field one of ${CSV_FIELDS.join(", ")}, ignore`,
      );
    } else {
      maps.push({ column, field: field as CsvField | "ignore" });
    }
  }
  return { maps, problems };
}

/** The column index of each field, from the header row and the `--map` overrides. */
export type ColumnLayout = Partial<Record<CsvField, number>>;

/**
 * Lays out the columns: `--map` first, then the first column whose header is a known spelling of a field not yet
 * taken. Returns the layout and the `--map` columns missing from the header.
 */
export function layoutColumns(header: readonly string[], maps: readonly ColumnMap[]): {
  layout: ColumnLayout;
  missing: string[];
} {
  const layout: ColumnLayout = {};
  const claimed = new Set<number>();
  const missing: string[] = [];
  const normalized = header.map(normalizeHeader);
  for (const map of maps) {
    const index = normalized.indexOf(normalizeHeader(map.column));
    if (index < 0) {
      missing.push(map.column);
      continue;
    }
    claimed.add(index);
    if (map.field !== "ignore") layout[map.field] = index;
  }
  normalized.forEach((name, index) => {
    if (claimed.has(index)) return;
    const field = BY_SPELLING.get(name);
    if (field !== undefined && layout[field] === undefined) layout[field] = index;
  });
  return { layout, missing };
}

/** The spellings recognised for a field, for an error message. */
export function spellingsOf(field: CsvField): string[] {
  return SPELLINGS[field];
}
