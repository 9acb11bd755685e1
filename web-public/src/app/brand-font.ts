// The same file styles.css's @font-face names: Vite gives both the one hashed address, so the preload is
// the download the stylesheet then uses, not a second one.
import figtreeLatin from "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url";
import type { HeadTag } from "@/lib/head";

/**
 * The brand typeface's one file, asked for with the page (a font is otherwise found only once the stylesheet
 * has been read and the text laid out). `crossorigin` because fonts are always fetched in CORS mode: without
 * it the preload would not be reused.
 */
export const BRAND_FONT_PRELOAD: HeadTag = {
  tag: "link",
  attributes: { rel: "preload", href: figtreeLatin, as: "font", type: "font/woff2", crossorigin: "" },
};
