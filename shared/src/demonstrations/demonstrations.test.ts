import { describe, expect, it } from "vitest";
import { movementTypeOf } from "./classify";
import { demonstrationById, demonstrationFigure, demonstrationId, type SvgNode, svgMarkup } from "./figure";
import { MOVEMENT_TYPES, MOVEMENTS } from "./movements";

const groups = (node: SvgNode): SvgNode[] => [
  ...(node.attrs["data-k"] !== undefined ? [node] : []),
  ...(node.children ?? []).flatMap(groups),
];

describe("the drawn demonstrations", () => {
  it("when exercises are classified by title, then each gets the movement it names", () => {
    expect(movementTypeOf("Neck Rotation")).toBe("neck-tilt");
    expect(movementTypeOf("Shoulder Shrugs")).toBe("shoulder-shrug");
    expect(movementTypeOf("Seated Torso Twist")).toBe("twist");
    expect(movementTypeOf("Chair Squats")).toBe("squat");
    expect(movementTypeOf("Standing Calf Raises")).toBe("calf-raise");
    expect(movementTypeOf("Wrist Circles")).toBe("wrist-circles");
    expect(movementTypeOf("Something New")).toBe("breathe");
  });

  it("when a figure is built, then every moving part has one key frame per pose plus the loop's return, and numbers only", () => {
    for (const type of MOVEMENT_TYPES) {
      const figure = demonstrationFigure(type);
      const parts = groups(figure);
      expect(parts.length, type).toBeGreaterThan(10);
      for (const part of parts) {
        const frames = String(part.attrs["data-k"]).split("|");
        expect(frames, type).toHaveLength(MOVEMENTS[type].poses.length + 1);
        expect(frames[0], type).toBe(frames.at(-1));
        expect(String(part.attrs["data-o"])).toMatch(/^\d+px \d+px$/);
      }
      const markup = svgMarkup(figure);
      expect(markup, type).not.toMatch(/NaN|undefined/);
      expect(markup.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
  });

  it("when some part moves, then its key frames differ (the loop is not a still image)", () => {
    for (const type of MOVEMENT_TYPES) {
      const moving = groups(demonstrationFigure(type)).filter(
        (part) => new Set(String(part.attrs["data-k"]).split("|")).size > 1,
      );
      expect(moving.length, type).toBeGreaterThan(0);
    }
  });

  it("when the title says standing or seated, then the name says so for upper-body moves only", () => {
    expect(demonstrationId("Seated Side Bend")).toBe("side-bend");
    expect(demonstrationId("Standing Side Bend")).toBe("side-bend.standing");
    expect(demonstrationId("Chair Squats")).toBe("squat");
    expect(demonstrationById("side-bend.standing")?.attrs["data-movement"]).toBe("side-bend");
    for (const bad of ["nope", "side-bend.lying", "side-bend.standing.x", "", "__proto__"]) {
      expect(demonstrationById(bad), bad).toBeUndefined();
    }
  });
});
