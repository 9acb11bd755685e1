export type ButtonVariant = "primary" | "secondary" | "dark" | "light";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 select-none disabled:opacity-60 disabled:cursor-not-allowed";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-500 text-ink shadow-sm hover:bg-brand-400 active:bg-brand-600",
  secondary: "bg-white text-ink ring-1 ring-inset ring-ink/20 hover:bg-brand-50 hover:ring-ink/40",
  dark: "bg-ink text-white hover:bg-brand-950 active:bg-black",
  light: "bg-white/10 text-white ring-1 ring-inset ring-white/40 hover:bg-white/20",
};

const sizes: Record<ButtonSize, string> = {
  sm: "px-4 py-2 text-sm",
  md: "px-6 py-3 text-base",
  lg: "px-8 py-4 text-lg",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(" ");
}
