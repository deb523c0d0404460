/** Who wrote a generated review and where: author names by source's style, avatar and source URLs. */
import type { CompleteBusiness } from "./business.ts";
import type { Rng } from "./prng.ts";
import { FIRST_NAMES, LAST_NAMES } from "./names.ts";

/** Where a review was posted. Weighted like a typical home-services company's review footprint. */
export type Source = "google" | "yelp" | "facebook" | "direct";

/** Share of reviews per source. */
export const SOURCE_WEIGHTS: Readonly<Record<Source, number>> = { google: 55, yelp: 20, facebook: 15, direct: 10 };

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const URL_SAFE = ALNUM + "-_";

function randomString(rng: Rng, alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[rng.uint32() % alphabet.length];
  return out;
}

const digits = (rng: Rng, length: number) => String(rng.int(1, 9)) + randomString(rng, "0123456789", length - 1);

const DIRECT_STYLES = { initial: 50, full: 25, first: 15, family: 10 } as const;
const GOOGLE_STYLES = { full: 78, lower: 7, initial: 8, first: 4, couple: 3 } as const;

/** The name a reviewer shows, in the style each platform displays (Yelp abbreviates surnames, Google does not). */
export function authorName(rng: Rng, source: Source): string {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const initial = `${last[0]}.`;
  switch (source) {
    case "yelp":
      return rng.chance(0.95) ? `${first} ${initial}` : first;
    case "facebook":
      return rng.chance(0.06) ? `${first} & ${rng.pick(FIRST_NAMES)} ${last}` : `${first} ${last}`;
    case "direct":
      return rng.weighted(DIRECT_STYLES) === "initial"
        ? `${first} ${initial}`
        : rng.chance(0.5)
        ? `${first} ${last}`
        : rng.chance(0.6)
        ? first
        : `The ${last} Family`;
    default: {
      const style = rng.weighted(GOOGLE_STYLES);
      if (style === "lower") return `${first} ${last}`.toLowerCase();
      if (style === "initial") return `${first} ${last[0]}`;
      if (style === "first") return first;
      if (style === "couple") return `${first} and ${rng.pick(FIRST_NAMES)} ${last}`;
      return `${first} ${last}`;
    }
  }
}

/** A profile picture URL as each platform serves them, or null (no photo, or a site form that has none). */
export function avatarUrl(rng: Rng, source: Source): string | null {
  switch (source) {
    case "google":
      return rng.chance(0.72)
        ? `https://lh3.googleusercontent.com/a/ACg8oc${randomString(rng, URL_SAFE, 38)}=s120-c-rp-mo-br100`
        : null;
    case "yelp":
      return rng.chance(0.6)
        ? `https://s3-media0.fl.yelpcdn.com/photo/${randomString(rng, URL_SAFE, 22)}/60s.jpg`
        : null;
    case "facebook":
      return rng.chance(0.85) ? `https://graph.facebook.com/${digits(rng, 15)}/picture?type=square` : null;
    default:
      return rng.chance(0.08)
        ? `https://www.gravatar.com/avatar/${randomString(rng, "0123456789abcdef", 32)}?d=mp`
        : null;
  }
}

const slug = (text: string) =>
  text.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

const prefixCache = new WeakMap<CompleteBusiness, { google: string; yelp: string }>();

/** The per-business part of review links, computed once per business. */
function prefixes(business: CompleteBusiness): { google: string; yelp: string } {
  let prefix = prefixCache.get(business);
  if (!prefix) {
    const place = encodeURIComponent(business.name).replace(/%20/g, "+");
    prefix = {
      google: `https://www.google.com/maps/place/${place}/@${business.geo.lat},${business.geo.lng},17z/` +
        "data=!4m8!3m7!1s0x876b87d1f0c5d4a1:0x3a7f2c9e1b5d8e40!9m1!1b1?review=ChZDSUhNMG9nS0VJ",
      yelp: `https://www.yelp.com/biz/${slug(business.name)}-${slug(business.address.locality)}?hrid=`,
    };
    prefixCache.set(business, prefix);
  }
  return prefix;
}

/**
 * A link to the review on its platform, fictional but shaped like the real thing; null for reviews sent straight
 * to the business (there is nothing to link to).
 */
export function sourceUrl(rng: Rng, source: Source, business: CompleteBusiness): string | null {
  const prefix = prefixes(business);
  switch (source) {
    case "google":
      return `${prefix.google}${randomString(rng, ALNUM, 16)}`;
    case "yelp":
      return `${prefix.yelp}${randomString(rng, URL_SAFE, 22)}`;
    case "facebook":
      return `https://www.facebook.com/permalink.php?story_fbid=${digits(rng, 16)}&id=100063${digits(rng, 9)}`;
    default:
      return null;
  }
}
