import { div } from "./element.js";
import { linesThatFit, measureHeights, pickFontSize, sizeSteps } from "./measure.js";
import { renderPng } from "./render.js";
import { brandMark, canvas, circle, dotGrid } from "./shapes.js";
import { cleanText } from "./text.js";
import { COLORS } from "./theme.js";
import { bodyStyle, headingStyle } from "./typography.js";

export interface DefaultSocialImageInput {
  brand: string;
  tagline: string;
}

/** The site's default social image (public-site spec, section 9: 1200x630). */
export const DEFAULT_SOCIAL_SIZE = { width: 1200, height: 630 } as const;

const LIMITS = { brand: 24, tagline: 90 } as const;
const PAD = 80;
const TEXT_WIDTH = 720;
const TAGLINE_SIZES = sizeSteps(44, 30, 2);
const TAGLINE_LINE_HEIGHT = 1.3;
const TAGLINE_MAX_HEIGHT = 180;
const BRAND_MIN = 56;
const BRAND_SIZES = sizeSteps(104, BRAND_MIN, 8);
const BRAND_LINE_HEIGHT = 1.05;

const taglineStyle = (fontSize: number) => bodyStyle({ fontSize, lineHeight: TAGLINE_LINE_HEIGHT });
const brandStyle = (fontSize: number) => headingStyle(fontSize, { lineHeight: BRAND_LINE_HEIGHT, tracking: 0.03 });

/** A light 1200x630 PNG: the brand mark and name, the tagline, and lime geometry on the right. */
export async function renderDefaultSocialImage(input: DefaultSocialImageInput): Promise<Buffer> {
  const brand = cleanText(input.brand, LIMITS.brand);
  const tagline = cleanText(input.tagline, LIMITS.tagline);
  const brandWidth = TEXT_WIDTH - 140;

  const heights = await measureHeights([
    ...BRAND_SIZES.map((size) => ({ text: brand, width: brandWidth, style: brandStyle(size) })),
    ...TAGLINE_SIZES.map((size) => ({ text: tagline, width: TEXT_WIDTH, style: taglineStyle(size) })),
  ]);
  // The brand name stays on one line: the largest size at which it measures one line high.
  const brandHeights = heights.slice(0, BRAND_SIZES.length);
  const brandSize =
    BRAND_SIZES.find((size, i) => (brandHeights[i] ?? Number.POSITIVE_INFINITY) <= size * BRAND_LINE_HEIGHT + 1) ??
    BRAND_MIN;
  const taglineSize = pickFontSize(TAGLINE_SIZES, heights.slice(BRAND_SIZES.length), TAGLINE_MAX_HEIGHT);

  const root = canvas(
    DEFAULT_SOCIAL_SIZE,
    { backgroundColor: COLORS.light, color: COLORS.ink },
    [
      circle({ size: 900, left: 820, top: -140, color: COLORS.lime, ring: 2, opacity: 0.45 }),
      circle({ size: 700, left: 900, top: -40, color: COLORS.lime }),
      circle({ size: 150, left: 840, top: 420, color: COLORS.dark, ring: 16 }),
      dotGrid({ cols: 6, rows: 2, gap: 18, dot: 8, left: PAD, top: 64, color: COLORS.lime }),
      div({
        position: "absolute",
        left: 0,
        bottom: 0,
        width: DEFAULT_SOCIAL_SIZE.width,
        height: 14,
        backgroundColor: COLORS.lime,
      }),
    ],
    div(
      { display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1, padding: `0 ${PAD}px` },
      div(
        { display: "flex", alignItems: "center", gap: 32 },
        brandMark(112, COLORS.lime, COLORS.dark),
        div({ ...brandStyle(brandSize), display: "block", width: brandWidth, lineClamp: 1 }, brand),
      ),
      ...(tagline
        ? [
            div(
              {
                ...taglineStyle(taglineSize),
                display: "block",
                width: TEXT_WIDTH,
                marginTop: 36,
                color: COLORS.inkMuted,
                lineClamp: linesThatFit(TAGLINE_MAX_HEIGHT, taglineSize, TAGLINE_LINE_HEIGHT),
              },
              tagline,
            ),
          ]
        : []),
    ),
  );
  return renderPng(root, DEFAULT_SOCIAL_SIZE);
}
