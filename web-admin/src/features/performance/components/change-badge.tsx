import { cn } from "@/lib/cn";
import { changeOf, formatChange } from "../utils/change";

/** "▲ 25%" with the arrow read as "up" ("down" for ▼): a screen reader says the word, not the shape. */
function ChangeText({ change }: { change: number | null }) {
  const text = formatChange(change);
  const arrow = text.startsWith("▲") ? "up" : text.startsWith("▼") ? "down" : null;
  if (!arrow) return text;
  return (
    <>
      <span aria-hidden="true">{text.slice(0, 1)}</span>
      <span className="sr-only">{arrow}</span>
      {text.slice(1)}
    </>
  );
}

/** The change from the previous period ("▲ 25%"), green up, red down, and the previous figure after it. */
export function ChangeBadge({
  current,
  previous,
  previousText,
}: {
  current: number;
  previous: number;
  previousText: string;
}) {
  const change = changeOf(current, previous);
  return (
    <span className="whitespace-nowrap text-xs">
      <span
        className={cn(
          "font-medium",
          change === null || change > 0 ? "text-brand-800" : change < 0 ? "text-red-700" : "text-slate-500",
        )}
      >
        <ChangeText change={change} />
      </span>
      <span className="text-slate-500"> vs {previousText}</span>
    </span>
  );
}
