import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

const PAINS = [
  {
    title: "Stiff neck and shoulders",
    text: "Hours hunched towards a screen until your shoulders creep up to your ears.",
  },
  { title: "An aching lower back", text: "The same chair, the same position, and a back that lets you know about it." },
  { title: "The afternoon slump", text: "Energy drains away after lunch and the third coffee stops helping." },
  {
    title: "Days that disappear",
    text: "You sit down at nine, look up and it is one o'clock. You have not stood up once.",
  },
];

export function PainPoints() {
  return (
    <Section padding="md" labelledBy="pain-heading">
      <SectionHeading
        id="pain-heading"
        eyebrow="Sound familiar?"
        title="Your body was not built for 9.5 hours in a chair"
        lead="That is how long the average person sits every day. Sitting over 8 hours daily slowly takes its toll, and you feel it long before you notice it."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PAINS.map((pain, index) => (
          <li key={pain.title} className="rounded-3xl bg-stone-50 p-6 ring-1 ring-ink/5">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-500 font-black text-ink"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold">{pain.title}</h3>
            <p className="mt-2 text-ink/75">{pain.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
