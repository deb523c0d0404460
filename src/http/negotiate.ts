/** Media-type negotiation for `/`: browsers get the page, programs (and clients that state no preference) the JSON. */

/** The q-value `Accept` gives a media type: its most specific matching range wins (RFC 9110 §12.5.1). */
function quality(ranges: readonly { type: string; q: number }[], type: string): number {
  const [major] = type.split("/");
  let best = -1;
  let specificity = -1;
  for (const range of ranges) {
    const s = range.type === type ? 2 : range.type === `${major}/*` ? 1 : range.type === "*/*" ? 0 : -1;
    if (s > specificity) {
      specificity = s;
      best = range.q;
    }
  }
  return Math.max(best, 0);
}

/** Whether `Accept` prefers HTML to JSON strictly; a tie (`*\/*`) or no header keeps the JSON. */
export function prefersHtml(accept: string | null): boolean {
  if (!accept) return false;
  const ranges = accept.split(",").map((part) => {
    const [type, ...params] = part.trim().toLowerCase().split(";");
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") q = Number.isFinite(Number(value)) ? Number(value) : 0;
    }
    return { type: type.trim(), q };
  }).filter((range) => range.type.includes("/"));
  const html = Math.max(quality(ranges, "text/html"), quality(ranges, "application/xhtml+xml"));
  return html > quality(ranges, "application/json");
}
