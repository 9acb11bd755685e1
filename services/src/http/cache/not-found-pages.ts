import { randomBytes } from "node:crypto";
import { PUBLIC_ROUTE_ENTRIES } from "@movebreak/shared/public-routes";
import type { CachedPage } from "./public-content-cache";

/**
 * A 404 page rendered once per kind of address and filled in per request. The 404 screens show their
 * address: the navigation bar carries the path (and marks Movements current under /movements/), the
 * "Routine not found" screen shows the key. So a 404 is rendered once for a stand-in address of the same
 * kind, with a random token in each varying segment, and each request puts its own segments in place of
 * the tokens. Only segments that read the same in the HTML as in the path are put in (letters, digits,
 * "-", "_", ".", "~"): any other address is rendered as before.
 */

/** The first segments of the route table's addresses ("try", "movements", ...): a kind keeps its own. */
const SECTIONS = new Set(
  PUBLIC_ROUTE_ENTRIES.flatMap(([, route]) => route.paths.map((path) => path.split("/")[1] ?? ""))
    .filter((segment) => segment !== "" && !segment.startsWith(":"))
    .map((segment) => segment.toLowerCase()),
);

/** Text that needs no escape in HTML, JSON or a URL, and that decoding leaves alone; not a dot segment. */
const PLAIN = /^(?!\.{1,2}$)[A-Za-z0-9._~-]{1,2000}$/;
/** Past this many varying segments an address is rendered as before (a kind per count of segments). */
const MAX_SLOTS = 8;

export interface NotFoundShape {
  /** The kind of address: the path with "*" for each varying segment (the template's cache key). */
  key: string;
  /** The path's own text in each varying segment. */
  values: string[];
  /** The address of the kind with `fill` in its varying segments. */
  standIn(fill: readonly string[]): string;
}

/** The kind of a path that answered 404, or undefined when its 404 must be rendered for it alone. */
export function notFoundShape(path: string): NotFoundShape | undefined {
  if (!path.startsWith("/") || path.includes("?")) return undefined;
  const parts: (string | null)[] = [];
  const values: string[] = [];
  for (const [index, segment] of path.slice(1).split("/").entries()) {
    if (segment === "" || (index === 0 && SECTIONS.has(segment.toLowerCase()))) parts.push(segment);
    else if (PLAIN.test(segment)) {
      parts.push(null);
      values.push(segment);
    } else return undefined;
  }
  if (values.length === 0 || values.length > MAX_SLOTS) return undefined;
  const standIn = (fill: readonly string[]) => {
    let slot = 0;
    return `/${parts.map((part) => part ?? fill[slot++]).join("/")}`;
  };
  return { key: `404 ${standIn(values.map(() => "*"))}`, values, standIn };
}

/** Random stand-ins for `count` segments: valid as ids and slugs (so a data page's read answers 404, not 400). */
export function standInTokens(count: number): string[] {
  return Array.from({ length: count }, () => `mB${randomBytes(12).toString("base64url")}`);
}

/**
 * The template of a kind: the page rendered for `tokens`, kept when a second render for `other` tokens is
 * exactly the first with the tokens swapped (the segments are only shown, never transformed); otherwise a
 * marker that the kind is rendered per request.
 */
export function notFoundTemplate(
  first: CachedPage,
  second: CachedPage,
  tokens: readonly string[],
  other: readonly string[],
): CachedPage {
  const template: CachedPage = { status: first.status, html: first.html, template: { slots: [...tokens] } };
  const same = first.status === 404 && second.status === 404 && fillNotFound(template, other).html === second.html;
  return same ? template : { status: 404, html: "", template: "none" };
}

/** A kind's template with this request's segments in place of its tokens. */
export function fillNotFound(template: CachedPage, values: readonly string[]): CachedPage {
  const slots = typeof template.template === "object" ? template.template.slots : [];
  if (slots.length === 0) return { status: template.status, html: template.html };
  const pattern = new RegExp(slots.join("|"), "g");
  const html = template.html.replace(pattern, (token) => values[slots.indexOf(token)] ?? "");
  return { status: template.status, html };
}
