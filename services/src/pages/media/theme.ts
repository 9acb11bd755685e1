/** Brand palette for rendered images: the site's theme colour on a deep olive, or on a pale lime. */
export const COLORS = {
  lime: "#94BE0B",
  limeSoft: "#B7D65A",
  dark: "#141A0A",
  darkRaised: "#1F2812",
  darkLine: "#2E3A1A",
  light: "#F5F8EA",
  text: "#F4F7EC",
  textMuted: "#C5D0AD",
  ink: "#141A0A",
  inkMuted: "#2C3614",
} as const;

export const FONT_FAMILY = "Inter";
