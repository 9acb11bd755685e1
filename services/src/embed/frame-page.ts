import { BRAND } from "@movebreak/shared/brand";
import { ROUTINE } from "@movebreak/shared/constants";
import { EMBED_FRAME_PATHS } from "@movebreak/shared/embed-frame";
import { escapeHtml, serializeJsonForScript } from "@movebreak/shared/html-text";
import type { FrameTarget } from "./frame-target";

/** Options the frame page hands its player (web-public/embed/src/frame.ts reads them). */
export interface FramePlayerConfig {
  location?: string;
  sharedKey?: string;
  /** The routine's API answer, read on the server: the player starts without reading it again. */
  routine: unknown;
  width: string;
  showBranding: boolean;
  autoplay: boolean;
  /** The proof of the host that framed the page (its request's Referer), sent back with the reach beacons. */
  hostProof?: string;
}

/** Where the page keeps the config (a JSON data block; never run) and the player's element. */
const CONFIG_ID = `${BRAND.slug}-frame`;
const PLAYER_ID = "player";

// The page fills its frame; the server-rendered routine shows until the player's shadow root replaces it
// (and stays for a browser without JavaScript). The frame's own background stays transparent.
const FRAME_CSS = [
  "html,body{height:100%;margin:0;background:transparent}",
  `#${PLAYER_ID}{height:100%}`,
  ".routine{box-sizing:border-box;height:100%;max-width:100%;margin:0 auto;padding:16px 20px;overflow:auto;",
  "border:1px solid rgba(22,26,14,.12);border-radius:20px;background:#fff;color:#161a0e;",
  "font:400 15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}",
  ".routine h1{margin:0 0 4px;font-size:20px;line-height:1.2}",
  ".routine p{margin:0 0 8px;color:#5a604f;font-size:13px;font-weight:600}",
  ".routine ol{margin:0 0 12px;padding-left:20px}",
  ".routine a{color:#4f6a05;font-weight:700}",
].join("");

function document(head: { title: string; canonical?: string; nonce: string }, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(head.title)}</title>
${head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">\n` : ""}<style nonce="${head.nonce}">${FRAME_CSS}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * A frame page: the routine's title and exercises in the HTML, then the player script, which mounts the
 * same player as the script embed in #player (its shadow root hides the server-rendered list).
 */
export function renderFramePage(target: FrameTarget, config: FramePlayerConfig, nonce: string): string {
  const exercises = target.exercises.map((title) => `<li>${escapeHtml(title)}</li>`).join("");
  const count = target.plays;
  const drawnFrom = count < target.exercises.length ? ", drawn from" : "";
  const body = `<div id="${PLAYER_ID}"><div class="routine">
<h1>${escapeHtml(target.title)}</h1>
<p>${count} ${count === 1 ? "exercise" : "exercises"} • ${ROUTINE.secondsPerExercise} seconds each${drawnFrom}</p>
<ol>${exercises}</ol>
<a href="${escapeHtml(target.pageUrl)}" target="_blank" rel="noopener">Play it on ${BRAND.name}</a>
</div></div>
<script type="application/json" id="${CONFIG_ID}">${serializeJsonForScript(config)}</script>
<script src="${EMBED_FRAME_PATHS.script}" nonce="${nonce}" defer></script>`;
  return document({ title: `${target.title} | ${BRAND.name} exercise player`, canonical: target.pageUrl, nonce }, body);
}

/** The frame page of a routine that cannot be shown: what the script player shows in that case. */
export function renderFrameError(message: string, nonce: string): string {
  return document(
    { title: `${message} | ${BRAND.name} exercise player`, nonce },
    `<div id="${PLAYER_ID}"><div class="routine"><h1>Video unavailable</h1><p>${escapeHtml(message)}</p></div></div>`,
  );
}
