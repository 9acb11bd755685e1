import { BRAND } from "@movebreak/shared/brand";
import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button-styles";
import { ArrowRightIcon, CheckIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { scrollToTop } from "@/lib/scroll";

const POINTS = [
  "Watches for long, unbroken stretches in the chair",
  "Uses Apple Health, so a walk to a meeting resets the clock",
  "Steps in with a one-minute move that fits where you are",
];

function ShieldArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-64 sm:w-72">
      <svg aria-hidden="true" viewBox="0 0 200 230" className="w-full drop-shadow-xl">
        <path d="M100 8l80 30v62c0 56-36 100-80 122-44-22-80-66-80-122V38z" fill="#1e2a04" />
        <path d="M100 24l64 24v52c0 46-28 82-64 102-36-20-64-56-64-102V48z" fill="#94be0b" />
        <g fill="none" stroke="#14180c" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M78 70v54h44M122 124v26M82 124v26" />
          <path d="M132 76l18 18-18 18" />
        </g>
      </svg>
      <div className="absolute -right-4 top-8 rounded-2xl bg-white px-4 py-3 shadow-lg ring-1 ring-ink/10">
        <p className="text-xs text-ink/70">Sitting for</p>
        <p className="text-lg font-black text-ink">55 min</p>
      </div>
      <div className="absolute -left-6 bottom-10 rounded-2xl bg-ink px-4 py-3 text-white shadow-lg">
        <p className="text-xs text-white/75">Sit Guard</p>
        <p className="font-bold">Time for a move</p>
      </div>
    </div>
  );
}

export function SitGuard() {
  return (
    <Section look="alternate" padding="lg" labelledBy="sit-guard-heading">
      <div className="grid items-center gap-14 lg:grid-cols-2">
        <ShieldArt />
        <div>
          <SectionHeading
            id="sit-guard-heading"
            align="left"
            eyebrow="Chapter two: the guard"
            title="Sit Guard breaks the chain before it forms"
            lead={`You will not remember to stand up. You are busy, and that is fine. ${BRAND.name}'s Sit Guard remembers for you, and steps in before one seated hour becomes three.`}
          />
          <ul className="mt-8 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3">
                <CheckIcon className="mt-0.5 h-5 w-5 shrink-0" />
                <span className="text-ink/85">{point}</span>
              </li>
            ))}
          </ul>
          <Link to={hrefOf("features")} onClick={scrollToTop} className={buttonClass("dark", "md", "mt-8")}>
            See All Features
            <ArrowRightIcon />
          </Link>
        </div>
      </div>
    </Section>
  );
}
