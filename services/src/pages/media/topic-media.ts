import { div, type MediaChild, type MediaElement, type Style } from "./element.js";
import { renderPng } from "./render.js";
import { brandMark, canvas, circle, dotGrid } from "./shapes.js";
import { cleanList, cleanText } from "./text.js";
import { COLORS } from "./theme.js";
import { bodyStyle, headingStyle } from "./typography.js";

/**
 * Images that show a generated page's topic (issue 19, item 5): the body area, the place and the
 * routine's moves, not the page's headline again. The poster comes in four layouts; each carries
 * the site's logo and name, never a host name.
 */
export const TOPIC_POSTER_LAYOUTS = ["list", "checklist", "split", "minute"] as const;
export type TopicPosterLayout = (typeof TOPIC_POSTER_LAYOUTS)[number];

/** One of the four layouts, the same for every page of one pain point and place (a stable hash of both). */
export function posterLayoutOf(painPoint: string, place: string): TopicPosterLayout {
  let hash = 2166136261;
  for (const char of `${painPoint}:${place}`) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return TOPIC_POSTER_LAYOUTS[hash % TOPIC_POSTER_LAYOUTS.length] ?? "list";
}

export interface TopicMediaInput {
  /** "Wrist pain". */
  kicker: string;
  /** "3 moves for your wrists". */
  title: string;
  /** "In a coworking space, between meetings". */
  place: string;
  moves: string[];
  brand: string;
}

export const TOPIC_POSTER_SIZE = { width: 1000, height: 1500 } as const;
export const TOPIC_HERO_SIZE = { width: 1200, height: 630 } as const;

const LIMITS = { kicker: 26, title: 60, place: 70, move: 34, moves: 5, brand: 32 } as const;

function clean(input: TopicMediaInput) {
  return {
    kicker: cleanText(input.kicker, LIMITS.kicker).toLocaleUpperCase("en-US"),
    title: cleanText(input.title, LIMITS.title),
    place: cleanText(input.place, LIMITS.place),
    moves: cleanList(input.moves, LIMITS.moves, LIMITS.move),
    brand: cleanText(input.brand, LIMITS.brand),
  };
}

const heading = (fontSize: number, color: string, lines: number): Style => ({
  ...headingStyle(fontSize, { lineHeight: 1.08, tracking: 0.02 }),
  display: "block",
  color,
  lineClamp: lines,
});
const body = (fontSize: number, color: string, lines = 1): Style => ({
  ...bodyStyle({ fontSize, lineHeight: 1.3, maxLines: lines }),
  display: "block",
  color,
});

function logoRow(brand: string, color: string, tile: string, figure: string): MediaElement {
  return div(
    { display: "flex", alignItems: "center", gap: 22 },
    brandMark(64, tile, figure),
    div({ ...heading(42, color, 1) }, brand),
  );
}

/** The moves as numbered rows; `check` draws square badges (a checklist) instead of round ones. */
function moveRows(moves: string[], opts: { color: string; badge: string; badgeText: string; check?: boolean }) {
  return div(
    { display: "flex", flexDirection: "column", gap: 22 },
    ...moves.map((move, i) =>
      div(
        { display: "flex", alignItems: "center", gap: 24 },
        div(
          {
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            flexShrink: 0,
            width: 56,
            height: 56,
            borderRadius: opts.check ? 14 : 28,
            backgroundColor: opts.badge,
            color: opts.badgeText,
            fontSize: 28,
            fontWeight: 700,
          },
          String(i + 1),
        ),
        div(body(38, opts.color), move),
      ),
    ),
  );
}

function listLayout(t: ReturnType<typeof clean>): MediaElement {
  return canvas(
    TOPIC_POSTER_SIZE,
    { backgroundColor: COLORS.dark, color: COLORS.text },
    [
      circle({ size: 640, right: -260, top: -260, color: COLORS.lime, ring: 2, opacity: 0.3 }),
      dotGrid({ cols: 5, rows: 3, gap: 18, dot: 8, left: 80, top: 1240, color: COLORS.lime, opacity: 0.4 }),
    ],
    div(
      { display: "flex", flexDirection: "column", flexGrow: 1, padding: "90px 80px", gap: 40 },
      div(body(30, COLORS.lime), t.kicker),
      div(heading(96, COLORS.text, 3), t.title),
      div(body(36, COLORS.textMuted, 2), t.place),
      div({ display: "flex", flexGrow: 1 }),
      moveRows(t.moves, { color: COLORS.text, badge: COLORS.lime, badgeText: COLORS.ink }),
      div({ display: "flex", flexGrow: 1 }),
      logoRow(t.brand, COLORS.text, COLORS.lime, COLORS.dark),
    ),
  );
}

function checklistLayout(t: ReturnType<typeof clean>): MediaElement {
  return canvas(
    TOPIC_POSTER_SIZE,
    { backgroundColor: COLORS.light, color: COLORS.ink },
    [],
    div(
      { display: "flex", flexDirection: "column", padding: "90px 80px", gap: 28, backgroundColor: COLORS.lime },
      div(body(30, COLORS.inkMuted), t.kicker),
      div(heading(88, COLORS.ink, 3), t.title),
    ),
    div(
      { display: "flex", flexDirection: "column", flexGrow: 1, padding: "70px 80px", gap: 44 },
      div(body(36, COLORS.inkMuted, 2), t.place),
      moveRows(t.moves, { color: COLORS.ink, badge: COLORS.dark, badgeText: COLORS.lime, check: true }),
      div({ display: "flex", flexGrow: 1 }),
      logoRow(t.brand, COLORS.ink, COLORS.dark, COLORS.lime),
    ),
  );
}

