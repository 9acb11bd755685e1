import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { AD_STEPS } from "../data/ad-copy";
import { StepScreen } from "./step-screen";

export function LockMoveUnlock() {
  return (
    <Section padding="lg" labelledBy="lmu-heading">
      <SectionHeading
        id="lmu-heading"
        eyebrow="The fix takes 3 steps"
        title="Apps lock. You move. Apps unlock."
        lead="Reminders get swiped away. A locked app gets you out of the chair. It uses your phone's own Screen Time, and you choose which apps join in."
      />
      <ol className="mt-14 grid gap-8 md:grid-cols-3">
        {AD_STEPS.map((step, index) => (
          <li key={step.title} className="flex flex-col items-center rounded-3xl bg-stone-50 p-8 text-center">
            <StepScreen step={index as 0 | 1 | 2} />
            <p className="mt-8 text-sm font-black tracking-widest text-brand-700 uppercase" aria-hidden="true">
              Step {index + 1}
            </p>
            <h3 className="mt-1 text-2xl font-black tracking-tight">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-3 text-ink/75">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
