import { describe, expect, it } from "vitest";
import { addressesOf, hrefOf, matchPublicRoute, PUBLIC_ROUTE_ENTRIES, type PublicRouteId } from "./public-routes";

/** A value for every parameter a pattern names, with a character that must be encoded. */
function sampleParams(pattern: string): Record<string, string> {
  return Object.fromEntries([...pattern.matchAll(/:([\w-]+)/g)].map(([, name]) => [name, `sample ${name}`]));
}

/** hrefOf without its compile-time check on the parameters, to go through the whole table. */
const anyHrefOf = hrefOf as (id: PublicRouteId, params?: Record<string, string>) => string;
const anyAddressesOf = addressesOf as (id: PublicRouteId, params?: Record<string, string>) => string[];

describe("hrefOf", () => {
  it.each(PUBLIC_ROUTE_ENTRIES)(
    "when a link to %s is made, then the route table's matcher reads it back as that page",
    (id, route) => {
      const params = sampleParams(route.paths[0]);
      const href = anyHrefOf(id, params);

      const match = matchPublicRoute(href);
      expect(match?.id).toBe(id);
      expect(match?.pattern).toBe(route.paths[0]);
      expect(
        Object.fromEntries(Object.entries(match?.params ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])),
      ).toEqual(params);
    },
  );

  it.each(PUBLIC_ROUTE_ENTRIES)("when every address of %s is made, then each is matched as that page", (id, route) => {
    const addresses = anyAddressesOf(id, sampleParams(route.paths[0]));
    expect(addresses).toHaveLength(route.paths.length);
    expect(addresses.map((address) => matchPublicRoute(address)?.id)).toEqual(route.paths.map(() => id));
  });

  it("when a page is fixed, then its link is its address as written in the table", () => {
    expect(hrefOf("home")).toBe("/");
    expect(hrefOf("pricing")).toBe("/pricing");
    expect(hrefOf("about")).toBe("/about-movebreak");
    expect(addressesOf("home")).toEqual(["/", "/index-3"]);
  });

  it("when a data page's parameter is given, then it is encoded into its own address", () => {
    expect(hrefOf("locationRoutine", { slug: "hip-pain" })).toBe("/movements/hip-pain");
    expect(addressesOf("locationRoutine", { slug: "hip-pain" })).toEqual([
      "/movements/hip-pain",
      "/locations/hip-pain",
    ]);
    expect(hrefOf("sharedRoutine", { key: "Morning Reset" })).toBe("/try/Morning%20Reset");
    expect(hrefOf("landingPage", { slug: "back-pain" })).toBe("/pages/back-pain");
  });

  it("when an optional parameter is left out, then the address ends before it", () => {
    expect(hrefOf("sharedRoutine")).toBe("/try");
  });

  it("when a required parameter is empty, then no link is made", () => {
    expect(() => hrefOf("landingPage", { slug: "" })).toThrow("/pages/:slug needs a value for slug");
  });

  it("does not type-check a link to an unknown page, or without the parameters its address needs", () => {
    // These lines are checked by `tsc -p shared`: each must be an error, or the compiler fails on the directive.
    const wrong = () => [
      // @ts-expect-error an id that is not in the table
      hrefOf("no-such-page"),
      // @ts-expect-error a data page needs its parameter
      hrefOf("locationRoutine"),
      // @ts-expect-error the parameter is named by the path (slug, not key)
      hrefOf("landingPage", { key: "back-pain" }),
      // @ts-expect-error a fixed page takes no parameters
      hrefOf("pricing", { slug: "x" }),
    ];
    expect(typeof wrong).toBe("function");
  });
});
