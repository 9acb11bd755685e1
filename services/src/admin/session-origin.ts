import Bowser from "bowser";
import ipaddr from "ipaddr.js";

/**
 * Where a session is used from, kept no more precisely than an operator needs to recognise it (privacy):
 * the network of the address, never the address, and the browser as a short label, never the User-Agent.
 */
export interface SessionOrigin {
  address: string | null;
  browser: string | null;
}

/** "203.0.113.77" -> "203.0.113.0/24"; "2001:db8:abcd:12::1" -> "2001:db8:abcd::/48"; an IPv4-mapped IPv6 as IPv4. */
export function truncateAddress(address: string | undefined): string | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") {
    const [a, b, c] = (parsed as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const [a = 0, b = 0, c = 0] = (parsed as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a, b, c, 0, 0, 0, 0, 0]).toString()}/48`;
}

/** Longer User-Agents are cut before parsing: the parser's patterns need no more, and it bounds its work. */
const MAX_USER_AGENT = 512;

/** "Chrome 131 on macOS", "Safari 17 on iOS", "Firefox on Linux"; null when nothing is recognised. */
export function browserLabel(userAgent: string | undefined): string | null {
  const agent = userAgent?.slice(0, MAX_USER_AGENT).trim();
  if (!agent) return null;
  const { browser, os } = Bowser.parse(agent);
  const major = browser.version?.split(".")[0];
  const name = browser.name ? `${browser.name}${major ? ` ${major}` : ""}` : "";
  const label = name && os.name ? `${name} on ${os.name}` : name || (os.name ? `A browser on ${os.name}` : "");
  // The parser's names are short; the cap keeps a strange one from filling the list.
  return label ? label.slice(0, 60) : null;
}

export function sessionOrigin(address: string | undefined, userAgent: string | undefined): SessionOrigin {
  return { address: truncateAddress(address), browser: browserLabel(userAgent) };
}
