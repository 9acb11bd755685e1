import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { pngSize } from "../png-info.js";
import type { Size } from "../render.js";

/** Fails unless `png` is a PNG image of exactly `size`. */
export function expectPngOfSize(png: Uint8Array, size: Size): void {
  expect(pngSize(png)).toEqual(size);
}

/** Writes `png` to $MEDIA_SAMPLES_DIR/`name` when that variable is set: set it to look at the results. */
export function saveSample(name: string, png: Uint8Array): void {
  const dir = process.env.MEDIA_SAMPLES_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), png);
}

/** The names of `T`'s text fields. */
type TextField<T> = { [K in keyof T]-?: T[K] extends string | undefined ? K : never }[keyof T] & string;

export interface RenderedImage<T extends object> {
  render: (input: T) => Promise<Buffer>;
  /** A typical input; its image is saved as `saveAs` (see `saveSample`). */
  sample: T;
  /** The size the image is published at, written out rather than imported, so a change to it fails. */
  size: Size;
  saveAs: string;
  /** A field of `sample` drawn on the image: another text there must give other bytes. */
  text: TextField<T>;
}

/** The tests every rendered image passes: it is a PNG of its size, and its bytes follow from its input alone. */
export function itBehavesLikeARenderedImage<T extends object>(image: RenderedImage<T>): void {
  const { width, height } = image.size;

  it(`when the sample is rendered, then it is a ${width}x${height} PNG`, async () => {
    const png = await image.render(image.sample);
    expectPngOfSize(png, image.size);
    saveSample(image.saveAs, png);
  });

  // The third render keeps the first check honest: an image that ignored its input would pass it.
  it(`when the same input is rendered twice, then the bytes are identical; when the ${image.text} differs, they are not`, async () => {
    const [a, b, c] = await Promise.all([
      image.render(image.sample),
      image.render({ ...image.sample }),
      image.render({ ...image.sample, [image.text]: "Hip openers for people who sit all day" }),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });
}
