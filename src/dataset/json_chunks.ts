/**
 * Parsing a large JSON document a piece at a time. A `reviews.json` is one object whose `reviews` array holds
 * nearly all the bytes; decoding it into one string costs twice its size as soon as one character is not ASCII
 * (the whole string is then two bytes a character), and parsing it is one long pause. Here the array's elements
 * are found in the bytes (strings skipped with `indexOf`, so little is looked at byte by byte), and each run of
 * elements is decoded and parsed on its own: mostly ASCII runs stay one byte a character, and the garbage is made
 * in small pieces. Pure; anything unusual gives up and the caller parses the whole text as before.
 */
import { prettyArrayPlace } from "./pretty_array.ts";

const QUOTE = 0x22, BACKSLASH = 0x5c, COMMA = 0x2c, COLON = 0x3a;
const OPEN_OBJECT = 0x7b, CLOSE_OBJECT = 0x7d, OPEN_ARRAY = 0x5b, CLOSE_ARRAY = 0x5d;

/** 1 for the bytes the scan acts on outside strings; most bytes (whitespace, digits, letters) are skipped by one test. */
const ACTS = new Uint8Array(256);
for (const byte of [QUOTE, COMMA, COLON, OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY]) ACTS[byte] = 1;

/** Where a top-level member's array (or object) is: its brackets and the commas between its elements (members). */
export interface ArrayPlace {
  open: number;
  close: number;
  commas: number[];
}

/** Bytes of a string looked at one by one before `indexOf` takes over: a call costs more than a short key. */
const SHORT_STRING = 24;

/** The offset of the quote that closes the string opened at `start`, or -1. */
export function stringEnd(bytes: Uint8Array, start: number): number {
  // Keys and most values are short: a loop finds their end sooner than a call (an escape skips its next byte).
  let i = start + 1;
  for (const limit = Math.min(bytes.length, i + SHORT_STRING); i < limit; i++) {
    const byte = bytes[i];
    if (byte === QUOTE) return i;
    if (byte === BACKSLASH) i++;
  }
  // Every byte before i is looked at and no escape is open: the next unescaped quote from i closes the string.
  let end = i - 1;
  for (;;) {
    end = bytes.indexOf(QUOTE, end + 1);
    if (end < 0) return -1;
    let slashes = 0;
    while (bytes[end - 1 - slashes] === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return end;
  }
}

function sameAscii(bytes: Uint8Array, from: number, to: number, text: string): boolean {
  if (to - from !== text.length) return false;
  for (let k = 0; k < text.length; k++) if (bytes[from + k] !== text.charCodeAt(k)) return false;
  return true;
}

/**
 * Finds the array (`open` "[", or the object for "{") that is the value of `key` in the top-level object, or null
 * when the document is not shaped so (not an object, the key missing, twice, written with an escape, or not an
 * array): then the caller parses the whole text, which also reports any syntax error as usual. With `stopAtOpen`,
 * the place as soon as the array opens (its close and commas not looked for).
 */
function findArray(bytes: Uint8Array, key: string, open = OPEN_ARRAY, stopAtOpen = false): ArrayPlace | null {
  let depth = 0;
  let expectKey = false;
  let keyMatches = false;
  let found: ArrayPlace | null = null;
  let current: ArrayPlace | null = null;
  let seenTop = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (ACTS[byte] === 0) continue;
    if (byte === QUOTE) {
      const end = stringEnd(bytes, i);
      if (end < 0) return null;
      if (depth === 1 && expectKey) {
        if (bytes.subarray(i + 1, end).includes(BACKSLASH)) return null;
        keyMatches = sameAscii(bytes, i + 1, end, key);
        if (keyMatches && found) return null;
        expectKey = false;
      }
      i = end;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (depth === 0) {
        if (byte !== OPEN_OBJECT || seenTop) return null;
        seenTop = true;
        expectKey = true;
      } else if (depth === 1 && keyMatches) {
        if (byte !== open || found) return null;
        found = current = { open: i, close: -1, commas: [] };
        if (stopAtOpen) return found;
      }
      depth++;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--;
      if (depth === 1 && current) {
        current.close = i;
        current = null;
      }
      if (depth < 0) return null;
    } else if (byte === COMMA) {
      if (depth === 1) expectKey = true;
      else if (depth === 2 && current) current.commas.push(i);
    } else if (byte === COLON && depth === 1 && expectKey) return null;
  }
  return depth === 0 && found && found.close > 0 ? found : null;
}

/**
 * Where the members of the object at `key` of the top-level object are: its braces and the commas between its
 * members, or null (as for an array, {@link parseInPieces}).
 */
export function objectPlace(bytes: Uint8Array, key: string): Readonly<ArrayPlace> | null {
  return findArray(bytes, key, OPEN_OBJECT);
}

/**
 * The JSON value of `bytes`, parsed with the array at `key` decoded and parsed `chunk` elements at a time; null
 * when the document is not an object with such an array or does not parse that way (the caller then parses the
 * whole text, and reports its error). Equal to `JSON.parse` of the decoded bytes whenever it is not null, with
 * each piece of elements passed through `each` (which may validate them while they are young garbage).
 */
export function parseInPieces(
  bytes: Uint8Array,
  key: string,
  chunk = 1000,
  each: (elements: unknown[]) => unknown[] = (elements) => elements,
): unknown | null {
  const elements: unknown[] = [];
  const rest = forEachPiece(bytes, key, chunk, (piece) => {
    for (const element of each(piece)) elements.push(element);
  });
  if (rest === null) return null;
  rest[key] = elements;
  return rest;
}

