import { Insights, ReviewAnalysis } from "../model/mod.ts";
import { type EntityPostings, postingsOf } from "../search/index.ts";
import { sha256Hex } from "./hash.ts";
import { forEachMembersPiece } from "./json_chunks.ts";

/** What a dataset's stored insights are checked against: its business category and its hash. */
export interface InsightsSubject {
  readonly business: { readonly category: string };
  readonly sha256: string;
}

/** Whether insights are current for a subject (the policy's `isCurrent`, which needs only these two fields). */
export type IsCurrentFor = (insights: Insights, subject: InsightsSubject) => boolean;

/**
 * Current stored insights in the compact form a serving thread keeps: the insights without `per_review` (the
 * largest part by far, read only by review pages), the `/insights.json` body and its tag, and which published
 * reviews mention each technician and service (what search filters on, in the published order).
 */
export interface CompactInsights {
  insights: Omit<Insights, "per_review">;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  postings: EntityPostings;
}

const encoder = new TextEncoder();

/**
 * Which technicians and services each analysed review mentions (what search's postings are made of), as JSON texts
 * of `[id, technicians, services]` triples, a few hundred reviews per text: a hundred thousand small objects kept
 * while the Worker waits would double its heap (and grow its young generation), where these few strings do not.
 */
export type ReviewMentions = readonly string[];

/** {@link ReviewMentions} by review id (made when the published order is known, then dropped). */
function mentionsById(mentions: ReviewMentions): Map<string, [string[], string[]]> {
  const byId = new Map<string, [string[], string[]]>();
  for (const text of mentions) {
    for (const [id, technicians, services] of JSON.parse(text) as [string, string[], string[]][]) {
      byId.set(id, [technicians, services]);
    }
  }
  return byId;
}

/**
 * Valid stored insights with their `/insights.json` body (made before it is known whether they are current):
 * `per_review` only as the mentions search needs and inside the body, which is all a serving thread keeps of it.
 */
export interface ValidInsights {
  insights: Omit<Insights, "per_review">;
  mentions: ReviewMentions;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** The tag a Representation would compute over a body. */
const etagOf = (body: Uint8Array) => `"${sha256Hex(body).slice(0, 32)}"`;

/** Stored insights validated (zod) and serialised, or null when they are not valid insights. */
export function validStoredInsights(raw: unknown): ValidInsights | null {
  const parsed = Insights.safeParse(raw);
  if (!parsed.success) return null;
  const body = encoder.encode(JSON.stringify(parsed.data));
  const { per_review: perReview, ...insights } = parsed.data;
  const triples = Object.entries(perReview).map(([id, { technicians, services }]) => [id, technicians, services]);
  return { insights, mentions: [JSON.stringify(triples)], body, etag: etagOf(body) };
}

/** Reviews' analyses per piece: small enough that each piece's objects die young. */
const PER_REVIEW_PIECE = 512;

/** A member name that JSON.parse would not move (integer-like names go first in an object) nor treat specially. */
const plainName = (name: string) => !/^\d+$/.test(name) && name !== "__proto__";

/**
 * {@link validStoredInsights} of a stored `insights.json`'s bytes, with the same answer and byte for byte the same
 * body, but `per_review` (nearly all of the file) parsed, validated and serialised 512 reviews at a time, so neither
 * the file as one string nor the parsed file nor its validated copy is ever whole in memory (together more than 200
 * MB of heap at 100,000 reviews). Undefined when the bytes are not shaped for that (not JSON, no `per_review` object,
 * a review id repeated or integer-like): the caller then parses the file whole, which also names any syntax error.
 *
 * The body is written over `bytes` as they are read (see {@link BodyInPlace}), which are then no longer the file:
 * a caller that needs the file again (after undefined) reads it again.
 */
export function validStoredInsightsInPieces(bytes: Uint8Array<ArrayBuffer>): ValidInsights | null | undefined {
  const mentions: string[] = [];
  const seen = new Set<string>();
  const out = new BodyInPlace(bytes);
  let verdict = "valid" as "valid" | "invalid" | "unusual";
  const rest = forEachMembersPiece(bytes, "per_review", PER_REVIEW_PIECE, (members, from, to) => {
    if (verdict !== "valid") return;
    let json = "";
    const triples: [string, string[], string[]][] = [];
    for (const id of Object.keys(members)) {
      if (!plainName(id) || seen.has(id)) return verdict = "unusual";
      seen.add(id);
      const parsed = ReviewAnalysis.safeParse(members[id]);
      if (!parsed.success) return verdict = "invalid";
      json += `${json || !out.empty ? "," : ""}${JSON.stringify(id)}:${JSON.stringify(parsed.data)}`;
      triples.push([id, parsed.data.technicians, parsed.data.services]);
    }
    out.append(json, from, to);
    mentions.push(JSON.stringify(triples));
  });
  if (rest === null || verdict === "unusual") return undefined;
  const parsed = verdict === "valid" ? Insights.safeParse(rest) : null;
  if (!parsed?.success) return null;
  // JSON.stringify of the whole: the members before per_review, its serialised pieces, the members after it.
  const names = Object.keys(parsed.data) as (keyof Insights)[];
  const at = names.indexOf("per_review");
  const part = (from: number, to: number) =>
    JSON.stringify(Object.fromEntries(names.slice(from, to).map((name) => [name, parsed.data[name]]))).slice(1, -1);
  const [before, after] = [part(0, at), part(at + 1, names.length)];
  const body = out.finish(
    encoder.encode(`{${before}${before ? "," : ""}"per_review":{`),
    encoder.encode(`}${after ? "," : ""}${after}}`),
  );
  const { per_review: _, ...insights } = parsed.data;
  return { insights, mentions, body, etag: etagOf(body) };
}

/**
 * `per_review`'s serialised pieces written over the file's own bytes, each where the file's pieces were (already
 * parsed, and a stored file is 2-space JSON, longer than its serialisation): no second buffer of the file's size,
 * nor a few hundred pieces of a few hundred kilobytes each, which the Worker's malloc arena kept (25 to 30 MB)
 * after they were freed. A piece longer than the room the file's pieces left (a hand-written file) ends that: the
 * pieces so far are copied out and the rest kept as separate pieces, as before.
 */
class BodyInPlace {
  /** Where the pieces start in `bytes` (the byte after per_review's brace) and end, while written in place. */
  #start = -1;
  #end = -1;
  #inPlace = true;
  readonly #pieces: Uint8Array[] = [];

