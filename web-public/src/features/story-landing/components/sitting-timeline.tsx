import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { SITTING_DAY } from "../data/story-copy";
import { TimelineIcon } from "./timeline-icon";

const SEGMENT_COLORS = ["bg-brand-700", "bg-brand-500", "bg-brand-300", "bg-brand-200"];
const total = SITTING_DAY.reduce((sum, block) => sum + block.hours, 0);
const longest = Math.max(...SITTING_DAY.map((block) => block.hours));

/** Work, commute, meals and entertainment: how a day's sitting stacks up to 16+ hours. */
export function SittingTimeline({ id }: { id: string }) {
  return (
    <Section id={id} padding="lg" labelledBy={`${id}-heading`}>
      <SectionHeading
        id={`${id}-heading`}
        eyebrow="Chapter one: the chairs"
        title={`A day in the chair: ${total}+ hours`}
        lead="Add up the chairs in an ordinary day and sleep is almost the only time you are not sitting."
      />

      <div aria-hidden="true" className="mx-auto mt-12 max-w-4xl">
        <div className="flex h-12 overflow-hidden rounded-2xl ring-1 ring-ink/10">
          {SITTING_DAY.map((block, index) => (
            <div
              key={block.label}
              style={{ width: `${(block.hours / 24) * 100}%` }}
              className={`flex items-center justify-center text-xs font-bold sm:text-sm ${SEGMENT_COLORS[index]} ${
                index === 0 ? "text-white" : "text-ink"
              }`}
            >
              <span className="truncate px-1">
                <span className="hidden md:inline">{block.label} </span>
                {block.hours}h
              </span>
            </div>
          ))}
          <div className="flex flex-1 items-center justify-center bg-stone-100 text-xs font-semibold text-ink/70">
            <span className="truncate px-1">Sleep</span>
          </div>
        </div>
        <div className="mt-2 flex justify-between text-xs font-semibold text-ink/70">
          <span>0h</span>
          <span>24h</span>
        </div>
      </div>

      <ol className="relative mx-auto mt-12 max-w-4xl space-y-6 before:absolute before:top-4 before:bottom-4 before:left-6 before:w-0.5 before:bg-brand-200">
        {SITTING_DAY.map((block, index) => (
          <li key={block.label} className="relative flex gap-5">
            <span
              className={`relative z-10 flex h-12 w-12 shrink-0 items-center justify-center rounded-full ring-4 ring-white ${
                SEGMENT_COLORS[index]
              } ${index === 0 ? "text-white" : "text-ink"}`}
            >
              <TimelineIcon icon={block.icon} />
            </span>
            <div className="flex-1 rounded-3xl bg-stone-50 p-6 ring-1 ring-ink/5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="text-xl font-bold">{block.label}</h3>
                <p className="text-3xl font-black tracking-tight text-brand-700">
                  {block.hours}+ <span className="text-base font-bold">hours</span>
                </p>
              </div>
              <p className="mt-2 text-ink/75">{block.text}</p>
              <div aria-hidden="true" className="mt-4 h-2 rounded-full bg-ink/5">
                <div
                  className="h-full rounded-full bg-brand-500"
                  style={{ width: `${(block.hours / longest) * 100}%` }}
                />
              </div>
            </div>
          </li>
        ))}
      </ol>

      <p className="mx-auto mt-10 max-w-2xl rounded-2xl bg-ink px-6 py-5 text-center text-lg font-semibold text-balance text-white">
        Total: <span className="text-brand-300">{total}+ hours</span> of sitting, mostly without a break.
      </p>
    </Section>
  );
}
