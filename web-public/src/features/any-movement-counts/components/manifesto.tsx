import { Section } from "@/components/ui/section";

const BELIEFS = [
  { line: "The walk to the printer counts.", note: "So does the long way back." },
  { line: "Dancing while the pasta boils counts.", note: "Especially the bad dancing." },
  { line: "Chasing a toddler round the sofa counts.", note: "Ask anyone who has done it." },
  { line: "Carrying the shopping up the stairs counts.", note: "Every flight of it." },
  { line: "One minute of moving at your desk counts.", note: "Sixty of them change your day." },
];

/** The manifesto: movement is not only what happens in a gym. */
export function Manifesto() {
  return (
    <Section padding="lg" labelledBy="manifesto-heading">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.5fr]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">What we believe</p>
          <h2 id="manifesto-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            Fitness was never only the gym
          </h2>
          <p className="mt-4 text-lg text-pretty text-ink/75">
            Somewhere along the way, “exercise” came to mean lycra, a membership and an hour you do not have. We think
            that idea keeps people in their chairs. Your body does not care where a movement happens. It only cares that
            it happens, and that it happens often.
          </p>
        </div>
        <ol className="space-y-4">
          {BELIEFS.map((belief, index) => (
            <li key={belief.line} className="flex gap-5 rounded-3xl bg-stone-50 p-6 ring-1 ring-ink/5">
              <span aria-hidden="true" className="text-3xl leading-none font-black text-brand-600">
                {String(index + 1).padStart(2, "0")}
              </span>
              <p>
                <span className="block text-xl font-bold text-balance">{belief.line}</span>
                <span className="mt-1 block text-ink/70">{belief.note}</span>
              </p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
