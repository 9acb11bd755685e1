import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import {
  amountText,
  EXAMPLE_DAY_GOAL,
  EXAMPLE_DAYS,
  type ExampleDay,
  totalWatts,
  WATTS_RATES,
  wattsOf,
} from "../data/watts";

const format = (watts: number) => watts.toLocaleString("en-US");

function DayCard({ day }: { day: ExampleDay }) {
  const total = totalWatts(day);
  // Prefixed: the watch section above already has a "with-watch-heading".
  const headingId = `example-day-${day.id}-heading`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
      <div className="border-b border-ink/10 p-6 sm:p-8">
        <p
          className={`inline-flex rounded-full px-3 py-1 text-xs font-bold ${
            day.watch ? "bg-ink text-white" : "bg-brand-100 text-brand-900"
          }`}
        >
          {day.watch ? "Phone + watch" : "Phone only"}
        </p>
        <h3 id={headingId} className="mt-3 text-2xl font-black tracking-tight">
          {day.title}
        </h3>
        <p className="mt-1 text-ink/70">{day.who}</p>
      </div>
      <ol className="flex-1 divide-y divide-ink/5 px-6 sm:px-8">
        {day.entries.map((entry) => (
          <li
            key={`${entry.time}-${entry.what}`}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 py-3 sm:grid-cols-[4.75rem_1fr_auto] sm:gap-y-3"
          >
            <span className="col-span-2 pt-0.5 text-xs font-semibold text-ink/70 tabular-nums sm:col-span-1">
              {entry.time}
            </span>
            <span>
              <span className="block font-semibold">{entry.what}</span>
              <span className="block text-sm text-ink/70">
                {amountText(entry)} · {WATTS_RATES[entry.source].activity}
              </span>
            </span>
            <span className="font-bold text-brand-800 tabular-nums">+{format(wattsOf(entry))} W</span>
          </li>
        ))}
      </ol>
      <div className="rounded-b-3xl bg-brand-50 p-6 sm:px-8">
        <p className="flex items-baseline justify-between gap-4">
          <span className="font-semibold">Total</span>
          <span className="text-3xl font-black tracking-tight">{format(total)} Watts</span>
        </p>
        <div
          role="progressbar"
          aria-label={`${day.title}: daily goal`}
          aria-valuemin={0}
          aria-valuemax={EXAMPLE_DAY_GOAL}
          aria-valuenow={total}
          className="mt-3 h-3 overflow-hidden rounded-full bg-white ring-1 ring-ink/10"
        >
          <div
            className="h-full rounded-full bg-brand-500"
            style={{ width: `${Math.min(100, (total / EXAMPLE_DAY_GOAL) * 100)}%` }}
          />
        </div>
      </div>
    </article>
  );
}

export function ExampleDays() {
  return (
    <Section look="alternate" padding="lg" labelledBy="example-days-heading">
      <SectionHeading
        id="example-days-heading"
        eyebrow="Two ways to 1,000 Watts"
        title="Two very different days. The same 1,000 Watts."
        lead="Neither of them set foot in a gym. Both of them hit the goal."
      />
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        {EXAMPLE_DAYS.map((day) => (
          <DayCard key={day.id} day={day} />
        ))}
      </div>
    </Section>
  );
}
