import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import type { MediaElement, SatoriInput } from "./element.js";
import { loadFonts } from "./fonts.js";

export interface Size {
  width: number;
  height: number;
}

/** Lays `element` out with satori (text becomes paths) and rasterises the SVG with resvg. */
export async function renderPng(element: MediaElement, size: Size): Promise<Buffer> {
  const svg = await renderSvg(element, size);
  // Text is already outlined in the SVG, so resvg never needs (or scans for) system fonts.
  const resvg = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
  return resvg.render().asPng();
}

export async function renderSvg(element: MediaElement, size: Size): Promise<string> {
  return satori(element as unknown as SatoriInput, {
    width: size.width,
    height: size.height,
    fonts: await loadFonts(),
    // Scripts Inter lacks (CJK, emoji...) get no extra font: nothing is fetched at render time.
    loadAdditionalAsset: async () => [],
  });
}