  constructor(readonly bytes: Uint8Array<ArrayBuffer>) {}

  /** Whether nothing is serialised yet (the next member takes no comma). */
  get empty(): boolean {
    return this.#inPlace ? this.#end <= this.#start : this.#pieces.every((piece) => piece.length === 0);
  }

  /** A piece's serialisation, given where the file's piece was (its bytes up to and with `to` are free now). */
  append(json: string, from: number, to: number): void {
    if (this.#start < 0) this.#start = this.#end = from;
    if (this.#inPlace) {
      const { read, written } = encoder.encodeInto(json, this.bytes.subarray(this.#end, to + 1));
      if (read === json.length) {
        this.#end += written;
        return;
      }
      this.#inPlace = false;
      this.#pieces.push(this.bytes.slice(this.#start, this.#end));
    }
    this.#pieces.push(encoder.encode(json));
  }

  /** The body: `head`, the pieces, `tail`, in one buffer of its length. */
  finish(head: Uint8Array, tail: Uint8Array): Uint8Array<ArrayBuffer> {
    if (!this.#inPlace || this.#start < 0) return concat([head, ...this.#pieces, tail]);
    const pieces = this.#end - this.#start;
    const length = head.length + pieces + tail.length;
    if (length > this.bytes.length || this.bytes.byteOffset !== 0) {
      return concat([head, this.bytes.subarray(this.#start, this.#end), tail]);
    }
    this.bytes.copyWithin(head.length, this.#start, this.#end);
    this.bytes.set(head, 0);
    this.bytes.set(tail, head.length + pieces);
    // The file's buffer cut to the body's length (copied once, the file's freed at once).
    return new Uint8Array(this.bytes.buffer.transfer(length));
  }
}

/**
 * Valid stored insights compacted when they are current for `subject`, whose published reviews' ids are `ids` in
 * the published order; null when they are stale (the caller derives them instead).
 */
export function compactInsights(
  valid: ValidInsights,
  subject: InsightsSubject,
  ids: readonly string[],
  isCurrent: IsCurrentFor,
): CompactInsights | null {
  // Currency is judged on the model, version, taxonomy and hash, never on per_review.
  if (!isCurrent({ ...valid.insights, per_review: {} }, subject)) return null;
  const byId = mentionsById(valid.mentions);
  const analysis = (position: number) => byId.get(ids[position]);
  return {
    insights: valid.insights,
    body: valid.body,
    etag: valid.etag,
    postings: {
      technicians: postingsOf((position) => analysis(position)?.[0], ids.length),
      services: postingsOf((position) => analysis(position)?.[1], ids.length),
    },
  };
}

/** The buffers of compact insights that can be transferred rather than copied. */
export function compactTransferables(compact: CompactInsights): ArrayBuffer[] {
  const { technicians, services } = compact.postings;
  const postings = [...technicians.values(), ...services.values()].map((list) => list.buffer as ArrayBuffer);
  return [...new Set([compact.body.buffer, ...postings])];
}

/** The `/insights.json` body of full insights and its tag. */
export function insightsBodyOf(insights: Insights): { bytes: Uint8Array<ArrayBuffer>; etag: string } {
  const bytes = encoder.encode(JSON.stringify(insights));
  return { bytes, etag: etagOf(bytes) };
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
