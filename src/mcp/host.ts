/** A Host header read as RFC 9110 `host[:port]`; the hostname is lowercased, the port absent when not written. */
export interface HostHeader {
  hostname: string;
  port: number | null;
}

/** DNS names and IPv4 addresses: dot-separated labels of letters, digits and inner hyphens, an optional final dot. */
const NAME = /^(?=.{1,254}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.?$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;
const PORT = /^[0-9]{1,5}$/;

/**
 * Parses a Host header strictly, or returns null. Anything a URL parser would read differently from a naive split
 * (userinfo `a:1@evil.com`, paths, spaces, escapes, stray colons) is refused rather than guessed at.
 */
export function parseHostHeader(value: string): HostHeader | null {
  const lower = value.toLowerCase();
  let hostname: string;
  let rest: string;
  if (lower.startsWith("[")) {
    const close = lower.indexOf("]");
    if (close < 0) return null;
    hostname = lower.slice(0, close + 1);
    rest = lower.slice(close + 1);
    if (!IPV6.test(hostname) || !isIpv6(hostname)) return null;
  } else {
    const colon = lower.indexOf(":");
    hostname = colon < 0 ? lower : lower.slice(0, colon);
    rest = colon < 0 ? "" : lower.slice(colon);
    if (!NAME.test(hostname)) return null;
  }
  if (rest === "") return { hostname, port: null };
  if (!rest.startsWith(":") || !PORT.test(rest.slice(1))) return null;
  const port = Number(rest.slice(1));
  return port >= 1 && port <= 65535 ? { hostname, port } : null;
}

function isIpv6(bracketed: string): boolean {
  try {
    return new URL(`http://${bracketed}/`).hostname === bracketed;
  } catch {
    return false;
  }
}
