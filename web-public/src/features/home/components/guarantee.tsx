import { CLAIMS } from "@movebreak/shared/constants";
import { Section } from "@/components/ui/section";

function Seal() {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 120" className="h-32 w-32 shrink-0">
      <path
        d="M60 4l11 9 14-3 6 13 13 6-3 14 9 11-9 11 3 14-13 6-6 13-14-3-11 9-11-9-14 3-6-13-13-6 3-14-9-11 9-11-3-14 13-6 6-13 14 3z"
        className="fill-brand-500"
      />
      <circle cx="60" cy="60" r="36" fill="none" stroke="#14180c" strokeWidth="3" strokeDasharray="4 5" />
      <text x="60" y="58" textAnchor="middle" fontSize="26" fontWeight="900" fill="#14180c">
        3
      </text>
      <text x="60" y="76" textAnchor="middle" fontSize="11" fontWeight="800" fill="#14180c" letterSpacing="1">
        DAYS
      </text>
    </svg>
  );
}

export function Guarantee() {
  return (
    <Section look="alternate" padding="md" labelledBy="guarantee-heading">
      <div className="flex flex-col items-center gap-8 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-ink/10 sm:p-12 md:flex-row md:text-left">
        <Seal />
        <div>
          <h2 id="guarantee-heading" className="text-3xl font-extrabold tracking-tight">
            Our no-charge guarantee
          </h2>
          <p className="mt-3 text-lg text-ink/80">
            Start your {CLAIMS.trialDays}-day free trial with nothing to lose. If it is not for you, cancel your trial
            within 3 days and you will not be charged anything.
          </p>
        </div>
      </div>
    </Section>
  );
}
