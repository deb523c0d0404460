import type { TestTls } from "./tls/mod.ts";

/** Env of a real server whose hub trusts the test CA, may call back 127.0.0.1, and retries quickly. */
export function hubServerEnv(tls: TestTls): Record<string, string> {
  return {
    DENO_CERT: tls.caPath,
    HUB_ALLOW_CALLBACK_HOSTS: "127.0.0.1,localhost",
    HUB_RETRY_DELAYS_MS: "100,200",
    HUB_TIMEOUT_MS: "2000",
    HUB_SWEEP_INTERVAL_MS: "500",
    HUB_RATE_LIMIT_PER_MINUTE: "10000",
  };
}

/**
 * Adds a verified review to `dir/reviews.json` by writing a temp file and renaming it over, as operators should;
 * the server's watcher reloads. `tag` keeps ids and texts of different test files apart. Returns the new id.
 */
export async function addVerifiedReview(dir: string, n: number, tag: "Y" | "Z" = "Z"): Promise<string> {
  const file = JSON.parse(await Deno.readTextFile(`${dir}/reviews.json`));
  const id = `01K${tag.repeat(21)}${String(n).padStart(2, "0")}`;
  file.reviews.push({
    id,
    author: `Hub Test ${n}`,
    author_avatar_url: null,
    rating: 4,
    date: `2025-06-0${Math.min(n, 9)}`,
    text: `Fast drain cleaning, visit number ${n}.`,
    source: "google",
    source_url: `https://google.example.com/r/hub-${tag}-${n}`,
    owner_reply: null,
    verified: true,
  });
  const tmp = `${dir}/.reviews.json.tmp-${n}`;
  await Deno.writeTextFile(tmp, JSON.stringify(file, null, 2));
  await Deno.rename(tmp, `${dir}/reviews.json`);
  return id;
}
