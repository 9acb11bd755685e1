import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { PRINCIPLES } from "../data/about-copy";

const ACCENTS = ["bg-block-lime", "bg-block-purple", "bg-block-pink", "bg-block-orange"];

export function Philosophy() {
  return (
    <Section padding="lg" labelledBy="philosophy-heading">
      <SectionHeading
        id="philosophy-heading"
        eyebrow="Our philosophy"
        title="Four ideas behind every feature"
        lead="When we are not sure what to build next, these are what we come back to."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2">
        {PRINCIPLES.map((principle, index) => (
          <li key={principle.title} className="flex gap-5 rounded-3xl bg-stone-50 p-6 ring-1 ring-ink/5 sm:p-8">
            <span
              aria-hidden="true"
              className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl text-xl font-black ${ACCENTS[index]}`}
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-xl font-bold">{principle.title}</h3>
              <p className="mt-2 text-ink/75">{principle.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
