import { useEffect, useRef, useState } from "react";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { useInView } from "@/hooks/use-in-view";
import { AWARDS } from "../data/awards";
import { AwardBadge } from "./award-badge";

/**
 * The awards, as three cards. On desktop their badges rise into place once 30% of the section is
 * visible (spec section 2). The server and a browser without JavaScript show
 * them in place; the hidden start is only armed after hydration, for a section
 * still out of view, and never for people who prefer reduced motion.
 */
/** Each card's badge rises a beat after the one before it (classes, not a style attribute: see the CSP). */
const RISE_DELAYS = ["md:delay-0", "md:delay-[120ms]", "md:delay-[240ms]"];

export function Awards() {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, "0px", 0.3);
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    setArmed(!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches);
  }, []);
  const hidden = armed && !inView;

  return (
    <Section look="default" padding="md" labelledBy="awards-heading">
      <div ref={ref}>
        <SectionHeading
          id="awards-heading"
          eyebrow="Recognition"
          title="Loved by the people who sit the most"
          lead="An App of the Year, a 4.8 rating and more than 50,000 people who move a little every hour."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-3">
          {AWARDS.map((award, index) => (
            // The cards always stand in place (a row never shows one card and two gaps); only their
            // images rise in.
            <li
              key={award.id}
              data-award={award.id}
              data-shown={!hidden}
              className="flex flex-col items-center rounded-3xl bg-brand-50 p-6 text-center ring-1 ring-ink/10"
            >
              <span
                className={`block md:transition md:duration-700 md:ease-out ${RISE_DELAYS[index] ?? ""} ${
                  hidden ? "md:translate-y-6 md:opacity-0" : "md:translate-y-0 md:opacity-100"
                }`}
              >
                <AwardBadge award={award} />
              </span>
              <p className="mt-4 text-xl font-extrabold">{award.title}</p>
              <p className="mt-1 text-ink/75">{award.detail}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
