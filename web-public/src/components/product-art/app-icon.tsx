import type { ReactNode, SVGProps } from "react";

/**
 * The kinds of app people ask Movebreak to pause, drawn as brand-neutral icons (no real app's mark): the
 * product screens show these instead of blank tiles, so a visitor sees their own phone in them.
 */
export type AppKind = "chat" | "video" | "photo" | "news" | "game" | "mail";

const TILE: Record<AppKind, string> = {
  chat: "#2f9e5b",
  video: "#e5484d",
  photo: "#f08c2e",
  news: "#3b6fd8",
  game: "#7c5cdb",
  mail: "#1f8fd6",
};

/** White glyphs on a 24 x 24 tile. */
const GLYPH: Record<AppKind, ReactNode> = {
  chat: (
    <>
      <path
        d="M12 5.5c-3.9 0-7 2.5-7 5.6 0 1.8 1 3.3 2.6 4.3L7 18.5l3.2-1.6c.6.1 1.2.2 1.8.2 3.9 0 7-2.5 7-5.6S15.9 5.5 12 5.5z"
        fill="#fff"
      />
      <circle cx="9" cy="11.2" r="1" fill={TILE.chat} />
      <circle cx="12" cy="11.2" r="1" fill={TILE.chat} />
      <circle cx="15" cy="11.2" r="1" fill={TILE.chat} />
    </>
  ),
  video: (
    <>
      <rect x="4.5" y="7" width="15" height="10.5" rx="3" fill="#fff" />
      <path d="M10.5 9.6v5.3l4.4-2.65z" fill={TILE.video} />
    </>
  ),
  photo: (
    <>
      <path
        d="M5 9.2c0-1 .8-1.8 1.8-1.8h1.6l1.2-1.7h4.8l1.2 1.7h1.6c1 0 1.8.8 1.8 1.8v7c0 1-.8 1.8-1.8 1.8H6.8c-1 0-1.8-.8-1.8-1.8z"
        fill="#fff"
      />
      <circle cx="12" cy="12.6" r="3" fill={TILE.photo} />
      <circle cx="12" cy="12.6" r="1.5" fill="#fff" />
    </>
  ),
  news: (
    <>
      <rect x="5" y="5.5" width="14" height="13" rx="2" fill="#fff" />
      <rect x="7" y="7.5" width="10" height="2.2" rx=".6" fill={TILE.news} />
      <rect x="7" y="11" width="4.5" height="4" rx=".6" fill={TILE.news} />
      <path d="M13 11.5h4M13 13.5h4M7 16.5h10" stroke={TILE.news} strokeWidth="1.1" strokeLinecap="round" />
    </>
  ),
  game: (
    <>
      <path
        d="M8 8.5h8c2.3 0 3.6 2 4 5 .3 2.4-.6 3.8-1.9 3.8-1.2 0-1.9-1-2.6-2.1H8.5C7.8 16.3 7.1 17.3 5.9 17.3 4.6 17.3 3.7 15.9 4 13.5c.4-3 1.7-5 4-5z"
        fill="#fff"
      />
      <path d="M8.3 10.7v3M6.8 12.2h3" stroke={TILE.game} strokeWidth="1.3" strokeLinecap="round" />
      <circle cx="15.4" cy="11.4" r=".9" fill={TILE.game} />
      <circle cx="17" cy="13" r=".9" fill={TILE.game} />
    </>
  ),
  mail: (
    <>
      <rect x="4.5" y="7" width="15" height="10.5" rx="2" fill="#fff" />
      <path d="M5.5 8.2l6.5 5 6.5-5" fill="none" stroke={TILE.mail} strokeWidth="1.4" strokeLinejoin="round" />
    </>
  ),
};

type AppIconProps = { kind: AppKind; lock?: "paused" | "open" } & Omit<SVGProps<SVGSVGElement>, "viewBox">;

/**
 * One app icon on a 28 x 28 canvas (the tile is 24 x 24, the rest is room for the badge). A paused app is
 * washed out and wears a closed lock; one handed back after a move wears an open lime lock. An `<svg>`, so it also nests inside a
 * drawn scene (give it x, y, width and height).
 */
export function AppIcon({ kind, lock, ...svg }: AppIconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 28 28" {...svg}>
      <rect x="0" y="0" width="24" height="24" rx="5.5" fill={TILE[kind]} />
      {GLYPH[kind]}
      {lock === "paused" && <rect x="0" y="0" width="24" height="24" rx="5.5" fill="#f4f4f0" fillOpacity=".55" />}
      {lock && (
        <>
          <circle
            cx="22"
            cy="22"
            r="5.1"
            fill={lock === "paused" ? "#14180c" : "#94be0b"}
            stroke="#fff"
            strokeWidth="1.5"
          />
          <rect x="19.4" y="21.2" width="5.2" height="4" rx="1" fill={lock === "paused" ? "#fff" : "#14180c"} />
          <path
            d={lock === "paused" ? "M20.4 21.3v-1.2a1.6 1.6 0 0 1 3.2 0v1.2" : "M20.4 21.3v-1.2a1.6 1.6 0 0 1 3-.8"}
            fill="none"
            stroke={lock === "paused" ? "#fff" : "#14180c"}
            strokeWidth="1.1"
          />
        </>
      )}
    </svg>
  );
}
