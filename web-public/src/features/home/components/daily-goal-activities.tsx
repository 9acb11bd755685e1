import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

const ACTIVITIES = [
  "Steps",
  "Stairs",
  "Active calories",
  "Exercise minutes",
  "Standing time",
  "In-app exercises",
  "Housework",
  "Dancing",
  "Playing with kids or pets",
];

export function DailyGoalActivities() {
  return (
    <Section look="alternate" padding="lg" labelledBy="watts-heading">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <SectionHeading
            id="watts-heading"
            align="left"
            eyebrow="Daily goal"
            title="Every movement counts"
            lead="You do not need a gym to hit your goal. Everything you do on your feet turns into Watts, one score that fills your daily goal."
          />
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {ACTIVITIES.map((activity) => (
            <li
              key={activity}
              className="flex items-center gap-3 rounded-2xl bg-white px-4 py-4 font-semibold shadow-sm ring-1 ring-ink/10"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 shrink-0">
                <circle cx="12" cy="12" r="11" className="fill-brand-500" />
                <path d="M13 4.5L7.5 13H12l-1 6.5L16.5 11H12z" fill="#14180c" />
              </svg>
              <span className="text-sm sm:text-base">{activity}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
