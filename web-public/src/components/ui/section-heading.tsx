import type { ReactNode } from "react";

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "left" | "center";
  dark?: boolean;
  as?: "h1" | "h2";
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  dark = false,
  as: Heading = "h2",
}: SectionHeadingProps) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow && (
        <p className={`text-sm font-semibold tracking-wider uppercase ${dark ? "text-brand-300" : "text-brand-700"}`}>
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={`mt-2 font-extrabold tracking-tight text-balance ${
          Heading === "h1" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl"
        }`}
      >
        {title}
      </Heading>
      {lead && <p className={`mt-4 text-lg text-pretty ${dark ? "text-white/80" : "text-ink/75"}`}>{lead}</p>}
    </div>
  );
}
