import { BRAND } from "@movebreak/shared/brand";
import { Section } from "@/components/ui/section";
import { MANIFESTO_LINES } from "../data/about-copy";

export function AboutManifesto() {
  return (
    <Section look="dark" padding="lg" labelledBy="about-manifesto-heading">
      <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:items-end">
        <div>
          <h2 id="about-manifesto-heading" className="text-sm font-semibold tracking-wider text-brand-300 uppercase">
            Our manifesto
          </h2>
          <ul className="mt-6 space-y-2">
            {MANIFESTO_LINES.map((line, index) => (
              <li
                key={line}
                className={`text-3xl font-black tracking-tight text-balance sm:text-5xl ${
                  index === MANIFESTO_LINES.length - 1 ? "text-brand-300" : "text-white"
                }`}
              >
                {line}
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-4 text-lg text-white/80">
          <p>
            {BRAND.name} started in 2017 with a simple frustration: every health app we tried assumed we had an hour and
            a gym. We had a desk, a full inbox and a back that ached by three.
          </p>
          <p>
            So we built the opposite. Movement in one-minute pieces, for people who sit a lot, that fits inside a
            working day instead of competing with it. For over 8 years, that is all we have worked on.
          </p>
        </div>
      </div>
    </Section>
  );
}
