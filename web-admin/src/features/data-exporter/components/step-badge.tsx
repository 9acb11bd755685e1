import { cn } from "@/lib/cn";

/** The type's place in the migration order, as a small numbered circle. */
export function StepBadge({ step, className }: { step: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900 text-xs",
        className,
      )}
    >
      {step}
    </span>
  );
}
