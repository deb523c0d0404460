import { parseReviewsFile } from "../../src/dataset/parse.ts";
import { publish, type PublishedDataset } from "../../src/dataset/publish.ts";
import type { ReviewsFile } from "../../src/model/mod.ts";

/** Directory of the small hand-written dataset the tests know by heart. */
export const SMALL_FIXTURE_DIR = new URL("../fixtures/small/", import.meta.url).pathname;

/** The small fixture, parsed. */
export function smallFixture(): ReviewsFile {
  const parsed = parseReviewsFile(Deno.readTextFileSync(`${SMALL_FIXTURE_DIR}reviews.json`));
  if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
  return parsed.value;
}

/** The small fixture, published. */
export function smallPublished(): PublishedDataset {
  return publish(smallFixture());
}

/** A temporary data directory holding a copy of the small fixture; remove it with `Deno.remove(dir, {recursive})`. */
export async function copyFixtureToTemp(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "reviews-data-" });
  await Deno.copyFile(`${SMALL_FIXTURE_DIR}reviews.json`, `${dir}/reviews.json`);
  return dir;
}
