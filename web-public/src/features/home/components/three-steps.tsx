import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

const STEPS = [
  { title: "Choose your apps", text: "Pick the apps you reach for most when you should be taking a break." },
  {
    title: "Sit too long, they lock",
    text: "Smart inactivity detection notices when you have been still for too long and pauses them.",
  },
  {
    title: "Move to unlock",
    text: "Follow a guided 1-minute move, right at your desk, and your apps unlock straight away.",
  },
];

export function ThreeSteps({ id }: { id: string }) {
  return (
    <Section id={id} padding="lg" labelledBy={`${id}-heading`}>
      <SectionHeading
        id={`${id}-heading`}
        eyebrow="How it works"
        title="Three steps. One minute."
        lead="No plans to follow and no workouts to schedule. The system does the remembering for you."
      />
      <ol className="mt-14 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink/10">
            <span className="text-6xl leading-none font-black text-brand-600" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl font-bold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink/75">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
