import { ALL_LOCATION_IDS } from "@movebreak/shared/categories";
import { svgMarkup } from "@movebreak/shared/demonstrations/figure";
import { sceneWithSlot } from "@movebreak/shared/demonstrations/location-scene";
import { LOCATION_THUMBNAIL_SIZE } from "@movebreak/shared/share-images";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { shareImageCpuTasks } from "../src/share-images/cpu-tasks";
import { greyOf, hammingDistance, perceptualHash } from "./support/perceptual-hash";

/** The PNG's own pixels: resvg decodes it as an image the size of the canvas, so nothing is resampled. */
function pixelsOf(png: Buffer, width: number, height: number): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString("base64")}"/></svg>`;
  return new Resvg(svg).render().pixels;
}

/** Issue 34: a directory of 24 cards where no two pictures look like one drawing recoloured. */
const MIN_BITS_APART = 10;

/** Every pair of the pictures' hashes, closest first. */
function pairsByDistance(pictures: { locationId: string; pixels: Uint8Array }[]) {
  const { width, height } = LOCATION_THUMBNAIL_SIZE;
  const hashes = pictures.map(({ locationId, pixels }) => ({
    locationId,
    hash: perceptualHash(greyOf(pixels, width, height)),
  }));
  return hashes
    .flatMap((a, i) =>
      hashes
        .slice(i + 1)
        .map((b) => ({ pair: `${a.locationId} / ${b.locationId}`, bits: hammingDistance(a.hash, b.hash) })),
    )
    .sort((a, b) => a.bits - b.bits);
}

const named = (pairs: { pair: string; bits: number }[]) => pairs.map((p) => `${p.pair} ${p.bits}`).join(", ");

describe("the locations' card pictures", () => {
  const { width, height } = LOCATION_THUMBNAIL_SIZE;

  it("when the 24 cards are drawn as the server draws them, then every pair's perceptual hashes differ by at least 10 of 64 bits", () => {
    const pairs = pairsByDistance(
      ALL_LOCATION_IDS.map((locationId) => ({
        locationId,
        pixels: pixelsOf(shareImageCpuTasks.locationThumbnail({ locationId }), width, height),
      })),
    );
    expect(pairs).toHaveLength((24 * 23) / 2);
    expect(
      pairs.filter((p) => p.bits < MIN_BITS_APART),
      `closest pairs: ${named(pairs.slice(0, 8))}`,
    ).toEqual([]);
  });

  it("when the figures are left out, then the places alone keep every pair at least 10 bits apart (new figures cannot bring two cards together)", () => {
    const pairs = pairsByDistance(
      ALL_LOCATION_IDS.map((locationId) => {
        const { scene } = sceneWithSlot(locationId, 400);
        const svg = svgMarkup({ ...scene, attrs: { ...scene.attrs, width, height } });
        return { locationId, pixels: new Resvg(svg).render().pixels };
      }),
    );
    expect(
      pairs.filter((p) => p.bits < MIN_BITS_APART),
      `closest pairs: ${named(pairs.slice(0, 8))}`,
    ).toEqual([]);
  });
});
