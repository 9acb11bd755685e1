import { div, type MediaChild, type MediaElement } from "./element.js";
import { linesThatFit, measureHeights, pickFontSize, sizeSteps } from "./measure.js";
import { renderPng } from "./render.js";
import { brandMark, canvas, circle, dotGrid } from "./shapes.js";
import { cleanText } from "./text.js";
import { COLORS } from "./theme.js";
import { bodyStyle, headingStyle } from "./typography.js";

export interface HeroImageInput {
  headline: string;
  subheadline?: string;
  brand: string;
}

/** The Open Graph size, so the hero doubles as the landing page's social image. */
export const HERO_SIZE = { width: 1200, height: 630 } as const;

const LIMITS = { headline: 110, subheadline: 150, brand: 32 } as const;

const PAD = 72;
const TEXT_WIDTH = 660;
const BRAND_ROW = 56;
const BRAND_GAP = 44;
const SUB_GAP = 24;
const TEXT_HEIGHT = HERO_SIZE.height - 2 * PAD - BRAND_ROW - BRAND_GAP;

const HEADLINE_SIZES = sizeSteps(76, 40, 4);
const HEADLINE = { lineHeight: 1.08, tracking: 0.02 } as const;
const SUB = { fontSize: 28, lineHeight: 1.35, maxLines: 3 } as const;

const headlineStyle = (fontSize: number) => headingStyle(fontSize, HEADLINE);
const subStyle = bodyStyle(SUB);

/** A 1200x630 PNG: brand, headline and subheadline on the left, the brand figure on the right. */
export async function renderHeroImage(input: HeroImageInput): Promise<Buffer> {
  return renderPng((await layoutHeroImage(input)).element, HERO_SIZE);
}

/** The element tree and the headline size chosen for it (exposed for tests). */
export async function layoutHeroImage(input: HeroImageInput): Promise<{ element: MediaElement; headlineSize: number }> {
  const brand = cleanText(input.brand, LIMITS.brand);
  const headline = cleanText(input.headline, LIMITS.headline) || brand;
  const sub = cleanText(input.subheadline, LIMITS.subheadline);

  const heights = await measureHeights([
    ...(sub ? [{ text: sub, width: TEXT_WIDTH, style: subStyle }] : []),
    ...HEADLINE_SIZES.map((size) => ({ text: headline, width: TEXT_WIDTH, style: headlineStyle(size) })),
  ]);
  const subHeight = sub ? (heights.shift() ?? 0) + SUB_GAP : 0;
  const budget = TEXT_HEIGHT - subHeight;
  const fontSize = pickFontSize(HEADLINE_SIZES, heights, budget);

  const text: MediaChild[] = [
    div(
      {
        ...headlineStyle(fontSize),
        display: "block",
        width: TEXT_WIDTH,
        color: COLORS.text,
        lineClamp: linesThatFit(budget, fontSize, HEADLINE.lineHeight),
      },
      headline,
    ),
  ];
  if (sub) {
    text.push(
      div({ ...subStyle, display: "block", width: TEXT_WIDTH, marginTop: SUB_GAP, color: COLORS.textMuted }, sub),
    );
  }

  const root = canvas(
    HERO_SIZE,
    { backgroundColor: COLORS.dark, color: COLORS.text },
    [
      circle({ size: 760, left: 720, top: -65, color: COLORS.lime, ring: 2, opacity: 0.18 }),
      circle({ size: 600, left: 800, top: 15, color: COLORS.lime, ring: 2, opacity: 0.35 }),
      circle({ size: 440, left: 880, top: 95, color: COLORS.lime }),
      figure({ size: 300, left: 950, top: 165 }),
      dotGrid({ cols: 5, rows: 3, gap: 16, dot: 7, left: 760, bottom: 40, color: COLORS.lime, opacity: 0.5 }),
    ],
    div(
      { display: "flex", flexDirection: "column", flexGrow: 1, padding: PAD },
      div(
        { display: "flex", alignItems: "center", gap: 18, height: BRAND_ROW },
        brandMark(BRAND_ROW),
        div({ display: "block", fontSize: 30, fontWeight: 700, letterSpacing: -0.4, lineClamp: 1 }, brand),
      ),
      div({ display: "flex", flexGrow: 1 }),
      div({ display: "flex", flexDirection: "column", width: TEXT_WIDTH }, ...text),
    ),
  );
  return { element: root, headlineSize: fontSize };
}

/** The brand figure without its tile, large, on the lime disc. */
function figure(at: { size: number; left: number; top: number }) {
  return div(
    { display: "flex", position: "absolute", left: at.left, top: at.top },
    brandMark(at.size, "transparent", COLORS.dark),
  );
}
