import { demonstrationFigure, drawingOf, type SvgNode } from "./figure";
import { characterOf, locationArt, stagingOf } from "./location-art";
import { el } from "./scenes/kit";
import { paletteOf } from "./scenes/palette";
import type { Room } from "./scenes/room";
import { SETTINGS } from "./scenes/settings";

/**
 * Each location's artwork as one drawing: its key movement's figure in the place its routine is made
 * for (scenes/: a home office, a kitchen table, a park...), in its category's colours. The server
 * rasterises it for the page's hero, the directory's cards and the social image, so all show the same
 * picture; the story page draws the same rooms around its previews (sceneWithSlot).
 */
/** The drawing's height in its own units; its width follows the aspect asked for. */
export const ARTWORK_HEIGHT = 300;
/** Where the wall meets the floor, and where the figure's feet are (in front of the wall). */
const HORIZON = 212;
const FEET = 270;
/** The figure's drawn size; its own box is 176 units with its floor at 187 - 16 = 171 of them. */
const FIGURE = 206;

const PLACES = { left: 0.3, centre: 0.5, right: 0.7 } as const;

/** Where a scene leaves room for its figure: its box in the drawing's units. */
export interface FigureSlot {
  x: number;
  y: number;
  size: number;
}

/** A location's scene without its figure, `width` wide, and the box the figure goes in. */
export function sceneWithSlot(locationId: string, width = 400): { scene: SvgNode; slot: FigureSlot } {
  const staging = stagingOf(locationId);
  const fx = width * PLACES[staging.at];
  const room: Room = {
    w: width,
    h: ARTWORK_HEIGHT,
    horizon: HORIZON,
    pal: paletteOf(locationArt(locationId).group, staging.tone, staging.time),
    fx,
    feet: FEET,
  };
  const slot = { x: fx - FIGURE / 2, y: FEET - (171 * FIGURE) / 176, size: FIGURE };
  const scene = el("svg", { viewBox: `0 0 ${width} ${ARTWORK_HEIGHT}`, "data-scene": staging.setting }, [
    ...SETTINGS[staging.setting].draw(room),
    // The figure's shadow on the floor.
    el("ellipse", { cx: fx, cy: FEET + 2, rx: 62, ry: 7, fill: "#14180c", fillOpacity: 0.14 }),
  ]);
  return { scene, slot };
}

/**
 * A location's artwork, `width` wide and ARTWORK_HEIGHT high in its own units; `exercise` draws
 * another move of its routine in the same place (a page's hero shows the one that plays first).
 */
export function locationArtwork(locationId: string, width = 400, exercise?: string, movement?: string): SvgNode {
  const art = locationArt(locationId);
  const title = exercise ?? art.exercise;
  // The move's own drawing when its instructions (or the card's key move) name a movement; else its title's kind.
  const drawn = exercise === undefined ? art.movement : movement;
  const figure = demonstrationFigure(drawingOf(title, drawn), title, { character: characterOf(locationId) });
  const { scene, slot } = sceneWithSlot(locationId, width);
  const placed = el(
    "svg",
    // The figure's own attributes (its viewBox, the movement it shows) with its place in the scene.
    { ...figure.attrs, x: slot.x, y: slot.y, width: slot.size, height: slot.size },
    figure.children ?? [],
  );
  return { ...scene, children: [...(scene.children ?? []), placed] };
}
