import { cn } from "@/lib/cn";
import { changeOf, formatChange } from "../utils/change";

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
        {formatChange(change)}
      </span>
      <span className="text-slate-500"> vs {previousText}</span>
    </span>
  );
}
