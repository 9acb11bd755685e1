import { div, type MediaChild, type MediaElement, type Style } from "./element.js";
import { linesThatFit, measureHeights, pickFontSize, sizeSteps } from "./measure.js";
import { renderPng } from "./render.js";
import { brandMark, canvas, circle, dotGrid } from "./shapes.js";
import { cleanList, cleanText, displayUrl } from "./text.js";
import { COLORS } from "./theme.js";
import { bodyStyle, headingStyle } from "./typography.js";

export interface PosterInput {
  title: string;
  subtitle?: string;
  painPoint?: string;
  bullets?: string[];
  brand: string;
  url?: string;
}

/** Pinterest's recommended 2:3 pin. */
export const POSTER_SIZE = { width: 1000, height: 1500 } as const;

const LIMITS = { title: 120, subtitle: 140, painPoint: 22, bullet: 44, bullets: 4, brand: 32, url: 44 } as const;

const PAD_X = 80;
const CONTENT_WIDTH = POSTER_SIZE.width - 2 * PAD_X;
const BAND_HEIGHT = 156;
// The headline starts below the big disc in the top-right corner, so text never sits on lime.
const CONTENT_TOP = 360;
const CONTENT_BOTTOM_GAP = 72;
const CONTENT_HEIGHT = POSTER_SIZE.height - BAND_HEIGHT - CONTENT_TOP - CONTENT_BOTTOM_GAP;

const HEADLINE_SIZES = sizeSteps(136, 56, 6);
const HEADLINE = { lineHeight: 1.06, tracking: 0.022 } as const;
const ACCENT_BLOCK = 10 + 2 * 36;
const SUBTITLE = { fontSize: 38, lineHeight: 1.32, maxLines: 3 } as const;
const BULLET = { fontSize: 34, badge: 52, gap: 20, padY: 36, marginTop: 48, border: 1 } as const;

const headlineStyle = (fontSize: number) => headingStyle(fontSize, HEADLINE);
const subtitleStyle = bodyStyle(SUBTITLE);

/** A 1000x1500 PNG pin: headline, subtitle, up to four moves, and the brand with the site address. */
export async function renderPoster(input: PosterInput): Promise<Buffer> {
  return renderPng((await layoutPoster(input)).element, POSTER_SIZE);
}

/** The element tree and the headline size chosen for it (exposed for tests). */
export async function layoutPoster(input: PosterInput): Promise<{ element: MediaElement; headlineSize: number }> {
  const title = cleanText(input.title, LIMITS.title) || cleanText(input.brand, LIMITS.brand);
  const subtitle = cleanText(input.subtitle, LIMITS.subtitle);
  const painPoint = cleanText(input.painPoint, LIMITS.painPoint).toLocaleUpperCase("en-US");
  const bullets = cleanList(input.bullets, LIMITS.bullets, LIMITS.bullet);
  const brand = cleanText(input.brand, LIMITS.brand);
  const url = displayUrl(input.url, LIMITS.url);

  // One layout pass measures the subtitle and the headline at every candidate size.
  const heights = await measureHeights([
    ...(subtitle ? [{ text: subtitle, width: CONTENT_WIDTH, style: subtitleStyle }] : []),
    ...HEADLINE_SIZES.map((size) => ({ text: title, width: CONTENT_WIDTH, style: headlineStyle(size) })),
  ]);
  const subtitleHeight = subtitle ? (heights.shift() ?? 0) : 0;
  const bulletsHeight = bullets.length
    ? BULLET.marginTop +
      2 * (BULLET.padY + BULLET.border) +
      bullets.length * BULLET.badge +
      (bullets.length - 1) * BULLET.gap
    : 0;
  const headlineBudget = CONTENT_HEIGHT - ACCENT_BLOCK - subtitleHeight - bulletsHeight;
  const fontSize = pickFontSize(HEADLINE_SIZES, heights, headlineBudget);
  const headline: Style = {
    ...headlineStyle(fontSize),
    display: "block",
    color: COLORS.text,
    lineClamp: linesThatFit(headlineBudget, fontSize, HEADLINE.lineHeight),
  };

  const content: MediaChild[] = [
    div({ ...headline, width: CONTENT_WIDTH }, title),
    div({ width: 120, height: 10, borderRadius: 5, backgroundColor: COLORS.lime, margin: "36px 0" }),
  ];
  if (subtitle) content.push(div({ ...subtitleStyle, display: "block", color: COLORS.textMuted }, subtitle));
  if (bullets.length) content.push(bulletCard(bullets));

  const root = canvas(
    POSTER_SIZE,
    { backgroundColor: COLORS.dark, color: COLORS.text },
    [
      circle({ size: 1040, right: -380, top: -460, color: COLORS.lime, ring: 2, opacity: 0.16 }),
      circle({ size: 800, right: -260, top: -340, color: COLORS.lime, ring: 2, opacity: 0.3 }),
      circle({ size: 560, right: -140, top: -220, color: COLORS.lime }),
      circle({ size: 84, left: 330, top: 196, color: COLORS.limeSoft, ring: 12 }),
      dotGrid({ cols: 4, rows: 3, gap: 18, dot: 8, left: PAD_X, top: 230, color: COLORS.lime, opacity: 0.45 }),
    ],
    div(
      {
        display: "flex",
        flexDirection: "column",
        flexGrow: 1,
        padding: `72px ${PAD_X}px ${CONTENT_BOTTOM_GAP}px`,
      },
      painPoint ? painPointPill(painPoint) : div({ display: "flex" }),
      div({ display: "flex", flexGrow: 1 }),
      div({ display: "flex", flexDirection: "column", width: CONTENT_WIDTH }, ...content),
    ),
    brandBand(brand, url),
  );
  return { element: root, headlineSize: fontSize };
}

