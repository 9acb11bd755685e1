import { CATEGORY_GROUPS } from "../categories";
import { movementTypeOf } from "./classify";
import { demonstrationFigure, type SvgNode } from "./figure";
import { locationArt, type Scene, sceneOf } from "./location-art";
import { MOVEMENTS, type MovementSpec } from "./movements";

/**
 * Each location's artwork as one drawing: its key movement's figure in the place the routine is made
 * for (an office desk, a standing desk, a living room, a studio, a party), on its category's colour.
 * The movements directory draws it inline, the server rasterises it for the page's hero and its
 * social image, so all three show the same picture.
 */
/** The drawing's height in its own units; its width follows the aspect asked for. */
export const ARTWORK_HEIGHT = 300;
const FLOOR = 262;
const FIGURE = 224;
const INK = "#14180c";

const el = (tag: string, attrs: Record<string, string | number>, children?: SvgNode[]): SvgNode =>
  children ? { tag, attrs, children } : { tag, attrs };
const box = (x: number, y: number, width: number, height: number, fill: string, extra: object = {}): SvgNode =>
  el("rect", { x, y, width, height, rx: 4, fill, ...extra });
const shade = (opacity: number) => ({ fill: INK, fillOpacity: opacity });
const ink = (opacity: number) => `rgba(20,24,12,${opacity})`;

function windowFrame(x: number, y: number, w: number, h: number): SvgNode[] {
  return [
    box(x, y, w, h, "#ffffff", { fillOpacity: 0.7, stroke: ink(0.25), strokeWidth: 4 }),
    el("line", { x1: x + w / 2, y1: y, x2: x + w / 2, y2: y + h, stroke: ink(0.25), strokeWidth: 4 }),
    el("line", { x1: x, y1: y + h / 2, x2: x + w, y2: y + h / 2, stroke: ink(0.25), strokeWidth: 4 }),
  ];
}

function plant(x: number): SvgNode[] {
  return [
    el("path", { d: `M${x} ${FLOOR - 44} q-22 -30 -6 -62 q10 26 6 62z`, fill: "#4f7a28" }),
    el("path", { d: `M${x} ${FLOOR - 44} q24 -24 14 -58 q-16 22 -14 58z`, fill: "#6b9a34" }),
    el("path", { d: `M${x - 16} ${FLOOR - 46} h32 l-5 46 h-22z`, fill: "#ffffff", fillOpacity: 0.85 }),
  ];
}

function desk(x: number, top: number, width: number, withMonitor: boolean): SvgNode[] {
  return [
    box(x, top, width, 9, ink(0.75)),
    box(x + 8, top + 9, 6, FLOOR - top - 9, ink(0.55)),
    box(x + width - 14, top + 9, 6, FLOOR - top - 9, ink(0.55)),
    ...(withMonitor
      ? [
          box(x + width / 2 - 34, top - 52, 68, 44, ink(0.8)),
          box(x + width / 2 - 29, top - 47, 58, 34, "#ffffff", { fillOpacity: 0.55 }),
          box(x + width / 2 - 4, top - 8, 8, 8, ink(0.7)),
        ]
      : [box(x + width / 2 - 26, top - 5, 52, 5, ink(0.8)), box(x + width / 2 - 22, top - 34, 44, 29, ink(0.7))]),
    el("rect", { x: x + 10, y: top - 16, width: 12, height: 16, rx: 3, fill: "#ffffff", fillOpacity: 0.9 }),
  ];
}

function sofa(x: number): SvgNode[] {
  return [
    box(x, FLOOR - 86, 150, 50, ink(0.3), { rx: 16 }),
    box(x - 8, FLOOR - 50, 166, 38, ink(0.42), { rx: 14 }),
    box(x + 4, FLOOR - 12, 8, 12, ink(0.6)),
    box(x + 138, FLOOR - 12, 8, 12, ink(0.6)),
  ];
}

function lamp(x: number): SvgNode[] {
  return [
    el("path", { d: `M${x - 22} ${FLOOR - 150} h44 l-12 -34 h-20z`, fill: "#ffffff", fillOpacity: 0.85 }),
    box(x - 2, FLOOR - 150, 4, 146, ink(0.6)),
    el("ellipse", { cx: x, cy: FLOOR - 3, rx: 18, ry: 4, fill: ink(0.6) }),
  ];
}

