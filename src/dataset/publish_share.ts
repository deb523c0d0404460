/**
 * Publishing a reviews file on two threads. The serving thread plans the pieces of the reviews array (the cheap
 * scan), hands a helper (the loader Worker) a copy of the file's second half, and both stage pieces at once: the
 * serving thread from the first piece forwards, the helper from the last backwards, each claiming a piece through
 * one shared counter, so they meet wherever their speeds put the cut (a helper that starts late takes less; one
 * that never starts takes nothing). The helper's staging comes back as transferred buffers and is appended to the
 * serving thread's, and the document is made as in `publish_bytes.ts`: the same bytes, columns, hash and problems
 * as publishing on one thread. Pure but for the helper, which the caller gives.
 */
import { detachBuffer } from "../buffer_release.ts";
import type { ParseResult } from "./parse.ts";
import { planPieces } from "./json_chunks.ts";
import {
  hashStagedPrefix,
  newStaging,
  PIECE_REVIEWS,
  publishPlanned,
  publishReviewsBytes,
  publishWhole,
  stagePiece,
} from "./publish_bytes.ts";
import { Staged, type StagedPart } from "./staged.ts";
import type { PublishedDataset } from "./publish.ts";

/** What the helper is given: the bytes from the cut before its first possible piece to the array's end. */
export interface ShareRequest {
  bytes: Uint8Array<ArrayBuffer>;
  /** The cuts of the pieces it may take, shifted to `bytes`: its pieces are the last `cuts.length - 1`. */
  cuts: Uint32Array<ArrayBuffer>;
  /** How many pieces the array has in all. */
  pieces: number;
  /** One counter shared by both threads: a piece is claimed by the claim that finds it below `pieces`. */
  claims: Int32Array<SharedArrayBuffer>;
  /**
   * The helper stops claiming when fewer pieces than this are left: the serving thread stages them while the helper
   * sends its part (which it would otherwise wait for), and it never waits long for a slow or late helper.
   */
  leave: number;
}

/** The helper's staging of the pieces it took (the last `pieces` of the array, in file order), or null if refused. */
export interface ShareAnswer {
  part: StagedPart | null;
  pieces: number;
  reviews: number;
}

/** Sends a share to the helper, or tells it there is none (see {@link publishReviewsBytesShared}). */
export type Share = (request: ShareRequest | null, transfer: ArrayBuffer[]) => Promise<ShareAnswer | null>;

/** Files with fewer pieces are published on one thread: the helper would cost more than it saves. */
export const SHARE_MIN_PIECES = 32;

/** Pieces the helper leaves to the serving thread (see {@link ShareRequest.leave}): about 10 ms of its work. */
export const LEFT_TO_SERVING = 16;

/**
 * The helper's side: claims pieces from the last backwards until the counter runs out or its bytes end, stages
 * each, and returns them in file order. Runs wherever `request` was sent (the loader Worker); frees its bytes.
 */
export function stageShare(request: ShareRequest): ShareAnswer {
  const { bytes, cuts, pieces, claims, leave } = request;
  const mine = cuts.length - 1;
  const staged = new Staged(bytes.length + 1024);
  let taken = 0;
  let reviews = 0;
  while (taken < mine && Atomics.load(claims, 0) < pieces - leave && Atomics.add(claims, 0, 1) < pieces) {
    staged.startRun();
    const count = stagePiece(staged, bytes, cuts, mine - 1 - taken++);
    if (count === null) {
      // The file is published whole (the serving thread finds out from `part`): stop the claims on both sides.
      Atomics.store(claims, 0, pieces);
      detachBuffer(bytes);
      return { part: null, pieces: taken, reviews };
    }
    reviews += count;
  }
  detachBuffer(bytes);
  return { part: staged.part(), pieces: taken, reviews };
}

/**
 * Parses, validates and publishes a reviews file's bytes with a helper (see the module's comment): the same result
 * as {@link publishReviewsBytes}. `share` is called once, before this thread stages anything: with the request to
 * send to the helper, resolving with its answer (or null when the helper failed: the pieces it claimed are then
 * staged here), or with null when the file is published on this thread alone (small, or unusual). `pieceReviews`
 * is for tests: many pieces in a small file.
 */
export async function publishReviewsBytesShared(
  bytes: Uint8Array,
  share: Share,
  pieceReviews = PIECE_REVIEWS,
): Promise<ParseResult<PublishedDataset>> {
  const plan = planPieces(bytes, "reviews", pieceReviews);
  const pieces = plan ? plan.cuts.length - 1 : 0;
  if (!plan || pieces < SHARE_MIN_PIECES) {
    void share(null, []);
    return publishReviewsBytes(bytes);
  }
  const first = pieces >> 1;
  const offset = plan.cuts[first];
  const cuts = Uint32Array.from(plan.cuts.slice(first), (cut) => cut - offset);
  const request: ShareRequest = {
    bytes: bytes.slice(offset, plan.cuts[pieces] + 1),
    cuts,
    pieces,
    claims: new Int32Array(new SharedArrayBuffer(4)),
    leave: LEFT_TO_SERVING,
  };
  const answer = share(request, [request.bytes.buffer]);
  const staged = newStaging(bytes);
  let count = 0;
  let mine = 0;
  for (; Atomics.add(request.claims, 0, 1) < pieces; mine++) {
    const staging = stagePiece(staged, bytes, plan.cuts, mine);
    if (staging === null) {
      Atomics.store(request.claims, 0, pieces);
      return publishWhole(bytes);
    }
    count += staging;
  }
  // This thread's pieces come first in the file: while the helper finishes and sends its part, hash them.
  const prefix = hashStagedPrefix(staged);
  const helped = await answer;
  if (helped && !helped.part) return publishWhole(bytes);
  if (helped?.part && mine + helped.pieces === pieces) {
    staged.append(helped.part);
    detachBuffer(helped.part.json);
    count += helped.reviews;
    mine = pieces;
  }
  // Where the helper failed, the pieces it claimed are staged here.
  for (; mine < pieces; mine++) {
    const staging = stagePiece(staged, bytes, plan.cuts, mine);
    if (staging === null) return publishWhole(bytes);
    count += staging;
  }
  return publishPlanned(bytes, plan, staged, count, prefix);
}
