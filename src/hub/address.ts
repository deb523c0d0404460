/**
 * Callback screening: the hub only calls public HTTPS addresses, so it cannot be used to reach the machine it runs
 * on or its private network (SSRF). Pure parts first; `screenCallback` adds DNS resolution.
 */

/** Result of screening: the parsed URL, or a plain-text reason. */
export type Screened = { ok: true; url: URL } | { ok: false; reason: string };

/** An IP address as a 32- or 128-bit number. */
export interface Ip {
  v: 4 | 6;
  n: bigint;
}

/** Parses dotted-quad IPv4 (the URL parser has already turned `2130706433`, `0x7f.1` into this form). */
export function parseIPv4(text: string): bigint | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let n = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    n = (n << 8n) | BigInt(Number(part));
  }
  return n;
}

/** Parses an IPv6 address (no brackets, no zone), including a trailing dotted IPv4 part. */
export function parseIPv6(text: string): bigint | null {
  let s = text.toLowerCase();
  let tail: bigint[] = [];
  const lastColon = s.lastIndexOf(":");
  if (s.includes(".") && lastColon >= 0) {
    const v4 = parseIPv4(s.slice(lastColon + 1));
    if (v4 === null) return null;
    tail = [v4 >> 16n, v4 & 0xffffn];
    s = s.slice(0, lastColon + 1) + (s[lastColon - 1] === ":" ? "" : "0");
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const group = (g: string) => (/^[0-9a-f]{1,4}$/.test(g) ? BigInt(parseInt(g, 16)) : null);
  const split = (h: string) => (h === "" ? [] : h.split(":"));
  let head = split(halves[0]);
  let rest = halves.length === 2 ? split(halves[1]) : [];
  // A trailing IPv4 replaced its text with "0" (or nothing after "::"); drop that placeholder.
  if (tail.length) {
    if (halves.length === 2) {
      if (rest.length && rest[rest.length - 1] === "0" && !halves[1].endsWith("::")) rest = rest.slice(0, -1);
      else if (halves[1] === "") rest = [];
    } else head = head.slice(0, -1);
  }
  const total = head.length + rest.length + tail.length;
  if (halves.length === 1 ? total !== 8 : total > 7) return null;
  const groups: bigint[] = [];
  for (const g of head) {
    const v = group(g);
    if (v === null) return null;
    groups.push(v);
  }
  if (halves.length === 2) { for (let i = total; i < 8; i++) groups.push(0n); }
  for (const g of rest) {
    const v = group(g);
    if (v === null) return null;
    groups.push(v);
  }
  groups.push(...tail);
  if (groups.length !== 8) return null;
  return groups.reduce((acc, g) => (acc << 16n) | g, 0n);
}

/** Parses an IP literal, IPv6 with or without brackets. */
export function parseIp(text: string): Ip | null {
  const v4 = parseIPv4(text);
  if (v4 !== null) return { v: 4, n: v4 };
  const bare = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  if (!bare.includes(":")) return null;
  const v6 = parseIPv6(bare);
  return v6 === null ? null : { v: 6, n: v6 };
}

/** A CIDR block: "10.0.0.0/8", "fc00::/7" or a single address. */
export interface Cidr {
  v: 4 | 6;
  base: bigint;
  bits: number;
}

/** Parses a CIDR or a bare address; null when it is neither. */
export function parseCidr(text: string): Cidr | null {
  const [addr, len, ...extra] = text.split("/");
  if (extra.length) return null;
  const ip = parseIp(addr);
  if (!ip) return null;
  const width = ip.v === 4 ? 32 : 128;
  const bits = len === undefined ? width : Number(len);
  if (!Number.isInteger(bits) || bits < 0 || bits > width) return null;
  return { v: ip.v, base: ip.n, bits };
}

/** Whether an address lies in a block. */
export function inCidr(ip: Ip, cidr: Cidr): boolean {
  if (ip.v !== cidr.v) return false;
  const shift = BigInt((ip.v === 4 ? 32 : 128) - cidr.bits);
  return (ip.n >> shift) === (cidr.base >> shift);
}

const cidrs = (list: string[]) => list.map((c) => parseCidr(c)!);

/** IPv4 blocks that are not public unicast (IANA special-purpose registry). */
const V4_BLOCKED = cidrs([
  "0.0.0.0/8", // "this network"
  "10.0.0.0/8", // private
  "100.64.0.0/10", // carrier-grade NAT
  "127.0.0.0/8", // loopback
  "169.254.0.0/16", // link-local (cloud metadata lives here)
  "172.16.0.0/12", // private
  "192.0.0.0/24", // IETF protocol assignments
  "192.0.2.0/24", // documentation
  "192.88.99.0/24", // 6to4 relay anycast (deprecated)
  "192.168.0.0/16", // private
  "198.18.0.0/15", // benchmarking
  "198.51.100.0/24", // documentation
  "203.0.113.0/24", // documentation
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, and 255.255.255.255 broadcast
]);

/** IPv6 blocks inside 2000::/3 that are still not public unicast. */
const V6_BLOCKED = cidrs(["2001::/23", "2001:db8::/32", "3fff::/20"]);
const V6_GLOBAL = parseCidr("2000::/3")!;
/** Blocks that embed an IPv4 address in their low 32 bits: mapped, compatible, NAT64. */
const V6_EMBEDS_V4 = cidrs(["::ffff:0:0/96", "::/96", "64:ff9b::/96", "64:ff9b:1::/48"]);
const V6_6TO4 = parseCidr("2002::/16")!;

/** Why an address is not public, or null when it is public unicast. */
export function nonPublicReason(ip: Ip): string | null {
  if (ip.v === 4) {
    if (inCidr(ip, V4_BLOCKED[3])) return "loopback";
    if (inCidr(ip, V4_BLOCKED[4])) return "link-local";
    return V4_BLOCKED.some((c) => inCidr(ip, c)) ? "private or reserved" : null;
  }
  if (ip.n === 1n) return "loopback";
  if (ip.n === 0n) return "unspecified";
  for (const block of V6_EMBEDS_V4) {
    if (inCidr(ip, block)) {
      const reason = nonPublicReason({ v: 4, n: ip.n & 0xffffffffn });
      return reason ? `IPv4-embedding IPv6 (${reason})` : null;
    }
  }
  if (inCidr(ip, V6_6TO4)) {
    const reason = nonPublicReason({ v: 4, n: (ip.n >> 80n) & 0xffffffffn });
    return reason ? `6to4 (${reason})` : null;
  }
  if (inCidr(ip, parseCidr("fe80::/10")!)) return "link-local";
  if (!inCidr(ip, V6_GLOBAL)) return "private or reserved";
  return V6_BLOCKED.some((c) => inCidr(ip, c)) ? "private or reserved" : null;
}

/** The allow list (`HUB_ALLOW_CALLBACK_HOSTS`): host names, addresses and CIDRs. */
export class AllowList {
  readonly names: Set<string>;
  readonly blocks: Cidr[];
  constructor(entries: readonly string[]) {
    this.names = new Set();
    this.blocks = [];
    for (const entry of entries) {
      const cidr = parseCidr(entry);
      if (cidr) this.blocks.push(cidr);
      else this.names.add(entry.toLowerCase());
    }
  }
  allowsName(host: string): boolean {
    return this.names.has(host.toLowerCase());
  }
  allowsIp(ip: Ip): boolean {
    return this.blocks.some((c) => inCidr(ip, c));
  }
}

/**
 * Screens a callback URL without DNS: https, no credentials, no fragment, and an IP literal host must be public.
 * Returns `needsDns` when the host is a name that the allow list does not cover.
 */
export function screenUrl(text: string, allow: AllowList): Screened & { needsDns?: boolean } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: "hub.callback is not a valid URL" };
  }
  if (url.protocol !== "https:") return { ok: false, reason: "hub.callback must be an https URL" };
  if (url.username || url.password) return { ok: false, reason: "hub.callback must not contain credentials" };
  if (text.includes("#")) return { ok: false, reason: "hub.callback must not contain a fragment" };
  // The URL parser has already normalised numeric spellings (2130706433, 0x7f.1, 0177.0.0.1) to dotted quads.
  const host = url.hostname;
  const ip = parseIp(host);
  if (ip) {
    if (allow.allowsIp(ip) || allow.allowsName(host)) return { ok: true, url };
    const reason = nonPublicReason(ip);
    return reason ? { ok: false, reason: `hub.callback points to a ${reason} address` } : { ok: true, url };
  }
  if (allow.allowsName(host)) return { ok: true, url };
  if (host === "localhost" || host.endsWith(".localhost")) {
    return { ok: false, reason: "hub.callback points to a loopback address" };
  }
  return { ok: true, url, needsDns: true };
}

