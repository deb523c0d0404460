/** A client that starts a request over a raw socket and stops sending: what a slow body (slowloris) looks like. */

/** Sends `head` (request line, headers and any part of the body) to 127.0.0.1:`port`, then nothing more, and returns
 * what the server answers: read until it closes the connection or a whole answer with a body has arrived. */
export async function sendAndStall(port: number, head: string): Promise<string> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  try {
    await conn.write(new TextEncoder().encode(head));
    const decoder = new TextDecoder();
    const buffer = new Uint8Array(4096);
    let text = "";
    for (;;) {
      const n = await conn.read(buffer).catch(() => null);
      if (n === null) return text;
      text += decoder.decode(buffer.subarray(0, n));
      const split = text.indexOf("\r\n\r\n");
      if (split >= 0 && text.length > split + 4 && /[}\n]$/.test(text)) return text;
    }
  } finally {
    conn.close();
  }
}
