/**
 * A contact sheet of the drawn demonstrations: every distinct movement of the movement library in its key pose
 * (the still that previews, cards and share images use), or with --frames each of its key poses in a row, so a
 * person can check that each move is drawn as itself. A tile whose movement has no drawing of its own shows the
 * kind it falls back to, marked.
 *
 *   npx tsx ops/demonstrations/contact-sheet.ts [--moves chin-tuck,neck-rotation] [--frames] [--out sheet.png]
 *   npx tsx ops/demonstrations/contact-sheet.ts --cards [--out cards.png]    # the 24 location cards, as the site draws them
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ALL_LOCATION_IDS } from "@movebreak/shared/categories";
import { demonstrationFigure, drawingOf, svgMarkup } from "@movebreak/shared/demonstrations/figure";
import { locationArt } from "@movebreak/shared/demonstrations/location-art";
import { ARTWORK_HEIGHT, locationArtwork } from "@movebreak/shared/demonstrations/location-scene";
import { MOVEMENTS } from "@movebreak/shared/demonstrations/movements";
import { Resvg } from "@resvg/resvg-js";

const { values } = parseArgs({
  options: {
    moves: { type: "string" },
    frames: { type: "boolean", default: false },
    out: { type: "string", default: "contact-sheet.png" },
    performer: { type: "string", default: "0" },
    cards: { type: "boolean", default: false },
  },
});

if (values.cards) {
  // Each location's card: its key move in its place, 4:3, six to a row.
  const [CARD_W, CARD_H, PER_ROW] = [320, 240, 6];
  const tiles = ALL_LOCATION_IDS.map((locationId, i) => {
    const art = locationArtwork(locationId, Math.round((CARD_W / CARD_H) * ARTWORK_HEIGHT));
    const x = (i % PER_ROW) * CARD_W;
    const y = Math.floor(i / PER_ROW) * (CARD_H + 24);
    const inner = svgMarkup({ ...art, attrs: { ...art.attrs, x, y, width: CARD_W, height: CARD_H } });
    return `${inner}<text x="${x + CARD_W / 2}" y="${y + CARD_H + 16}" font-size="13" text-anchor="middle" font-family="DejaVu Sans" fill="#1f2433">${locationId}: ${locationArt(locationId).exercise}</text>`;
  });
  const width = PER_ROW * CARD_W;
  const height = Math.ceil(ALL_LOCATION_IDS.length / PER_ROW) * (CARD_H + 24);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#ffffff"/>${tiles.join("")}</svg>`;
  writeFileSync(
    values.out,
    new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } }).render().asPng(),
  );
  console.log(`${ALL_LOCATION_IDS.length} location cards; wrote ${values.out}`);
  process.exit(0);
}
const repoRoot = join(import.meta.dirname, "../..");
const library = JSON.parse(readFileSync(join(repoRoot, "ops/seed/movement-library.json"), "utf8")).moves as Record<
  string,
  { movement: string }
>;
// Each distinct movement once, with the first title that names it.
const movements = new Map<string, string>();
for (const [title, { movement }] of Object.entries(library))
  if (!movements.has(movement)) movements.set(movement, title);
const wanted = values.moves ? new Set(values.moves.split(",")) : undefined;
const rows = [...movements]
  .filter(([movement]) => !wanted || wanted.has(movement))
  .sort(([a], [b]) => a.localeCompare(b));

const TILE = 180;
const LABEL = 34;
const perRow = values.frames ? 1 : 8;
const tiles: string[] = [];
rows.forEach(([movement, title], i) => {
  const type = drawingOf(title, movement);
  const own = type === movement;
  const poses = values.frames ? MOVEMENTS[type].poses.length : 1;
  for (let k = 0; k < poses; k++) {
    const figure = demonstrationFigure(type, title, {
      character: Number(values.performer),
      ...(values.frames ? { pose: k } : {}),
    });
    const col = values.frames ? k : i % perRow;
    const row = values.frames ? i : Math.floor(i / perRow);
    const x = col * TILE;
    const y = row * (TILE + LABEL);
    const inner = svgMarkup({ ...figure, attrs: { ...figure.attrs, x, y, width: TILE, height: TILE } });
    tiles.push(
      `<rect x="${x + 2}" y="${y + 2}" width="${TILE - 4}" height="${TILE + LABEL - 4}" rx="10" fill="${own ? "#ffffff" : "#ffe3e3"}" stroke="#d0d4c8"/>`,
      inner,
      `<text x="${x + TILE / 2}" y="${y + TILE + 12}" font-size="11" text-anchor="middle" font-family="DejaVu Sans" fill="#1f2433">${movement}${values.frames ? ` (${k + 1})` : ""}</text>`,
      own
        ? ""
        : `<text x="${x + TILE / 2}" y="${y + TILE + 26}" font-size="10" text-anchor="middle" font-family="DejaVu Sans" fill="#b42318">drawn as ${type}</text>`,
    );
  }
});
const width =
  (values.frames ? Math.max(...rows.map(([m, t]) => MOVEMENTS[drawingOf(t, m)].poses.length)) : perRow) * TILE;
const height = (values.frames ? rows.length : Math.ceil(rows.length / perRow)) * (TILE + LABEL);
const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f6ef"/>${tiles.join("")}</svg>`;
const png = new Resvg(sheet, { font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } }).render().asPng();
writeFileSync(values.out, png);
const own = rows.filter(([m, t]) => drawingOf(t, m) === m).length;
console.log(`${rows.length} movements, ${own} drawn as themselves; wrote ${values.out}`);
