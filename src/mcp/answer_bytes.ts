/**
 * The bytes of a `tools/call` answer, made once per result and copied per request. A successful result is its
 * structured content's JSON twice: quoted as the text content, and as it is. Both are written from that JSON's UTF-8
 * bytes (the reviews' own bytes, or the text `ok()` made) rather than serialising the result again.
 */
import { okJson } from "./context.ts";

const encoder = new TextEncoder();
const OPEN = encoder.encode('{"result":{"content":[{"type":"text","text":');
const MIDDLE = encoder.encode('}],"structuredContent":');
const CLOSE = encoder.encode('},"jsonrpc":"2.0","id":');

/** `{"result":<result>,"jsonrpc":"2.0","id":` as UTF-8: what every answer with this result starts with. */
export function answerHead(result: Record<string, unknown>): Uint8Array {
  const text = okJson(result);
  const head = text === undefined ? null : answerHeadOfJson(encoder.encode(text));
  return head ?? encoder.encode(`{"result":${JSON.stringify(result)},"jsonrpc":"2.0","id":`);
}

/**
 * The head of the answer whose result is `{ content: [{ type: "text", text: json }], structuredContent: json }`,
 * given `json`, the structured content's JSON as UTF-8 exactly as `JSON.stringify` writes it: byte for byte what
 * `JSON.stringify` of that result gives. Null when `json` holds a raw control character, which `JSON.stringify`
 * never writes (so it is not such output, and the caller serialises the result instead). `tail` (see
 * {@link answerTail}) is written after the head, so a request is answered without copying the head again.
 */
export function answerHeadOfJson(json: Uint8Array, tail: Uint8Array = NO_TAIL): Uint8Array<ArrayBuffer> | null {
  const quoted = scratchFor(json.length * 2 + 2);
  const quotedLength = writeQuoted(json, quoted);
  if (quotedLength < 0) return null;
  const out = new Uint8Array(OPEN.length + quotedLength + MIDDLE.length + json.length + CLOSE.length + tail.length);
  out.set(OPEN);
  let at = OPEN.length;
  out.set(quoted.subarray(0, quotedLength), at);
  at += quotedLength;
  out.set(MIDDLE, at);
  at += MIDDLE.length;
  out.set(json, at);
  at += json.length;
  out.set(CLOSE, at);
  out.set(tail, at + CLOSE.length);
  return out;
}

/** What follows the head in the answer to one request: its id (already JSON) and `}`. */
export function answerTail(id: string): Uint8Array {
  return encoder.encode(`${id}}`);
}

const NO_TAIL = new Uint8Array(0);

/** Answers up to this size are written into one reused buffer by {@link answerBytes}; larger ones get their own. */
const REUSED_ANSWER_BYTES = 1024 * 1024;
let answerBuffer = new Uint8Array(64 * 1024);

/**
 * The whole answer for one request: the head, the request's id (already JSON) and `}`. Up to 1 MiB it is a view of
 * a buffer that the next call overwrites, so it must be used at once: `new Response(bytes)` copies its body as it is
 * made (the Fetch standard's "extract a body"), and a `Response` already copies every answer, so this saves
 * allocating and filling a second one per cached call.
 */
export function answerBytes(head: Uint8Array, id: string): Uint8Array<ArrayBuffer> {
  const tail = answerTail(id);
  const length = head.length + tail.length;
  let out: Uint8Array<ArrayBuffer>;
  if (length > REUSED_ANSWER_BYTES) out = new Uint8Array(length);
  else {
    if (answerBuffer.length < length) answerBuffer = new Uint8Array(Math.min(REUSED_ANSWER_BYTES, length * 2));
    out = answerBuffer.subarray(0, length);
  }
  out.set(head);
  out.set(tail, head.length);
  return out;
}

/** Quoting writes into one buffer reused by every answer (it is synchronous), kept up to this size. */
const REUSED_QUOTE_BYTES = 2 * 1024 * 1024;
let scratch = new Uint8Array(64 * 1024);

/** Room to quote into: the reused buffer, grown as needed up to its cap; a buffer of its own beyond it. */
function scratchFor(length: number): Uint8Array {
  if (length > REUSED_QUOTE_BYTES) return new Uint8Array(length);
  if (scratch.length < length) {
    scratch = new Uint8Array(Math.min(REUSED_QUOTE_BYTES, Math.max(length, scratch.length * 2)));
  }
  return scratch;
}

/**
 * Writes `JSON.stringify` of the string whose UTF-8 bytes are `json` into `out` (room for twice the length plus
 * two), where `json` is itself `JSON.stringify` output: such text has no control character or lone surrogate (they
 * come out escaped), so only `"` and `\` take a backslash. Returns the length written, or -1 at a control character.
 * Four bytes are tested at once (no byte `"`, `\` or below 0x20: the classic zero-byte and less-than word tests)
 * and copied as one word, which is most of them; the rest go byte by byte.
 */
function writeQuoted(json: Uint8Array, out: Uint8Array): number {
  const length = json.length;
  const words = new DataView(json.buffer, json.byteOffset, length);
  const into = new DataView(out.buffer, out.byteOffset, out.length);
  out[0] = 0x22;
  let at = 1;
  let i = 0;
  for (; i + 4 <= length; i += 4) {
    const word = words.getUint32(i, true);
    const quote = word ^ 0x22222222;
    const backslash = word ^ 0x5c5c5c5c;
    const special = ((quote - 0x01010101) & ~quote) | ((backslash - 0x01010101) & ~backslash) |
      ((word - 0x20202020) & ~word);
    if ((special & 0x80808080) === 0) {
      into.setUint32(at, word, true);
      at += 4;
      continue;
    }
    for (let k = i; k < i + 4; k++) {
      const byte = json[k];
      if (byte < 0x20) return -1;
      if (byte === 0x22 || byte === 0x5c) out[at++] = 0x5c;
      out[at++] = byte;
    }
  }
  for (; i < length; i++) {
    const byte = json[i];
    if (byte < 0x20) return -1;
    if (byte === 0x22 || byte === 0x5c) out[at++] = 0x5c;
    out[at++] = byte;
  }
  out[at++] = 0x22;
  return at;
}
