/**
 * The bytes of a `tools/call` answer, made once per result and copied per request. A result made by `ok()` holds
 * its structured content's JSON as text: both appear in the answer (the text escaped), and both are written from
 * that one string's UTF-8 bytes rather than serialising the reviews again and escaping a long string.
 */
import { okJson } from "./context.ts";

const encoder = new TextEncoder();
const OPEN = encoder.encode('{"result":{"content":[{"type":"text","text":');
const MIDDLE = encoder.encode('}],"structuredContent":');
const CLOSE = encoder.encode('},"jsonrpc":"2.0","id":');

/** `{"result":<result>,"jsonrpc":"2.0","id":` as UTF-8: what every answer with this result starts with. */
export function answerHead(result: Record<string, unknown>): Uint8Array {
  const text = okJson(result);
  if (text !== undefined) {
    const json = encoder.encode(text);
    const quoted = quoteJson(json);
    if (quoted) return concat([OPEN, quoted, MIDDLE, json, CLOSE]);
  }
  return encoder.encode(`{"result":${JSON.stringify(result)},"jsonrpc":"2.0","id":`);
}

/** The whole answer for one request: the head, the request's id (already JSON) and `}`. */
export function answerBytes(head: Uint8Array, id: string): Uint8Array<ArrayBuffer> {
  const tail = encoder.encode(`${id}}`);
  const out = new Uint8Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}

/**
 * `JSON.stringify` of a string that is itself JSON.stringify output, on its UTF-8 bytes: such text has no control
 * characters or lone surrogates (they come out escaped), so only `"` and `\` need a backslash. Null if a control
 * character shows up anyway (the caller then stringifies).
 */
function quoteJson(json: Uint8Array): Uint8Array | null {
  let extra = 0;
  for (let i = 0; i < json.length; i++) {
    const byte = json[i];
    if (byte === 0x22 || byte === 0x5c) extra++;
    else if (byte < 0x20) return null;
  }
  const out = new Uint8Array(json.length + extra + 2);
  out[0] = 0x22;
  let at = 1;
  for (let i = 0; i < json.length; i++) {
    const byte = json[i];
    if (byte === 0x22 || byte === 0x5c) out[at++] = 0x5c;
    out[at++] = byte;
  }
  out[at] = 0x22;
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
