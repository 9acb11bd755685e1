import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHARACTERS } from "./characters";
import { movementTypeOf } from "./classify";
import { demonstrationById, demonstrationFigure, demonstrationId, type SvgNode, svgMarkup, svgTree } from "./figure";
import { MOVEMENT_TYPES, MOVEMENTS } from "./movements";

const groups = (node: SvgNode): SvgNode[] => [
  ...(node.attrs["data-k"] !== undefined ? [node] : []),
  ...(node.children ?? []).flatMap(groups),
];
const all = (node: SvgNode): SvgNode[] => [node, ...(node.children ?? []).flatMap(all)];
const fills = (node: SvgNode) => new Set(all(node).map((n) => String(n.attrs.fill ?? "")));
/** The body's outer group: the legs are its first animated children that turn around the hips. */
const legGroups = (figure: SvgNode) => {
  const body = groups(figure)[0];
  return (body?.children ?? []).filter(
    (c) => c.tag === "g" && /rotate/.test(String(c.attrs["data-k"])) && c.children?.some((g) => g.tag === "g"),
  );
};
const luminance = (hex: string) =>
  [0, 1, 2]
    .map((i) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16))
    .reduce((a, c, i) => a + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0) / 255;

/** Most elements a figure may have: the server draws many of them to PNG, the browser animates them. */
const MAX_ELEMENTS = 90;

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

  it("when any person does any movement, then every moving part has one key frame per pose plus the loop's return, a still pose, and the figure stays small", () => {
    for (const type of MOVEMENT_TYPES) {
      for (const [character] of CHARACTERS.entries()) {
        const figure = demonstrationFigure(type, "", { character });
        const where = `${type} #${character}`;
        expect(figure.attrs["data-character"], where).toBe(character);
        const parts = groups(figure);
        expect(parts.length, where).toBeGreaterThan(10);
        for (const part of parts) {
          const frames = String(part.attrs["data-k"]).split("|");
          expect(frames, where).toHaveLength(MOVEMENTS[type].poses.length + 1);
          expect(frames[0], where).toBe(frames.at(-1));
          expect(String(part.attrs["data-o"])).toMatch(/^\d+px \d+px$/);
          // A shape that changes (a mouth, a lid) also scales, around the same origin.
          expect(String(part.attrs.transform)).toMatch(
            /^translate\(-?[\d.]+ -?[\d.]+\) rotate\(-?[\d.]+ \d+ \d+\)( translate\(\d+ \d+\) scale\(-?[\d.]+ -?[\d.]+\) translate\(-\d+ -\d+\))?$/,
          );
        }
        expect(all(figure).length, where).toBeLessThanOrEqual(MAX_ELEMENTS);
        const markup = svgMarkup(figure);
        expect(markup, where).not.toMatch(/NaN|undefined|Infinity/);
        // Pages have a strict CSP and resvg draws them: attributes only, no styles, classes or filters.
        expect(markup, where).not.toMatch(/ style=| class=|<filter|filter=/);
        expect(markup.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      }
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

  it("when the people are compared, then they differ in skin tone (light to dark), hair, build and clothes", () => {
    const distinct = <T>(pick: (c: (typeof CHARACTERS)[number]) => T) => new Set(CHARACTERS.map(pick)).size;
    expect(CHARACTERS.length).toBeGreaterThanOrEqual(6);
    expect(distinct((c) => c.skin)).toBe(CHARACTERS.length);
    expect(distinct((c) => c.hair.style)).toBe(CHARACTERS.length);
    expect(distinct((c) => c.top.color)).toBe(CHARACTERS.length);
    expect(distinct((c) => c.legs.wear)).toBeGreaterThan(1);
    expect(distinct((c) => c.build.thigh + c.build.shin)).toBeGreaterThan(2);
    expect(distinct((c) => c.build.shoulders)).toBeGreaterThan(2);
    const tones = CHARACTERS.map((c) => luminance(c.skin));
    expect(Math.max(...tones) - Math.min(...tones)).toBeGreaterThan(0.5);
    // Each is drawn in their own colours.
    for (const [character, person] of CHARACTERS.entries()) {
      const used = fills(demonstrationFigure("march", "", { character }));
      // A buzz cut draws no hair shape: only then may the hair colour be missing.
      const hair = person.hair.style === "buzz" ? [] : [person.hair.color];
      for (const color of [person.skin, ...hair, person.top.color, person.legs.color, person.shoes]) {
        expect(used.has(color), `${person.name} ${color}`).toBe(true);
      }
    }
  });

  it("when a routine's exercises are drawn, then different people show them, and a chosen person wins (modulo their number)", () => {
    const titles = [
      "Neck Rotation",
      "Shoulder Shrugs",
      "Seated Torso Twist",
      "Chair Squats",
      "Front Kicks",
      "Wrist Circles",
    ];
    const people = titles.map((t) => demonstrationFigure(movementTypeOf(t), t).attrs["data-character"]);
    expect(new Set(people).size).toBeGreaterThanOrEqual(3);
    const count = CHARACTERS.length;
    expect(demonstrationFigure("kick", "Front Kicks", { character: count + 2 }).attrs["data-character"]).toBe(2);
    expect(demonstrationFigure("kick", "Front Kicks", { character: -1 }).attrs["data-character"]).toBe(count - 1);
  });

  it("when any title is drawn, then the figure is valid and the same title always shows the same person", () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const type = movementTypeOf(title);
        const first = demonstrationFigure(type, title);
        const again = demonstrationFigure(type, title);
        expect(svgMarkup(again)).toBe(svgMarkup(first));
        const character = Number(first.attrs["data-character"]);
        expect(Number.isInteger(character) && character >= 0 && character < CHARACTERS.length).toBe(true);
        expect(svgMarkup(first)).not.toMatch(/NaN|undefined/);
      }),
      { numRuns: 60 },
    );
  });

  it("when a figure is seen from the side or three-quarters, then its far leg is a darker tone than the near one", () => {
    // (The close-up face shows no legs.)
    for (const type of MOVEMENT_TYPES.filter((t) => MOVEMENTS[t].view !== "front" && MOVEMENTS[t].view !== "face")) {
      const [far, near] = legGroups(demonstrationFigure(type, "", { character: 0 }));
      expect(far && near, type).toBeTruthy();
      const [farFill, nearFill] = [far, near].map((g) => String(g?.children?.[0]?.attrs.fill));
      expect(luminance(farFill ?? ""), type).toBeLessThan(luminance(nearFill ?? ""));
    }
  });

  it("when kicks, lunges and marching are shown, then the figure is turned so both legs show, and the views are all used", () => {
    expect(MOVEMENTS.kick.view).not.toBe("front");
    expect(new Set(MOVEMENT_TYPES.map((t) => MOVEMENTS[t].view))).toEqual(
      new Set(["front", "side", "three-quarter", "face", "hands"]),
    );
    // The still pose (reduced motion, images) shows the movement, not the rest position.
    for (const type of ["kick", "march", "lunge", "squat", "arm-circles", "seated-march"] as const) {
      const spec = MOVEMENTS[type];
      const still = Math.round(Number(demonstrationFigure(type).attrs["data-still"]) * spec.poses.length);
      expect(Object.keys(spec.poses[still] ?? {}).length, type).toBeGreaterThan(0);
    }
  });

  it("when the embed player reads a figure as a tree, then its attributes are named as in SVG markup", () => {
    const tree = JSON.stringify(svgTree(demonstrationFigure("kick")));
    expect(tree).toContain('"stroke-width"');
    expect(tree).not.toMatch(/"stroke[A-Z]|"fill[A-Z]/);
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
