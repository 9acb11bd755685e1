import { cn } from "@/lib/cn";

/** A loading indicator with its text for screen readers (and on screen when `showLabel`). */
export function Spinner({
  label = "Loading...",
  showLabel = false,
  className,
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div role="status" className={cn("inline-flex items-center gap-3 text-slate-600 text-sm", className)}>
      <span
        aria-hidden="true"
        className="size-5 rounded-full border-2 border-slate-300 border-t-brand-600 motion-safe:animate-spin"
      />
      <span className={showLabel ? undefined : "sr-only"}>{label}</span>
    </div>
  );
}
