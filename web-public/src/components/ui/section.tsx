import type { ReactNode } from "react";

type SectionStyle = "default" | "alternate" | "dark";
type SectionPadding = "sm" | "md" | "lg";

const styles: Record<SectionStyle, string> = {
  default: "bg-white text-ink",
  alternate: "bg-brand-50 text-ink",
  dark: "on-dark bg-brand-950 text-white",
};

const paddings: Record<SectionPadding, string> = {
  sm: "py-10 sm:py-12",
  md: "py-16 sm:py-20",
  lg: "py-20 sm:py-28",
};

interface SectionProps {
  children: ReactNode;
  id?: string;
  look?: SectionStyle;
  padding?: SectionPadding;
  className?: string;
  labelledBy?: string;
  /** Below the first screen: drawn as it nears the viewport (the `below-fold` utility, styles.css). */
  belowFold?: boolean;
}

/** A full-width page band with the spec's default / alternate styles and three paddings. */
export function Section({
  children,
  id,
  look = "default",
  padding = "md",
  className = "",
  labelledBy,
  belowFold = false,
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`scroll-mt-20 ${styles[look]} ${paddings[padding]}${belowFold ? " below-fold" : ""}`}
    >
      <div className={`mx-auto max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>
    </section>
  );
}
