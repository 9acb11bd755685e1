/**
 * A 64-bit perceptual hash (pHash, as the imagehash library computes it): the image in grey, shrunk to
 * 32x32 by averaging, its 2-D DCT, and one bit per low frequency of the top-left 8x8 (1 where the
 * coefficient is above their median). Two pictures a person would call alike are a few bits apart;
 * the test of the locations' cards uses it to say that none of them look like another.
 */

/** An image in grey levels (0 to 255), row by row. */
export interface GreyImage {
  width: number;
  height: number;
  grey: Float64Array;
}

const SIDE = 32;
const LOW = 8;

/** RGBA pixels (resvg's `pixels`) to grey, with the usual luma weights; transparent counts as white. */
export function greyOf(rgba: Uint8Array, width: number, height: number): GreyImage {
  const grey = new Float64Array(width * height);
  for (let i = 0; i < width * height; i += 1) {
    const a = (rgba[i * 4 + 3] ?? 255) / 255;
    const luma = 0.299 * (rgba[i * 4] ?? 0) + 0.587 * (rgba[i * 4 + 1] ?? 0) + 0.114 * (rgba[i * 4 + 2] ?? 0);
    grey[i] = luma * a + 255 * (1 - a);
  }
  return { width, height, grey };
}

/** The image shrunk to side x side: each cell the mean of the pixels it covers (area-weighted). */
function shrink(image: GreyImage, side: number): Float64Array {
  const out = new Float64Array(side * side);
  const sx = image.width / side;
  const sy = image.height / side;
  for (let cy = 0; cy < side; cy += 1) {
    for (let cx = 0; cx < side; cx += 1) {
      let sum = 0;
      let weight = 0;
      for (let y = Math.floor(cy * sy); y < Math.ceil((cy + 1) * sy); y += 1) {
        const wy = Math.min(y + 1, (cy + 1) * sy) - Math.max(y, cy * sy);
        for (let x = Math.floor(cx * sx); x < Math.ceil((cx + 1) * sx); x += 1) {
          const w = wy * (Math.min(x + 1, (cx + 1) * sx) - Math.max(x, cx * sx));
          sum += w * (image.grey[y * image.width + x] ?? 0);
          weight += w;
        }
      }
      out[cy * side + cx] = sum / weight;
    }
  }
  return out;
}

/** The DCT-II coefficient (u, v) of a side x side block (unnormalised: only their order matters). */
function dct(block: Float64Array, side: number, u: number, v: number): number {
  let sum = 0;
  for (let y = 0; y < side; y += 1) {
    const cv = Math.cos(((2 * y + 1) * v * Math.PI) / (2 * side));
    for (let x = 0; x < side; x += 1) {
      sum += (block[y * side + x] ?? 0) * cv * Math.cos(((2 * x + 1) * u * Math.PI) / (2 * side));
    }
  }
  return sum;
}

/** The image's 64-bit perceptual hash. */
export function perceptualHash(image: GreyImage): bigint {
  const small = shrink(image, SIDE);
  const low: number[] = [];
  for (let v = 0; v < LOW; v += 1) for (let u = 0; u < LOW; u += 1) low.push(dct(small, SIDE, u, v));
  const sorted = [...low].sort((a, b) => a - b);
  const median = ((sorted[31] ?? 0) + (sorted[32] ?? 0)) / 2;
  return low.reduce((hash, c, i) => (c > median ? hash | (1n << BigInt(i)) : hash), 0n);
}

/** How many of the 64 bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = a ^ b;
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}
