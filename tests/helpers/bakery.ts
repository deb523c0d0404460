/** Data directories for a bakery: one with a single (hostile) review, one with none. */
import { HOSTILE } from "./site.ts";

export const BAKERY_REVIEW_ID = "01JBAKERY0000000000000000A";

/** Writes DIR/reviews.json for a bakery with `reviews` reviews (0 or 1) and returns DIR. */
export async function bakeryDir(reviews: 0 | 1): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bakery-" });
  const business = reviews
    ? {
      id: "crumb",
      name: "Crumb & Co Bakery",
      category: "Bakery",
      staff_title: "baker",
      technicians: [{ id: "anna-roy", name: "Anna Roy" }],
      services: [{ id: "wedding-cakes", label: "Wedding Cakes" }],
    }
    : { id: "bare", name: "Bare Bakery", category: "Bakery" };
  const file = {
    business,
    reviews: reviews
      ? [{
        id: BAKERY_REVIEW_ID,
        author: `Ann "the critic" <b>O'Neil</b>`,
        author_avatar_url: null,
        rating: 4,
        date: "2025-05-04",
        text: `Anna Roy made our wedding cakes; the sourdough is superb. ${HOSTILE}`,
        source: "google",
        source_url: "javascript:alert(1)",
        owner_reply: { text: `Thank you! ${HOSTILE}`, date: "2025-05-06" },
        verified: true,
      }]
      : [],
  };
  await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify(file));
  return dir;
}
