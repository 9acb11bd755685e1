import { paths, ROUTER_BASENAME } from "@/config/paths";

/** Any origin would do: the path is parsed against it only to see where it really leads. */
const PARSE_BASE = "http://admin.invalid";

/**
 * The login page's address that brings the visitor back to `location` afterwards
 * (`/login?next=/admin/page-manager?tab=automation`, inside the /admin router).
 */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  if (location.pathname === paths.home && !location.search && !location.hash) return paths.login;
  const next = `${ROUTER_BASENAME}${location.pathname}${location.search}${location.hash}`;
  return `${paths.login}?${new URLSearchParams({ next })}`;
}

/**
 * Where to go after login: `next` when it is an admin page of this site, as a path inside the router;
 * else null. Anything that could lead elsewhere is refused (an open redirect would let a link to our
 * login page send the operator to a look-alike site): another origin, a protocol-relative `//host`,
 * backslashes that browsers read as slashes, control characters, dot segments out of /admin/.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.includes("\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE || !url.pathname.startsWith(`${ROUTER_BASENAME}/`)) return null;
  const inside = url.pathname.slice(ROUTER_BASENAME.length);
  if (inside === paths.login) return null;
  return `${inside}${url.search}${url.hash}`;
}