function splitLayout(t: ReturnType<typeof clean>): MediaElement {
  return canvas(
    TOPIC_POSTER_SIZE,
    { backgroundColor: COLORS.dark, color: COLORS.text },
    [],
    div(
      {
        display: "flex",
        flexDirection: "column",
        justifyContent: "flex-end",
        height: 620,
        padding: "80px",
        gap: 24,
        backgroundColor: COLORS.darkRaised,
        borderBottom: `12px solid ${COLORS.lime}`,
      },
      div(heading(120, COLORS.lime, 2), t.kicker),
      div(body(36, COLORS.textMuted, 2), t.place),
    ),
    div(
      { display: "flex", flexDirection: "column", flexGrow: 1, padding: "70px 80px", gap: 44 },
      div(heading(64, COLORS.text, 2), t.title),
      moveRows(t.moves, { color: COLORS.text, badge: COLORS.darkLine, badgeText: COLORS.lime }),
      div({ display: "flex", flexGrow: 1 }),
      logoRow(t.brand, COLORS.text, COLORS.lime, COLORS.dark),
    ),
  );
}

function minuteLayout(t: ReturnType<typeof clean>): MediaElement {
  return canvas(
    TOPIC_POSTER_SIZE,
    { backgroundColor: COLORS.dark, color: COLORS.text },
    [circle({ size: 360, left: 320, top: 110, color: COLORS.lime, ring: 18 })],
    div(
      { display: "flex", flexDirection: "column", alignItems: "center", flexGrow: 1, padding: "90px 80px", gap: 36 },
      div(
        { display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", height: 380 },
        div(heading(120, COLORS.lime, 1), "1"),
        div(body(36, COLORS.textMuted), "minute a move"),
      ),
      div({ ...heading(76, COLORS.text, 3), textAlign: "center" }, t.title),
      div({ ...body(34, COLORS.textMuted, 2), textAlign: "center" }, `${t.kicker.toLowerCase()} · ${t.place}`),
      div(
        { display: "flex", flexWrap: "wrap", justifyContent: "center", gap: 16, marginTop: 20 },
        ...t.moves.map((move) =>
          div(
            {
              display: "flex",
              padding: "14px 26px",
              borderRadius: 999,
              border: `2px solid ${COLORS.lime}`,
              color: COLORS.text,
              fontSize: 30,
            },
            move,
          ),
        ),
      ),
      div({ display: "flex", flexGrow: 1 }),
      logoRow(t.brand, COLORS.text, COLORS.lime, COLORS.dark),
    ),
  );
}

const LAYOUTS: Record<TopicPosterLayout, (t: ReturnType<typeof clean>) => MediaElement> = {
  list: listLayout,
  checklist: checklistLayout,
  split: splitLayout,
  minute: minuteLayout,
};

export function layoutTopicPoster(input: TopicMediaInput & { layout: TopicPosterLayout }): MediaElement {
  return LAYOUTS[input.layout](clean(input));
}

/** A 1000x1500 Pinterest poster in one of the four layouts. */
export async function renderTopicPoster(input: TopicMediaInput & { layout: TopicPosterLayout }): Promise<Buffer> {
  return renderPng(layoutTopicPoster(input), TOPIC_POSTER_SIZE);
}

/** A 1200x630 hero: the body area and the place on the left, the routine's moves on the right, the logo. */
export function layoutTopicHero(input: TopicMediaInput): MediaElement {
  const t = clean(input);
  const children: MediaChild[] = [
    div(
      { display: "flex", flexDirection: "column", width: 560, gap: 22 },
      div(body(24, COLORS.lime), t.kicker),
      div(heading(60, COLORS.text, 3), t.title),
      div(body(26, COLORS.textMuted, 2), t.place),
      div({ display: "flex", flexGrow: 1 }),
      logoRow(t.brand, COLORS.text, COLORS.lime, COLORS.dark),
    ),
    div(
      {
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        flexGrow: 1,
        padding: "36px 40px",
        borderRadius: 28,
        backgroundColor: COLORS.darkRaised,
        border: `1px solid ${COLORS.darkLine}`,
        gap: 18,
      },
      ...t.moves.map((move, i) =>
        div(
          { display: "flex", alignItems: "center", gap: 18 },
          div(
            {
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 44,
              height: 44,
              borderRadius: 22,
              backgroundColor: COLORS.lime,
              color: COLORS.ink,
              fontSize: 22,
              fontWeight: 700,
            },
            String(i + 1),
          ),
          div(body(28, COLORS.text), move),
        ),
      ),
    ),
  ];
  return canvas(
    TOPIC_HERO_SIZE,
    { backgroundColor: COLORS.dark, color: COLORS.text },
    [circle({ size: 420, right: -160, top: -200, color: COLORS.lime, ring: 2, opacity: 0.25 })],
    div({ display: "flex", flexDirection: "row", flexGrow: 1, padding: 64, gap: 48 }, ...children),
  );
}

export async function renderTopicHero(input: TopicMediaInput): Promise<Buffer> {
  return renderPng(layoutTopicHero(input), TOPIC_HERO_SIZE);
}
