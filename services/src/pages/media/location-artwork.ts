import { svgMarkup } from "@movebreak/shared/demonstrations/figure";
import { ARTWORK_HEIGHT, locationArtwork } from "@movebreak/shared/demonstrations/location-scene";
import {
  LOCATION_HERO_SIZE,
  LOCATION_THUMBNAIL_SIZE,
  SHARE_IMAGE_SIZE as SHARE_CARD_SIZE,
} from "@movebreak/shared/share-images";
import { Resvg } from "@resvg/resvg-js";
import UPNG from "upng-js";
import { div } from "./element.js";
import { linesThatFit, measureHeights, pickFontSize, sizeSteps } from "./measure.js";
import { renderSvg } from "./render.js";
import { brandMark, canvas } from "./shapes.js";
import { cleanText } from "./text.js";
import { COLORS } from "./theme.js";
import { bodyStyle, headingStyle } from "./typography.js";

/**
 * The location artwork as images (issue 18 item 2, issue 22 item 3): the same drawing the movements
 * directory shows inline, rasterised for a location page's hero, and a 1200x630 share card that puts
 * the page's own title beside it (location pages and shared routines).
 */

const render = (svg: string) =>
  new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render();
const rasterise = (svg: string) => render(svg).asPng();

/**
 * The artwork as a 256-colour PNG: flat shapes in a few dozen colours, so the palette loses nothing a reader sees,
 * and the file is less than half the size (a hero 47 KB as RGBA, 20 KB as a palette; a page's largest paint over a
 * slow phone network, issue 34). About 0.1 s more in the CPU pool, once per picture (they are kept by content hash).
 */
function rasteriseFlat(svg: string): Buffer {
  const { pixels, width, height } = render(svg);
  const rgba = pixels.buffer.slice(pixels.byteOffset, pixels.byteOffset + pixels.byteLength) as ArrayBuffer;
  return Buffer.from(UPNG.encode([rgba], width, height, 256));
}

/** The drawing placed at (x, y), `width` x `height` pixels, its own width matching that aspect. */
function artworkAt(
  locationId: string,
  x: number,
  y: number,
  width: number,
  height: number,
  exercise?: string,
  movement?: string,
): string {
  const art = locationArtwork(locationId, Math.round((width / height) * ARTWORK_HEIGHT), exercise, movement);
  return svgMarkup({ ...art, attrs: { ...art.attrs, x, y, width, height } }, false);
}

/** The artwork alone, `width` x `height` pixels (no text: the heading or the card's title is beside it). */
function renderArtwork(
  locationId: string,
  { width, height }: { width: number; height: number },
  exercise?: string,
  movement?: string,
): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${artworkAt(locationId, 0, 0, width, height, exercise, movement)}</svg>`;
  return rasteriseFlat(svg);
}

/** The location page's hero: its artwork, 960x720, drawing `exercise` (the routine's first move) when given. */
export function renderLocationHero(input: { locationId: string; exercise?: string; movement?: string }): Buffer {
  return renderArtwork(input.locationId, LOCATION_HERO_SIZE, input.exercise, input.movement);
}

/**
 * A location card's picture (the movements directory and "More Desk Exercises"): the same drawing at 480x360
 * (a 240 px card on a 2x screen), an image instead of ~50 inline SVG elements per card (issue 20).
 */
export function renderLocationThumbnail(input: { locationId: string }): Buffer {
  return renderArtwork(input.locationId, LOCATION_THUMBNAIL_SIZE);
}

export interface ShareCardInput {
  /** The location whose artwork the card shows. */
  locationId: string;
  /** "DESK STRETCHES" or "SHARED ROUTINE". */
  kicker: string;
  /** The page's own title, as its heading reads. */
  title: string;
  /** "4 exercises • 15 seconds each". */
  detail: string;
  brand: string;
}

const LIMITS = { kicker: 40, title: 90, detail: 60, brand: 32 } as const;
const PANEL = 600;
const PAD = 64;
const TEXT_WIDTH = PANEL - PAD * 2;
const TITLE_SIZES = sizeSteps(64, 40, 4);
const TITLE_LINE_HEIGHT = 1.08;
const TITLE_MAX_HEIGHT = 300;
const titleStyle = (fontSize: number) => headingStyle(fontSize, { lineHeight: TITLE_LINE_HEIGHT, tracking: 0.02 });

/** A 1200x630 card: the brand, the kicker, the title and the detail on the left, the artwork on the right. */
export async function renderShareCard(input: ShareCardInput): Promise<Buffer> {
  const kicker = cleanText(input.kicker, LIMITS.kicker).toLocaleUpperCase("en-US");
  const title = cleanText(input.title, LIMITS.title);
  const detail = cleanText(input.detail, LIMITS.detail);
  const brand = cleanText(input.brand, LIMITS.brand);
  const heights = await measureHeights(
    TITLE_SIZES.map((size) => ({ text: title, width: TEXT_WIDTH, style: titleStyle(size) })),
  );
  const titleSize = pickFontSize(TITLE_SIZES, heights, TITLE_MAX_HEIGHT);

  const text = canvas(
    SHARE_CARD_SIZE,
    { backgroundColor: COLORS.light, color: COLORS.ink },
    [div({ position: "absolute", left: 0, bottom: 0, width: PANEL, height: 12, backgroundColor: COLORS.lime })],
    div(
      {
        display: "flex",
        flexDirection: "column",
        // Content-box: the padding is outside these sizes.
        width: TEXT_WIDTH,
        height: SHARE_CARD_SIZE.height - PAD * 2,
        padding: `${PAD}px`,
      },
      div(
        { display: "flex", alignItems: "center", gap: 18 },
        brandMark(52, COLORS.lime, COLORS.dark),
        div({ ...headingStyle(34, { lineHeight: 1.1, tracking: 0.02 }), display: "block" }, brand),
      ),
      div({ display: "flex", flexGrow: 1 }),
      div(
        { ...bodyStyle({ fontSize: 24, lineHeight: 1.3, maxLines: 1 }), display: "block", color: COLORS.inkMuted },
        kicker,
      ),
      div(
        {
          ...titleStyle(titleSize),
          display: "block",
          width: TEXT_WIDTH,
          marginTop: 14,
          lineClamp: linesThatFit(TITLE_MAX_HEIGHT, titleSize, TITLE_LINE_HEIGHT),
        },
        title,
      ),
      div(
        {
          ...bodyStyle({ fontSize: 28, lineHeight: 1.3, maxLines: 1 }),
          display: "block",
          marginTop: 22,
          color: COLORS.inkMuted,
        },
        detail,
      ),
      div({ display: "flex", flexGrow: 1 }),
    ),
  );
  const svg = await renderSvg(text, SHARE_CARD_SIZE);
  // The drawing goes in as vector shapes beside satori's layout (satori lays out text, not SVG children).
  const art = artworkAt(input.locationId, PANEL, 0, SHARE_CARD_SIZE.width - PANEL, SHARE_CARD_SIZE.height);
  return rasterise(svg.replace(/<\/svg>\s*$/u, `${art}</svg>`));
}
