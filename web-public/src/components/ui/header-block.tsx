import type { ReactNode } from "react";

export type HeaderBlockColor = "lime" | "purple" | "pink" | "orange" | "red";

/** The five header block colours; the classes are written out so Tailwind sees them. */
export const HEADER_BLOCK_CLASSES: Record<HeaderBlockColor, string> = {
  lime: "bg-block-lime",
  purple: "bg-block-purple",
  pink: "bg-block-pink",
  orange: "bg-block-orange",
  red: "bg-block-red",
};

interface HeaderBlockProps {
  color: HeaderBlockColor;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons or a meta line under the lead. */
  children?: ReactNode;
  /** A decorative illustration shown beside the text from large screens up. */
  art?: ReactNode;
}

/** A page's coloured header block: eyebrow, the page's one h1, a lead and optional art. */
export function HeaderBlock({ color, eyebrow, title, lead, children, art }: HeaderBlockProps) {
  return (
    <header className="bg-white px-4 py-6 sm:px-6 lg:px-8">
      <div
        className={`relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] px-6 py-12 text-ink sm:px-10 sm:py-16 lg:px-14 ${HEADER_BLOCK_CLASSES[color]}`}
      >
        <div aria-hidden="true" className="absolute -top-24 -right-16 h-72 w-72 rounded-full bg-white/20" />
        <div aria-hidden="true" className="absolute -bottom-28 left-1/3 h-56 w-56 rounded-full bg-ink/5" />
        <div className={`relative grid items-center gap-10 ${art ? "lg:grid-cols-[1.4fr_1fr]" : ""}`}>
          <div className="max-w-3xl">
            {eyebrow && (
              <p className="inline-flex rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-wider text-white uppercase">
                {eyebrow}
              </p>
            )}
            <h1 className="mt-5 text-4xl font-black tracking-tight text-balance sm:text-5xl lg:text-6xl">{title}</h1>
            {lead && <p className="mt-5 max-w-2xl text-lg text-pretty sm:text-xl">{lead}</p>}
            {children && <div className="mt-8">{children}</div>}
          </div>
          {art && <div className="hidden lg:block">{art}</div>}
        </div>
      </div>
    </header>
  );
}
