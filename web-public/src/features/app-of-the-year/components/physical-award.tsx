import { BRAND } from "@movebreak/shared/brand";
import { useId } from "react";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

/** The award, drawn. Decorative; the gradients get unique ids so it can appear twice on a page. */
export function AwardBlock({ className = "mx-auto w-full max-w-xs drop-shadow-2xl" }: { className?: string }) {
  const id = useId();
  const face = `${id}-face`;
  const side = `${id}-side`;
  return (
    <svg aria-hidden="true" viewBox="0 0 280 300" className={className}>
      <defs>
        <linearGradient id={face} x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#f5f5f4" />
          <stop offset="0.55" stopColor="#d6d3d1" />
          <stop offset="1" stopColor="#a8a29e" />
        </linearGradient>
        <linearGradient id={side} x1="0" x2="1">
          <stop offset="0" stopColor="#a8a29e" />
          <stop offset="1" stopColor="#78716c" />
        </linearGradient>
      </defs>
      <ellipse cx="140" cy="282" rx="110" ry="12" fill="#14180c" opacity="0.15" />
      <path d="M60 40l140-10 30 20v220l-30 6-140 0z" fill={`url(#${side})`} />
      <rect x="50" y="40" width="150" height="236" rx="6" fill={`url(#${face})`} />
      <rect x="78" y="84" width="94" height="94" rx="22" fill="#94be0b" />
      <path
        d="M96 150v-40l14 22 15-22 15 22 14-22v40"
        fill="none"
        stroke="#1e2a04"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="125" y="214" textAnchor="middle" fontSize="11" fontWeight="800" fill="#44403c" letterSpacing="1.5">
        APP OF THE YEAR
      </text>
      <text x="125" y="240" textAnchor="middle" fontSize="20" fontWeight="900" fill="#292524">
        2020
      </text>
    </svg>
  );
}

export function PhysicalAward() {
  return (
    <Section padding="lg" labelledBy="physical-award-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="rounded-[2rem] bg-gradient-to-br from-stone-100 to-stone-200 p-10">
          <AwardBlock />
        </div>
        <div>
          <SectionHeading
            id="physical-award-heading"
            align="left"
            eyebrow="The award itself"
            title="Heavy enough to count as a workout"
            lead={`The award is a solid, weighty block engraved with our mark, the words “App of the Year” and the year. It is surprisingly heavy, and we have checked: lifting it does count as movement.`}
          />
          <p className="mt-6 text-lg text-ink/80">
            It lives on a shelf next to the team's standing desks, where it reminds us every day who it really belongs
            to: the people who open {BRAND.name}, stand up and move for a minute, again and again.
          </p>
        </div>
      </div>
    </Section>
  );
}
