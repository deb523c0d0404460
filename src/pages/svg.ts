/** The favicon and the rating badge, as small SVG documents. */
import type { AggregateRating } from "../model/mod.ts";
import { formatCount, plural } from "./format.ts";

/** A star on a rounded square, in the pages' accent colour. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0a58b8"/>' +
  '<path fill="#fff" d="M32 9l6.9 14.6 15.9 2-11.7 11 3 15.8L32 44.6l-14.1 7.8 3-15.8-11.7-11 15.9-2z"/></svg>\n';

/** Rough text width in the badge's 11 px font: enough to size the boxes without font metrics. */
const textWidth = (text: string) => Math.round(text.length * 6.6 + 12);

/** `/badge.svg`: "reviews | ★ 4.5 · 1,598" for the business's own site, readable by screen readers. */
export function renderBadge(aggregate: AggregateRating): string {
  const label = "reviews";
  const value = aggregate.review_count
    ? `★ ${aggregate.rating_value.toFixed(1)} · ${formatCount(aggregate.review_count)}`
    : "no reviews yet";
  const title = aggregate.review_count
    ? `Rated ${aggregate.rating_value.toFixed(1)} out of 5 from ${plural(aggregate.review_count, "verified review")}`
    : "No reviews yet";
  const lw = textWidth(label);
  const vw = textWidth(value);
  const w = lw + vw;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="20" viewBox="0 0 ${w} 20" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect width="${w}" height="20" rx="3" fill="#555"/>`,
    `<rect x="${lw}" width="${vw}" height="20" rx="3" fill="#a35200"/>`,
    `<rect x="${lw}" width="4" height="20" fill="#a35200"/>`,
    `<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle">`,
    `<text x="${lw / 2}" y="14">${label}</text>`,
    `<text x="${lw + vw / 2}" y="14">${value}</text>`,
    "</g></svg>",
    "",
  ].join("");
}
