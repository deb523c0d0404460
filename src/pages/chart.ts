/**
 * Geometry of the monthly chart, computed from the insights with no I/O so it can be tested with known numbers.
 * Bars show how many reviews each month had (scaled to the busiest month); a line shows the month's average rating
 * on a 1–5 scale, broken where a month had no reviews.
 */
import type { MonthlyInsight } from "../model/mod.ts";

/** The chart shows at most this many of the most recent months, so a long history stays legible. */
export const CHART_MONTHS = 60;

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const DEFAULT_BOX: ChartBox = { width: 720, height: 220, left: 32, right: 12, top: 10, bottom: 28 };

/** Share of the plot's height the tallest count bar may take, so bars stay below most of the rating line. */
const BAR_SHARE = 0.45;

export interface ChartGeometry {
  box: ChartBox;
  months: readonly MonthlyInsight[];
  bars: { month: string; count: number; x: number; y: number; width: number; height: number }[];
  points: { month: string; rating: number; x: number; y: number }[];
  /** SVG path data of the rating line; a month without reviews starts a new segment. */
  path: string;
  yTicks: { value: number; y: number }[];
  xLabels: { month: string; x: number; text: string }[];
  maxCount: number;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** The geometry, or null when there is no month to draw. */
export function monthlyChart(monthly: readonly MonthlyInsight[], box: ChartBox = DEFAULT_BOX): ChartGeometry | null {
  const months = monthly.slice(-CHART_MONTHS);
  if (months.length === 0) return null;
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const base = box.height - box.bottom;
  const slot = plotWidth / months.length;
  const maxCount = Math.max(1, ...months.map((m) => m.review_count));
  const ratingY = (rating: number) => r1(base - ((rating - 1) / 4) * plotHeight);

  const bars = months.map((m, i) => {
    const height = r1((m.review_count / maxCount) * plotHeight * BAR_SHARE);
    return {
      month: m.month,
      count: m.review_count,
      x: r1(box.left + i * slot + slot * 0.15),
      y: r1(base - height),
      width: r1(slot * 0.7),
      height,
    };
  });
  const points: ChartGeometry["points"] = [];
  const segments: string[] = [];
  let open = false;
  months.forEach((m, i) => {
    if (m.average_rating === null) {
      open = false;
      return;
    }
    const point = {
      month: m.month,
      rating: m.average_rating,
      x: r1(box.left + (i + 0.5) * slot),
      y: ratingY(m.average_rating),
    };
    points.push(point);
    segments.push(`${open ? "L" : "M"}${point.x} ${point.y}`);
    open = true;
  });
  const yTicks = [1, 2, 3, 4, 5].map((value) => ({ value, y: ratingY(value) }));

  // Label every month when there are few, otherwise each January (and the first month when no January is near).
  const xLabels: ChartGeometry["xLabels"] = [];
  months.forEach((m, i) => {
    const x = r1(box.left + (i + 0.5) * slot);
    const [year, month] = m.month.split("-");
    if (months.length <= 12) {
      xLabels.push({ month: m.month, x, text: MONTH_ABBR[Number(month) - 1] });
    } else if (month === "01" || (i === 0 && !months.slice(0, 6).some((n) => n.month.endsWith("-01")))) {
      xLabels.push({ month: m.month, x, text: year });
    }
  });
  return { box, months, bars, points, path: segments.join(""), yTicks, xLabels, maxCount };
}

const MONTH_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
