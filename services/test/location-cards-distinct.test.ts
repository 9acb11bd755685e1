import { ALL_LOCATION_IDS } from "@movebreak/shared/categories";
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

describe("the locations' card pictures", () => {
  it("when the 24 cards are drawn as the server draws them, then every pair's perceptual hashes differ by at least 10 of 64 bits", () => {
    const { width, height } = LOCATION_THUMBNAIL_SIZE;
    const hashes = ALL_LOCATION_IDS.map((locationId) => {
      const png = shareImageCpuTasks.locationThumbnail({ locationId });
      return { locationId, hash: perceptualHash(greyOf(pixelsOf(png, width, height), width, height)) };
    });
    const pairs = hashes.flatMap((a, i) =>
      hashes
        .slice(i + 1)
        .map((b) => ({ pair: `${a.locationId} / ${b.locationId}`, bits: hammingDistance(a.hash, b.hash) })),
    );
    const closest = [...pairs].sort((a, b) => a.bits - b.bits).slice(0, 8);
    const tooClose = pairs.filter((p) => p.bits < MIN_BITS_APART);
    expect(tooClose, `closest pairs: ${closest.map((p) => `${p.pair} ${p.bits}`).join(", ")}`).toEqual([]);
    expect(pairs).toHaveLength((24 * 23) / 2);
  });
});
