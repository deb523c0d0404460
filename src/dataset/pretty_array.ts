/**
 * Where the elements of a top-level object's last member, an array of objects, end, in a file laid out as
 * `JSON.stringify(value, null, 2)` lays it out (as this service writes, imports and generates reviews files), found
 * without reading the array's bytes one by one. Each element's closing brace then starts a line indented by four
 * spaces and is followed by the comma before the next element: a line break is never inside a JSON string, so that
 * brace and comma are outside strings, and native searches find them. Pure.
 *
 * Nothing here is trusted further than that: the caller parses every piece between the commas found (a comma found
 * inside an element leaves a piece that does not parse) and counts its elements (a comma missed joins two elements in
 * one piece), and anything amiss sends the file to the byte-by-byte scan or the whole parse.
 */

const LF = 0x0a, CR = 0x0d, TAB = 0x09, SPACE = 0x20, COMMA = 0x2c;
const OPEN_OBJECT = 0x7b, CLOSE_OBJECT = 0x7d, CLOSE_ARRAY = 0x5d;

/**
 * Bytes between two element ends (or the array's ends) beyond which the layout is taken to be another one (compact
 * JSON, another indentation): the byte-by-byte scan is used then, not one huge piece.
 */
export const MAX_PRETTY_ELEMENT_BYTES = 256 * 1024;

function isWhiteSpace(byte: number): boolean {
  return byte === SPACE || byte === LF || byte === CR || byte === TAB;
}

/** Whether the brace at `at` starts its line after four spaces of indentation. */
function closesElement(bytes: Uint8Array, at: number): boolean {
  return bytes[at - 1] === SPACE && bytes[at - 2] === SPACE && bytes[at - 3] === SPACE && bytes[at - 4] === SPACE &&
    bytes[at - 5] === LF;
}

/** Whether a line indented by four spaces and starting with `{` follows `at`. */
function elementFollows(bytes: Uint8Array, at: number): boolean {
  return bytes[at + 1] === LF && bytes[at + 2] === SPACE && bytes[at + 3] === SPACE && bytes[at + 4] === SPACE &&
    bytes[at + 5] === SPACE && bytes[at + 6] === OPEN_OBJECT;
}

/**
 * The array opened at `open` (the value of a member of the top-level object) as `{ open, close, commas }`: its
 * brackets and the commas after its elements' closing braces, or null when the file does not look laid out so (the
 * array not its last member, its elements not objects on lines of their own at that indentation, one longer than
 * {@link MAX_PRETTY_ELEMENT_BYTES}).
 */
export function prettyArrayPlace(
  bytes: Uint8Array,
  open: number,
): { open: number; close: number; commas: number[] } | null {
  const close = bytes.lastIndexOf(CLOSE_ARRAY);
  if (close <= open) return null;
  // Only the top-level object's closing brace, and white space, may follow.
  let braces = 0;
  for (let i = close + 1; i < bytes.length; i++) {
    if (bytes[i] === CLOSE_OBJECT) braces++;
    else if (!isWhiteSpace(bytes[i])) return null;
  }
  if (braces !== 1) return null;
  let inside = open + 1;
  while (inside < close && isWhiteSpace(bytes[inside])) inside++;
  if (inside === close) return { open, close, commas: [] };
  // The first element starts its own line, the last one ends its own before the bracket's line (`\n  ]`).
  const lastBrace = close - 4;
  if (!elementFollows(bytes, open) || bytes[lastBrace] !== CLOSE_OBJECT || !closesElement(bytes, lastBrace)) {
    return null;
  }
  if (bytes[close - 3] !== LF || bytes[close - 2] !== SPACE || bytes[close - 1] !== SPACE) return null;
  const commas: number[] = [];
  let last = open;
  for (
    let at = bytes.indexOf(CLOSE_OBJECT, open + 1);
    at >= 0 && at < close;
    at = bytes.indexOf(CLOSE_OBJECT, at + 1)
  ) {
    if (bytes[at + 1] !== COMMA || !closesElement(bytes, at)) continue;
    if (at + 1 - last > MAX_PRETTY_ELEMENT_BYTES || !elementFollows(bytes, at + 1)) return null;
    commas.push(at + 1);
    last = at + 1;
  }
  if (close - last > MAX_PRETTY_ELEMENT_BYTES || topLevelLineIn(bytes, last, close - 3)) return null;
  return { open, close, commas };
}

/**
 * Whether a line indented by two spaces (a member of the top-level object) starts in `bytes[from, to)`: after the last
 * element, one means the bracket found last closes another member's array, not this one.
 */
function topLevelLineIn(bytes: Uint8Array, from: number, to: number): boolean {
  for (let at = bytes.indexOf(LF, from); at >= 0 && at < to; at = bytes.indexOf(LF, at + 1)) {
    if (bytes[at + 1] === SPACE && bytes[at + 2] === SPACE && bytes[at + 3] !== SPACE) return true;
  }
  return false;
}
