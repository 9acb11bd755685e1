import {
  type TopicCounts as Counts,
  LANDING_PAGE_TOPICS,
  type LandingPageTopic,
} from "@movebreak/shared/contracts/landing-pages";
import { cn } from "@/lib/cn";

const numberFormat = new Intl.NumberFormat("en-US");

/**
 * How many pages of the search there are per topic (Back, Shoulder, Hip, Neck, Other), counted
 * by the server over every matching page. Pressing a topic shows only its pages; again, all.
 */
export function TopicCounts({
  counts,
  selected,
  onSelect,
}: {
  counts: Counts | undefined;
  selected: LandingPageTopic | null;
  onSelect: (topic: LandingPageTopic | null) => void;
}) {
  return (
    <ul aria-label="Pages by topic" className="flex flex-wrap gap-2">
      {LANDING_PAGE_TOPICS.map((topic) => {
        const pressed = selected === topic;
        return (
          <li key={topic}>
            <button
              type="button"
              aria-pressed={pressed}
              title={pressed ? "Show every topic" : `Show only ${topic} pages`}
              onClick={() => onSelect(pressed ? null : topic)}
              className={cn(
                "inline-flex min-h-8 items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900",
                pressed
                  ? "border-brand-700 bg-brand-100 text-brand-950"
                  : "border-slate-200 bg-slate-50 text-slate-700 hover:bg-slate-100",
              )}
            >
              <span>{topic}</span>{" "}
              <span className="font-semibold text-slate-900 tabular-nums">
                {counts ? numberFormat.format(counts[topic]) : "–"}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