function lights(width: number): SvgNode[] {
  const colors = ["#ffffff", "#ffd166", "#ff7aa8", "#9b87f5"];
  const bulbs = Array.from({ length: Math.ceil(width / 34) }, (_, i) => {
    const x = 12 + i * 34;
    const y = 36 + 14 * Math.sin((x / width) * Math.PI);
    return el("circle", { cx: x, cy: y + 8, r: 6, fill: colors[i % colors.length] ?? "#ffffff" });
  });
  return [
    el("path", {
      d: `M0 34 Q${width / 2} 70 ${width} 34`,
      fill: "none",
      stroke: ink(0.45),
      strokeWidth: 2,
    }),
    ...bulbs,
  ];
}

function note(x: number, y: number): SvgNode[] {
  return [
    el("ellipse", { cx: x, cy: y, rx: 8, ry: 6, fill: ink(0.7), transform: `rotate(-20 ${x} ${y})` }),
    box(x + 6, y - 36, 3, 36, ink(0.7), { rx: 1 }),
    el("path", { d: `M${x + 7} ${y - 36} q14 6 12 20 q-2 -10 -12 -12z`, fill: ink(0.7) }),
  ];
}

/**
 * The props of each place, kept to the left and right edges. A figure that brings its own desk (desk
 * push-ups) gets a plant where the scene's desk would stand.
 */
function props(scene: Scene, width: number, ownDesk: boolean): SvgNode[] {
  const right = width;
  switch (scene) {
    case "office":
    case "standing-desk": {
      const deskOrPlant = ownDesk
        ? plant(right - 44)
        : scene === "office"
          ? desk(right - 122, FLOOR - 84, 130, true)
          : desk(right - 118, FLOOR - 126, 124, false);
      return [...windowFrame(22, 40, 86, 96), ...plant(50), ...deskOrPlant];
    }
    case "living-room":
      return [
        ...windowFrame(right - 112, 36, 92, 104),
        ...sofa(-70),
        ...lamp(right - 40),
        el("ellipse", { cx: width / 2, cy: FLOOR + 18, rx: width * 0.36, ry: 12, ...shade(0.12) }),
      ];
    case "studio":
      return [
        ...windowFrame(22, 36, 86, 110),
        ...plant(right - 44),
        box(width / 2 - 120, FLOOR - 4, 240, 10, "#ffffff", { fillOpacity: 0.6, rx: 5 }),
      ];
    case "party":
      return [...lights(width), ...note(46, 150), ...note(right - 58, 120), ...note(right - 34, 196)];
  }
}

/**
 * A location's artwork, `width` wide and ARTWORK_HEIGHT high in its own units (the props keep to the
 * edges, so a narrower canvas crops them, never the figure).
 */
export function locationArtwork(locationId: string, width = 400, exercise?: string): SvgNode {
  const art = { ...locationArt(locationId), ...(exercise ? { exercise } : {}) };
  const type = movementTypeOf(art.exercise);
  const figure = demonstrationFigure(type, art.exercise);
  const group = CATEGORY_GROUPS.find((g) => g.locationIds.includes(locationId));
  // The figure's own box is 176 units with its floor at 187 - 16 = 171 of them.
  const scale = FIGURE / 176;
  const figureTop = FLOOR - 171 * scale;
  return el("svg", { viewBox: `0 0 ${width} ${ARTWORK_HEIGHT}`, "data-scene": sceneOf(locationId) }, [
    box(0, 0, width, ARTWORK_HEIGHT, art.color, { rx: 0 }),
    el("circle", { cx: width / 2, cy: FLOOR - 96, r: 118, fill: "#ffffff", fillOpacity: 0.45 }),
    box(0, FLOOR, width, ARTWORK_HEIGHT - FLOOR, ink(0.08), { rx: 0 }),
    ...props(sceneOf(locationId), width, (MOVEMENTS[type] as MovementSpec).scene === "desk"),
    el(
      "svg",
      {
        x: width / 2 - FIGURE / 2,
        y: figureTop,
        width: FIGURE,
        height: FIGURE,
        viewBox: String(figure.attrs.viewBox),
        ...(group ? { "data-group": group.id } : {}),
      },
      figure.children ?? [],
    ),
  ]);
}
