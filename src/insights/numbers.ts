/** Rounding and share helpers, so every module rounds the same way (and never emits -0). */

/** Rounds to `digits` decimals; -0 becomes 0. */
export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor + 0;
}

/** `count` as a percentage of `total`, one decimal; 0 when `total` is 0. */
export function pct(count: number, total: number): number {
  return total === 0 ? 0 : round((count * 100) / total, 1);
}

/** Mean of `sum / count` rounded to `digits`, or `empty` when `count` is 0. */
export function mean<T>(sum: number, count: number, digits: number, empty: T): number | T {
  return count === 0 ? empty : round(sum / count, digits);
}

/** Clamps to -1..1 (scores are means of values in -1..1, but rounding must not step outside). */
export function clampScore(value: number): number {
  return Math.max(-1, Math.min(1, value));
}

/** Keys of `counts` by count desc, then key asc: the stable order for "top" lists. */
export function topKeys(counts: ReadonlyMap<string, number>, limit: number): string[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, limit)
    .map(([key]) => key);
}
