/**
 * The furniture under and beside the figure: a chair with a cushion, a desk with a laptop. Flat shapes
 * in wood and fabric tones that sit back from the person (lighter, no skin or clothes colours).
 */

import type { View } from "./movements";
import type { Point } from "./svg";
import { rect, type SvgNode } from "./svg";

const WOOD = "#b98a5e";
const WOOD_DARK = "#94683f";
const CUSHION = "#a9c47f";
const CUSHION_DARK = "#8fae66";
const FLOOR_Y = 187;

/**
 * A chair for a person whose hip is at `hip` when seated, the seat's top at `seatY`; seen from the front
 * or from the side (the three-quarter view shows it as from the side).
 */
export function chair(view: View, hip: Point, seatY: number, thighLength: number): SvgNode[] {
  const [x] = hip;
  if (view === "front") {
    const half = 22;
    return [
      rect(x - half + 3, seatY - 56, half * 2 - 6, 52, WOOD_DARK, 6),
      rect(x - half + 7, seatY - 51, half * 2 - 14, 40, CUSHION_DARK, 5),
      rect(x - half + 2, seatY + 6, 5, FLOOR_Y - seatY - 7, WOOD_DARK, 2),
      rect(x + half - 7, seatY + 6, 5, FLOOR_Y - seatY - 7, WOOD_DARK, 2),
      rect(x - half, seatY, half * 2, 8, WOOD, 3),
      rect(x - half + 1, seatY - 4, half * 2 - 2, 6, CUSHION, 3),
    ];
  }
  const back = x - 17;
  const front = x + Math.min(thighLength * 0.78, 28);
  return [
    rect(back - 4, seatY - 56, 7, 62, WOOD_DARK, 3),
    rect(back + 3, seatY - 50, 5, 34, CUSHION_DARK, 2.5),
    rect(back, seatY + 6, 5, FLOOR_Y - seatY - 7, WOOD_DARK, 2),
    rect(front - 6, seatY + 6, 5, FLOOR_Y - seatY - 7, WOOD_DARK, 2),
    rect(back - 2, seatY + 2, front - back + 2, 6, WOOD, 3),
    rect(back + 1, seatY - 3, front - back - 2, 6, CUSHION, 3),
  ];
}

/** A desk to the figure's right (side view), with a laptop on it. */
export function desk(): SvgNode[] {
  return [
    rect(138, 123, 5, 63, WOOD_DARK, 2),
    rect(182, 123, 5, 63, WOOD_DARK, 2),
    rect(150, 123, 30, 20, WOOD, 2),
    rect(130, 116, 64, 8, WOOD, 3),
    rect(160, 96, 4, 20, "#5b6478", 1.5),
    rect(152, 113, 26, 3, "#7c869b", 1.5),
  ];
}
