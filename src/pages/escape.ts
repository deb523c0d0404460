/**
 * Escaping for the contexts hono/jsx does not cover. Element text and attribute values are escaped by hono/jsx
 * itself (`& < > " '`); these helpers handle JSON inside a script element and URLs in `href`.
 */

const SCRIPT_JSON_ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON that is safe as the content of a `<script>` element: no `</script>`, no `<!--`, no `]]>`, and no line
 * separators (which older parsers treat as line ends). The escapes are JSON escapes, so the value parses back
 * exactly.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => SCRIPT_JSON_ESCAPES[ch]);
}

/** A URL from a review or an import, kept only when it is http(s): `javascript:` and `data:` links never render. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** One line of plain text: runs of whitespace (newlines included) become one space. For Markdown and titles. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Text cut to at most `max` characters on a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  const flat = oneLine(text);
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}
