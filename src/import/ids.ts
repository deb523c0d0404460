/**
 * Review ids of imported reviews: deterministic ULIDs, so a re-import of the same export yields the same ids and a
 * later export updates reviews in place. The time part is the review's date (ids sort by time like generated ones);
 * the random part is a hash of the review's identity: (source, the source's own id), or, when the source has no
 * ids, (source, author, date, occurrence), so an edited text or a new reply still lands on the same review.
 */
import { ulidTime } from "../generate/ulid.ts";
import { ULID_PATTERN } from "../model/review.ts";
import { sha256Utf8 } from "./sha256.ts";

/** What identifies one imported review before it has an id. */
export interface ReviewIdentity {
  source: string;
  /** The source's own review id (Google's reviewId, a CSV id column), or null. */
  sourceId: string | null;
  author: string;
  /** `YYYY-MM-DD` */
  date: string;
}

/** True when `value` is already one of our ids (a ULID), which an import keeps as it is. */
export function isUlid(value: string): boolean {
  return value.length === 26 && ULID_PATTERN.test(value);
}

/** Time parts by date, as character codes: an export holds a few thousand distinct dates for its many reviews. */
const TIME_PARTS = new Map<string, number[]>();
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** The 26 character codes of the id being made, reused: one flat string is made from them per id. */
const codes: number[] = new Array(26).fill(0);

/** The ULID of a review: time from `date` (midnight UTC), 80 bits from SHA-256 of `key`. */
export function ulidFor(date: string, key: string): string {
  let time = TIME_PARTS.get(date);
  if (time === undefined) {
    if (TIME_PARTS.size >= 100_000) TIME_PARTS.clear();
    const text = ulidTime(Date.parse(`${date}T00:00:00Z`));
    time = Array.from(text, (char) => char.charCodeAt(0));
    TIME_PARTS.set(date, time);
  }
  for (let i = 0; i < 10; i++) codes[i] = time[i];
  // The first 80 bits of the digest, five bits a character (as ulidRandomFromBytes reads them).
  const digest = sha256Utf8(key);
  let buffer = 0;
  let bits = 0;
  let at = 10;
  for (let i = 0; i < 10; i++) {
    buffer = ((buffer << 8) | digest[i]) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      codes[at++] = CROCKFORD.charCodeAt((buffer >>> bits) & 31);
    }
  }
  return String.fromCharCode.apply(null, codes);
}

/**
 * Derives the id of each review in import order. A source id that already is a ULID is kept. Reviews without a
 * source id are told apart by their (source, author, date) and, for the rare same author on the same day, by their
 * occurrence in the export.
 */
export function assignIds(identities: readonly ReviewIdentity[]): string[] {
  return identities.map(idAssigner());
}

/** `assignIds` one review at a time: each call gives the id of the next review in import order. */
export function idAssigner(): (identity: ReviewIdentity) => string {
  const occurrences = new Map<string, number>();
  return (identity) => {
    if (identity.sourceId !== null) {
      if (isUlid(identity.sourceId)) return identity.sourceId;
      return ulidFor(identity.date, `source-id\u0000${identity.source}\u0000${identity.sourceId}`);
    }
    const content =
      `content\u0000${identity.source}\u0000${identity.author.trim().toLowerCase()}\u0000${identity.date}`;
    const seen = (occurrences.get(content) ?? 0) + 1;
    occurrences.set(content, seen);
    return ulidFor(identity.date, seen === 1 ? content : `${content}\u0000${seen}`);
  };
}

/** A kebab-case id from a business name: `Smile Bright Dental, LLC` → `smile-bright-dental-llc`. */
export function slugFromName(name: string): string {
  const slug = name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/&/g, " and ").replace(/['’]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "")
    .slice(0, 64).replace(/-+$/, "");
  return slug || "business";
}
