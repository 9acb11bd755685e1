import { describe, expect, it } from "vitest";
import { ALL_LOCATION_IDS, CATEGORY_GROUPS } from "../categories";
import { movementTypeOf } from "./classify";
import { locationArt } from "./location-art";

describe("the locations' illustrations", () => {
  it("when the 24 locations are drawn, then each shows a key movement of its own kind, on its category's colour", () => {
    const arts = ALL_LOCATION_IDS.map(locationArt);
    expect(arts).toHaveLength(24);
    for (const art of arts) expect(movementTypeOf(art.exercise), art.exercise).not.toBe("breathe");
    // Most locations get a movement no other location in their category shows.
    expect(new Set(arts.map((art) => movementTypeOf(art.exercise))).size).toBeGreaterThanOrEqual(20);
    for (const group of CATEGORY_GROUPS) {
      expect(new Set(group.locationIds.map((id) => locationArt(id).color)).size, group.id).toBe(1);
    }
    expect(new Set(CATEGORY_GROUPS.map((group) => locationArt(group.locationIds[0] ?? "").color)).size).toBe(5);
  });
});
