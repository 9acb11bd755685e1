const ROWS = Array.from({ length: 8 }, (_, index) => index);

/** Eight placeholder rows while the locations load. */
export function MovementsSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Loading movements...</span>
      {ROWS.map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="flex animate-pulse items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink/10"
        >
          <div className="h-16 w-20 shrink-0 rounded-xl bg-ink/10" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/3 rounded bg-ink/10" />
            <div className="h-3 w-2/3 rounded bg-ink/10" />
          </div>
        </div>
      ))}
    </div>
  );
}
