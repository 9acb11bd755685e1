import { describe, expect, it } from "vitest";
import { ALL_LOCATION_IDS, CATEGORY_GROUPS } from "../categories";
import { movementTypeOf } from "./classify";
import { locationArt, locationArtworkAlt, stagingOf } from "./location-art";
import { locationArtwork } from "./location-scene";

describe("the locations' illustrations", () => {
  it("when the 24 locations are drawn, then each shows a key movement of its own kind, in its category's colours", () => {
    const arts = ALL_LOCATION_IDS.map(locationArt);
    expect(arts).toHaveLength(24);
    for (const art of arts) expect(movementTypeOf(art.exercise), art.exercise).not.toBe("breathe");
    // Most locations get a movement no other location in their category shows.
    expect(new Set(arts.map((art) => movementTypeOf(art.exercise))).size).toBeGreaterThanOrEqual(20);
    CATEGORY_GROUPS.forEach((group, index) => {
      for (const id of group.locationIds) expect(locationArt(id).group, id).toBe(index);
    });
  });

  it("when the cards are staged, then no two share a setting, place, wall tone and hour, and at most two share a setting", () => {
    const stagings = ALL_LOCATION_IDS.map(stagingOf);
    expect(new Set(stagings.map((s) => `${s.setting} ${s.at} ${s.tone} ${s.time}`)).size).toBe(24);
    const perSetting = new Map<string, number>();
    for (const s of stagings) perSetting.set(s.setting, (perSetting.get(s.setting) ?? 0) + 1);
    expect(Math.max(...perSetting.values())).toBeLessThanOrEqual(2);
    expect(perSetting.size).toBeGreaterThanOrEqual(15);
  });

  it("when a visitor reads a card's alt text, then it names the exercise and the place the scene shows", () => {
    expect(locationArtworkAlt("funKicks")).toBe("Illustration: a figure doing Front Kicks in a park");
    expect(locationArtworkAlt("sitAndStand")).toBe("Illustration: a figure doing Sit-to-Stand at a kitchen table");
    expect(locationArtwork("funKicks").attrs["data-scene"]).toBe("park");
  });

  it("when cards stand next to each other in the directory, then they show different people", () => {
    // Who is drawn, read off the drawing itself (the person's index on the figure), not off the table.
    const drawn = (id: string) => JSON.stringify(locationArtwork(id)).match(/"data-character":(\d+)/)?.[1];
    ALL_LOCATION_IDS.slice(1).forEach((id, i) => {
      expect(drawn(id), id).toBeDefined();
      expect(drawn(id), id).not.toBe(drawn(ALL_LOCATION_IDS[i] ?? ""));
    });
  });

  it("when a page's hero asks for another exercise, then the same place is drawn around that exercise's figure", () => {
    const key = locationArtwork("hipPain");
    const other = locationArtwork("hipPain", 400, "Standing March");
    expect(other.attrs["data-scene"]).toBe(key.attrs["data-scene"]);
    const movementOf = (node: typeof key) => JSON.stringify(node).match(/"data-movement":"([a-z-]+)"/)?.[1];
    expect(movementOf(other)).not.toBe(movementOf(key));
  });
});
