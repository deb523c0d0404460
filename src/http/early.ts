/**
 * What a version still waiting for its insights can answer (see `DatasetVersion.ready`): whatever needs the
 * published reviews alone. Everything else waits until the insights are settled, a moment after the start.
 */
const FROM_REVIEWS = new Set(["/reviews.json", "/api/feed.json", "/feed.xml", "/health"]);

/** Whether `url` is answered from the reviews alone (a search by mentions needs the insights' entity postings). */
export function answersFromReviews(url: URL): boolean {
  const path = url.pathname;
  if (FROM_REVIEWS.has(path) || path.startsWith("/api/reviews/since/")) return true;
  return path === "/api/reviews/search" && !url.searchParams.has("mentions_technician") &&
    !url.searchParams.has("mentions_service");
}
