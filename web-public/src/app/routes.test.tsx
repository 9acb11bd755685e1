import { existsSync } from "node:fs";
import { join } from "node:path";
import { matchPathPattern } from "@movebreak/shared/path-pattern";
import { matchPublicRoute } from "@movebreak/shared/public-routes";
import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { matchRoute, NotFoundRoute, PUBLIC_ROUTE_TABLE, routeScreenOf } from "./routes";

const webPublic = join(import.meta.dirname, "../..");

describe("route screens as chunks", () => {
  it("when the server looks a screen up in Vite's manifest, then the source file it names exists", () => {
    const screens = [...PUBLIC_ROUTE_TABLE.map((route) => route.screen), NotFoundRoute];
    for (const screen of screens) expect(existsSync(join(webPublic, screen.module)), screen.module).toBe(true);
  });

  it("when a path is given, then the screen to load first is the one the router renders for it", () => {
    const cases: [string, string][] = [
      ["/", "src/app/routes/home.tsx"],
      ["/index-3", "src/app/routes/home.tsx"],
      ["/Pricing/", "src/app/routes/pricing.tsx"],
      ["/movements", "src/app/routes/movements.tsx"],
      ["/movements/hip-pain", "src/app/routes/location-routine.tsx"],
      ["/locations", "src/app/routes/location-routine.tsx"],
      ["/pages/back-pain", "src/app/routes/landing-page.tsx"],
      ["/try/abc", "src/app/routes/shared-routine.tsx"],
      ["/no/such/page", "src/app/routes/not-found.tsx"],
    ];
    for (const [path, module] of cases) expect(routeScreenOf(path).module, path).toBe(module);
  });

  it("when a page has no head of its own, then the shared table gives it metadata", () => {
    for (const route of PUBLIC_ROUTE_TABLE)
      expect(route.head !== undefined || route.meta !== undefined, route.id).toBe(true);
  });
});

describe("one route table for the server and the browser", () => {
  const paths = [
    "/",
    "//",
    "/index-3/",
    "/INDEX-2",
    "/pricing",
    "/pricing//",
    "/pricing/x",
    "/movements",
    "/movements/",
    "/movements/hip-pain",
    "/Movements/Hip-Pain/",
    "/movements/a/b",
    "/movements/caf%C3%A9",
    "/locations",
    "/locations/",
    "/locations/hip-pain",
    "/try",
    "/try/",
    "/try/neck-saver",
    "/pages",
    "/pages/back-pain",
    "/pages/a/b",
    "/nope",
    "/about-movebreak",
    "/movebreak-0",
  ];

  it("when the server matches a path with shared/ and the browser with React Router, then both find the same page and parameters", () => {
    for (const path of paths) {
      const server = matchPublicRoute(path);
      const browser = matchRoute(path);
      expect(server?.id, path).toBe(browser?.route.id);
      expect(server?.pattern, path).toBe(browser?.pattern);
      // The server decodes a parameter when it reads it; the browser's come decoded.
      const decoded =
        server && Object.fromEntries(Object.entries(server.params).map(([k, v]) => [k, decodeURIComponent(v)]));
      expect(decoded, path).toEqual(browser?.params);
    }
  });

  it("when a pattern is matched by the shared matcher, then it agrees with React Router's matchPath", () => {
    for (const route of PUBLIC_ROUTE_TABLE) {
      for (const pattern of route.paths) {
        for (const path of paths) {
          const ours = matchPathPattern(pattern, path);
          const theirs = matchPath({ path: pattern, end: true }, path);
          expect(ours !== null, `${pattern} ${path}`).toBe(theirs !== null);
        }
      }
    }
  });
});
