import { type TopicCounts as Counts, TOPICS } from "../utils/topics";

const LABELS = [...TOPICS.map(({ key, label }) => ({ key, label })), { key: "other" as const, label: "Other" }];

/** How many pages there are per topic (Back, Shoulder, Hip, Neck, Other). */
export function TopicCounts({ counts }: { counts: Counts }) {
  return (
    <ul aria-label="Pages by topic" className="flex flex-wrap gap-2">
      {LABELS.map(({ key, label }) => (
        <li
          key={key}
          className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-slate-700 text-sm"
        >
          <span>{label}</span>
          <span className="font-semibold text-slate-900 tabular-nums">{counts[key]}</span>
        </li>
      ))}
    </ul>
  );
}
