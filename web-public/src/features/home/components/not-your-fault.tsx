import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

const REASONS = [
  "Work happens at a desk, often in back-to-back meetings",
  "The commute there and back is more sitting",
  "Phones and apps are designed to keep you scrolling",
  "Reminders are easy to dismiss, so you dismiss them",
  "Gym culture makes exercise feel like all or nothing",
  "Nobody told you a single minute is a good place to start",
];

export function NotYourFault() {
  return (
    <Section look="dark" padding="lg" labelledBy="fault-heading">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <SectionHeading
          id="fault-heading"
          align="left"
          dark
          eyebrow="It is not your fault"
          title="Your whole day is built around a chair"
          lead="Willpower is not the problem. What you need is a system that gets you moving when you forget to."
        />
        <ul className="space-y-4">
          {REASONS.map((reason) => (
            <li key={reason} className="flex items-start gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
              <span aria-hidden="true" className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-400" />
              <span className="text-white/90">{reason}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
