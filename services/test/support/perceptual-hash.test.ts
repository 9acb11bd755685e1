import { describe, expect, it } from "vitest";
import { type GreyImage, greyOf, hammingDistance, perceptualHash } from "./perceptual-hash";

/** A 120x90 picture drawn by a function of the pixel's place. */
const draw = (shade: (x: number, y: number) => number): GreyImage => {
  const width = 120;
  const height = 90;
  const grey = new Float64Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) grey[y * width + x] = shade(x, y);
  return { width, height, grey };
};

/** A dark box on a light ground, at (bx, by). */
const boxAt = (bx: number, by: number) => draw((x, y) => (x >= bx && x < bx + 40 && y >= by && y < by + 30 ? 40 : 220));

describe("the perceptual hash", () => {
  it("when the same picture is hashed twice, then the hashes are equal", () => {
    expect(perceptualHash(boxAt(20, 20))).toBe(perceptualHash(boxAt(20, 20)));
  });

  it("when a picture is made a little brighter or gets a little noise, then its hash moves by a few bits at most", () => {
    const base = perceptualHash(boxAt(30, 25));
    const brighter = draw((x, y) => (x >= 30 && x < 70 && y >= 25 && y < 55 ? 52 : 232));
    const noisy = draw((x, y) => (x >= 30 && x < 70 && y >= 25 && y < 55 ? 40 : 220) + (((x * 7 + y * 13) % 11) - 5));
    expect(hammingDistance(base, perceptualHash(brighter))).toBeLessThanOrEqual(2);
    expect(hammingDistance(base, perceptualHash(noisy))).toBeLessThanOrEqual(4);
  });

  it("when the picture's shapes move elsewhere, then the hashes are far apart", () => {
    expect(hammingDistance(perceptualHash(boxAt(5, 5)), perceptualHash(boxAt(75, 55)))).toBeGreaterThanOrEqual(16);
    const across = perceptualHash(draw((x) => x * 2));
    const down = perceptualHash(draw((_, y) => y * 2.5));
    expect(hammingDistance(across, down)).toBeGreaterThanOrEqual(16);
  });

  it("when RGBA pixels are read, then grey follows luma and a transparent pixel is white", () => {
    const { grey } = greyOf(new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 0, 0]), 3, 1);
    expect(Math.round(grey[0] ?? 0)).toBe(76);
    expect(Math.round(grey[1] ?? 0)).toBe(150);
    expect(grey[2]).toBe(255);
  });

  it("when two hashes are compared, then the distance counts the differing bits", () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
    expect(hammingDistance(0n, (1n << 64n) - 1n)).toBe(64);
  });
});
