import { createHmac } from "node:crypto";

/** `X-Hub-Signature` value for a body: `sha256=<hex HMAC-SHA256 of the exact bytes>` (WebSub §8). */
export function hubSignature(secret: string, body: Uint8Array): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}