function painPointPill(text: string) {
  return div(
    {
      display: "flex",
      alignSelf: "flex-start",
      maxWidth: 420,
      padding: "12px 24px",
      borderRadius: 999,
      border: `2px solid ${COLORS.lime}`,
      color: COLORS.lime,
      fontSize: 24,
      fontWeight: 700,
      letterSpacing: 2.5,
    },
    div({ display: "block", lineClamp: 1 }, text),
  );
}

function bulletCard(bullets: string[]) {
  return div(
    {
      display: "flex",
      flexDirection: "column",
      gap: BULLET.gap,
      marginTop: BULLET.marginTop,
      padding: `${BULLET.padY}px 40px`,
      borderRadius: 28,
      backgroundColor: COLORS.darkRaised,
      border: `${BULLET.border}px solid ${COLORS.darkLine}`,
    },
    ...bullets.map((text, i) =>
      div(
        { display: "flex", alignItems: "center", gap: 24, height: BULLET.badge },
        div(
          {
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            flexShrink: 0,
            width: BULLET.badge,
            height: BULLET.badge,
            borderRadius: BULLET.badge / 2,
            backgroundColor: COLORS.lime,
            color: COLORS.ink,
            fontSize: 26,
            fontWeight: 700,
          },
          String(i + 1),
        ),
        div(
          {
            display: "block",
            flexGrow: 1,
            fontSize: BULLET.fontSize,
            lineHeight: 1.2,
            lineClamp: 1,
            color: COLORS.text,
          },
          text,
        ),
      ),
    ),
  );
}

function brandBand(brand: string, url: string) {
  return div(
    {
      display: "flex",
      alignItems: "center",
      gap: 28,
      height: BAND_HEIGHT,
      flexShrink: 0,
      padding: `0 ${PAD_X}px`,
      backgroundColor: COLORS.lime,
      color: COLORS.ink,
    },
    brandMark(76, COLORS.dark, COLORS.lime),
    div(
      { display: "flex", flexDirection: "column", flexGrow: 1, gap: 4 },
      div({ display: "block", fontSize: 46, fontWeight: 700, letterSpacing: -0.8, lineClamp: 1 }, brand),
      ...(url ? [div({ display: "block", fontSize: 28, color: COLORS.inkMuted, lineClamp: 1 }, url)] : []),
    ),
  );
}
