import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  LandingPageRoute,
  LocationRoutineRoute,
  NotFoundRoute,
  PUBLIC_ROUTES,
  routeScreenOf,
  SharedRoutineRoute,
} from "./routes";

const webPublic = join(import.meta.dirname, "../..");

describe("route screens as chunks", () => {
  it("when the server looks a screen up in Vite's manifest, then the source file it names exists", () => {
    const screens = [
      ...PUBLIC_ROUTES.map((route) => route.Component),
      LandingPageRoute,
      LocationRoutineRoute,
      SharedRoutineRoute,
      NotFoundRoute,
    ];
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
});
