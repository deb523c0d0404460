/** A GET whose body arrives exactly as the server sent it: node:http does not decode content codings. */
import { request as httpRequest } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Uint8Array[] = [];
      res.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      res.on("end", () => {
        const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
        let offset = 0;
        for (const chunk of chunks) {
          body.set(chunk, offset);
          offset += chunk.length;
        }
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") out[name] = value;
        resolve({ status: res.statusCode!, headers: out, body });
      });
    });
    req.on("error", reject);
    req.end();
  });
}
