import type { HeaderBlockColor } from "@/components/ui/header-block";

export interface ColorToken {
  /** The Tailwind theme token, as written in styles.css (--color-{name}). */
  name: string;
  hex: string;
  /** A class painting the swatch, written out so Tailwind generates it. */
  swatch: string;
  /** Text colour that reads on the swatch. */
  onSwatch: "ink" | "white";
}

/** The brand scale of styles.css, built around the theme colour #94BE0B (brand-500). */
export const BRAND_SCALE: readonly ColorToken[] = [
  { name: "brand-50", hex: "#f7fbe8", swatch: "bg-brand-50", onSwatch: "ink" },
  { name: "brand-100", hex: "#ecf5c9", swatch: "bg-brand-100", onSwatch: "ink" },
  { name: "brand-200", hex: "#d9eb95", swatch: "bg-brand-200", onSwatch: "ink" },
  { name: "brand-300", hex: "#c1dc57", swatch: "bg-brand-300", onSwatch: "ink" },
  { name: "brand-400", hex: "#a8cd25", swatch: "bg-brand-400", onSwatch: "ink" },
  { name: "brand-500", hex: "#94be0b", swatch: "bg-brand-500", onSwatch: "ink" },
  { name: "brand-600", hex: "#769809", swatch: "bg-brand-600", onSwatch: "ink" },
  { name: "brand-700", hex: "#58720b", swatch: "bg-brand-700", onSwatch: "white" },
  { name: "brand-800", hex: "#475b0f", swatch: "bg-brand-800", onSwatch: "white" },
  { name: "brand-900", hex: "#3b4c11", swatch: "bg-brand-900", onSwatch: "white" },
  { name: "brand-950", hex: "#1e2a04", swatch: "bg-brand-950", onSwatch: "white" },
];

export const INK: ColorToken = { name: "ink", hex: "#14180c", swatch: "bg-ink", onSwatch: "white" };

export const THEME_COLOR = "#94BE0B";

export interface BlockToken extends ColorToken {
  color: HeaderBlockColor;
  label: string;
}

/** The coloured header blocks (spec section 2); all carry ink text. */
export const HEADER_BLOCKS: readonly BlockToken[] = [
  { color: "lime", label: "Lime", name: "block-lime", hex: "#94be0b", swatch: "bg-block-lime", onSwatch: "ink" },
  {
    color: "purple",
    label: "Purple",
    name: "block-purple",
    hex: "#b69cff",
    swatch: "bg-block-purple",
    onSwatch: "ink",
  },
  { color: "pink", label: "Pink", name: "block-pink", hex: "#ff8fc6", swatch: "bg-block-pink", onSwatch: "ink" },
  {
    color: "orange",
    label: "Orange",
    name: "block-orange",
    hex: "#ff9f45",
    swatch: "bg-block-orange",
    onSwatch: "ink",
  },
  { color: "red", label: "Red", name: "block-red", hex: "#ff7a6b", swatch: "bg-block-red", onSwatch: "ink" },
];

export interface TypeSample {
  name: string;
  classes: string;
  sample: string;
}

/** The type scale the pages use (system sans-serif stack, see --font-sans). */
export const TYPE_SCALE: readonly TypeSample[] = [
  { name: "Display", classes: "text-5xl font-black tracking-tight sm:text-6xl", sample: "Move a minute" },
  { name: "Page title (h1)", classes: "text-4xl font-black tracking-tight sm:text-5xl", sample: "Escape the chair" },
  { name: "Section title (h2)", classes: "text-3xl font-extrabold tracking-tight sm:text-4xl", sample: "Every move counts" },
  { name: "Card title (h3)", classes: "text-xl font-bold", sample: "Sit Guard" },
  { name: "Eyebrow", classes: "text-sm font-semibold tracking-wider text-brand-700 uppercase", sample: "How it works" },
  {
    name: "Lead",
    classes: "text-lg text-ink/75",
    sample: "One-minute movement breaks for people who sit a lot.",
  },
  {
    name: "Body",
    classes: "text-base text-ink/80",
    sample: "Chosen apps lock when you sit too long and unlock after a short move.",
  },
  { name: "Small", classes: "text-sm text-ink/70", sample: "7-day free trial. Cancel anytime." },
];
