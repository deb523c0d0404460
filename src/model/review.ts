import { z } from "zod";
import { webUrl } from "./url.ts";
import { IsoDate } from "./date.ts";

/** The characters of a ULID, for checks that need no zod (see plain_review.ts and import/ids.ts). */
export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
/** A ULID: 26 Crockford base32 characters, time-ordered. */
export const Ulid = z.string().regex(ULID_PATTERN, "must be a ULID (26 Crockford base32 characters)");

export const OwnerReply = z.strictObject({
  text: z.string().min(1),
  date: IsoDate,
});
export type OwnerReply = z.infer<typeof OwnerReply>;

/** One review as stored and as published (decisions.md §1). Every field is always present. */
export const Review = z.strictObject({
  id: Ulid,
  author: z.string().min(1),
  author_avatar_url: webUrl().nullable(),
  rating: z.int().min(1).max(5),
  date: IsoDate,
  text: z.string().min(1).nullable(),
  source: z.string().min(1),
  source_url: webUrl().nullable(),
  owner_reply: OwnerReply.nullable(),
  verified: z.boolean(),
});
export type Review = z.infer<typeof Review>;
