import type { ReactNode } from "react";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

interface DsBlockProps {
  id: string;
  title: string;
  lead: string;
  look?: "default" | "alternate";
  children: ReactNode;
}

/** One chapter of the design system page, reachable from the page's contents. */
export function DsBlock({ id, title, lead, look = "default", children }: DsBlockProps) {
  return (
    <Section id={id} look={look} padding="md" labelledBy={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} align="left" title={title} lead={lead} />
      <div className="mt-10">{children}</div>
    </Section>
  );
}

/** A sub-heading inside a chapter. */
export function DsSubheading({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <h3 className={`mb-4 text-sm font-bold tracking-wider text-ink/70 uppercase ${className}`}>{children}</h3>;
}

/** A token or class name, set in monospace. */
export function Token({ children }: { children: ReactNode }) {
  return (
    <code className="box-decoration-clone rounded bg-ink/5 px-1.5 py-0.5 font-mono text-xs leading-6 text-ink/80">
      {children}
    </code>
  );
}
