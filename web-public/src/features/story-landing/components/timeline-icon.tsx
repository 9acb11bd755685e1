import type { TimelineIcon as Icon } from "../data/story-copy";

const PATHS: Record<Icon, string> = {
  work: "M4 6h16v10H4zM2 19h20M9 16v3M15 16v3",
  commute: "M5 16V7a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v9zM5 11h14M8 19l-1 2M16 19l1 2M8 14h.01M16 14h.01",
  meals: "M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M17 3c-2 1-3 4-3 7h3v11",
  entertainment: "M3 6h18v11H3zM8 21h8M12 17v4M10 9l4 2.5-4 2.5z",
};

export function TimelineIcon({ icon }: { icon: Icon }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