/**
 * {@link parseInPieces} without keeping the elements: each piece is handed to `each` and then dropped. Returns the
 * rest of the document with an empty array at `key`, or null (as {@link parseInPieces}); `each` may have seen some
 * pieces before a null.
 */
export function forEachPiece(
  bytes: Uint8Array,
  key: string,
  chunk: number,
  each: (elements: unknown[]) => void,
): Record<string, unknown> | null {
  return piecesOf(bytes, key, chunk, "[]", (piece) => {
    each(piece as unknown[]);
    return (piece as unknown[]).length;
  });
}

/**
 * {@link forEachPiece} for an object at `key` (such as insights' `per_review`): its members parsed `chunk` at a
 * time, each piece handed to `each` as an object in the file's order, with where its bytes are (strictly between
 * `from - 1` and `to`, the brace or a comma; the first piece's `from - 1` is the opening brace, the last one's `to`
 * the closing one). A piece's bytes (up to and with `bytes[to]`) and everything outside the object are never read
 * again once it is handed over, so `each` may overwrite them. Null (as {@link parseInPieces}) also when a piece
 * repeats a member name; names repeated across pieces are for `each` to find.
 */
export function forEachMembersPiece(
  bytes: Uint8Array,
  key: string,
  chunk: number,
  each: (members: Record<string, unknown>, from: number, to: number) => void,
): Record<string, unknown> | null {
  return piecesOf(bytes, key, chunk, "{}", (piece, from, to) => {
    each(piece as Record<string, unknown>, from, to);
    return Object.keys(piece as object).length;
  });
}

/**
 * How a document's array at `key` is cut into pieces: the rest of the document parsed (with an empty array at
 * `key`), and `cuts`, where piece k spans the bytes strictly between `cuts[k]` and `cuts[k + 1]` (the bracket or a
 * comma). Pieces can then be parsed in any order, in any thread, with {@link parsePiece}.
 */
export interface PiecePlan {
  rest: Record<string, unknown>;
  cuts: number[];
  /** How many elements the array holds if every comma separates two (what {@link countIsWhole} checks). */
  elements: number;
}

/** The plan for the array at `key`, `chunk` elements a piece; null (as {@link parseInPieces}) when unusual. */
export function planPieces(bytes: Uint8Array, key: string, chunk: number): PiecePlan | null {
  return plan(bytes, key, chunk, "[]");
}

function plan(bytes: Uint8Array, key: string, chunk: number, brackets: "[]" | "{}"): PiecePlan | null {
  // An array laid out as this service writes it is cut without reading it byte by byte (see pretty_array.ts).
  const head = brackets === "[]" ? findArray(bytes, key, OPEN_ARRAY, true) : null;
  const place = (head && prettyArrayPlace(bytes, head.open)) ??
    findArray(bytes, key, brackets === "[]" ? OPEN_ARRAY : OPEN_OBJECT);
  if (!place) return null;
  let rest: Record<string, unknown>;
  try {
    rest = JSON.parse(
      `${new TextDecoder().decode(bytes.subarray(0, place.open))}${brackets}${
        pieceDecoder().decode(bytes.subarray(place.close + 1))
      }`,
    ) as Record<string, unknown>;
  } catch {
    return null;
  }
  const value = rest[key];
  if (brackets === "[]" ? !Array.isArray(value) || value.length !== 0 : !isEmptyObject(value)) return null;
  const cuts = [place.open, ...place.commas.filter((_, k) => (k + 1) % chunk === 0), place.close];
  return { rest, cuts, elements: place.commas.length + 1 };
}

/**
 * A byte order mark is dropped at the start of the file only, as decoding it whole does; anywhere else it is a
 * character JSON refuses, not one to drop at the start of each piece.
 */
const pieceDecoder = () => new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * Piece k of a plan's array, parsed (`cuts` may be shifted, with `bytes` a slice of the document that holds the
 * piece); throws a SyntaxError as `JSON.parse` does.
 */
export function parsePiece(
  bytes: Uint8Array,
  cuts: ArrayLike<number>,
  k: number,
  brackets: "[]" | "{}" = "[]",
): unknown {
  return JSON.parse(`${brackets[0]}${pieceDecoder().decode(bytes.subarray(cuts[k] + 1, cuts[k + 1]))}${brackets[1]}`);
}

/**
 * Whether pieces that held `count` elements in all were the whole array: every comma separated two elements (none
 * was an empty piece, as in `[1,]`, nor a repeated name), or the array was empty.
 */
export function countIsWhole(plan: PiecePlan, count: number): boolean {
  return count === (plan.elements > 1 ? plan.elements : count ? 1 : 0);
}

/** The pieces of the array ("[]") or object ("{}") at `key`; `each` returns how many elements a piece held. */
function piecesOf(
  bytes: Uint8Array,
  key: string,
  chunk: number,
  brackets: "[]" | "{}",
  each: (piece: unknown, from: number, to: number) => number,
): Record<string, unknown> | null {
  const planned = plan(bytes, key, chunk, brackets);
  if (!planned) return null;
  try {
    let count = 0;
    const cuts = planned.cuts;
    for (let k = 0; k + 1 < cuts.length; k++) {
      count += each(parsePiece(bytes, cuts, k, brackets), cuts[k] + 1, cuts[k + 1]);
    }
    return countIsWhole(planned, count) ? planned.rest : null;
  } catch {
    return null;
  }
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}
