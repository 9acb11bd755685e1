import type { Style } from "./element.js";
import { FONT_FAMILY } from "./theme.js";

// The text styles the images share; each image brings its own sizes and spacing.
// `wordBreak` lets a single long word wrap instead of running off the canvas.

export interface HeadingType {
  lineHeight: number;
  /** Negative letter spacing as a share of the font size: large bold type reads loose at the font's default. */
  tracking: number;
}

export interface BodyType {
  fontSize: number;
  lineHeight: number;
  maxLines?: number;
}

/** Bold display text (headlines, the brand name) at `fontSize`. */
export function headingStyle(fontSize: number, type: HeadingType): Style {
  return {
    fontFamily: FONT_FAMILY,
    fontSize,
    fontWeight: 700,
    lineHeight: type.lineHeight,
    letterSpacing: -Math.round(fontSize * type.tracking * 10) / 10,
    wordBreak: "break-word",
  };
}

/** Regular-weight running text (subtitles, taglines), cut to `maxLines` when given. */
export function bodyStyle(type: BodyType): Style {
  const style: Style = {
    fontFamily: FONT_FAMILY,
    fontSize: type.fontSize,
    fontWeight: 400,
    lineHeight: type.lineHeight,
    wordBreak: "break-word",
  };
  if (type.maxLines !== undefined) style.lineClamp = type.maxLines;
  return style;
}
