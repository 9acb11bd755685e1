import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { WINNERS_2020 } from "../data/winners";

export function WinnersList() {
  return (
    <Section look="alternate" padding="lg" labelledBy="winners-heading">
      <SectionHeading
        id="winners-heading"
        eyebrow="The class of 2020"
        title="The winners"
        lead="The 2020 honours told the story of a year at home: staying connected, staying organised, staying entertained, and staying active."
      />
      <ul className="mx-auto mt-12 max-w-4xl space-y-3">
        {WINNERS_2020.map((entry) => (
          <li
            key={entry.category}
            className={`grid gap-2 rounded-2xl p-5 md:grid-cols-[19rem_1fr] md:items-center md:gap-6 sm:p-6 ${
              entry.ours ? "bg-ink text-white shadow-lg" : "bg-white ring-1 ring-ink/10"
            }`}
          >
            <p
              className={`text-sm font-bold tracking-wider uppercase ${entry.ours ? "text-brand-300" : "text-ink/70"}`}
            >
              {entry.category}
            </p>
            <p className={entry.ours ? "text-lg" : "text-ink/85"}>
              <span className="font-bold">{entry.name}</span>
              {`: ${entry.winner}`}
              {entry.ours && (
                <span className="ml-3 inline-flex rounded-full bg-brand-500 px-2.5 py-0.5 align-middle text-xs font-bold text-ink">
                  That's us
                </span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