/** Resolves a host name to its A and AAAA addresses. */
export type Resolver = (host: string) => Promise<string[]>;

/** `Deno.resolveDns` for A and AAAA; a missing record type is just no addresses. */
export const dnsResolver: Resolver = async (host) => {
  const lookup = (type: "A" | "AAAA") => Deno.resolveDns(host, type).catch(() => [] as string[]);
  const [a, aaaa] = await Promise.all([lookup("A"), lookup("AAAA")]);
  return [...a, ...aaaa];
};

/** Screening passed: the URL and the addresses it may be connected to (null: an allow-listed name, not resolved). */
export type ScreenedCallback = { ok: true; url: URL; addresses: string[] | null } | { ok: false; reason: string };

/**
 * Full screening: `screenUrl`, then every resolved address must be public (or allowed). The answers are returned so
 * that the caller connects to exactly what was screened (a second resolution could answer something else).
 */
export async function screenCallback(
  text: string,
  allow: AllowList,
  resolve: Resolver = dnsResolver,
): Promise<ScreenedCallback> {
  const screened = screenUrl(text, allow);
  if (!screened.ok) return screened;
  const host = screened.url.hostname;
  if (!screened.needsDns) {
    const literal = host.startsWith("[") ? host.slice(1, -1) : host;
    return { ok: true, url: screened.url, addresses: parseIp(literal) ? [literal] : null };
  }
  const addresses = await resolve(host);
  if (!addresses.length) return { ok: false, reason: "hub.callback host does not resolve" };
  for (const address of addresses) {
    const ip = parseIp(address);
    if (!ip) return { ok: false, reason: "hub.callback host resolves to an unusable address" };
    if (allow.allowsIp(ip)) continue;
    const reason = nonPublicReason(ip);
    if (reason) return { ok: false, reason: `hub.callback host resolves to a ${reason} address` };
  }
  return { ok: true, url: screened.url, addresses };
}
