import satori from "satori";
import { div, type SatoriInput, type Style } from "./element.js";
import { loadFonts } from "./fonts.js";

export interface TextBlock {
  text: string;
  width: number;
  style: Style;
}

/**
 * The laid-out height of each block, measured by satori itself (same fonts, same line
 * breaking as the final render) in a single layout pass.
 */
export async function measureHeights(blocks: readonly TextBlock[]): Promise<number[]> {
  if (blocks.length === 0) return [];
  const heights: number[] = [];
  const root = div(
    { display: "flex", flexDirection: "column", alignItems: "flex-start" },
    ...blocks.map((b) => div({ ...b.style, display: "block", width: b.width }, b.text)),
  );
  await satori(root as unknown as SatoriInput, {
    width: Math.max(...blocks.map((b) => b.width)),
    fonts: await loadFonts(),
    loadAdditionalAsset: async () => [],
    onNodeDetected: (node) => {
      if (node.type === "div") heights.push(node.height);
    },
  });
  const measured = heights.slice(1); // the first node is the root
  if (measured.length !== blocks.length) throw new Error(`measured ${measured.length} of ${blocks.length} text blocks`);
  return measured;
}

/** The largest candidate size at which `text` fits `maxHeight`, else the smallest one. */
export function pickFontSize(sizes: readonly number[], heights: readonly number[], maxHeight: number): number {
  for (let i = 0; i < sizes.length; i++) {
    const height = heights[i];
    const size = sizes[i];
    if (size !== undefined && height !== undefined && height <= maxHeight) return size;
  }
  const smallest = sizes[sizes.length - 1];
  if (smallest === undefined) throw new Error("no candidate font sizes");
  return smallest;
}

/** Candidate sizes from `max` down to `min` in `step`s; `min` is always the last one. */
export function sizeSteps(max: number, min: number, step: number): number[] {
  const sizes: number[] = [];
  for (let s = max; s > min; s -= step) sizes.push(s);
  sizes.push(min);
  return sizes;
}

/** How many lines of `fontSize` text at `lineHeight` fit in `maxHeight` (at least one). */
export function linesThatFit(maxHeight: number, fontSize: number, lineHeight: number): number {
  return Math.max(1, Math.floor((maxHeight + 0.5) / (fontSize * lineHeight)));
}
